"""Scripted UI tests: whole games of Munch played through intents only: predictions and the
forehead round, a prediction typed as a digit, and Play again with the same seats
(Dodge the Dragon's: ``tests/ui/test_dragon_tables.py``).
"""

from __future__ import annotations

import random

from table.ui.intents import click
from table.ui.scenes.overlays import GameOverScene
from table.ui.scenes.table import TableScene
from tests.ui.driver import TableDriver, finish_whole_game, make_app, start_table


def test_munch_whole_game_with_predictions_and_forehead_round() -> None:
    app = make_app()
    scene = start_table(app, "munch", "human,ai,ai", seed=5)
    driver = TableDriver(app, scene, random.Random(8))
    while scene.actor() is None:
        driver.frame()
    view = scene.match.view()
    assert view["forehead"] and scene.hand_cards(view) == [None], "hand 1: my own card is hidden"
    assert all(scene.presenter.cards_in_front(view, seat) for seat in (1, 2)), "the others' cards are shown"
    labels = [label for label, _ in scene.decision_buttons(scene.match.legal_actions(0))]
    assert labels == ["0", "1"]
    finish_whole_game(driver)
    assert [label for label, _ in scene.pad_rows] == [f"Hand {k}" for k in range(1, 8)]
    revealed = [e for e in scene.match.state.log if e["type"] == "predictions_revealed"]
    assert len(revealed) == 7


def test_munch_prediction_by_typing_a_digit() -> None:
    app = make_app()
    scene = start_table(app, "munch", "human,ai,ai", seed=9, options={"hands": 3})
    driver = TableDriver(app, scene, random.Random(0))
    while scene.actor() is None:
        driver.frame()
    from table.ui.intents import text

    driver.frame([text("1")])
    assert (0, "predict 1") in scene.match.state.history


def test_play_again_starts_a_fresh_game_with_the_same_seats() -> None:
    app = make_app()
    scene = start_table(app, "munch", "human,ai", seed=3, options={"hands": 1})
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    driver.play_to_end()
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    assert app.session_results[-1]["game"] == "munch"
    play_again = over.focus.widgets[0]
    driver.frame([click((round(play_again.rect[0] + 5), round(play_again.rect[1] + 5)))])
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and fresh is not scene
    assert fresh.match.names == scene.match.names and not fresh.match.state.history
