"""Critter Poker Royal's typed actions: ``parse`` and ``str`` round-trip every legal move,
and garbage is refused with a reason, the state unchanged."""

from __future__ import annotations

import json
import random

import pytest

from table.core import IllegalMove
from table.games import get_game
from table.games.royal import parse
from table.games.royal.actions import Give, Judge, PassOn, Peek, Place

GAME = get_game("royal")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_legal_action_round_trips(players: int) -> None:
    rng = random.Random(players)
    for seed in range(3):
        state = GAME.new_state(players=players, seed=seed)
        while not state.is_over:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            for action in actions:
                assert str(parse(action)) == action
            state.apply(seat, rng.choice(actions))


def test_the_values_read_as_the_notation() -> None:
    assert parse("give bat-3 to 2 as royal") == Give("bat-3", 2, "royal")
    assert parse("judge true") == Judge(True)
    assert parse("judge false") == Judge(False)
    assert parse("peek") == Peek()
    assert parse("pass to 0 as fly") == PassOn(0, "fly")
    assert parse("place none") == Place(())
    assert parse("place bat-1 rat-royal") == Place(("bat-1", "rat-royal"))
    assert str(Place(("wild",))) == "place wild"


GARBAGE = {
    "": "empty",
    "judge  true": "single spaces",
    " peek": "single spaces",
    "peek ": "single spaces",
    "Judge true": "lower case",
    "judge TRUE": "lower case",
    "peek\x00": "plain letters",
    "judge vrai\u00e9": "plain letters",
    "judge maybe": "judge true",
    "judge": "judge true",
    "peek now": "just 'peek'",
    "give bat-9 to 1 as bat": "no card",
    "give bat-1 to one as bat": "not a seat",
    "give bat-1 to 01 as bat": "not a seat",
    "give bat-1 to 1 as dragon": "not a claim",
    "give bat-1 to 1": "give <card> to <seat> as <claim>",
    "pass to 1": "pass to <seat> as <claim>",
    "pass 1 as bat": "pass to <seat> as <claim>",
    "place": "one card or two",
    "place bat-1 bat-2 bat-3": "one card or two",
    "place bat-1 bat-1": "two different",
    "place unicorn": "no card",
    "shout bat": "Moves are",
    "x" * 300: "too long",
}


@pytest.mark.parametrize(("text", "reason"), list(GARBAGE.items()))
def test_garbage_is_refused_with_a_reason_and_changes_nothing(text: str, reason: str) -> None:
    with pytest.raises(IllegalMove, match=reason):
        parse(text)
    state = GAME.new_state(players=4, seed=5)
    rng = random.Random(1)
    for _ in range(30):  # through every phase of a few rounds
        if state.is_over:
            break
        seat = state.turn[0]
        before = json.dumps(state.to_json())
        with pytest.raises(IllegalMove):
            state.apply(seat, text)
        assert json.dumps(state.to_json()) == before
        state.apply(seat, rng.choice(state.legal_actions(seat)))
