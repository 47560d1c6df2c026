"""How the learn layer names cards and seats in the sentences it shows.

Card names come from each game's record (its ``Game``'s ``card_name``: the words
printed on the card); an id the game does not know, or a game not in this build,
falls back to the id itself, so a sentence is never lost to a naming problem.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core import i18n
from table.core.words import SEAT
from table.games import get_game


def card_name(game_id: str, card_id: str) -> str:
    """The name printed on ``card_id`` ("Bat 7"), or the id when the game has none."""
    try:
        return str(get_game(game_id).card_name(card_id))
    except (KeyError, ValueError):
        return card_id


def seat_name(names: Sequence[str] | None, seat: int, me: int | None = None) -> str:
    """"you" for ``me``, else the seat's name (or "Seat N" when no names are given)."""
    if seat == me:
        return i18n.pgettext("a seat inside a sentence", "you")
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return SEAT(n=seat + 1)
