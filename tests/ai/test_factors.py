"""The explain seam: each heuristic's named factors add up to its rating, and
``explain`` names the factor that separates the chosen move from the runner-up."""

from __future__ import annotations

import math
import random

import pytest

from table.ai.heuristics.factors import Factor, deciding, explain, factors_for, total
from table.ai.support import support_for
from table.games import game_ids, get_game

INEXACT = {"batwalk"}  # its factors are means over the values a card may have: equal to 1e-12


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
                if game_id in INEXACT:
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


def test_explain_names_the_runner_up_and_its_factor() -> None:
    view = {"phase": "play", "hand": ["blue-2", "blue-7", "blue-11"], "players": 4, "led_colour": "blue",
            "trick": [{"seat": 0, "card": "blue-9"}, {"seat": 1, "card": "red-4"}]}
    actions = ["play blue-2", "play blue-7", "play blue-11"]
    why = explain("dragon", view, actions, "play blue-7")
    assert why.runner_up == "play blue-2"  # the other duck
    assert why.factor == Factor("shed_high", 7.0)
    why = explain("dragon", view, actions, "play blue-2")
    assert why.runner_up == "play blue-7" and why.factor is None  # nothing favours the lower duck


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
