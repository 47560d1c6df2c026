"""Critter Poker Royal's deck and the truth of claims (rules/royal.md, "Deck", "A round").

The 65 cards are seven critters with eight plain cards and one Royal each, plus Wild
and Nothing. This module owns the card ids, their display names, which critter a card
shows, and the one question every round turns on: is this claim true of this card?
Cards stay id strings everywhere; the look-up tables here keep the rules fast.
"""

from __future__ import annotations

from table.core.i18n import N_, _, pgettext

CRITTERS: tuple[str, ...] = ("stinkbug", "cockroach", "bat", "fly", "toad", "rat", "scorpion")
ROYAL_CLAIM = "royal"
CLAIMS: tuple[str, ...] = (*CRITTERS, ROYAL_CLAIM)
WILD, NOTHING = "wild", "nothing"
SPECIALS: tuple[str, ...] = (WILD, NOTHING)
PLAIN_PER_CRITTER = 8

_CRITTER_NAMES = {
    "stinkbug": N_("Stink Bug"),
    "cockroach": N_("Cockroach"),
    "bat": N_("Bat"),
    "fly": N_("Fly"),
    "toad": N_("Toad"),
    "rat": N_("Rat"),
    "scorpion": N_("Scorpion"),
}

# Natural display order: each critter's plain cards 1-8 then its Royal, then the specials.
ALL_CARDS: tuple[str, ...] = (
    *(
        card
        for critter in CRITTERS
        for card in (*(f"{critter}-{rank}" for rank in range(1, PLAIN_PER_CRITTER + 1)), f"{critter}-royal")
    ),
    WILD,
    NOTHING,
)

# The critter a card shows (a Royal counts as its critter); None for Wild and Nothing.
CRITTER_OF: dict[str, str | None] = {
    card: (None if card in SPECIALS else card.rsplit("-", 1)[0]) for card in ALL_CARDS
}
ROYALS: frozenset[str] = frozenset(f"{critter}-royal" for critter in CRITTERS)
CRITTER_INDEX: dict[str, int] = {critter: index for index, critter in enumerate(CRITTERS)}


def _truth(card: str, claim: str) -> bool:
    # rules "A round" 3: plain names its critter; Royal its critter or "royal";
    # Wild any critter but not "royal"; Nothing is never true.
    if card == WILD:
        return claim != ROYAL_CLAIM
    if card == NOTHING:
        return False
    if claim == ROYAL_CLAIM:
        return card in ROYALS
    return CRITTER_OF[card] == claim


# Every (card, claim) answer, computed once: rounds and placements ask it constantly.
TRUE_CLAIMS: dict[str, frozenset[str]] = {
    card: frozenset(claim for claim in CLAIMS if _truth(card, claim)) for card in ALL_CARDS
}


def claim_is_true(card: str, claim: str) -> bool:
    """Whether ``claim`` (a critter or ``"royal"``) is true of ``card``."""
    return claim in TRUE_CLAIMS[card]


def is_special(card: str) -> bool:
    """Wild and Nothing: they go into a hand, never in front of anyone."""
    return card in SPECIALS


def deck_ids(players: int) -> list[str]:
    """The ids in play for ``players`` seats: the full 65-card deck at every count."""
    return list(ALL_CARDS)


def said_name(card_id: str) -> str:
    """A card named inside a sentence: the Nothing card quoted ("Bones holds “Nothing”",
    "You took “Nothing”"), so it does not read as holding or taking nothing."""
    if card_id == NOTHING:
        return pgettext("the Nothing card named inside a sentence", "“Nothing”")
    return card_name(card_id)


def card_name(card_id: str) -> str:
    """The name a player reads on the card: "Bat 7", "Rat Royal", "Wild", "Nothing"."""
    if card_id not in CRITTER_OF:
        raise KeyError(f"unknown Critter Poker Royal card {card_id!r}")
    if card_id == WILD:
        return _("Wild")
    if card_id == NOTHING:
        return _("Nothing")
    critter, rank = card_id.rsplit("-", 1)
    if rank == "royal":
        return _("{critter} Royal").format(critter=_(_CRITTER_NAMES[critter]))
    return _("{suit} {number}").format(suit=_(_CRITTER_NAMES[critter]), number=rank)


def claim_name(claim: str) -> str:
    """A claim as a player says it: "Bat", "Stink Bug", "Royal"."""
    return _("Royal") if claim == ROYAL_CLAIM else _(_CRITTER_NAMES[claim])
