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
def _namer(game_id: str, function: str) -> Callable[[str], str] | None:
    try:
        module = importlib.import_module(f"table.games.{game_id}.cards")
    except ImportError:
        return None
    namer = getattr(module, function, None)
    return namer if callable(namer) else None


def _named(game_id: str, function: str, word: str, fallback: str) -> str:
    namer = _namer(game_id, function)
    if namer is None:
        return fallback
    try:
        return str(namer(word))
    except (KeyError, ValueError):
        return fallback


def card_name(game_id: str, card_id: str) -> str:
    """The name printed on ``card_id`` ("Bat 7"), or the id when the game has none."""
    return _named(game_id, "card_name", card_id, card_id)


def claim_name(game_id: str, claim: str) -> str:
    """A Critter Poker Royal claim as a player says it ("Stink Bug", "Royal")."""
    return _named(game_id, "claim_name", claim, claim.capitalize())


def seat_name(names: Sequence[str] | None, seat: int, me: int | None = None) -> str:
    """"you" for ``me``, else the seat's name (or "Seat N" when no names are given)."""
    if seat == me:
        return "you"
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat + 1}"
