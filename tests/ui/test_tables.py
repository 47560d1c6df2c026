"""Scripted UI tests: whole games of Dodge the Dragon and Munch played through intents only.

The human seats are played by clicking cards and buttons (or by arrow keys and Enter)
exactly where the table draws them; AI seats play through the controller. Each game
must reach the game-over screen with the rules' winners, and every human move must
have come from the screen.
"""

from __future__ import annotations

import random

import pytest

from table.core import IllegalMove
from table.ui.intents import click, key
from table.ui.scenes.overlays import GameOverScene
from table.ui.scenes.table import TableScene
from tests.ui.dragon_tables import safety_lead_table
from tests.ui.driver import TableDriver, button_point, card_point, make_app, start_table


def _finish(driver: TableDriver) -> None:
    driver.play_to_end()
    state = driver.scene.match.state
    assert state.is_over and state.winners
    assert isinstance(driver.app.stack.top, GameOverScene)
    humans = set(driver.scene.match.humans)
    assert driver.human_moves + driver.played_for == sum(1 for seat, _ in state.history if seat in humans) > 0


@pytest.mark.parametrize("keyboard", [False, True], ids=["mouse", "keyboard"])
def test_dragon_whole_game(keyboard: bool) -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=11, options={"limit": 30})
    driver = TableDriver(app, scene, random.Random(3), keyboard=keyboard, skip=keyboard)
    _finish(driver)
    state = scene.match.state
    rounds = sum(1 for event in state.log if event["type"] == "round_scored")
    assert len(scene.pad_rows) == rounds >= 1
    assert max(state.scores) > 30 or any(e["type"] == "moon_shot" for e in state.log)


def test_dragon_pass_is_chosen_by_clicking_three_cards_then_confirm() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    while scene.actor() is None:
        driver.frame()
    hand = list(scene.match.view()["hand"])
    assert scene.presenter.selection_size(scene.match.legal_actions(0)) == 3
    driver.frame([click(button_point(scene, 0))])  # Confirm before choosing: refused with a reason
    assert "Choose 3 cards" in scene.message and scene.match.state.view(0)["phase"] == "pass"
    for index in (0, 2, 4):
        driver.frame([click(card_point(scene, index))])
    assert scene.selection == [hand[0], hand[2], hand[4]]
    driver.frame([click(card_point(scene, 2))])  # a second click puts a card back
    assert scene.selection == [hand[0], hand[4]]
    driver.frame([click(card_point(scene, 5))])
    driver.frame([click(button_point(scene, 0))])
    # The hand is held in deck order, which is also the order the pass is written in.
    assert scene.match.state.history[-1] == (0, f"pass {hand[0]} {hand[4]} {hand[5]}")
    # Once everyone has passed, the cards that arrived are marked in the hand.
    for _ in range(400):
        driver.frame([key("skip")] if scene.timeline.busy else [])
        if scene.match.view()["phase"] == "play":
            break
    received = set(scene.match.view()["received"])
    assert len(received) == 3 and scene.presenter.highlighted(scene.match.view()) == received


def test_clicking_an_illegal_card_says_why_and_changes_nothing() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=2, options={"pass": False})
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(3000):
        if scene.actor() is not None:
            actions = scene.match.legal_actions(0)
            cards = scene.hand_cards(scene.match.view())
            illegal = [i for i, card in enumerate(cards) if not scene.card_actions(actions, card)]
            if illegal:
                break
            driver.frame(driver.human_intents())
        else:
            driver.frame([key("skip")] if scene.timeline.busy else [])
    else:
        pytest.fail("never held an unplayable card")
    history = list(scene.match.state.history)
    card = cards[illegal[0]]
    with pytest.raises(IllegalMove) as refusal:
        scene.match.state.clone().apply(0, f"play {card}")
    driver.frame([click(card_point(scene, illegal[0]))])
    assert scene.message == str(refusal.value)
    assert scene.match.state.history == history


def test_leading_a_safety_asks_for_a_colour() -> None:
    app, scene, driver = safety_lead_table()
    assert "play safety-1 as red" in scene.match.legal_actions(0)
    index = scene.hand_cards(scene.match.view()).index("safety-1")
    driver.frame([click(card_point(scene, index))])
    assert scene.pending_card == "safety-1"
    labels = [label for label, _ in scene.decision_buttons(scene.match.legal_actions(0))]
    assert labels == ["Blue", "Black", "Red", "Green", "Cancel"]
    driver.frame([click(button_point(scene, 2))])
    assert scene.match.state.history[-1] == (0, "play safety-1 as red")
    assert scene.match.state.log[-1] == {
        "type": "safety_named",
        "seat": 0,
        "card": "safety-1",
        "colour": "red",
    }
    app.close()


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
    _finish(driver)
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
