"""The rules' sentences as data (``table.core.reasons``, issue 33): an ``IllegalMove``'s
message stays English whatever language is spoken, and its reason is said in the
language spoken now, with the table's seat names; an event's reason likewise."""

from __future__ import annotations

import pytest

from table.assets import locale_dir
from table.core import IllegalMove, i18n, refusals
from table.core.reasons import MESSAGES, of_event
from table.core.words import Names
from table.games import get_game


def refusal(game: str, players: int, seed: int, action: str) -> IllegalMove:
    state = get_game(game).new_state(players, seed)
    with pytest.raises(IllegalMove) as refused:
        state.apply(state.turn[0], action)
    return refused.value


def test_the_message_stays_english_and_the_reason_is_said_in_the_language() -> None:
    i18n.use("de", locale_dir())
    refused = refusal("dragon", 4, 1, "play blue-12 as red")
    assert str(refused) == "Only a safety that is led names a colour."
    assert refused.reason is not None and refused.reason.id == "dragon.only_led_safety"
    assert refused.said() == "Nur eine ausgespielte Schutzkarte nennt eine Farbe."
    i18n.use("en", None)
    assert refused.said() == str(refused)


def test_a_seat_named_is_you_for_its_own_seat_and_named_for_another() -> None:
    state = get_game("munch").new_state(3, 2)
    waiting = state.turn
    state.apply(waiting[0], "predict 0")
    with pytest.raises(IllegalMove) as refused:
        state.apply(waiting[0], "predict 1")
    assert str(refused.value) == f"It is not Seat {waiting[0]}'s turn; waiting for Seat 1 and Seat 2."
    names = ["Ann", "Bob", "Cleo"]
    assert refused.value.said(Names(names, me=0)) == "It is not your turn; waiting for Bob and Cleo."
    i18n.use("fr", locale_dir())
    assert refused.value.said(Names(names, me=1)) == "Ce n'est pas le tour de Ann ; on attend toi et Cleo."


def test_a_second_sentence_follows_the_parsers_reason() -> None:
    refused = refusal("munch", 3, 1, "predict two")
    assert [r.id for r in refused.reasons] == ["munch.prediction_shape", "munch.now_predict"]
    assert str(refused) == ("Write a prediction as 'predict N', with N a number of tricks. "
                            "Now write your prediction as 'predict N', with N from 0 to 1.")


def test_an_events_reason_is_said_and_an_unknown_one_is_not() -> None:
    event = {"type": "trick_won", "seat": 2, "reason": "the highest trump wins",
             "reason_id": "dragon.highest_trump", "reason_args": {"seat": 2}}
    assert of_event(event, Names(["A", "B", "C"], me=2)) == "You take the trick: the highest trump wins."
    assert of_event(event, ["A", "B", "C"]) == "C takes the trick: the highest trump wins."
    assert of_event({**event, "reason_id": "dragon.from_the_future"}, None) is None
    assert of_event({**event, "reason_id": "dragon.highest_led"}, None) is None  # no colour given
    assert of_event({"type": "trick_won"}, None) is None


def test_every_message_id_is_its_games_and_unique() -> None:
    assert refusals.GAME_OVER.id in MESSAGES
    for game in ("munch", "royal", "batwalk", "snow", "dragon"):
        get_game(game)
        assert any(key.startswith(f"{game}.") for key in MESSAGES), game
