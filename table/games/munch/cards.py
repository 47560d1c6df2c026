"""The Munch, Crunch, Scrunch! deck: its 36 card ids, their suits, numbers and names.

Four suits of eight (Vegan Vampires are trumps) and four power cards: two Vanquish,
one Escape, one Topsy Turvy (rules file, "Deck"). Everything here is a constant table
built once at import, so the rules can ask "what suit is this card?" with one dict
lookup while AI search plays thousands of games.
"""

from __future__ import annotations

from table.core.i18n import N_, _, pgettext

# Suits in display order; the trump suit comes first, as in the rules file's table.
TRUMP = "vampire"
SUITS = ("vampire", "bat", "werewolf", "fairy")
NUMBERS = range(1, 9)

VANQUISH = ("vanquish-1", "vanquish-2")
ESCAPE = "escape"
TOPSY = "topsy"
POWER_CARDS = (*VANQUISH, ESCAPE, TOPSY)

ALL_CARDS: tuple[str, ...] = (
    *(f"{suit}-{number}" for suit in SUITS for number in NUMBERS),
    *POWER_CARDS,
)

# The suit of each card (None for a power card) and its number (0 for a power card).
SUIT_OF: dict[str, str | None] = {
    **{f"{suit}-{number}": suit for suit in SUITS for number in NUMBERS},
    **{card: None for card in POWER_CARDS},
}
NUMBER_OF: dict[str, int] = {
    **{f"{suit}-{number}": number for suit in SUITS for number in NUMBERS},
    **{card: 0 for card in POWER_CARDS},
}
# Where each card sits in ALL_CARDS: hands are kept sorted in this order.
DISPLAY_ORDER: dict[str, int] = {card: index for index, card in enumerate(ALL_CARDS)}

# Short names on the card faces, and the suit names players use in sentences.
# Each is a message (``N_``): ``card_name`` and the table say it in the language spoken now.
SUIT_CARD_NAME = {
    "vampire": N_("Vampire"), "bat": N_("Bat"), "werewolf": N_("Werewolf"), "fairy": N_("Fairy"),
}
SUIT_FULL_NAME = {
    "vampire": N_("Vegan Vampire"),
    "bat": N_("Barmy Bat"),
    "werewolf": N_("Woofy Werewolf"),
    "fairy": N_("Vampire Fairy"),
}
SUIT_PLURAL = {"vampire": N_("Vegan Vampires"), "bat": N_("Bats"), "werewolf": N_("Werewolves"),
               "fairy": N_("Fairies")}
_POWER_NAME = {"vanquish-1": N_("Vanquish"), "vanquish-2": N_("Vanquish"), ESCAPE: N_("Escape"),
               TOPSY: N_("Topsy Turvy")}

MIN_PLAYERS = 2
MAX_PLAYERS = 5


def card_name(card_id: str) -> str:
    """The name a player reads on the card: "Bat 7", "Vampire 2", "Vanquish", "Topsy Turvy"."""
    if card_id == ESCAPE:  # a key's name too (German "Esc"): the card's name is its own message
        return pgettext("a card", "Escape")
    if card_id in _POWER_NAME:
        return _(_POWER_NAME[card_id])
    suit = SUIT_OF.get(card_id)
    if suit is None:
        raise ValueError(f"unknown Munch card id {card_id!r}")
    return _("{suit} {number}").format(suit=_(SUIT_CARD_NAME[suit]), number=NUMBER_OF[card_id])


def deck_ids(players: int) -> list[str]:
    """The ids in play for ``players`` seats: the whole deck is shuffled before every hand."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError("players must be a whole number")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(
            f"Munch, Crunch, Scrunch! takes {MIN_PLAYERS} to {MAX_PLAYERS} players"
        )
    return list(ALL_CARDS)
