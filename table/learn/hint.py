"""Hints: the move the Hard AI would make from your view, and why, in one line.

``hint(state, seat, names)`` asks the Hard AI (``make_agent(..., "hard")``, seeded and
capped at ``iterations`` so the same position always gets the same hint) for its move,
through the AI's public agent API, which reads only the seat's view, legal actions and
``determinize``: a hint cannot use anything the seat cannot see. The reason comes
from the AI's own evaluation (the explain seam, ``table.ai.heuristics.factors``): the
heuristic's rating of each move is a sum of named factors; the runner-up is the best-
rated other move, the deciding factor the one that most favours the chosen move over
it, and ``table.learn.reasons`` says that factor with facts of the seat's view ("Duck
under the Blue 10: the trick holds 15 points"). The cards to highlight come from the
game's own action parser.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from table.ai import make_agent
from table.ai.heuristics.factors import explain
from table.core import AnyState
from table.games import get_game
from table.learn import hint_words as words
from table.learn.forced import ONLY_MOVE
from table.learn.reasons import reason

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
        state: AnyState,
        seat: int,
        names: Sequence[str] | None = None,
        iterations: int = HINT_ITERATIONS,
        seed: int = HINT_SEED,
    ) -> None:
        self.actions = state.legal_actions(seat)
        if seat not in state.turn or not self.actions:
            raise ValueError(words.NOTHING_TO_HINT())
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
            return Hint(self.seat, only, ONLY_MOVE(), None, cards_in(self.state.game.id, only))
        action = self.agent.think(seconds)
        return None if action is None else self._explained(action)

    def _explained(self, action: str) -> Hint:
        game_id = self.state.game.id
        why = explain(game_id, self.view, self.actions, action)
        found = getattr(self.agent, "found", None)  # the search's playouts per move, if it searched
        said = reason(game_id, self.view, self.seat, why, self.names, found() if callable(found) else {})
        return Hint(self.seat, action, said, why.runner_up, cards_in(game_id, action))


def hint(
    state: AnyState,
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


def cards_in(game_id: str, action: str) -> tuple[str, ...]:
    """The cards ``action`` plays from the hand, by the game's own parser (what the
    table highlights); Batwalk's backwards cards by their slot ("play 2")."""
    move = get_game(game_id).moves[action]
    if getattr(move, "forehead", False):
        return ()  # Munch's first hand: the card is on the seat's forehead, unseen
    for field in ("cards", "card"):
        found = getattr(move, field, None)
        if isinstance(found, tuple):
            return tuple(card for card in found if card != "none")
        if isinstance(found, str):
            return (found,)
    return (action,) if hasattr(move, "slot") else ()
