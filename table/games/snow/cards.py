"""Snow Monster Battle's deck: every card's id, name, suit and value, and the suit tables.

This module owns the facts printed on the cards (rules file, "Deck"): the three monster
suits and the Hunters, the four special cards, the four enhancements, the special prey
nets, and which cards may answer each lead suit. Everything is a plain constant so the
rules and the battle resolution can look cards up without building objects.
"""

from __future__ import annotations

from table.core.i18n import N_, _

# Suit letters as the rules file writes them.
TROUBLEMAKERS, GOTHIC, CRYPTIDS, HUNTERS = "T", "G", "C", "H"
MONSTER_SUITS = (TROUBLEMAKERS, GOTHIC, CRYPTIDS)
SUIT_NAMES = {TROUBLEMAKERS: "Troublemaker", GOTHIC: "Gothic", CRYPTIDS: "Cryptid", HUNTERS: "Hunter"}

# Each suit's cards in order of value; the position is the value except where a row
# skips one (Hunters have no 6) or has none (Shapeshifter).
_SUIT_ROWS: dict[str, tuple[tuple[str, int | None], ...]] = {
    TROUBLEMAKERS: (
        (N_("Shapeshifter"), None),
        (N_("Gremlin"), 1),
        (N_("Imp"), 2),
        (N_("Pan"), 3),
        (N_("Poltergeist"), 4),
        (N_("Goblin"), 5),
        (N_("Hellhound"), 6),
        (N_("Eris"), 7),
        (N_("Trickster"), 8),
        (N_("Kitsune"), 9),
        (N_("Leprechaun"), 10),
        (N_("Krampus"), 11),
    ),
    GOTHIC: (
        (N_("Skeleton"), 1),
        (N_("Ghoul"), 2),
        (N_("Zombie"), 3),
        (N_("Banshee"), 4),
        (N_("Werewolf"), 5),
        (N_("Mummy"), 6),
        (N_("Slime"), 7),
        (N_("Headless Horseman"), 8),
        (N_("Vampire"), 9),
        (N_("Witch"), 10),
        (N_("Frank"), 11),
        (N_("Reaper"), 12),
    ),
    CRYPTIDS: (
        (N_("Jackalope"), 1),
        (N_("Nightcrawler"), 2),
        (N_("Mothman"), 3),
        (N_("Chupacabra"), 4),
        (N_("Wendigo"), 5),
        (N_("Jersey Devil"), 6),
        (N_("Nessie"), 7),
        (N_("Ogopogo"), 8),
        (N_("Bigfoot"), 9),
        (N_("Yeti"), 10),
        (N_("Legend"), 11),
        (N_("Siren Head"), 12),
    ),
    HUNTERS: (
        (N_("Klutzy Detective"), 1),
        (N_("Librarian"), 2),
        (N_("Folklorist"), 3),
        (N_("Cryptozoologist"), 4),
        (N_("Ghost Whisperer"), 5),
        (N_("Exorcist"), 7),
        (N_("Balladeer"), 8),
        (N_("Crossroads Musician"), 9),
        (N_("Slayer"), 10),
        (N_("Demonologist"), 11),
        (N_("Witcher"), 12),
        (N_("Monster Hunter"), 13),
    ),
}
_SPECIAL_ROW: tuple[tuple[str, int | None], ...] = (
    (N_("Illuminati"), 13),
    (N_("Bunker"), None),
    (N_("Apocalypse"), None),
    (N_("Catastrophe"), None),
)
_ENHANCEMENT_ROW = (N_("Harpoon"), N_("Doppelganger"), N_("Snowball"), N_("Sly Fox"))


def _card_id(name: str) -> str:
    return name.lower().replace(" ", "-")


SHAPESHIFTER = "shapeshifter"
ILLUMINATI = "illuminati"
BUNKER = "bunker"
APOCALYPSE = "apocalypse"
CATASTROPHE = "catastrophe"
SIREN_HEAD = "siren-head"
KLUTZY_DETECTIVE = "klutzy-detective"
SLIME = "slime"
HARPOON, DOPPELGANGER, SNOWBALL, SLY_FOX = (_card_id(name) for name in _ENHANCEMENT_ROW)
ENHANCEMENTS: tuple[str, ...] = (HARPOON, DOPPELGANGER, SNOWBALL, SLY_FOX)
# The enhancements played in the window after the cards, as opposed to Sly Fox.
WINDOW_ENHANCEMENTS = frozenset({HARPOON, DOPPELGANGER, SNOWBALL})

