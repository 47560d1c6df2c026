"""``spooky-table screenshot``: render a table (or any screen) headless to a PNG after K actions.

The K actions are chosen the way the table would: AI seats by their agents, human
seats by a seeded random legal move, so the same arguments always give the same
picture. ``--screen`` picks a screen other than the table (title, setup, pause, the
hand-over, the game log, Continue on the title, the replay, a lesson...), for looking
at every screen at every size; ``--screen tutorial`` shows the game's lesson after K
moves of a student who follows the coach. Screens that need files (Continue, statistics) get them in a
temporary data folder, made by playing seeded games there; nothing else is written.
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from table import manifest
from table.core import i18n

if TYPE_CHECKING:
    from table.ui.app import App
    from table.ui.controller import Match

SCREENS = (
    "table",
    "title",
    "title-continue",
    "setup",
    "settings",
    "rules",
    "statistics",
    "pause",
    "log",
    "score-pad",
    "last-trick",
    "hand-over",
    "summary",
    "game-over",
    "replay",
    "tutorial",
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default=manifest.FIRST, help=f"game id (default {manifest.FIRST})")
    parser.add_argument(
        "--players", type=int, default=None, help="seat count (default: from --seats, or 4 if allowed)"
    )
    parser.add_argument("--seats", default=None, help="comma list of human/ai per seat, e.g. human,ai,ai,ai")
    parser.add_argument("--level", default="normal", help="AI level for ai seats (easy, normal, hard)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--actions", type=int, default=0, help="actions to play before rendering")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option, e.g. --option limit=50 (repeatable)",
    )
    parser.add_argument("--size", default="1280x720", metavar="WxH")
    parser.add_argument("--screen", choices=SCREENS, default="table")
    parser.add_argument("--out", required=True, metavar="FILE.png")


def _option_value(text: str) -> object:
    lowered = text.lower()
    if lowered in ("true", "yes"):
        return True
    if lowered in ("false", "no"):
        return False
    if lowered in ("none", "null"):
        return None
    try:
        return int(text)
    except ValueError:
        return text


def run(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from table.ai.agent import choose
    from table.persistence import locations
    from table.ui.app import App, parse_size
    from table.ui.controller import SeatPlan
    from table.ui.settings_model import Settings

    players = args.players or _default_players(args.game)
    kinds = (args.seats or ",".join(["human"] + ["ai"] * (players - 1))).split(",")
    if args.players is not None and len(kinds) != args.players:
        raise SystemExit(f"--seats names {len(kinds)} seats but --players is {args.players}")
    if any(kind not in ("human", "ai") for kind in kinds):
        raise SystemExit("--seats is a comma list of 'human' and 'ai'")
    human_names = iter(("Ann", "Ben", "Cat", "Dan", "Eve", "Fin"))
    ai_names = iter(("Mildred", "Bones", "Count Crumb", "Ghoulia", "Pumpkin", "Sir Rattle"))
    plans = [
        SeatPlan(kind, next(human_names) if kind == "human" else next(ai_names), args.level) for kind in kinds
    ]
    options = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = _option_value(value)
    if args.screen == "tutorial":
        return _tutorial(args)
    with tempfile.TemporaryDirectory(prefix="spooky-screenshot-") as folder:
        store = locations(Path(folder)) if args.screen in FILE_SCREENS else None
        app = App(Settings(), size=parse_size(args.size), sound=False, store=store)
        match = app.new_match(args.game, plans, options, args.seed)
        human_rng = random.Random(args.seed)
        for _ in range(args.actions):
            seat = match.next_decider()
            if seat is None:
                break
            if plans[seat].human:
                action = human_rng.choice(match.state.legal_actions(seat))
            else:
                action = choose(match.session.agent_for(seat), match.state.clone(), seat)
            match.act(seat, action)
        _show(app, match, args.screen)
        app.step([], 0.0)
        pygame.image.save(app.surface, args.out)
        width, height = app.size
        app.close()
    print(f"wrote {args.out} ({args.screen}, {width}x{height}, {len(match.state.history)} actions)")
    return 0


def _default_players(game_id: str) -> int:
    """Four seats, or the nearest count the game's record allows (4 for an unknown id,
    which the app then refuses by name)."""
    try:
        game = manifest.entry(game_id).game()
    except KeyError:
        return 4
    return min(max(4, game.min_players), game.max_players)


def _tutorial(args: argparse.Namespace) -> int:
    """The lesson for ``--game`` after ``--actions`` moves that follow the coach."""
    import pygame

    from table.learn import LESSON_IDS
    from table.ui.app import App, parse_size
    from table.ui.scenes.lesson import LessonScene
    from table.ui.settings_model import Settings

    if args.game not in LESSON_IDS:
        raise SystemExit(f"--game must be one of {', '.join(LESSON_IDS)} for --screen tutorial")
    app = App(Settings(learn_offered=True), size=parse_size(args.size), sound=False)
    lesson = LessonScene(app, args.game)
    app.push(lesson)
    lesson.timeline.skip()
    for _ in range(args.actions):
        if lesson.coach.finished:
            break
        lesson.human_act(lesson.coach.suggestion())
        lesson.timeline.skip()
        while app.stack.top is not lesson:
            app.stack.pop()  # the hand's summary
    for _ in range(3):
        app.step([], 0.0)
    pygame.image.save(app.surface, args.out)
    width, height = app.size
    app.close()
    step = lesson.coach.bubble().step
    print(f"wrote {args.out} (tutorial {args.game}, {width}x{height}, coached step {step})")
    return 0


FILE_SCREENS = ("title-continue", "statistics", "pause", "game-over")


def _played_games(app: object, game_id: str) -> None:
    """A few finished games in the app's data folder, so the statistics have rows."""
    from table.session import Seat, Session
    from table.ui.app import App

    assert isinstance(app, App)
    names = ("Ann", "Ben", "Mildred", "Bones", "Count Crumb")
    for game in (game_id, manifest.FIRST):  # each at its smallest table, which plays out fastest
        players = manifest.entry(game).game().min_players
        for seed in range(3):
            seats = [Seat(names[n], "ai", "random", seed * 10 + n) for n in range(players)]
            Session.start(game, seats, seed=seed, store=app.store).play_out()


