"""Batwalk by ear: the backs of my cards and the faces the others show, the hand by place with
the card aid, and the runway key (every table by ear: ``tests/ui/test_table_speech.py``).
"""

from __future__ import annotations

import random

from table.games import game_ids
from table.ui import speech
from table.ui.intents import Intent, key
from table.ui.speech import words
from tests.ui.driver import TableDriver, make_app, start_table
from tests.ui.test_table_speech import keyboard_table


def test_batwalk_by_ear_the_backs_of_my_cards_and_the_faces_the_others_show(spoken: None) -> None:
    scene, driver = keyboard_table("batwalk")
    record = speech.transcript()
    view = scene.shown()
    backs = scene.presenter.deal_backs(view, 0)
    driver.frame([key("move", dx=1)])
    assert record.lines[-1].startswith(f"A face-down {backs[scene.focus]} card, card {scene.focus + 1} of ")
    driver.frame([Intent("review", text="seats")])
    for seat in (1, 2):
        faces = [scene.presenter.card_name(slot["card"]) for slot in view["hands"][seat]]
        assert f"{scene.names[seat]}: {', '.join(faces)}" in record.lines[-1]


def test_batwalk_by_ear_the_hand_by_place_and_the_card_aid_said_with_each_card(spoken: None) -> None:
    from table.games.batwalk.deduction import possible_values

    scene, driver = keyboard_table("batwalk")
    record = speech.transcript()
    driver.frame([])  # the prompt and the focus are said first
    view = scene.shown()
    backs = scene.presenter.deal_backs(view, 0)
    driver.frame([Intent("review", text="hand")])
    places = "; ".join(f"{number} {back}" for number, back in enumerate(backs, start=1))
    assert record.lines[-1] == f"Your hand, {len(backs)} cards, held backwards: {places}."
    driver.frame([Intent("text", text="v")])  # the card aid on: said, and said with each card
    assert record.lines[-1] == "Card aid on: each of your cards also says what it could still be."
    driver.frame([key("move", dx=1)])
    values = possible_values(scene.shown())[scene.focus]
    assert record.lines[-1].startswith(f"A face-down {backs[scene.focus]} card, card {scene.focus + 1} of ")
    assert record.lines[-1].endswith(words.could_be(values))
    assert all(value in record.lines[-1] for value in values if value.isdigit())
    driver.frame([Intent("review", text="hand")])
    assert words.could_be(possible_values(scene.shown())[0]).rstrip(".") in record.lines[-1]
    driver.frame([Intent("text", text="v")])
    assert record.lines[-1] == "Card aid off."
    driver.frame([key("move", dx=1)])
    assert record.lines[-1].endswith(": can be played.")


def test_the_batwalk_runway_key_says_where_each_vamp_stands(spoken: None) -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(1), keyboard=True)
    record = speech.transcript()
    for _ in driver.table_frames(20000):  # into the game until someone has walked
        if any(scene.shown()["scores"]) and not scene.timeline.busy:
            break
    view = scene.shown()
    driver.frame([Intent("review", text="track")])
    said = record.lines[-1]
    assert said.startswith("The runway, 10 spaces to the win: ")
    for seat, points in enumerate(view["scores"]):
        place = f"{scene.names[seat]}, {view['suits'][seat]} vamp, on space {points}, {10 - points} to go"
        assert place in said
    leader = max(range(3), key=lambda seat: view["scores"][seat])
    assert said.index(scene.names[leader]) == len("The runway, 10 spaces to the win: ")
    other = start_table(make_app(), next(g for g in game_ids() if g != "batwalk"), "human,ai,ai", seed=1)
    other.voice.review("track")
    assert record.lines[-1] == "This game has no runway: F4 says the scores."
