"""Every game's rollout returns one reward in [0, 1] per seat (a game's own fast rollouts
keep its rules in its own file, e.g. ``tests/ai/test_munch_rollouts.py``).
"""

from __future__ import annotations

import random

import pytest

from table.ai.support import search_copy, support_for
from table.games import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
def test_rollouts_reward_every_seat_within_zero_to_one(game_id: str) -> None:
    support = support_for(game_id)
    state = get_game(game_id).new_state(players=4, seed=4)
    rng = random.Random(4)
    for step in range(30):
        seat = state.turn[0]
        if step % 10 == 0:
            world = search_copy(state).determinize(seat, rng)
            rewards = support.rollout(world, state, rng)
            assert len(rewards) >= state.players
            assert all(0.0 <= reward <= 1.0 for reward in rewards)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
