"""Hot-seat: the table turns to whoever is handed the computer, and says so.

The person handed the computer sits at the bottom with their neighbours where they sit
from that chair; the hand-over screen says where everyone will be, and the prompt says
the table has turned until that person's first move.
"""

from __future__ import annotations

import random

from table.ui import layout
from table.ui.hot_seat import seating_words, turn_note
from table.ui.intents import click
from table.ui.scenes.overlays import HandOverScene
from tests.ui.driver import TableDriver, make_app, start_table

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fin"]


def test_the_seating_line_names_left_across_and_right_from_the_new_seat() -> None:
    # API.md: seat i+1 sits to the left of seat i.
    assert seating_words(NAMES, 0, 2) == "The table turns to Ann's seat: Ben across."
    assert seating_words(NAMES, 1, 3) == "The table turns to Ben's seat: Cat on the left, Ann on the right."
    assert seating_words(NAMES, 2, 4) == (
        "The table turns to Cat's seat: Dan on the left, Ann across, Ben on the right."
    )
    assert seating_words(NAMES, 0, 6) == (
        "The table turns to Ann's seat: Ben on the left, Cat, Dan and Eve across, Fin on the right."
    )


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
