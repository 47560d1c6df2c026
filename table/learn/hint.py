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

from table.ai import choose, make_agent
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


def hint(
    state: GameState,
    seat: int,
    names: Sequence[str] | None = None,
    iterations: int = HINT_ITERATIONS,
    seed: int = HINT_SEED,
) -> Hint:
    """The Hard AI's move for ``seat`` now, with its reason; ValueError if not its turn."""
    actions = state.legal_actions(seat)
    if seat not in state.turn or not actions:
        raise ValueError("There is nothing to hint: it is not your turn.")
    view = state.view(seat)
    if len(actions) == 1:
        return Hint(seat, actions[0], "It is your only move.", None, _cards_in(actions[0], view))
    agent = make_agent(state.game.id, "hard", seed=seed, budget=math.inf, iterations=iterations)
    action = choose(agent, state, seat)
    ratings = support_for(state.game.id).rate(view, actions)
    runner_up = max(
        (other for other in actions if other != action),
        key=lambda other: ratings[actions.index(other)],
    )
    reason = explain(state.game.id, view, seat, action, runner_up, names)
    return Hint(seat, action, reason, runner_up, _cards_in(action, view))


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
