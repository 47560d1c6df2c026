"""Dodge the Dragon's deck: colours, ranks and points, as ids and as fast integers.

Cards are integers internally (an index into ``ALL_CARDS``) so that tricks resolve
with list look-ups; the contract only ever sees the id strings. The deck grows with
the player count (rules: 48 cards for 3–4 players, +orange for 5, +yellow for 6).
"""

from __future__ import annotations

# Colour numbers, in hand-sorting order.
BLUE, BLACK, RED, ORANGE, YELLOW, GREEN, PURPLE = range(7)
COLOUR_NAMES = ("blue", "black", "red", "orange", "yellow", "green", "purple")
COLOUR_OF_NAME = {name: number for number, name in enumerate(COLOUR_NAMES)}
TRUMP = GREEN
SAFETY = PURPLE

_SIZES = ((BLUE, 12), (BLACK, 12), (RED, 12), (ORANGE, 12), (YELLOW, 12), (GREEN, 8), (PURPLE, 4))


def _card_id(colour: int, rank: int) -> str:
    return f"safety-{rank}" if colour == PURPLE else f"{COLOUR_NAMES[colour]}-{rank}"


ALL_CARDS: tuple[str, ...] = tuple(
    _card_id(colour, rank) for colour, size in _SIZES for rank in range(1, size + 1)
)
CARD_NUMBER: dict[str, int] = {card: number for number, card in enumerate(ALL_CARDS)}
COLOUR: tuple[int, ...] = tuple(colour for colour, size in _SIZES for _ in range(size))
RANK: tuple[int, ...] = tuple(rank for _, size in _SIZES for rank in range(1, size + 1))

DRAGON, SNAKE, SPIDER = CARD_NUMBER["black-12"], CARD_NUMBER["black-11"], CARD_NUMBER["black-10"]
POINTS: tuple[int, ...] = tuple(
    15 if card == DRAGON
    else 10 if card == SNAKE
    else 6 if card == SPIDER
    else 1 if COLOUR[card] == RED
    else 0
    for card in range(len(ALL_CARDS))
)
ROUND_POINTS = 43  # 15 + 10 + 6 + 12 little devils: taking them all shoots the moon
BLUE_1 = CARD_NUMBER["blue-1"]

_NAMES = {DRAGON: "the Dragon", SNAKE: "the Snake", SPIDER: "the Spider"}


def colours_in_play(players: int) -> tuple[int, ...]:
    """The colours of the deck for this player count."""
    extra = {5: (ORANGE,), 6: (ORANGE, YELLOW)}.get(players, ())
    return (BLUE, BLACK, RED, *extra, GREEN, PURPLE)


def deck_numbers(players: int) -> list[int]:
    colours = set(colours_in_play(players))
    return [card for card in range(len(ALL_CARDS)) if COLOUR[card] in colours]


def deck_ids(players: int) -> list[str]:
    """Card ids in play for this player count."""
    return [ALL_CARDS[card] for card in deck_numbers(players)]


def card_name(card_id: str) -> str:
    """The name a player reads: "Black 12 (the Dragon)", "Red 3 (little devil)", "Safety 2"."""
    card = CARD_NUMBER[card_id]
    colour, rank = COLOUR[card], RANK[card]
    if colour == PURPLE:
        return f"Safety {rank}"
    base = f"{COLOUR_NAMES[colour].capitalize()} {rank}"
    if card in _NAMES:
        return f"{base} ({_NAMES[card]})"
    if colour == RED:
        return f"{base} (little devil)"
    if colour == GREEN:
        return f"{base} (trump)"
    return base
