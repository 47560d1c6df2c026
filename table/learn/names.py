"""How the learn layer names cards and seats in the sentences it shows.

Card names come from each game's own ``cards.card_name`` (the words printed on the
card); a game without one, or an id it does not know, falls back to the id itself, so
a sentence is never lost to a naming problem.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from functools import cache


@cache
def _namer(game_id: str) -> Callable[[str], str] | None:
    try:
        module = importlib.import_module(f"table.games.{game_id}.cards")
    except ImportError:
        return None
    namer = getattr(module, "card_name", None)
    return namer if callable(namer) else None


def card_name(game_id: str, card_id: str) -> str:
    """The name printed on ``card_id`` ("Bat 7"), or the id when the game has none."""
    namer = _namer(game_id)
    if namer is None:
        return card_id
    try:
        return str(namer(card_id))
    except (KeyError, ValueError):
        return card_id


def seat_name(names: Sequence[str] | None, seat: int, me: int | None = None) -> str:
    """"you" for ``me``, else the seat's name (or "Seat N" when no names are given)."""
    if seat == me:
        return "you"
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat + 1}"
