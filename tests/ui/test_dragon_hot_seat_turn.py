"""Hot-seat at Dodge the Dragon's table: the table turns to the next human and says so until
their move (the seating line: ``test_hot_seat_turn.py``).
"""

from __future__ import annotations

import random

from table.ui import layout
from table.ui.hot_seat import turn_note
from table.ui.intents import click
from table.ui.scenes.overlays import HandOverScene
from tests.ui.driver import TableDriver, make_app, start_table


def test_the_table_turns_to_the_next_human_and_says_so_until_their_move() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,human,ai", seed=4, options={"pass": False})
    driver = TableDriver(app, scene, random.Random(2), skip=True)
    seen: list[int] = []
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, HandOverScene):
            turning = scene.match.will_turn(top.seat)
            seen.append(top.seat)
            if turning:
                break
            driver.frame([click((10, 10))])
        elif top is scene and scene.actor() is not None:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
    over = app.stack.top
    assert isinstance(over, HandOverScene) and scene.match.will_turn(over.seat), seen
    name = scene.names[over.seat]
    driver.frame()  # the hand-over screen is drawn with its seating line
    assert scene.match.bottom_seat != over.seat
    driver.frame([click((10, 10))])
    assert app.stack.top is scene and scene.match.bottom_seat == over.seat
    assert scene.prompt(scene.shown()).text.startswith(turn_note(name))
    # The seat on the new player's left is drawn on the left of the table, the one on
    # their right on the right (the table has turned with them).
    geo = scene.geometry()
    centres = layout.opponent_centres(len(scene.names), scene.match.bottom_seat, geo.table)
    left, right = (over.seat + 1) % 4, (over.seat - 1) % 4
    assert centres[left][0] < geo.middle[0] < centres[right][0]
    before = len(scene.match.state.history)
    for _ in range(200):
        if len(scene.match.state.history) > before:
            break
        if scene.actor() is not None:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
    assert len(scene.match.state.history) > before and not scene.match.turned
    if scene.actor() is not None:
        assert turn_note(name) not in scene.prompt(scene.shown()).text
    app.close()
