"""Card and deal helpers shared by the games: shuffling and checking fixed deals.

Cards are plain id strings everywhere in the contract (``"black-12"``); a game may
keep faster internals behind them. A deal given by a test or a puzzle is checked here
so that every game reports a bad deal the same way: ``ValueError`` saying what is wrong.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TypeVar

from table.core.errors import field_name
from table.core.vocabulary import JsonObject

T = TypeVar("T")


def shuffled(cards: Iterable[T], rng: random.Random) -> list[T]:
    """A new list of ``cards`` in an order drawn from the state's own ``rng``."""
    deck = list(cards)
    rng.shuffle(deck)
    return deck


def deal_hands(deck: Sequence[T], players: int, size: int) -> list[list[T]]:
    """Deal ``size`` cards to each of ``players`` seats, one at a time round the table."""
    return [list(deck[seat : players * size : players]) for seat in range(players)]


def check_card_list(cards: object, known: Iterable[str], what: str) -> list[str]:
    """Check that ``cards`` is a list of known ids without repeats; return it."""
    if not isinstance(cards, list) or not all(isinstance(card, str) for card in cards):
        raise ValueError(f"{what} must be a list of card ids")
    known_set = set(known)
    for card in cards:
        if card not in known_set:
            name = field_name(card)  # a short plain id helps a puzzle's author; nothing longer
            raise ValueError(f"{what}: unknown card id {name}" if name else f"{what}: an unknown card id")
    repeated = [card for card, count in Counter(cards).items() if count > 1]
    if repeated:
        raise ValueError(f"{what}: card {repeated[0]!r} appears more than once")  # a real card id
    return cards


def check_hands(
    deal: JsonObject, players: int, deck: Iterable[str], sizes: Sequence[int] | None = None
) -> list[list[str]]:
    """Check a deal's ``hands``: one list per seat, known cards, no card twice.

    ``sizes`` (one per seat) fixes how many cards each hand must hold.
    """
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"deal 'hands' must be a list of {players} hands")
    deck_list = list(deck)
    for seat, hand in enumerate(hands):
        check_card_list(hand, deck_list, f"deal hand {seat}")
        if sizes is not None and len(hand) != sizes[seat]:
            raise ValueError(f"deal hand {seat} must hold {sizes[seat]} cards, not {len(hand)}")
    check_card_list([card for hand in hands for card in hand], deck_list, "deal hands")
    return [list(hand) for hand in hands]


def check_keys(deal: JsonObject, allowed: Iterable[str]) -> None:
    """Refuse deal keys the game does not know (a typo must not pass silently)."""
    unknown = sorted(set(deal) - set(allowed))
    if unknown:
        name = field_name(unknown[0])
        which = f"unknown deal key {name}" if name else "a deal key this game does not know"
        raise ValueError(f"{which}; known keys: {', '.join(sorted(allowed))}")
