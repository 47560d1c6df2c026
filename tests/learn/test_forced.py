"""Forced moves: exactly the seat's only legal move, with the rule that forces it."""

from __future__ import annotations

import random

import pytest

from table.games import game_ids, get_game
from table.learn.forced import FORCED_MOVES_DEFAULT, forced_move


def test_the_option_is_on_by_default() -> None:
    assert FORCED_MOVES_DEFAULT is True


@pytest.mark.parametrize("gid", game_ids())
def test_a_forced_move_is_exactly_a_lone_legal_move(gid: str) -> None:
    game = get_game(gid)
    state = game.new_state(players=game.min_players + 1, seed=11)
    rng = random.Random(11)
    for _ in range(150):
        if state.is_over:
            break
        for seat in range(state.players):
            forced = forced_move(state, seat)
            legal = state.legal_actions(seat) if seat in state.turn else []
            assert (forced is not None) == (len(legal) == 1)
            assert forced is None or (forced.action == legal[0] and forced.reason)
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
