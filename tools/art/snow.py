"""The art of Snow Monster Battle: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import math

import art_figures as fig
from art_card import Face
from art_draw import WHITE, circle, ellipse, emblem, line, mix, path, place, polygon, rect
from art_figures import Look, W, portrait
from art_palette import GOLD, INK, PAPER, Suit

from art import GameArt

# --- this game's own figures (its special cards' scenes) ---------------------------------


def net_mark() -> str:
    """The net a Hunter with a special prey carries (100-box): ink mesh on gold."""
    return (
        circle(50, 50, 46, GOLD, INK, 5)
        + "".join(line(x, 14, x, 86, INK, 5) for x in (30, 50, 70))
        + "".join(line(14, y, 86, y, INK, 5) for y in (30, 50, 70))
        + circle(50, 50, 40, "none", GOLD, 8)
        + circle(50, 50, 46, "none", INK, 5)
    )


def rabbit_mark() -> str:
    """The rabbit on a special prey (100-box): a white rabbit head on pink."""
    return (
        circle(50, 50, 46, "#F4A6B8", INK, 5)
        + ellipse(37, 30, 9, 22, WHITE, INK, 4, -14)
        + ellipse(63, 30, 9, 22, WHITE, INK, 4, 14)
        + ellipse(50, 62, 24, 20, WHITE, INK, 4)
        + circle(41, 59, 4, INK)
        + circle(59, 59, 4, INK)
        + circle(50, 68, 3.5, "#E05570")
    )


def illuminati() -> str:
    return (
        circle(50, 50, 46, "#2B2B33")
        + "".join(
            line(
                50 + 40 * math.cos(a),
                50 + 40 * math.sin(a),
                50 + 46 * math.cos(a),
                50 + 46 * math.sin(a),
                GOLD,
                3,
            )
            for a in (math.radians(k * 20) for k in range(18))
        )
        + place(emblem("eye", GOLD), 50, 52, 74)
    )


def bunker() -> str:
    return (
        rect(0, 70, 100, 30, "#8A7A5A")
        + path("M10 78C10 40 90 40 90 78Z", "#9A9AA0", INK, W)
        + rect(36, 56, 28, 22, INK, rx=3)
        + rect(40, 60, 20, 18, "#FFD34E", rx=2)
        + rect(6, 76, 88, 8, "#7A7A80", stroke=INK, width=2.5)
        + path("M40 40L36 28L44 30L50 20L56 30L64 28L60 40", "none", "#6B4F3A", 3)
    )


def apocalypse() -> str:
    return (
        circle(50, 50, 46, "#3A1F2B")
        + path(
            "M0 100C10 70 20 84 28 66C36 80 44 60 50 72C58 56 66 78 74 64C82 80 92 70 100 100Z",
            "#FF7A1A",
            INK,
            2.5,
        )
        + circle(64, 30, 14, "#C8C8D0", INK, W)
        + path("M54 40L20 74M58 44L30 80M50 36L16 62", "none", "#FF7A1A", 5)
        + circle(60, 26, 3, "#8C8698")
        + circle(68, 34, 2.5, "#8C8698")
    )


def catastrophe() -> str:
    return (
        circle(50, 50, 46, "#22304A")
        + path("M0 70Q12 56 24 70T48 70T72 70T100 70L100 100L0 100Z", "#0072B2", INK, 2.5)
        + path("M0 84Q12 72 24 84T48 84T72 84T100 84", "none", "#56B4E9", 3)
        + path("M28 10Q50 -2 72 10Q86 14 84 28Q78 36 60 34Q44 38 30 34Q14 30 28 10Z", "#8C8698", INK, 2.5)
        + polygon([(52, 34), (40, 52), (50, 52), (42, 68), (62, 46), (52, 46), (60, 34)], "#F3D250", INK, 2)
    )


def slime() -> str:
    goo = "#8BD34A"
    return (
        path(
            "M20 88C10 88 8 74 18 70C14 56 24 40 36 40C38 24 62 20 68 36"
            "C82 34 90 52 82 64C94 68 92 88 80 88Z",
            goo,
            INK,
            W,
        )
        + path("M30 88Q28 98 32 98Q36 98 34 88ZM64 88Q62 96 66 96Q70 96 68 88Z", goo, INK, 2.5)
        + circle(40, 60, 8, PAPER, INK, 2.5)
        + circle(62, 56, 10, PAPER, INK, 2.5)
        + circle(42, 62, 3.5, INK)
        + circle(64, 58, 4, INK)
        + path("M42 76Q52 84 64 74", "none", INK, 3)
        + circle(28, 76, 3, mix(goo, WHITE, 0.5))
        + circle(74, 44, 2.5, mix(goo, WHITE, 0.5))
    )


def siren_head() -> str:
    grey = "#8C8698"
    return (
        line(50, 100, 50, 30, grey, 10)
        + line(50, 100, 50, 30, INK, 1.5)
        + path("M50 36L18 16M50 36L82 16", "none", grey, 7)
        + path("M50 36L18 16M50 36L82 16", "none", INK, 1)
        + path("M6 4L28 10L24 30L4 24Z", "#C8C8D0", INK, W)
        + path("M94 4L72 10L76 30L96 24Z", "#C8C8D0", INK, W)
        + ellipse(14, 16, 5, 7, INK)
        + ellipse(86, 16, 5, 7, INK)
        + path("M32 60L18 90M68 60L82 90", "none", grey, 6)
        + path("M30 20Q24 14 30 8M70 20Q76 14 70 8", "none", "#FF5A36", 2.5)
    )


def shapeshifter() -> str:
    return (
        path("M50 8C74 8 88 30 86 52C84 76 66 92 50 92Z", "#9A6FC0", INK, W)
        + path("M50 8C26 8 12 30 14 52C16 76 34 92 50 92Z", "#E69F00", INK, W)
        + circle(34, 44, 7, PAPER, INK, 2)
        + circle(34, 45, 3, INK)
        + ellipse(66, 44, 9, 6, "#F3D250", INK, 2)
        + ellipse(66, 44, 1.6, 5, INK)
        + path("M26 66Q36 74 48 66", "none", INK, 3)
        + path("M52 68L58 62L64 70L70 62L76 68", "none", INK, 3)
        + path("M50 0L50 100", "none", INK, 2)
    )


def harpoon() -> str:
    return (
        line(14, 86, 76, 24, "#8A6A4A", 6)
        + polygon([(72, 16), (92, 8), (84, 28)], "#C8C8D0", INK, 2.5)
        + path("M76 24L70 14M76 24L86 30", "none", INK, 3)
        + path("M14 86C6 92 10 98 20 96", "none", INK, 2)
        + circle(30, 30, 14, "#56B4E9", INK, 2.5)
        + line(24, 30, 36, 30, INK, 3)
        + line(30, 24, 30, 36, INK, 3)
    )


def doppelganger() -> str:
    return (
        place(portrait(Look(skin="#C9B8E0", eyes="dots", mouth="smile")), 36, 56, 70)
        + place(portrait(Look(skin="#C9B8E0", eyes="slits", mouth="grin")), 64, 56, 70)
        + path("M50 10L50 96", "none", INK, 1.5)
    )


def snowball() -> str:
    return (
        path("M8 70Q30 60 50 70T92 70", "none", "#9FD5E8", 4)
        + circle(54, 46, 30, WHITE, INK, W)
        + path("M36 36Q44 30 52 32", "none", "#C8E4F0", 4)
        + path("M16 40L28 40M10 52L26 52M16 64L28 62", "none", INK, 3)
    )


def sly_fox() -> str:
    fur = "#E07A1F"
    return (
        polygon([(22, 40), (20, 6), (42, 26)], fur, INK, W)
        + polygon([(78, 40), (80, 6), (58, 26)], fur, INK, W)
        + path("M50 20C72 20 88 36 86 54L50 92L14 54C12 36 28 20 50 20Z", fur, INK, W)
        + path("M30 60L50 92L70 60C62 66 56 62 50 66C44 62 38 66 30 60Z", WHITE, INK, 2)
        + ellipse(38, 48, 6, 3, INK, rotate=15)
        + ellipse(62, 48, 6, 3, INK, rotate=-15)
        + circle(50, 88, 4, INK)
    )


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
                top=("snow_cap",),
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
    ("illuminati", "Illuminati", "13", illuminati),
    ("bunker", "Bunker", "B", bunker),
    ("apocalypse", "Apocalypse", "A", apocalypse),
    ("catastrophe", "Catastrophe", "C", catastrophe),
]
SNOW_ENHANCEMENTS = [
    ("harpoon", "Harpoon", "+3", harpoon),
    ("doppelganger", "Doppelganger", "×2", doppelganger),
    ("snowball", "Snowball", "SB", snowball),
    ("sly-fox", "Sly Fox", "SF", sly_fox),
]


def snow_faces() -> list[Face]:
    scenes = {"shapeshifter": shapeshifter, "slime": slime, "siren_head": siren_head}
    faces = []
    prey = set(SNOW_PREY.values())
    for suit_key, cards in SNOW_CARDS.items():
        suit = SNOW[suit_key]
        for card_id, name, index, look in cards:
            art = scenes[look]() if isinstance(look, str) else fig.portrait(look)
            badges = []
            if card_id in SNOW_PREY:
                badges.append(net_mark())
            if card_id in prey:
                badges.append(rabbit_mark())
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
