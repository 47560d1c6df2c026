"""The overlays tell only what the table has shown: opened while a move still animates,
the Game log lists the events shown before that move plus those its animation has
revealed so far, never the card still in a hand, the trick's winner or "Game over" ahead
of the table; "Since my turn" is cut at the same place."""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.games import game_ids
from table.learn import recap
from table.ui.controller import Match
from table.ui.scenes.common import TextPanel
from table.ui.scenes.table import TableScene
from tests.ui.driver import FRAME, make_app, seats


@pytest.mark.parametrize("gid", sorted(game_ids()))
def test_no_overlay_shows_an_event_the_table_has_not_animated(gid: str) -> None:
    app = make_app(speed=2.0)
    match = Match(gid, seats("human,ai,ai"), seed=11)
    scene = TableScene(app, match, animate_start=False)
    app.stack.reset(scene)
    rng = random.Random(gid)
    starts: list[int] = []
    act = match.act

    def recorded(seat: int, action: str) -> list[dict[str, Any]]:
        if not scene.timeline.busy:
            starts.append(len(match.state.log))  # the table showed everything before this move
        return act(seat, action)

    match.act = recorded  # type: ignore[method-assign]
    checked = 0
    for frame in range(2500):
        top = app.stack.top
        if top is not scene:
            app.step([], FRAME)
            if app.stack.top is not scene and app.stack.top is not None:
                app.stack.remove(app.stack.top)  # a round summary: read, closed
            continue
        if match.state.is_over and not scene.timeline.busy:
            break
        if scene.timeline.busy and starts and frame % 5 == 0:
            state, viewer = match.state, match.viewer
            before = [e for e in state.log[: starts[-1]] if state.redact_event(e, viewer) is not None]
            shown = [*state.visible_log(viewer)[: len(before)], *scene.presented.revealed]
            told = [line for event in shown if (line := scene.presenter.describe(event, scene.names))]
            scene.open_log()
            panel = app.stack.top
            assert isinstance(panel, TextPanel) and panel.title == "Game log"
            assert panel.raw_lines == (told or ["Nothing has happened yet."])
            app.stack.remove(panel)
            # "Since my turn": told up to just after the last event the table revealed.
            log = state.log
            later = [i for i in range(starts[-1], len(log)) if state.redact_event(log[i], viewer) is not None]
            revealed = len(scene.presented.revealed)
            until = later[revealed - 1] + 1 if revealed else starts[-1]
            scene.help.recap()
            panel = app.stack.top
            assert isinstance(panel, TextPanel) and panel.title == "Since your last turn"
            told = recap(state, 0, scene.names, until=until) or ["Nothing has happened since your last move."]
            assert panel.raw_lines == told
            app.stack.remove(panel)
            checked += 1
        if not scene.timeline.busy and scene.actor() == 0:
            scene.human_act(rng.choice(match.legal_actions(0)))
        app.step([], FRAME)
    assert checked > 20
