"""Hot-seat at Dodge the Dragon's table: the hand-over screen and the frame after it (every
game's hand-overs: ``test_hand_over.py``).
"""

from __future__ import annotations

import random

from table.ui.intents import click
from table.ui.scenes.overlays import HandOverScene
from tests.ui.driver import TableDriver, make_app, start_table


def test_the_hand_over_screen_and_the_next_frame() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,human,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(0))
    while not isinstance(app.stack.top, HandOverScene):
        driver.frame()
    over = app.stack.top
    assert scene.match.viewer is None
    hidden_from_all = scene.match.state.hidden_ids(None)
    assert app.probe.faces.isdisjoint(hidden_from_all)
    driver.frame([click((5, 5))])
    seat = over.seat
    assert app.stack.top is scene and scene.match.viewer == seat
    mine = set(scene.match.view()["hand"])
    assert mine and mine <= app.probe.faces, "after the hand-over the new player's own cards are shown"
    assert app.probe.faces.isdisjoint(scene.match.state.hidden_ids(seat))
