"""Undo at the real table goes by what the table has shown, not by whether it is still
animating: once a card has been turned face up (Royal's reveal after your judgement,
Batwalk's own card as it is played), the move cannot be taken back, even while the
animation runs on; and an undo leaves the table's switches (Batwalk's card aid) as they were."""

from __future__ import annotations

import json
import random

import pytest

from table.core import find_ids
from table.games import game_ids
from table.ui.app import App
from table.ui.controller import Match
from table.ui.intents import key
from table.ui.scenes.table import TableScene
from tests.per_game import data_of
from tests.ui.driver import FRAME, make_app, seats


def table(app: App, game_id: str, seed: int) -> TableScene:
    scene = TableScene(app, Match(game_id, seats("human,ai,ai"), seed=seed), animate_start=False)
    app.stack.reset(scene)
    return scene


def my_turn(app: App, wanted: str = "", limit: int = 20000) -> TableScene:
    """Run the table until seat 0 may make a move starting with ``wanted``."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, TableScene) and top.actor() == 0:
            actions = top.match.legal_actions(0)
            if any(action.startswith(wanted) for action in actions):
                return top
            top.human_act(actions[0])
        elif not isinstance(top, TableScene):
            app.step([key("activate")], FRAME)  # a round summary
            continue
        app.step([], FRAME)
    raise AssertionError(f"never seat 0's turn to {wanted!r}")


def revealed_until(app: App, scene: TableScene, kind: str) -> None:
    """Step frames until the table has revealed an event of ``kind``, while it still animates."""
    for _ in range(600):
        if any(event.get("type") == kind for event in scene.presented.revealed):
            assert scene.timeline.busy, "the animation is still running"
            return
        app.step([], FRAME)
    raise AssertionError(f"{kind} never shown")


def undo_once_shown(game_id: str, seed: int, move: str, kind: str) -> tuple[App, TableScene, int]:
    """At a table of three, seat 0 makes ``move`` on its first turn for it, the table runs
    until it has shown an event of ``kind`` (still animating), and Ctrl+Z is pressed.
    Returns the app, that table and the number of moves made before the undo."""
    app = make_app()
    table(app, game_id, seed)
    scene = my_turn(app, move.split()[0])
    scene.human_act(move)
    moves = len(scene.match.state.history)
    revealed_until(app, scene, kind)
    app.step([key("undo")], FRAME)
    return app, scene, moves


@pytest.mark.parametrize("gid", sorted(game_ids()))
def test_at_the_table_an_undo_never_follows_a_card_shown(gid: str) -> None:
    """Random games at the real table, Ctrl+Z pressed at random moments (mid-animation
    too): whenever the undo is allowed, nothing the table had drawn from the presented
    model (its view and the events revealed into it) named a card the seat could not
    know where the undo returns to; and some undos are allowed."""
    app = make_app(speed=2.0)
    scene = table(app, gid, 6)
    rng = random.Random(gid)
    allowed = 0
    for _ in range(2500):
        top = app.stack.top
        if not isinstance(top, TableScene):
            app.step([key("activate")], FRAME)
            continue
        scene = top
        if scene.match.state.is_over:
            break
        if rng.random() < 0.08:
            # (Not the last trick: from an earlier deal, its cards may be back in hands.)
            shown = json.dumps([scene.presented.view, scene.presented.revealed])
            app.step([key("undo")], FRAME)
            after = app.stack.top
            if isinstance(after, TableScene) and after is not scene:
                allowed += 1
                hidden = after.match.state.hidden_ids(0)
                assert not find_ids(shown, hidden), f"undone after seeing {find_ids(shown, hidden)}"
            continue
        if scene.actor() == 0:
            scene.human_act(rng.choice(scene.match.legal_actions(0)))
        app.step([], FRAME)
    assert allowed or data_of(gid, "PLAY_SHOWS_OWN_CARD")  # Batwalk shows your own card as you play it
