"""Probe seats for Critter Poker Royal: judges and givers with one fixed habit.

Each probe plays as Normal except in one kind of decision, where it always does the
same thing: ``believe`` always judges a claim true, ``doubt`` always judges it false,
``peek`` always peeks and passes the card on when it may, ``truth`` always makes a true
claim when it gives or passes a card (when it can: Nothing has none), ``lie`` always a
false one. Among the moves its habit allows it picks Normal's favourite. A bluffer
that can be exploited by a fixed habit loses to one of them; ``bench/royal_probes.py``
seats them against Hard and against Normal to show neither can be.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from table.ai.heuristics.royal import SUPPORT
from table.ai.support import GameSupport, View
from table.core import AnyState
from table.games.royal import MOVES
from table.games.royal.actions import Give, Judge, PassOn, Peek
from table.games.royal.cards import claim_is_true
from table.games.royal.views import as_view

Habit = Callable[[View, str], bool]  # whether a move is what the probe always does


def _claim_true(view: View, action: str) -> bool | None:
    """Whether a give or pass states the truth about its card (None: not a claim)."""
    move = MOVES[action]
    if isinstance(move, Give):
        return claim_is_true(move.card, move.claim)
    if isinstance(move, PassOn):
        card = as_view(view)["round"]["card"]
        return card is not None and claim_is_true(card, move.claim)
    return None


HABITS: dict[str, Habit] = {
    "believe": lambda view, action: MOVES[action] == Judge(True),
    "doubt": lambda view, action: MOVES[action] == Judge(False),
    "peek": lambda view, action: MOVES[action] == Peek(),
    "truth": lambda view, action: _claim_true(view, action) is True,
    "lie": lambda view, action: _claim_true(view, action) is False,
}
PROBES = tuple(HABITS)


class ProbeAgent:
    """A Royal seat with one fixed habit (see the module); Normal everywhere else."""

    def __init__(self, habit: str, seed: int | None = None, support: GameSupport | None = None) -> None:
        if habit not in HABITS:
            raise ValueError(f"unknown probe {habit!r}; probes: {', '.join(PROBES)}")
        self.habit = HABITS[habit]
        self.support = support or SUPPORT
        self.rng = random.Random(seed)
        self._choice: str | None = None

    def begin(self, state: AnyState, seat: int) -> None:
        actions = state.legal_actions(seat)
        view = state.view(seat)
        tie_break = self.rng.random()
        allowed = [action for action in actions if self.habit(view, action)] or actions
        if len(allowed) == 1:
            self._choice = allowed[0]
            return
        ratings = self.support.rate(view, allowed)
        best = max(ratings)
        favourites = [a for a, r in zip(allowed, ratings, strict=True) if r >= best - 1e-9]
        self._choice = favourites[int(tie_break * len(favourites))]

    def think(self, seconds: float) -> str | None:
        return self._choice
