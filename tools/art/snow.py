"""The art of Snow Monster Battle: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import art_figures as fig
from art_card import Face
from art_draw import emblem, place
from art_figures import Look
from art_palette import GOLD, INK, Suit

from art import GameArt

# Snow Monster Battle: the four suits, the doom specials and the enhancements.
SNOW = {
    "troublemakers": Suit("troublemakers", "Troublemakers", "#E69F00", "horns", "diamonds"),
    "gothic": Suit("gothic", "Gothic", "#5A2D82", "tombstone", "crosses"),
    "cryptids": Suit("cryptids", "Cryptids", "#009E73", "footprint", "scales"),
    "hunters": Suit("hunters", "Hunters", "#0072B2", "crosshair", "checks"),
    "special": Suit("special", "Special", "#2B2B33", "eye", "stars"),
    "enhancement": Suit("enhancement", "Enhancement", "#56B4E9", "snowflake", "dots"),
}


SKINS = ("#F1C7A0", "#D9A06B", "#8D5A3B", "#C68A5A", "#E8B890", "#6B4330")

# (card id, name, value index, illustration) per suit, in the rules file's order
SNOW_CARDS: dict[str, list[tuple[str, str, str, object]]] = {
    "troublemakers": [
        ("shapeshifter", "Shapeshifter", "?", "shapeshifter"),
        (
            "gremlin",
            "Gremlin",
            "1",
            Look(skin="#7FB04A", head="beast", eyes="big", mouth="grin", top=("ears",), body="#5A3A1A"),
        ),
        (
            "imp",
            "Imp",
            "2",
            Look(
                skin="#D55E00",
                head="egg",
                eyes="slits",
                mouth="tongue",
                top=("horns",),
                extras=("tail",),
                body="#7A1E2C",
            ),
        ),
        (
            "pan",
            "Pan",
            "3",
            Look(
                skin="#E8C39E",
                head="round",
                eyes="sleepy",
                mouth="beard",
                top=("horns", "leaves"),
                body="#3C8D40",
            ),
        ),
        (
            "poltergeist",
            "Poltergeist",
            "4",
            Look(skin="#E8F0F8", head="blob", eyes="hollow", mouth="o", extras=("glow",), body="#C8D4E0"),
        ),
        (
            "goblin",
            "Goblin",
            "5",
            Look(
                skin="#9AB84A",
                head="wide",
                eyes="dots",
                mouth="teeth",
                top=("ears",),
                extras=("earring",),
                body="#6B4F3A",
            ),
        ),
        (
            "hellhound",
            "Hellhound",
            "6",
            Look(
                skin="#3A2A2A", head="beast", eyes="glow", mouth="fangs", top=("ears", "fire"), body="#1E1B24"
            ),
        ),
        (
            "eris",
            "Eris",
            "7",
            Look(
                skin="#F0D0B0",
                head="tall",
                eyes="slits",
                mouth="smile",
                top=("long_hair",),
                detail="#8E1B1B",
                held="apple",
                body="#E69F00",
            ),
        ),
        (
            "trickster",
            "Trickster",
            "8",
            Look(
                skin="#C98B5A",
                head="square",
                eyes="spiral",
                mouth="grin",
                top=("jester",),
                detail="#D55E00",
                body="#5A2D82",
            ),
        ),
        (
            "kitsune",
            "Kitsune",
            "9",
            Look(
                skin="#E07A1F",
                head="beast",
                eyes="slits",
                mouth="snout",
                top=("ears",),
                skin2="#FFFFFF",
                extras=("glow", "tail"),
                body="#F4F4F4",
            ),
        ),
        (
            "leprechaun",
            "Leprechaun",
            "10",
            Look(
                skin="#F0C8A0",
                head="round",
                eyes="dots",
                mouth="beard",
                top=("top_hat",),
                detail="#009E73",
                body="#2E7D4F",
            ),
        ),
        (
            "krampus",
            "Krampus",
            "11",
            Look(
                skin="#4A3A30",
                head="long",
                eyes="glow",
                mouth="tongue",
                top=("antlers",),
                extras=("fur",),
                body="#7A1E2C",
            ),
        ),
    ],
    "gothic": [
        (
            "skeleton",
            "Skeleton",
            "1",
            Look(
                skin="#F1E6C8", head="skull", eyes="hollow", mouth="teeth", body="#2B2B33", extras=("bowtie",)
            ),
        ),
        (
            "ghoul",
            "Ghoul",
            "2",
            Look(
                skin="#8FA88A", head="long", eyes="hollow", mouth="teeth", extras=("drips",), body="#3D3551"
            ),
        ),
        (
            "zombie",
            "Zombie",
            "3",
            Look(
                skin="#93B07A",
                head="square",
                eyes="cross",
                mouth="frown",
                extras=("stitches", "scar"),
                body="#6B4F3A",
            ),
        ),
        (
            "banshee",
            "Banshee",
            "4",
            Look(
                skin="#DDE6F0",
                head="tall",
                eyes="big",
                mouth="o",
                top=("long_hair",),
                detail="#B8C8D8",
                extras=("glow",),
                body="#B8C8D8",
            ),
        ),
        (
            "werewolf",
            "Werewolf",
            "5",
            Look(
                skin="#8A5A2B",
                head="beast",
                eyes="slits",
                mouth="fangs",
                top=("ears",),
                extras=("fur",),
                skin2="#C8A070",
                body="#5A3A1A",
            ),
        ),
        (
            "mummy",
            "Mummy",
            "6",
            Look(
                skin="#E8DCC0", head="round", eyes="glow", mouth="none", extras=("bandages",), body="#C8B890"
            ),
        ),
        ("slime", "Slime", "7", "slime"),
        (
            "headless-horseman",
            "Headless Horseman",
            "8",
            Look(skin="#E69F00", head="wide", eyes="glow", mouth="grin", extras=("cape",), body="#1E1B24"),
        ),
        (
            "vampire",
            "Vampire",
            "9",
            Look(
                skin="#E8E0F0",
                head="egg",
                eyes="slits",
                mouth="fangs",
                top=("hair",),
                detail=INK,
                extras=("cape",),
                body="#1E1B24",
            ),
        ),
        (
            "witch",
            "Witch",
            "10",
            Look(
                skin="#9AC87A",
                head="long",
                eyes="dots",
                mouth="grin",
                top=("witch_hat",),
                detail="#5A2D82",
                body="#2B2B33",
            ),
        ),
        (
            "frank",
            "Frank",
            "11",
            Look(
                skin="#7FB07A",
                head="square",
                eyes="sleepy",
                mouth="stitch",
                top=("flat_top", "bolts"),
                extras=("stitches",),
                body="#3D3551",
            ),
        ),
        (
            "reaper",
            "Reaper",
            "12",
            Look(
                skin="#F1E6C8",
                head="skull",
                eyes="glow",
                mouth="stitch",
                top=("hood",),
                extras=("scythe",),
                body="#1E1B24",
            ),
        ),
    ],
    "cryptids": [
        (
            "jackalope",
            "Jackalope",
            "1",
            Look(
                skin="#C8A070",
                head="round",
                eyes="big",
                mouth="snout",
                top=("long_ears", "antlers"),
                body="#8A6A4A",
            ),
        ),
        (
            "nightcrawler",
            "Nightcrawler",
            "2",
            Look(skin="#F4F4F4", head="long", eyes="dots", mouth="none", body="#F4F4F4"),
        ),
        (
            "mothman",
            "Mothman",
            "3",
            Look(
                skin="#3A3040",
                head="egg",
                eyes="glow",
                mouth="none",
                top=("antennae",),
                extras=("wings",),
                detail="#8C8698",
                body="#2B2B33",
            ),
        ),
        (
            "chupacabra",
            "Chupacabra",
            "4",
            Look(
                skin="#6A7A5A",
                head="beast",
                eyes="slits",
                mouth="fangs",
                top=("mohawk",),
                detail="#3A4A2A",
                body="#4A5A3A",
            ),
        ),
        (
            "wendigo",
            "Wendigo",
            "5",
            Look(skin="#D8D0C0", head="skull", eyes="glow", mouth="teeth", top=("antlers",), body="#4A3A30"),
        ),
        (
            "jersey-devil",
            "Jersey Devil",
            "6",
            Look(
                skin="#6B4F3A",
                head="long",
                eyes="glow",
                mouth="beak",
                top=("horns",),
                extras=("wings",),
                body="#3A2A2A",
            ),
        ),
        (
            "nessie",
            "Nessie",
            "7",
            Look(
                skin="#3C8D6A",
                head="egg",
                eyes="big",
                mouth="smile",
                extras=("hump", "spots"),
                body="#3C8D6A",
            ),
        ),
        (
            "ogopogo",
            "Ogopogo",
            "8",
            Look(
                skin="#4A7A8A",
                head="wide",
                eyes="dots",
                mouth="tongue",
                top=("ears",),
                extras=("hump",),
                body="#4A7A8A",
            ),
        ),
        (
            "bigfoot",
            "Bigfoot",
            "9",
            Look(
                skin="#6B4F3A",
                head="tall",
                eyes="dots",
                mouth="frown",
                extras=("fur",),
                skin2="#A07850",
                body="#6B4F3A",
            ),
        ),
        (
            "yeti",
            "Yeti",
            "10",
            Look(
                skin="#F4F4F4",
                head="wide",
                eyes="dots",
                mouth="fangs",
                top=("snow",),
                extras=("fur",),
                skin2="#9FD5E8",
                body="#E0E8F0",
            ),
        ),
        (
            "legend",
            "Legend",
            "11",
            Look(
                skin="#8C8698",
                head="blob",
                eyes="one",
                mouth="grin",
                top=("crown",),
                extras=("glow",),
                body="#5A5468",
            ),
        ),
        ("siren-head", "Siren Head", "12", "siren_head"),
    ],
    "hunters": [
        (
            "klutzy-detective",
            "Klutzy Detective",
            "1",
            Look(
                skin=SKINS[0], eyes="big", mouth="o", top=("deerstalker",), held="magnifier", body="#A07850"
            ),
        ),
        (
            "librarian",
            "Librarian",
            "2",
            Look(
                skin=SKINS[2],
                eyes="glasses",
                mouth="smile",
                top=("bun",),
                detail="#2B2B33",
                held="book",
                body="#5A2D82",
            ),
        ),
        (
            "folklorist",
            "Folklorist",
            "3",
            Look(
                skin=SKINS[4],
                eyes="dots",
                mouth="smile",
                top=("hair",),
                detail="#8A4B00",
                extras=("scarf",),
                held="scroll",
                body="#3C8D40",
            ),
        ),
        (
            "cryptozoologist",
            "Cryptozoologist",
            "4",
            Look(
                skin=SKINS[1],
                eyes="dots",
                mouth="beard",
                top=("cap",),
                detail="#3C5A3C",
                held="binoculars",
                body="#8A6A4A",
            ),
        ),
        (
            "ghost-whisperer",
            "Ghost Whisperer",
            "5",
            Look(
                skin=SKINS[3],
                eyes="sleepy",
                mouth="smile",
                top=("long_hair",),
                detail="#3D2760",
                held="candle",
                body="#9A6FC0",
            ),
        ),
        (
            "exorcist",
            "Exorcist",
            "7",
            Look(
                skin=SKINS[0],
                eyes="dots",
                mouth="flat",
                top=("hair",),
                detail="#6B6B70",
                extras=("cross",),
                held="holy_water",
                body="#1E1B24",
            ),
        ),
        (
            "balladeer",
            "Balladeer",
            "8",
            Look(
                skin=SKINS[5],
                eyes="sleepy",
                mouth="o",
                top=("bandana",),
                detail="#D55E00",
                held="lute",
                body="#B5651D",
            ),
        ),
        (
            "crossroads-musician",
            "Crossroads Musician",
            "9",
            Look(
                skin=SKINS[2],
                eyes="shades",
                mouth="smile",
                top=("wide_brim",),
                detail="#8E1B1B",
                held="guitar",
                body="#2B2B33",
            ),
        ),
        (
            "slayer",
            "Slayer",
            "10",
            Look(
                skin=SKINS[4],
                eyes="dots",
                mouth="frown",
                top=("long_hair", "bandana"),
                detail="#8E1B1B",
                held="stake",
                body="#3D3551",
            ),
        ),
        (
            "demonologist",
            "Demonologist",
            "11",
            Look(skin=SKINS[3], eyes="dots", mouth="moustache", top=("hood",), body="#5A2D82", held="tome"),
        ),
        (
            "witcher",
            "Witcher",
            "12",
            Look(
                skin=SKINS[0],
                eyes="slits",
                mouth="flat",
                top=("long_hair",),
                detail="#E8E8F0",
                extras=("medallion", "scar"),
                held="sword",
                body="#2B2B33",
            ),
        ),
        (
            "monster-hunter",
            "Monster Hunter",
            "13",
            Look(
                skin=SKINS[1],
                eyes="monocle",
                mouth="moustache",
                top=("hunter_hat",),
                held="crossbow",
                body="#6B4F3A",
            ),
        ),
    ],
}

# netted Hunter -> its special prey (rules: "Special prey")
SNOW_PREY = {
    "slayer": "vampire",
    "exorcist": "poltergeist",
    "ghost-whisperer": "headless-horseman",
    "balladeer": "jackalope",
    "crossroads-musician": "banshee",
    "cryptozoologist": "bigfoot",
}

SNOW_SPECIALS = [
    ("illuminati", "Illuminati", "13", fig.illuminati),
    ("bunker", "Bunker", "B", fig.bunker),
    ("apocalypse", "Apocalypse", "A", fig.apocalypse),
    ("catastrophe", "Catastrophe", "C", fig.catastrophe),
]
SNOW_ENHANCEMENTS = [
    ("harpoon", "Harpoon", "+3", fig.harpoon),
    ("doppelganger", "Doppelganger", "×2", fig.doppelganger),
    ("snowball", "Snowball", "SB", fig.snowball),
    ("sly-fox", "Sly Fox", "SF", fig.sly_fox),
]


def snow_faces() -> list[Face]:
    scenes = {"shapeshifter": fig.shapeshifter, "slime": fig.slime, "siren_head": fig.siren_head}
    faces = []
    prey = set(SNOW_PREY.values())
    for suit_key, cards in SNOW_CARDS.items():
        suit = SNOW[suit_key]
        for card_id, name, index, look in cards:
            art = scenes[look]() if isinstance(look, str) else fig.portrait(look)
            badges = []
            if card_id in SNOW_PREY:
                badges.append(fig.net_mark())
            if card_id in prey:
                badges.append(fig.rabbit_mark())
            if card_id == "siren-head":  # a Cryptid and a Hunter at once
                badges.append(emblem(SNOW["hunters"].emblem, SNOW["hunters"].colour))
            faces.append(Face(card_id, suit, index, art, name=name, badges=badges))
    for card_id, name, index, scene in SNOW_SPECIALS:
        faces.append(Face(card_id, SNOW["special"], index, scene(), name=name, frame=GOLD))
    for card_id, name, index, scene in SNOW_ENHANCEMENTS:
        faces.append(Face(card_id, SNOW["enhancement"], index, scene(), name=name))
    return faces


def title_scene() -> str:
    """The title tile's figures."""
    return (
        place(fig.portrait(SNOW_CARDS["cryptids"][9][3]), 120, 120, 150)  # Yeti
        + place(fig.portrait(SNOW_CARDS["hunters"][11][3]), 280, 120, 150)  # Monster Hunter
    )


ART = GameArt(
    palette=SNOW,
    faces=snow_faces,
    back=("#1C3F66", "#9FD5E8"),
    table=("#22405A", "footprint"),
    title_scene=title_scene,
)
