"""Dodge the Dragon's rules sentences as data (issue 33): a refusal said in the language
spoken now, its English message unchanged; a trick's reason told for you and another seat."""

from __future__ import annotations

import pytest

from table.core import IllegalMove, i18n
from table.core.reasons import of_event
from table.core.words import Names
from table.games import get_game
from table.manifest import catalogues


def refusal(game: str, players: int, seed: int, action: str) -> IllegalMove:
    state = get_game(game).new_state(players, seed)
    with pytest.raises(IllegalMove) as refused:
        state.apply(state.turn[0], action)
    return refused.value

def test_the_message_stays_english_and_the_reason_is_said_in_the_language() -> None:
    i18n.use("de", catalogues())
    refused = refusal("dragon", 4, 1, "play blue-12 as red")
    assert str(refused) == "Only a safety that is led names a colour."
    assert refused.reason is not None and refused.reason.id == "dragon.only_led_safety"
    assert refused.said() == "Nur eine ausgespielte Schutzkarte nennt eine Farbe."
    i18n.use("en", None)
    assert refused.said() == str(refused)

def test_an_events_reason_is_said_and_an_unknown_one_is_not() -> None:
    event = {"type": "trick_won", "seat": 2, "reason": "the highest trump wins",
             "reason_id": "dragon.highest_trump", "reason_args": {"seat": 2}}
    assert of_event(event, Names(["A", "B", "C"], me=2)) == "You take the trick: the highest trump wins."
    assert of_event(event, ["A", "B", "C"]) == "C takes the trick: the highest trump wins."
    assert of_event({**event, "reason_id": "dragon.from_the_future"}, None) is None
    assert of_event({**event, "reason_id": "dragon.highest_led"}, None) is None  # no colour given
    assert of_event({"type": "trick_won"}, None) is None
