"""Vamp on the Batwalk's deck: six vamp suits of seven cards, as ids and as fast integers.

A card is an integer internally (its index in ``ALL_CARDS``) so that a show resolves
with tuple look-ups; the contract only ever sees the id strings (``red-3``,
``blue-star``, ``green-garlic``). Each suit holds the numbers 1–5, a star and a garlic;
a game uses one suit per player, or three suits with two players (rules: Deck).
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core.i18n import N_, _

SUITS: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple", "orange")
VALUES: tuple[str, ...] = ("1", "2", "3", "4", "5", "star", "garlic")
SUIT_SIZE = len(VALUES)

# A card's rank, for comparing values: garlic is "normally the lowest card of all",
# the numbers are themselves and the star sits above them (rules: Which card leads).
GARLIC, STAR = 0, 6
_RANK_OF_VALUE = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "star": STAR, "garlic": GARLIC}

ALL_CARDS: tuple[str, ...] = tuple(f"{suit}-{value}" for suit in SUITS for value in VALUES)
CARD_NUMBER: dict[str, int] = {card: number for number, card in enumerate(ALL_CARDS)}
SUIT: tuple[int, ...] = tuple(number // SUIT_SIZE for number in range(len(ALL_CARDS)))
RANK: tuple[int, ...] = tuple(_RANK_OF_VALUE[VALUES[number % SUIT_SIZE]] for number in range(len(ALL_CARDS)))
SUIT_NUMBER: dict[str, int] = {suit: number for number, suit in enumerate(SUITS)}


def is_number(card: int) -> bool:
    """A number card (1–5), as opposed to a star or a garlic."""
    return GARLIC < RANK[card] < STAR


def value_name(card: int) -> str:
    """The value printed on a card's face: "1" … "5", "star" or "garlic"."""
    return VALUES[card % SUIT_SIZE]


def suit_count(players: int) -> int:
    """How many suits a game of this size uses: one per player, three with two."""
    return 3 if players == 2 else players


def default_suits(players: int) -> list[str]:
    """The suits used when the option ``suits`` is not given: the first ones in order."""
    return list(SUITS[: suit_count(players)])


def check_suits(value: object, players: int) -> str | None:
    """Why ``value`` cannot be the option ``suits`` for this player count (None: it can)."""
    wanted = suit_count(players)
    if not isinstance(value, list | tuple) or not all(isinstance(suit, str) for suit in value):
        return f"must be a list of {wanted} suit names from {', '.join(SUITS)}"
    for suit in value:
        if suit not in SUIT_NUMBER:
            return f"names a suit that is not one of {', '.join(SUITS)}"
    if len(set(value)) != len(value):
        return "names a suit more than once"
    if len(value) != wanted:
        return f"a game of {players} players uses exactly {wanted} suits, not {len(value)}"
    return None


def deck_numbers(suits: Sequence[str]) -> list[int]:
    """The cards of these suits, as integers, in display order."""
    return [SUIT_NUMBER[suit] * SUIT_SIZE + offset for suit in suits for offset in range(SUIT_SIZE)]


def deck_ids(players: int) -> list[str]:
    """Card ids in play for this player count with the default suits."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= len(SUITS):
        raise ValueError(f"Vamp on the Batwalk takes 2 to {len(SUITS)} players")
    return [ALL_CARDS[card] for card in deck_numbers(default_suits(players))]


def card_name(card_id: str) -> str:
    """The name a player reads: "Red 3", "Blue Star", "Green Garlic"."""
    if card_id not in CARD_NUMBER:
        raise ValueError(f"{card_id!r} is not a Vamp on the Batwalk card")
    suit, value = card_id.split("-")
    if value in ("star", "garlic"):
        return _(_FACE_NAMES[card_id])
    return _("{suit} {number}").format(suit=_(SUIT_NAMES[suit]), number=value)


# The names players read, each a message: a suit, and each suit's star and garlic whole.
SUIT_NAMES = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green"), "yellow": N_("Yellow"),
              "purple": N_("Purple"), "orange": N_("Orange")}
_FACE_NAMES = {
    "red-star": N_("Red Star"), "red-garlic": N_("Red Garlic"),
    "blue-star": N_("Blue Star"), "blue-garlic": N_("Blue Garlic"),
    "green-star": N_("Green Star"), "green-garlic": N_("Green Garlic"),
    "yellow-star": N_("Yellow Star"), "yellow-garlic": N_("Yellow Garlic"),
    "purple-star": N_("Purple Star"), "purple-garlic": N_("Purple Garlic"),
    "orange-star": N_("Orange Star"), "orange-garlic": N_("Orange Garlic"),
}