class _Names(dict[str, str]):
    """Card id -> the name a player reads, in the language spoken now (each is a message)."""

    def __getitem__(self, card: str) -> str:
        return _(super().__getitem__(card))

    def get(self, card: str, default: str = "") -> str:  # type: ignore[override]
        return self[card] if card in self else default  # noqa: SIM401 (self.get is this method)


NAMES: dict[str, str] = _Names()
SUIT: dict[str, str | None] = {}
VALUE: dict[str, int | None] = {}
for _suit, _row in _SUIT_ROWS.items():
    for _name, _value in _row:
        NAMES[_card_id(_name)] = _name
        SUIT[_card_id(_name)] = _suit
        VALUE[_card_id(_name)] = _value
for _name, _value in _SPECIAL_ROW:
    NAMES[_card_id(_name)] = _name
    SUIT[_card_id(_name)] = None
    VALUE[_card_id(_name)] = _value
for _name in _ENHANCEMENT_ROW:
    NAMES[_card_id(_name)] = _name

# A led Shapeshifter is a Troublemaker of value 0 (rules file, "Card powers").
VALUE[SHAPESHIFTER] = 0

DECK: tuple[str, ...] = tuple(card for card in NAMES if card not in ENHANCEMENTS)
ALL_CARDS: tuple[str, ...] = DECK + ENHANCEMENTS
DISPLAY_ORDER = {card: index for index, card in enumerate(ALL_CARDS)}
SPECIALS = frozenset({ILLUMINATI, BUNKER, APOCALYPSE, CATASTROPHE})
DOOMS = frozenset({APOCALYPSE, CATASTROPHE})
SUITLESS = SPECIALS

# Siren Head is a Cryptid and a Hunter at once.
HUNTER_CARDS = frozenset(card for card in DECK if SUIT[card] == HUNTERS) | {SIREN_HEAD}
# The cards that count as "Hunters" when a lead is restricted: a led Siren Head is a Cryptid.
LEAD_RESTRICTED_HUNTERS = frozenset(card for card in DECK if SUIT[card] == HUNTERS)

# Which cards answer each lead suit: Illuminati belongs to all three monster suits,
# Siren Head answers Cryptids and Hunters, Shapeshifter follows as a Troublemaker.
FOLLOWERS: dict[str, frozenset[str]] = {
    suit: frozenset(card for card in DECK if SUIT[card] == suit) | {ILLUMINATI} for suit in MONSTER_SUITS
}
FOLLOWERS[HUNTERS] = HUNTER_CARDS

# The suit a card sets when it leads; "" for the suitless cards (the next card sets it).
LEAD_SUIT_OF: dict[str, str] = {card: SUIT[card] or "" for card in DECK}

# Battle 1's Troublemakers in the order they must be played: Illuminati counts as
# Troublemaker 13 and Shapeshifter only when it is the seat's only one (ruling).
FIRST_BATTLE_ORDER: tuple[str, ...] = (
    *(card for card in DECK if SUIT[card] == TROUBLEMAKERS and card != SHAPESHIFTER),
    ILLUMINATI,
)

# Hunter with the net -> its prey.
PREY: dict[str, str] = {
    "slayer": "vampire",
    "exorcist": "poltergeist",
    "ghost-whisperer": "headless-horseman",
    "balladeer": "jackalope",
    "crossroads-musician": "banshee",
    "cryptozoologist": "bigfoot",
}
# The three printed sixes; a Shapeshifter copying a six does not count (clarification).
SIXES = frozenset({"hellhound", "mummy", "jersey-devil"})


def card_name(card_id: str) -> str:
    """The name a player reads on the card ("Siren Head"); KeyError for an unknown id."""
    return NAMES[card_id]


def deck_ids(players: int) -> list[str]:
    """Every id that can appear in a game of ``players``: all 52 cards and the enhancements.

    Every player count shuffles the whole deck (three players set a hand aside, two keep
    two hands for the next round) and any enhancement may be dealt.
    """
    if not 2 <= players <= 4:
        raise ValueError("Snow Monster Battle takes 2 to 4 players")
    return list(ALL_CARDS)


def is_number_card(identity: str) -> bool:
    """Harpoon and Doppelganger need a number card; a led Shapeshifter (0) is not one."""
    return identity != SHAPESHIFTER and VALUE.get(identity) is not None
