"""``spooky-table ear-check --game ID``: a whole game in which the human seat is played
only by ear, then that game's lesson: a listener that reads nothing but the spoken
transcript and answers only with key presses (arrows, Enter, Space). Exit 0 when both
reach their end ("Game over.", "Lesson complete:").

The listener's rule, from the newest line said: a focused card that "can be played" or
an available button: Enter. Enough cards chosen ("Up arrow to the buttons to
confirm."): Up. Anything else (a card that cannot be played or is already chosen, a
button not available yet, a refusal): Right arrow to the next. The round summary ("Press Enter to continue."):
Enter. "Game over." or "Lesson complete:": done. In the lesson the coach's words are spoken and
the focus starts on the move a step asks for; a move the coach declines ("Try again?")
is answered like a refusal. When nothing new is said it looks around (Right), then tries
what the focus rests on (Enter), then lets the table run (Space skips an animation).
It never reads the screen, the state or the legal moves. With ``--lang de`` (fr, es) the
whole check runs in that language: the listener knows the phrases above as the speech
layer's catalogue says them (``Heard``).
"""

from __future__ import annotations

import argparse
import os
import re
import time
from typing import Any

from table.ui.intents import Intent, key

FRAME = 1 / 30


def _after(template: str) -> str:
    """The words a spoken template ends with, after its last placeholder."""
    return template[template.rindex("}") + 1 :] if "}" in template else template


def _before(template: str) -> str:
    """The words a spoken template opens with, before its first placeholder."""
    return template.split("{", 1)[0]


class Heard:
    """The phrases the listener knows, in the language spoken now (``--lang``): the fixed
    words of the speech layer's own templates (``speech.words``), as a listener who speaks
    that language hears them."""

    def __init__(self) -> None:
        from table.core.i18n import _
        from table.ui.speech import words

        playable = [_after(_(words.FOCUS_PLAYABLE.one)), _after(_(words.TABLE_BUTTON.one)),
                    _after(_(words.BUTTON.one))]
        self.playable = re.compile("(" + "|".join(re.escape(end) for end in playable) + ")$")
        self.chosen = re.compile(re.escape(_after(_(words.CHOSEN_ALL.one))) + "$")
        self.go_on = _after(_(words.ROUND_SUMMARY.one))
        self.game_over = _before(_(words.GAME_OVER_CHOICES.one)).strip()
        self.lesson_over = _before(_(words.LESSON_COMPLETE.one)).strip()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from table import manifest

    parser.add_argument("--game", required=True, choices=[entry.id for entry in manifest.GAMES])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--transcript", action="store_true", help="print every line said")
    parser.add_argument("--no-lesson", action="store_true", help="play the game only, not its lesson")
    parser.add_argument("--max-keys", type=int, default=20_000, help="give up after this many key presses")


class Listener:
    """Chooses the next key from the transcript alone."""

    def __init__(self, lines: list[str], lesson: bool = False) -> None:
        self.lines = lines
        self.heard = Heard()
        self.end = self.heard.lesson_over if lesson else self.heard.game_over
        self.read = len(lines)
        self.quiet = 0
        self.over = False

    def next_key(self) -> Intent | None:
        new = self.lines[self.read :]
        self.read = len(self.lines)
        if any(line.startswith(self.end) for line in new):
            self.over = True
            return None
        if not new:
            self.quiet += 1
            return (key("move", dx=1), key("activate"), key("skip"), None)[self.quiet % 4]
        self.quiet = 0
        last = new[-1]
        if self.heard.chosen.search(last):
            return key("move", dy=-1)  # enough chosen: up to the buttons
        if last.endswith(self.heard.go_on) or self.heard.playable.search(last):
            return key("activate")
        return key("move", dx=1)  # refused, or something new happened: look around


def run(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from table.ui import speech
    from table.ui.app import App
    from table.ui.settings_model import Settings

    record = speech.transcript()
    app = App(Settings(animation_speed=8.0), size=(1280, 720), sound=False)
    game = play_game(app, record.lines, args)
    lesson = play_lesson(app, record.lines, args) if not getattr(args, "no_lesson", False) else True
    if args.transcript:
        print("\n".join(record.lines))
    return 0 if game and lesson else 1


def play(app: Any, listener: Listener, max_keys: int) -> int:
    """Press the listener's keys until it hears the end; the keys pressed."""
    presses = 0
    for _ in range(max_keys * 40):
        intent = listener.next_key()
        if listener.over:
            break
        if intent is not None:
            presses += 1
            if presses > max_keys:
                break
        app.step([intent] if intent is not None else [], FRAME)
    return presses


def play_game(app: Any, lines: list[str], args: argparse.Namespace) -> bool:
    from table.ui.controller import Match, SeatPlan
    from table.ui.scenes.game_over import GameOverScene
    from table.ui.scenes.table import TableScene

    started, heard = time.perf_counter(), len(lines)
    others = ("Mildred", "Bones", "Ghoulia", "Pumpkin")[: args.players - 1]
    plans = [SeatPlan("human", "Sam"), *(SeatPlan("ai", name, "easy") for name in others)]
    match = Match(args.game, plans, None, seed=args.seed, ai_budget=0.05)
    listener = Listener(lines)
    app.stack.reset(TableScene(app, match))
    presses = play(app, listener, args.max_keys)
    finished = listener.over and match.state.is_over and isinstance(app.stack.top, GameOverScene)
    report("game", args.game, finished, len(lines) - heard, presses, time.perf_counter() - started)
    return finished


def play_lesson(app: Any, lines: list[str], args: argparse.Namespace) -> bool:
    from table.ui.scenes.lesson import LessonEnd, LessonScene

    started, heard = time.perf_counter(), len(lines)
    listener = Listener(lines, lesson=True)
    scene = LessonScene(app, args.game)
    app.stack.reset(scene)
    presses = play(app, listener, args.max_keys)
    finished = listener.over and scene.coach.finished and isinstance(app.stack.top, LessonEnd)
    report("lesson", args.game, finished, len(lines) - heard, presses, time.perf_counter() - started)
    return finished


def report(what: str, game_id: str, finished: bool, lines: int, presses: int, seconds: float) -> None:
    verdict = "reached the end" if finished else "did NOT reach the end"
    print(f"ear-check {game_id} {what}: {verdict} by ear: {lines} lines heard, "
          f"{presses} keys pressed, {seconds:.1f} s")
