"""The hint puts the keyboard's focus on its move: Enter, pressed as often as the move has
steps, plays exactly the hinted move, in every game (Royal's card, seat and claim and
Dragon's three-card pass included), from a focus first put somewhere else."""

from __future__ import annotations

import pytest

from table.games import game_ids
from table.learn.hint import Hint
from table.ui.app import App
from table.ui.controller import Match, SeatPlan
from table.ui.intents import key, text
from table.ui.scenes.table import TableScene
from tests.per_game import sample_game
from tests.ui.driver import FRAME, make_app

GAMES = game_ids()


def _my_turn(app: App, scene: TableScene, limit: int = 6000) -> None:
    for _ in range(limit):
        if app.stack.top is scene and scene.actor() is not None and not scene.timeline.busy:
            return
        if app.stack.top is not scene:  # a round's summary: on to the next round
            app.step([key("activate")], FRAME)
            continue
        app.step([key("skip")] if scene.timeline.busy else [], FRAME)
    raise AssertionError("never the human's turn")


def _hint(app: App, scene: TableScene) -> Hint:
    """Press H and wait until the hint is shown, one frame more for its focus."""
    app.step([text("h")], FRAME)
    for _ in range(2000):
        if scene.help.shown is not None:
            break
        app.step([], FRAME)
    hint = scene.help.shown
    assert hint is not None
    app.step([], FRAME)
    return hint


def _enter_played(app: App, scene: TableScene, moves: int) -> list[str]:
    """Press Enter for each step of a move (where the focus was put) until seat 0 has moved
    after ``moves`` moves; the moves seat 0 made since."""
    for _ in range(8):
        if len(scene.match.state.history) > moves:
            break
        app.step([key("activate")], FRAME)
        app.step([], FRAME)
    return [action for seat, action in scene.match.state.history[moves:] if seat == 0]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("turn", [0, 1, 2])
def test_enter_plays_the_hinted_move(game_id: str, turn: int) -> None:
    app = make_app()
    plans = [SeatPlan("human", "Ann"), SeatPlan("ai", "Mildred", "random"), SeatPlan("ai", "Bones", "random")]
    scene = TableScene(app, Match(game_id, plans, seed=11 + turn), animate_start=False)
    app.stack.reset(scene)
    for _ in range(turn):  # a few turns in, by the hint's own moves, so the hands differ
        _my_turn(app, scene)
        scene.human_act(scene.match.legal_actions(0)[-1])
    _my_turn(app, scene)
    moves = len(scene.match.state.history)
    hint = _hint(app, scene)
    played = _enter_played(app, scene, moves)
    assert played[:1] == [hint.action], f"{game_id}: the hint said {hint.action!r}, Enter played {played[:1]}"
    app.close()


def test_the_focus_starts_elsewhere_and_the_hint_moves_it() -> None:
    """Before the hint the focus rests on another card than the hinted one (so the test
    above does not pass by luck there)."""
    app = make_app()
    plans = [SeatPlan("human", "Ann"), SeatPlan("ai", "Mildred", "random"), SeatPlan("ai", "Bones", "random")]
    moved = 0
    for seed in range(1, 6):
        scene = TableScene(app, Match(sample_game(), plans, seed=seed), animate_start=False)
        app.stack.reset(scene)
        _my_turn(app, scene)
        before = scene.focus
        _hint(app, scene)
        moved += scene.focus != before
    assert moved, "the hint never had to move the focus"
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_hint_of_a_game_moves_the_focus_even_when_it_names_the_same_move_again(game_id: str) -> None:
    # Found playing Batwalk by H and Enter in the real window: a hint naming the same move
    # as the turn before ("play 3", by place) left the focus where it was, so Enter played
    # another card than the one the hint ringed.
    app = make_app()
    plans = [SeatPlan("human", "Ann"), SeatPlan("ai", "Mildred", "random"), SeatPlan("ai", "Bones", "random")]
    scene = TableScene(app, Match(game_id, plans, seed=5), animate_start=False)
    app.stack.reset(scene)
    hinted: list[str] = []
    for _ in range(8):
        if scene.match.state.is_over:
            break
        _my_turn(app, scene)
        scene.focus = 0
        moves = len(scene.match.state.history)
        hint = _hint(app, scene)
        played = _enter_played(app, scene, moves)
        said = f"turn {len(hinted)}: hint {hint.action!r}, Enter played {played[:1]}"
        assert played[:1] == [hint.action], said
        hinted.append(hint.action)
    assert len(hinted) >= 3
    app.close()

