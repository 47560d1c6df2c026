"""Hot-seat at Munch's table: one human never sees the turn note, and in the predictions, where
two humans choose at once, only the one at the computer is marked (``test_hot_seat_turn.py``).
"""

from __future__ import annotations

import random

from table.ui.intents import click
from table.ui.scenes.overlays import HandOverScene
from tests.ui.driver import TableDriver, make_app, start_table


def test_one_human_against_the_computer_never_sees_the_turn_note() -> None:
    app = make_app()
    scene = start_table(app, "munch", "human,ai,ai", seed=2)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    for _ in range(300):
        if scene.actor() is not None:
            assert not scene.match.turned
            assert "table has turned" not in scene.prompt(scene.shown()).text
            driver.frame(driver.human_intents())
        else:
            driver.frame()
    app.close()


def test_when_two_people_choose_at_once_only_the_one_at_the_computer_is_marked() -> None:
    """Munch's predictions: both humans are in turn at once, but only the person holding
    the computer has the marked plate and score row; the other waits for the hand-over."""
    app = make_app()
    scene = start_table(app, "munch", "human,ai,human", seed=4)
    driver = TableDriver(app, scene, random.Random(2), skip=True)
    checked = 0
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, HandOverScene):
            driver.frame([click((10, 10))])
        elif top is scene and scene.actor() is not None:
            ctx = scene.context()
            turn = set(ctx.view["turn"])
            if {0, 2} <= turn:
                holder = scene.actor()
                other = 2 if holder == 0 else 0
                looks = {look.seat: look for look in scene.renderer._seat_looks(ctx)}
                assert not looks[other].active, "the other person's plate is not marked"
                rows = scene.renderer._panel_look(ctx).rows
                assert rows[holder][3] and not rows[other][3]
                checked += 1
                break
            driver.frame(driver.human_intents())
        else:
            driver.frame()
    assert checked
