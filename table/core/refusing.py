"""How a state refuses an action it does not list (``GameState.apply``'s other branch).

The text is checked (``action_words``), the seat must be in ``turn``, and the action is
parsed once: text that is no move keeps its parser's reason (the game's
``_why_unwritten`` may add to it); an alternative spelling a rules file allows becomes
its listed spelling (``_canonical``); any other move is refused with the game's
``_why_illegal``, handed the parsed move. The state is never changed here.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from table.core import refusals
from table.core.actions import action_words
from table.core.errors import IllegalMove
from table.core.reasons import Reason

A = TypeVar("A")  # the game's parsed action


class Refusing(Protocol[A]):
    """What of a ``GameState`` refusing reads (its game's hooks)."""

    @property
    def turn(self) -> tuple[int, ...]: ...
    @property
    def is_over(self) -> bool: ...
    def legal_actions(self, seat: int) -> list[str]: ...
    def _parse(self, action: str) -> A: ...
    def _why_unwritten(self, seat: int, failure: IllegalMove) -> IllegalMove: ...
    def _canonical(self, seat: int, action: str, move: A) -> tuple[str, A]: ...
    def _why_illegal(self, seat: int, move: A) -> Reason: ...


def refuse_or_canonical(state: Refusing[A], seat: int, action: str) -> tuple[str, A]:
    """``action`` (not listed for ``seat``) as its listed spelling and move, if the rules
    allow it; else ``IllegalMove`` with the reason, as data and in English."""
    action_words(action)  # malformed text is refused before any game reads it
    turn = state.turn
    if seat not in turn:
        if state.is_over:
            raise IllegalMove(refusals.GAME_OVER(), seat)
        raise IllegalMove(refusals.NOT_YOUR_TURN(seat=seat, waiting=list(turn)))
    try:
        move = state._parse(action)
    except IllegalMove as failure:
        failure.seat = seat
        raise state._why_unwritten(seat, failure) from None
    action, move = state._canonical(seat, action, move)
    if action not in state.legal_actions(seat):
        raise IllegalMove(state._why_illegal(seat, move), seat)
    return action, move
