"""Forced moves: when a seat has exactly one legal move, the table may play it for them.

``forced_move(state, seat)`` is that move (with the reason shown beside the short
animation), or None when the seat has a choice or need not act. The option is on by
default (``FORCED_MOVES_DEFAULT``); the table asks only for human seats, and in
hot-seat only after the hand-over, so nobody's move is made out of sight. The
reason names the rule that forces it, from the seat's view: Dodge the Dragon's
opening blue 1, Snow Monster Battle's first battle and last-battle enhancements,
Munch's forehead round, a last card, or a lone card that follows suit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from table.core import AnyState
from table.core.words import Words
from table.learn.games import learn_support

FORCED_MOVES_DEFAULT = True


@dataclass(frozen=True)
class ForcedMove:
    """The only legal move of a seat, and why it is the only one."""

    seat: int
    action: str
    kind: str  # "opening lead", "first battle", "last battle", "forehead", "last card", "only move"
    reason: str


def forced_move(state: AnyState, seat: int) -> ForcedMove | None:
    """``seat``'s only legal move now, or None (a choice, or not its turn)."""
    if seat not in state.turn:
        return None
    moves = state.legal_moves(seat)  # each with the move it writes (read once)
    if len(moves) != 1:
        return None
    action, move = moves[0]
    kind, reason = _why_forced(state, seat, move)
    return ForcedMove(seat, action, kind, reason)


LAST_CARD = Words("Your last card.")
ONLY_CARD = Words("It is the only card you may play here.")
ONLY_MOVE = Words("It is your only move.")


def _why_forced(state: AnyState, seat: int, move: object) -> tuple[str, str]:
    view = state.view(seat)
    game = state.game.id
    card = getattr(move, "card", None)
    record = learn_support(game)
    own = record.forced(view, move) if record is not None and record.forced is not None else None
    if own is not None:  # the game's own rule forces it (Dragon's blue 1, Snow's battles...)
        return own
    if _cards_left(view, seat) == 1:
        return "last card", LAST_CARD()
    if card is not None or hasattr(move, "slot"):
        return "only move", ONLY_CARD()
    return "only move", ONLY_MOVE()


def _cards_left(view: Mapping[str, object], seat: int) -> int | None:
    sizes = view.get("hand_sizes")
    if isinstance(sizes, list) and 0 <= seat < len(sizes) and isinstance(sizes[seat], int):
        return int(sizes[seat])
    return None
