"""The explain seam: each heuristic's named factors add up to its rating, and
``explain`` names the factor that separates the chosen move from the runner-up."""

from __future__ import annotations

import math
import random

import pytest

from table.ai.heuristics.factors import Factor, deciding, factors_for, total
from table.ai.support import support_for
from table.games import game_ids, get_game
from tests.per_game import data_of


@pytest.mark.parametrize("game_id", game_ids())
def test_the_factors_add_up_to_the_rating(game_id: str) -> None:
    game, rate, factors = get_game(game_id), support_for(game_id).rate, factors_for(game_id)
    checked = 0
    for seed in range(12):
        state = game.new_state(players=max(game.min_players, 3 + seed % 2), seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_over:
                break
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            view = state.view(seat)
            ratings, terms = rate(view, actions), factors(view, actions)
            assert len(terms) == len(actions)
            for rating, factored in zip(ratings, terms, strict=True):
                assert factored and all(isinstance(term, Factor) for term in factored)
                if data_of(game_id, "FACTORS_INEXACT"):  # Batwalk's are means: equal to 1e-12
                    assert math.isclose(total(factored), rating, rel_tol=1e-12, abs_tol=1e-12)
                else:
                    assert total(factored) == rating
            checked += 1
            state.apply(seat, rng.choice(actions))
    assert checked > 300


def test_the_deciding_factor_is_the_one_that_favours_the_chosen_move_most() -> None:
    duck = (Factor("duck", 100.0), Factor("shed_high", 9.0))
    win = (Factor("win_for_now", 40.0), Factor("points_taken", -60.0), Factor("stay_low", -10.0))
    assert deciding(duck, win) == Factor("duck", 100.0)
    # Two ducks: the plan is the same, so the card's own term decides.
    assert deciding(duck, (Factor("duck", 100.0), Factor("shed_high", 5.0))) == Factor("shed_high", 9.0)
    # A term only the other move has, against it, favours the chosen one.
    assert deciding((Factor("a", 0.0),), (Factor("a", 0.0), Factor("cost", -4.0))) == Factor("cost", -4.0)
    assert deciding(win, duck) == Factor("win_for_now", 40.0)
