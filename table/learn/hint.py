"""Hints: the move the Hard AI would make from your view, and why, in one line.

``hint(state, seat, names)`` asks the Hard AI (``make_agent(..., "hard")``, seeded and
capped at ``iterations`` so the same position always gets the same hint) for its move,
through the AI's public agent API, which reads only the seat's view, legal actions and
``determinize``: a hint cannot use anything the seat cannot see. The reason comes
from the AI's own evaluation: the Normal heuristic's ratings (``GameSupport.rate``)
name the runner-up the chosen move beat, and ``table.learn.reasons`` names the deciding
factor between the two from facts of the seat's view ("Duck under the Blue 10: the
trick holds 15 points").
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from table.ai import make_agent
from table.ai.support import support_for
from table.core import GameState
from table.learn.reasons import explain

HINT_ITERATIONS = 400  # Hard's search per hint: a fraction of a second at every table
HINT_SEED = 21


@dataclass(frozen=True)
class Hint:
    """A suggested move, its one-line reason, and the cards the table highlights."""

    seat: int
    action: str
    reason: str
    runner_up: str | None  # the move the chosen one beat (None when it was the only one)
    points_at: tuple[str, ...]


class HintSearch:
    """A hint worked out in time slices, so the table's frame loop never stalls:
    ``think(seconds)`` searches for about that long and returns the ``Hint`` once done."""

    def __init__(
        self,
        state: GameState,
        seat: int,
        names: Sequence[str] | None = None,
        iterations: int = HINT_ITERATIONS,
        seed: int = HINT_SEED,
    ) -> None:
        self.actions = state.legal_actions(seat)
        if seat not in state.turn or not self.actions:
            raise ValueError("There is nothing to hint: it is not your turn.")
        self.state = state
        self.seat = seat
        self.names = names
        self.view = state.view(seat)
        self.agent = make_agent(state.game.id, "hard", seed=seed, budget=math.inf, iterations=iterations)
        if len(self.actions) > 1:
            self.agent.begin(state, seat)

    def think(self, seconds: float) -> Hint | None:
        if len(self.actions) == 1:
            only = self.actions[0]
            return Hint(self.seat, only, "It is your only move.", None, _cards_in(only, self.view))
        action = self.agent.think(seconds)
        return None if action is None else self._explained(action)

    def _explained(self, action: str) -> Hint:
        actions, view = self.actions, self.view
        ratings = support_for(self.state.game.id).rate(view, actions)
        runner_up = max(
            (other for other in actions if other != action),
            key=lambda other: ratings[actions.index(other)],
        )
        reason = explain(self.state.game.id, view, self.seat, action, runner_up, self.names)
        return Hint(self.seat, action, reason, runner_up, _cards_in(action, view))


def hint(
    state: GameState,
    seat: int,
    names: Sequence[str] | None = None,
    iterations: int = HINT_ITERATIONS,
    seed: int = HINT_SEED,
) -> Hint:
    """The Hard AI's move for ``seat`` now, with its reason; ValueError if not its turn."""
    search = HintSearch(state, seat, names, iterations, seed)
    while True:
        found = search.think(0.05)
        if found is not None:
            return found


def _cards_in(action: str, view: dict[str, object]) -> tuple[str, ...]:
    """The words of ``action`` that are card ids in the seat's hand (what to highlight)."""
    hand = view.get("hand")
    hands = view.get("hands")
    seat = view.get("seat")
    if hand is None and isinstance(hands, list) and isinstance(seat, int) and 0 <= seat < len(hands):
        hand = hands[seat]  # Munch and Batwalk show every hand, the seat's among them
    words = action.split()[1:]
    if isinstance(hand, list) and any(isinstance(card, str) for card in hand):
        return tuple(word for word in words if word in hand)
    return (action,)  # Batwalk: the slot, as the action names it