def _show(app: object, match: object, screen: str) -> None:
    from table.ui.app import App
    from table.ui.controller import Match

    assert isinstance(app, App) and isinstance(match, Match)
    if screen == "replay":
        _show_replay(app, match)
    elif screen in ("title", "title-continue", "setup", "settings", "rules", "statistics"):
        _show_menu(app, match, screen)
    else:
        _show_table(app, match, screen)


def _show_replay(app: App, match: Match) -> None:
    """The replay, paused before the game's last move."""
    from table.ui.replay import ReplayScene

    replay = ReplayScene(app, match.session)
    app.push(replay)
    replay.timeline.skip()
    while replay.moves_done < len(replay.script) - 1:  # paused before the last move
        replay.advance()
        replay.timeline.skip()
        while app.stack.top is not replay:
            app.stack.pop()  # round summaries
    replay.paused = True


def _show_menu(app: App, match: Match, screen: str) -> None:
    """The title, or a screen opened from it (setup, settings, rules, statistics)."""
    from table.ui.scenes import title
    from table.ui.scenes.settings import SettingsScene
    from table.ui.scenes.setup import SetupScene

    if screen == "statistics":
        _played_games(app, match.game_id)
    app.push(title.TitleScene(app))
    if screen == "setup":
        app.push(SetupScene(app, match.game_id))
    elif screen == "settings":
        app.push(SettingsScene(app))
    elif screen == "rules":
        title.open_rules(app, match.game_id)
    elif screen == "statistics":
        app.stack.top.statistics()  # type: ignore[union-attr]


def _show_table(app: App, match: Match, screen: str) -> None:
    """The table, with the overlay ``screen`` names over it."""
    from table.ui.scenes import overlays
    from table.ui.scenes.table import TableScene

    # Whoever must decide next has the screen, as after their hand-over.
    upcoming = next((s for s in match.state.turn if match.seats[s].human), None)
    if match.hot_seat and upcoming is not None and screen != "hand-over":
        match.handed_over(upcoming)
    table = TableScene(app, match, animate_start=False)
    app.push(table)
    opens = {"pause": table.open_pause, "log": table.open_log, "score-pad": table.open_score_pad,
             "last-trick": table.open_last_trick}
    if screen == "hand-over" and upcoming is not None:
        match.hide_private()
        app.push(overlays.HandOverScene(app, table, upcoming))
    elif screen in opens:
        opens[screen]()
    elif screen == "summary":
        label = table.pad_rows[-1][0] if table.pad_rows else i18n._("Round {round}").format(round=1)
        app.push(overlays.RoundSummary(app, table, label))
    elif screen == "game-over":
        table.game_over_shown = True
        app.push(overlays.GameOverScene(app, table))
