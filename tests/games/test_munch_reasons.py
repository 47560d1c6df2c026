"""Munch's refusals as data (issue 33): a seat named is "you" for its own seat, and a
parser's reason is followed by the sentence that says what to write now."""

from __future__ import annotations

import pytest

from table.core import IllegalMove, i18n
from table.core.words import Names
from table.games import get_game
from table.manifest import catalogues


def refusal(game: str, players: int, seed: int, action: str) -> IllegalMove:
    state = get_game(game).new_state(players, seed)
    with pytest.raises(IllegalMove) as refused:
        state.apply(state.turn[0], action)
    return refused.value

def test_a_seat_named_is_you_for_its_own_seat_and_named_for_another() -> None:
    state = get_game("munch").new_state(3, 2)
    waiting = state.turn
    state.apply(waiting[0], "predict 0")
    with pytest.raises(IllegalMove) as refused:
        state.apply(waiting[0], "predict 1")
    assert str(refused.value) == f"It is not Seat {waiting[0]}'s turn; waiting for Seat 1 and Seat 2."
    names = ["Ann", "Bob", "Cleo"]
    assert refused.value.said(Names(names, me=0)) == "It is not your turn; waiting for Bob and Cleo."
    i18n.use("fr", catalogues())
    assert refused.value.said(Names(names, me=1)) == "Ce n'est pas le tour de Ann ; on attend toi et Cleo."

def test_a_second_sentence_follows_the_parsers_reason() -> None:
    refused = refusal("munch", 3, 1, "predict two")
    assert [r.id for r in refused.reasons] == ["munch.prediction_shape", "munch.now_predict"]
    assert str(refused) == ("Write a prediction as 'predict N', with N a number of tricks. "
                            "Now write your prediction as 'predict N', with N from 0 to 1.")

