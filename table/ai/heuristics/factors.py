"""The explain seam: a heuristic's rating of a move as a sum of named factors.

Each game's heuristic module offers ``factors(view, actions)``: for every action, the
named terms its ``rate`` adds up for it (``Factor(name, value, subject)``, summed in
order they give the rating, ``total``; ``tests/ai/test_factors.py`` checks they do).
Every game's ``rate`` is computed from its ``factors`` (one source);
``tests/ai/test_ratings_unchanged.py`` holds the ratings to the bit as they were (but
Batwalk's, whose mean of sums became a sum of means: see docs/AI.md).
``explain`` compares the chosen move's factors with the best-rated other move's and
returns the one that separates them most in the chosen move's favour: that is what a
hint's one line is built from. Only the seat's view is read, as by ``rate``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from table.ai.support import View


class Factor(NamedTuple):
    """One term of a rating: what it weighs (``name``), how much, and of what card or
    kind (``subject``, "" when the name says it all)."""

    name: str
    value: float
    subject: str = ""


Factors = tuple[Factor, ...]
FactorsFn = Callable[[View, list[str]], list[Factors]]


@dataclass(frozen=True)
class Explanation:
    """Why ``chosen`` was preferred to ``runner_up``: the deciding factor (None when the
    heuristic rates the chosen move lower: the search saw further than it), whether
    it is the chosen move's own (``ours``) or a term counting against the runner-up, and
    the chosen move's factors (``terms``: its plan, say, when its card's term decided)."""

    chosen: str
    runner_up: str
    factor: Factor | None
    ours: bool
    terms: Factors


def total(factors: Factors) -> float:
    """The rating the factors make: the first, with the others added in order. Each
    game's ``rate`` is computed from its ``factors`` with this (so the two cannot
    drift apart); a rate that starts from nothing adds this to 0 (0 + -0.0 is 0.0)."""
    value = factors[0].value
    for factor in factors[1:]:
        value += factor.value
    return value


def factors_for(game_id: str) -> FactorsFn:
    """The ``factors`` function of ``game_id``'s heuristic (imported on first use)."""
    module = importlib.import_module(f"table.ai.heuristics.{game_id}")
    found: FactorsFn = module.factors
    return found


def deciding(chosen: Factors, other: Factors) -> Factor | None:
    """The factor of ``chosen`` that most favours it over ``other`` (None if none does).
    Factors are matched by name and subject; one the other move lacks counts as 0 there,
    and a factor only the other move has, and which counts against it, favours ``chosen``
    too (it is reported as the other move's factor)."""
    mine = {(f.name, f.subject): f for f in chosen}
    theirs = {(f.name, f.subject): f for f in other}
    best: Factor | None = None
    margin = 1e-9
    for key in [*mine, *(key for key in theirs if key not in mine)]:
        ours, their = mine.get(key), theirs.get(key)
        gain = (ours.value if ours else 0.0) - (their.value if their else 0.0)
        if gain > margin:
            best = ours if ours is not None else their
            margin = gain
    return best


def explain(game_id: str, view: View, actions: list[str], chosen: str) -> Explanation:
    """Why ``chosen`` (one of ``actions``, at least two) beats the best-rated other move
    (the best rated below it, when others tie with it at the top)."""
    every = factors_for(game_id)(view, actions)
    rated = {action: total(terms) for action, terms in zip(actions, every, strict=True)}
    by_action = dict(zip(actions, every, strict=True))
    others = [a for a in actions if a != chosen]
    # Moves rated the same as the chosen one (Royal's truth and its best lie) say nothing
    # about it: a chosen move at the top is compared with the best move rated below it.
    below = [a for a in others if rated[a] < rated[chosen] - 1e-9]
    at_top = len(below) < len(others) and all(rated[a] <= rated[chosen] + 1e-9 for a in others)
    runner_up = max(below if at_top and below else others, key=lambda a: rated[a])
    terms = by_action[chosen]
    # A move the heuristic rates below the runner-up (the search saw further): no term
    # of the heuristic explains it, so none is named.
    behind = rated[chosen] < rated[runner_up] - 1e-9
    factor = None if behind else deciding(terms, by_action[runner_up])
    return Explanation(chosen, runner_up, factor, factor is not None and factor in terms, terms)
