"""Dodge the Dragon's deck: colours, ranks and points, as ids and as fast integers.

Cards are integers internally (an index into ``ALL_CARDS``) so that tricks resolve
with list look-ups; the contract only ever sees the id strings. The deck grows with
the player count (rules: 48 cards for 3–4 players, +orange for 5, +yellow for 6).
"""

from __future__ import annotations

from table.core.i18n import N_, _

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

# The names players read, each a message (a colour, and a card with its role whole).
COLOUR_TITLES = (N_("Blue"), N_("Black"), N_("Red"), N_("Orange"), N_("Yellow"), N_("Green"), N_("Purple"))
_NAMES = {
    DRAGON: N_("{card} (the Dragon)"), SNAKE: N_("{card} (the Snake)"), SPIDER: N_("{card} (the Spider)"),
}


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
        return _("Safety {number}").format(number=rank)
    base = _("{suit} {number}").format(suit=_(COLOUR_TITLES[colour]), number=rank)
    if card in _NAMES:
        return _(_NAMES[card]).format(card=base)
    if colour == RED:
        return _("{card} (little devil)").format(card=base)
    if colour == GREEN:
        return _("{card} (trump)").format(card=base)
    return base


def little_devil_name(card_id: str) -> str | None:
    """A little devil's name without its role ("Red 3"), for a list that says "little
    devils" once for all of them; None for any other card."""
    card = CARD_NUMBER[card_id]
    if COLOUR[card] != RED or card in _NAMES:
        return None
    return _("{suit} {number}").format(suit=_(COLOUR_TITLES[RED]), number=RANK[card])


# A colour inside a sentence ("follow green"), each a message.
_COLOUR_WORDS = (N_("blue"), N_("black"), N_("red"), N_("orange"), N_("yellow"), N_("green"), N_("purple"))


def colour_word(colour: str) -> str:
    """A colour named inside a sentence ("green"), in the language spoken now."""
    return _(_COLOUR_WORDS[COLOUR_OF_NAME[colour]]) if colour in COLOUR_OF_NAME else colour


def colour_title(colour: str) -> str:
    """A colour as a caption names it ("Green"), in the language spoken now."""
    return _(COLOUR_TITLES[COLOUR_OF_NAME[colour]]) if colour in COLOUR_OF_NAME else colour
