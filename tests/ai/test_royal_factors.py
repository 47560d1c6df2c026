"""Royal's explain seam: a move tied at the top is explained against the best move below it
(every game's factors: ``tests/ai/test_factors.py``).
"""

from __future__ import annotations

from table.ai.heuristics.factors import explain
from table.ai.support import support_for
from table.games import get_game


def test_a_move_tied_at_the_top_is_explained_against_the_best_move_below_it() -> None:
    """Royal rates the truth and its best lie alike: either, chosen, is compared with the
    best move rated below the two, so a factor is named, not the search's general line."""
    game, rate = get_game("royal"), support_for("royal").rate
    found = 0
    for seed in range(20):
        state = game.new_state(players=4, seed=seed)
        seat = state.turn[0]
        actions = state.legal_actions(seat)
        ratings = rate(state.view(seat), actions)
        top = [a for a, r in zip(actions, ratings, strict=True) if r == max(ratings)]
        if len(top) < 2 or len(top) == len(actions):
            continue
        why = explain("royal", state.view(seat), actions, top[0])
        assert why.runner_up not in top and why.factor is not None and why.ours
        found += 1
    assert found >= 5
