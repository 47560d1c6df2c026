"""Dodge the Dragon's typed actions: ``parse`` and ``str`` round-trip every legal move, and
garbage is refused with a reason, the state unchanged."""

from __future__ import annotations

import json
import random
import re

import pytest

from table.core import IllegalMove
from table.games import get_game
from table.games.dragon import parse
from table.games.dragon.actions import Pass, Play
from table.games.dragon.cards import card_name

GAME = get_game("dragon")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_legal_action_round_trips(players: int) -> None:
    rng = random.Random(players)
    state = GAME.new_state(players=players, seed=players)
    for _ in range(150):
        if state.is_over:
            break
        seat = state.turn[0]
        actions = state.legal_actions(seat)
        for action in actions:
            assert str(parse(action)) == action
        state.apply(seat, rng.choice(actions))


def test_the_values_read_as_the_notation() -> None:
    assert parse("pass blue-1 red-2 safety-3") == Pass(("blue-1", "red-2", "safety-3"))
    assert parse("play black-12") == Play("black-12")
    assert parse("play safety-2 as green") == Play("safety-2", "green")
    assert str(Play("safety-2", "red")) == "play safety-2 as red"


GARBAGE = {
    "": "empty",
    " play blue-1": "single spaces",
    "play  blue-1": "single spaces",
    "play blue-1 ": "single spaces",
    "Play blue-1": "lower case",
    "play BLUE-1": "lower case",
    "play blue-1\n": "single spaces",
    "play blüe-1": "plain letters",
    "play\tblue-1": "plain letters",
    "play blue-13": "no card",
    "play dragon": "no card",
    "play": "Write",
    "play blue-1 blue-2": "Write",
    "play blue-1 as red": "Only a safety",
    "play safety-1 as purple": "not a colour",
    "play safety-1 as pink": "not a colour",
    "pass blue-1 blue-2": "exactly three",
    "pass blue-1 blue-1 blue-2": "different",
    "hop blue-1": "Write",
    "x" * 500: "too long",
}


@pytest.mark.parametrize(("text", "reason"), list(GARBAGE.items()))
def test_garbage_is_refused_with_a_reason_and_changes_nothing(text: str, reason: str) -> None:
    with pytest.raises(IllegalMove, match=reason):
        parse(text)
    for passing in (True, False):
        state = GAME.new_state(players=4, seed=5, options={"pass": passing})
        seat = state.turn[0]
        before = json.dumps(state.to_json())
        with pytest.raises(IllegalMove):
            state.apply(seat, text)
        assert json.dumps(state.to_json()) == before


def test_a_parsed_move_that_is_not_legal_now_says_why() -> None:
    state = GAME.new_state(players=4, seed=5)
    hand = state.view(0)["hand"]
    missing = next(card for card in state.view(1)["hand"])
    with pytest.raises(IllegalMove, match=re.escape(f"do not hold {card_name(missing)}")):
        state.apply(0, f"pass {hand[0]} {hand[1]} {missing}")
    with pytest.raises(IllegalMove, match="Choose three"):
        state.apply(0, f"play {hand[0]}")
    with pytest.raises(IllegalMove):
        state.apply(0, "play nonsense-card")
