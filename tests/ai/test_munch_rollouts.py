"""Munch's fast rollouts keep the rules: ``random_hand`` plays out a hand on local lists;
replaying its trace through the validated ``apply`` must accept every move and end the
hand with the same scores.
"""

from __future__ import annotations

import random

import pytest

from table.games import get_game
from table.games.munch.fast import random_hand
from table.games.munch.state import MunchState


@pytest.mark.parametrize("seed", range(40))
def test_munch_fast_hand_is_legal_and_scores_as_the_rules_do(seed: int) -> None:
    state = get_game("munch").new_state(players=2 + seed % 4, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(40)):  # somewhere in the game, maybe mid-trick
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    if state.is_over:
        return
    assert isinstance(state, MunchState)
    before = state.scores
    hand = state.hand_number
    trace: list[tuple[int, str]] = []
    points = random_hand(state, random.Random(seed), trace)
    assert state.hand_number == hand and state.scores == before  # the state is untouched
    for seat, action in trace:
        state.apply(seat, action)
    assert state.hand_number != hand or state.is_over
    assert [after - b for after, b in zip(state.scores, before, strict=True)] == points
