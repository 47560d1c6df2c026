"""At a solo table (one human against the computer) the table speaks to its human as "you":
no line shown to them names their own seat by name (issue 32). Their name stands only as
a label: on their plate ("Zed (you)") and over their column of scores.

Two sweeps: whole games played through the real app headless, every text drawn recorded
(pop-ups, prompts, the middle's words, summaries, game over) with the Game log, Score
pad, Last trick and "Since my turn" opened along the way; and random games of every game
at the rules' level, each event's log line, banner, trick words and the recap said for
the human's seat."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from table.core.words import Names
from table.games import game_ids, get_game
from table.learn.recap import recap
from table.ui import text as text_module
from table.ui.controller import Match, SeatPlan
from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from table.ui.scenes.table import TableScene
from table.ui.tables import presenter_for
from tests.ui.driver import TableDriver, make_app

ME = "Zed"
LABELS = {ME, f"{ME} (you)"}


def _plans(seat: int, players: int) -> list[SeatPlan]:
    others = iter(["Bones", "Mildred", "Igor", "Morticia"])
    return [
        SeatPlan("human", ME) if s == seat else SeatPlan("ai", next(others), "random") for s in range(players)
    ]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[str]]:
    """Every text rendered to the screen while the test runs that contains ``ME``."""
    texts: set[str] = set()
    rendered = text_module._rendered

    def recording(text: str, size: int, colour: Any, bold: bool) -> Any:
        if ME in text:
            texts.add(text)
        return rendered(text, size, colour, bold)

    monkeypatch.setattr(text_module, "_rendered", recording)
    yield texts


@pytest.mark.parametrize("gid", game_ids())
def test_a_solo_match_calls_its_human_you_and_a_hot_seat_names_everyone(gid: str) -> None:
    assert Match(gid, _plans(1, 3), None, 1).you == 1
    hot = [SeatPlan("human", "Ann"), SeatPlan("human", "Bob"), SeatPlan("ai", "C", "random")]
    assert Match(gid, hot, None, 1).you is None


@pytest.mark.parametrize("gid", sorted(game_ids()))
def test_no_text_drawn_at_a_solo_table_names_the_human(gid: str, drawn: set[str]) -> None:
    app = make_app(speed=8.0)
    match = Match(gid, _plans(0, 3), None, 3)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    driver = TableDriver(app, scene, random.Random(gid))
    opened, last_open = 0, -1000
    for frame in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            driver.frame()
            break
        if isinstance(top, RoundSummary):
            driver.frame()
            driver.frame([key("activate")])
            continue
        driver.frame(driver.human_intents() if top is scene and scene.actor() is not None else [])
        if frame - last_open > 120 and app.stack.top is scene and scene.actor() is not None:
            last_open = frame
            opens = [scene.open_log, scene.open_score_pad, scene.open_last_trick, scene.help.recap]
            for open_panel in opens:
                open_panel()
                if app.stack.top is not scene:
                    driver.frame()
                    app.stack.remove(app.stack.top)
                    opened += 1
    assert match.state.is_over and opened
    assert drawn - LABELS == set()


def _said(gid: str, seed: int) -> Iterator[str]:
    """Every line the table and the recap would say for the human in one random game."""
    game, presenter = get_game(gid), presenter_for(gid)
    rng = random.Random(seed)
    players = rng.randint(game.min_players, min(game.max_players, 5))
    seat = rng.randrange(players)
    names = Names([plan.name for plan in _plans(seat, players)], me=seat)
    names.extend(presenter.extra_seats(game.new_state(players, seed=seed)))
    state = game.new_state(players, seed=seed)
    while not state.is_over:
        mover = state.turn[0]
        state.apply(mover, rng.choice(state.legal_actions(mover)))
        if mover == seat:
            yield from recap(state, seat, names)
    for event in state.visible_log(seat):
        yield from filter(None, [presenter.describe(event, names)])
        banner = presenter.banner(event, names, seat)
        if banner is not None:
            yield from [banner.title, *banner.lines]
        if event.get("type") == presenter.trick_won_event:
            yield presenter.trick_reason(event, names)
            yield presenter.trick_result(event, names, None).words
    yield from filter(None, [presenter.result_line(state.view(seat), names)])
    yield presenter.winners_line(state.winners, names)


@pytest.mark.parametrize("gid", sorted(game_ids()))
def test_no_line_said_over_random_solo_games_names_the_human(gid: str) -> None:
    for seed in range(6):
        named = [line for line in _said(gid, seed) if ME in line]
        assert named == [], (seed, named[:5])
