"""Scripted UI tests: whole games of Dodge the Dragon played through intents only (Munch's:
``tests/ui/test_munch_tables.py``).

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
from tests.ui.dragon_safety_table import safety_lead_table
from tests.ui.driver import TableDriver, button_point, card_point, finish_whole_game, make_app, start_table


@pytest.mark.parametrize("keyboard", [False, True], ids=["mouse", "keyboard"])
def test_dragon_whole_game(keyboard: bool) -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=11, options={"limit": 30})
    driver = TableDriver(app, scene, random.Random(3), keyboard=keyboard, skip=keyboard)
    finish_whole_game(driver)
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
