"""A Dodge the Dragon round dealt by hand (puzzles, tests), checked before play.

A ``deal`` gives every hand (an equal share of the deck for the table) and may say the
pass is over already (``passed``).
"""

from __future__ import annotations

from table.core import JsonObject, check_hands, check_keys
from table.games.dragon.cards import ALL_CARDS, CARD_NUMBER, deck_numbers


def checked_deal(deal: JsonObject, players: int) -> tuple[list[list[int]], bool]:
    """(the hands as card numbers, whether the pass is over) of ``deal``; a bad deal
    raises ValueError."""
    check_keys(deal, ("hands", "passed"))
    passed = deal.get("passed", False)
    if not isinstance(passed, bool):
        raise ValueError("deal 'passed' must be true or false")
    deck = deck_numbers(players)
    size = len(deck) // players
    hands = check_hands(deal, players, [ALL_CARDS[c] for c in deck], [size] * players)
    return [[CARD_NUMBER[c] for c in hand] for hand in hands], passed
