"""Dodge the Dragon's table words: the pass names who receives it, its actions read through the
rules' parser, and cards clicked out of hand order pass as listed (every game's words:
``test_table_words.py``).
"""

from __future__ import annotations

import random

from table.games.dragon.actions import Pass, parse
from table.ui.intents import key
from table.ui.tables import presenter_for
from tests.ui.driver import TableDriver, make_app, start_table


def test_the_dragon_pass_names_who_receives_it() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(300):
        if scene.actor() == 0:
            break
        driver.frame([key("skip")] if scene.timeline.busy else [])
    assert scene.actor() == 0 and scene.match.view()["phase"] == "pass"
    prompt = scene.prompt(scene.match.view()).text
    # The three cards go to the seat on the right, seat i-1 (rules/dragon.md): seat 3 here.
    assert "pass to Ai 4," in prompt, prompt
    assert "your right" not in prompt


def test_dragon_reads_its_actions_through_the_rules_parser() -> None:
    dragon = presenter_for("dragon")
    assert dragon.selection_size(["pass blue-2 blue-3 red-4"]) == 3
    assert dragon.selection_size(["play blue-1"]) == 0
    action = dragon.selection_action(["blue-2", "blue-3", "red-4"])
    assert parse(action) == Pass(("blue-2", "blue-3", "red-4"))
    # Picked in any order, the three cards are named in hand order: the string the rules list.
    assert dragon.selection_action(["red-4", "blue-3", "blue-2"]) == "pass blue-2 blue-3 red-4"
    assert dragon.button_label("play safety-1 as green") == "Green"
    assert dragon.button_label("play blue-5") == "play blue-5"


def test_dragon_cards_clicked_out_of_hand_order_pass_as_listed() -> None:
    """Issue 28: the rules take only the listed string; the table names the cards
    clicked (last, middle, first) in hand order, so the pass goes through."""
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(600):
        if scene.actor() == 0 and scene.presenter.selection_size(scene.match.legal_actions(0)) == 3:
            break
        driver.frame([key("skip")] if scene.timeline.busy else [])
    hand = scene.hand_cards(scene.match.view())
    for index in (len(hand) - 1, len(hand) // 2, 0):
        driver.frame(driver._choose_card(index))
    driver.frame(driver._choose_button(0, len(hand)))
    passed = [action for seat, action in scene.match.state.history if seat == 0]
    assert passed == [f"pass {hand[0]} {hand[len(hand) // 2]} {hand[-1]}"]
