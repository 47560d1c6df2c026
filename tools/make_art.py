"""Generate every piece of Spooky Table's art into ``table/assets/art/``: SVG sources and a manifest.

Run ``python tools/make_art.py`` (or ``--out DIR``) to rebuild. The output is
deterministic, so the committed files are exactly what this script writes and a test
can prove it. For each game it writes one SVG per card face (``table/assets/art/<game>/<card>.svg``),
the backs, the table background and the title tile; for the Batwalk also the six
vamps' standees and reference cards and the runway; and the application icon as SVG,
PNGs from 16 to 512 px, ``.ico`` (Windows) and ``.icns`` (macOS). No words are drawn
into the SVGs: ``table/assets/art/manifest.json`` lists, per image, the text (corner index, card
name, numbers) that ``table/ui/assets.py`` draws on top at run time with pygame-ce's
bundled font. Decks follow ``spec/rules/<game>.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

import art_figures as fig
from art_draw import (
    WHITE,
    circle,
    ellipse,
    emblem,
    ink_on,
    mix,
    path,
    pattern,
    pips,
    place,
    polygon,
    rect,
)
from art_figures import Look
from art_palette import BATWALK, DECKS, DRAGON, GOLD, INK, MUNCH, PAPER, ROYAL, SNOW, Suit

CARD_W, CARD_H = 250, 350
REPO = Path(__file__).resolve().parent.parent
ART = REPO / "table" / "assets" / "art"  # package data: travels with the code

# --- one card's description ---------------------------------------------------------------


@dataclass
class Face:
    """What goes on one card face before it is laid out."""

    card_id: str
    suit: Suit
    index: str  # the corner index text; "" when ``index_icon`` stands in for it
    art: str  # illustration in a 100-box (or pips already laid out, see ``laid_out``)
    name: str = ""
    index_icon: str = ""  # an emblem drawn in the index slot instead of text
    laid_out: bool = False  # ``art`` is already placed in card coordinates
    badges: list[str] = field(default_factory=list)  # marks in the panel's top-right corner
    badge_text: str = ""  # a number in a round badge at the panel's top-left
    frame: str = ""  # frame colour when not the suit colour


def text(
    value: str,
    x: float,
    y: float,
    h: float,
    w: float,
    fill: str,
    rot: int = 0,
    wrap: bool = False,
    role: str = "",
) -> dict:
    """A run-time text entry of the manifest, in the image's own units (see assets.py).

    (x, y) is the centre of the words' ink, ``h`` their capital height and ``w`` the
    widest they may be; ``role`` says what the words are ("index", "name").
    """
    entry: dict[str, object] = {"t": value, "x": x, "y": y, "h": h, "w": w, "fill": fill}
    if role:
        entry["role"] = role
    if role == "index" and value in ("6", "9"):
        entry["underline"] = True
    if rot:
        entry["rot"] = rot
    if wrap:
        entry["wrap"] = True
    return entry


def svg_document(width: int, height: int, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">{body}</svg>\n'
    )


PANEL_X, PANEL_TOP, PANEL_W = 80, 14, 156


def layout_face(face: Face) -> tuple[str, list[dict]]:
    """Lay ``face`` out on a 250 x 350 card: frame, corners, panel, ribbon; return SVG and texts."""
    suit = face.suit
    colour = suit.colour
    frame = face.frame or colour
    two_lines = name_lines(face.name)
    ribbon_top = 222 if len(two_lines) == 2 else 240
    panel_bottom = ribbon_top - 8 if face.name else 290
    tint = mix(colour, PAPER, 0.8)
    body = [
        rect(1, 1, 248, 348, frame, rx=20, stroke=INK, width=2),
        rect(11, 11, 228, 328, tint, rx=12),
        pattern(suit.pattern, mix(colour, INK, 0.2), 11, 11, 228, 328, 0.3),
        # the corner tab: ink index on paper, whatever the suit colour, for contrast
        rect(14, 14, 60, 118, PAPER, rx=10, stroke=INK, width=1.5),
        place(emblem(suit.emblem, colour), 44, 106, 42),
        rect(
            PANEL_X,
            PANEL_TOP,
            PANEL_W,
            panel_bottom - PANEL_TOP,
            mix(colour, PAPER, 0.62),
            rx=10,
            stroke=INK,
            width=1.5,
        ),
    ]
    if face.laid_out:
        body.append(face.art)
    else:
        size = min(PANEL_W, panel_bottom - PANEL_TOP) - 10
        body.append(place(face.art, PANEL_X + PANEL_W / 2, (PANEL_TOP + panel_bottom) / 2 + 2, size))
    for k, badge in enumerate(face.badges):
        body.append(place(badge, PANEL_X + PANEL_W - 28 - k * 52, PANEL_TOP + 28, 50))
    texts = []
    if face.index:
        texts.append(text(face.index, 44, 48, 46, 52, INK, role="index"))
    else:
        body.append(place(emblem(face.index_icon, colour), 44, 48, 50))
    if face.badge_text:
        body.append(circle(PANEL_X + 24, PANEL_TOP + 24, 23, GOLD, INK, 2))
        texts.append(text(face.badge_text, PANEL_X + 24, PANEL_TOP + 24, 20, 34, INK))
    if face.name:
        body.append(rect(14, ribbon_top, 222, 290 - ribbon_top, colour, rx=8, stroke=INK, width=2))
        if len(two_lines) == 2:
            for k, words in enumerate(two_lines):
                texts.append(text(words, 125, 240 + k * 32, 21, 206, ink_on(colour), role="name"))
        else:
            texts.append(text(face.name, 125, 265, 24, 206, ink_on(colour), wrap=True, role="name"))
    # the small upside-down corner, for a card seen from across the table
    body.append(rect(150, 298, 86, 38, PAPER, rx=8, stroke=INK, width=1.5))
    body.append(place(emblem(suit.emblem, colour), 170, 317, 28, 180))
    if face.index:
        texts.append(text(face.index, 210, 317, 24, 44, INK, rot=180, role="index"))
    else:
        body.append(place(emblem(face.index_icon, colour), 210, 317, 30, 180))
    return svg_document(CARD_W, CARD_H, "".join(body)), texts


def name_lines(name: str) -> list[str]:
    """A card name as it is printed: names of two words longer than 12 letters take two lines."""
    if len(name) <= 12 or " " not in name:
        return [name] if name else []
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return [name[:cut], name[cut + 1 :]]


def pip_face(card_id: str, suit: Suit, count: int, name: str = "", pip: str | None = None) -> Face:
    """A number card: ``count`` suit emblems in the panel."""
    markup = pip if pip is not None else emblem(suit.emblem, suit.colour)
    bottom = 232 if name else 290  # pip cards of these decks have no name
    art = pips(count, markup, PANEL_X + 4, PANEL_TOP + 6, PANEL_W - 8, bottom - PANEL_TOP - 12)
    return Face(card_id, suit, str(count), art, name=name, laid_out=True)


# --- Munch, Crunch, Scrunch! -----------------------------------------------------------

MUNCH_HEROES = {
    "vampire": Look(
        skin="#E8E0F0",
        head="egg",
        eyes="big",
        mouth="fangs",
        top=("hair",),
        detail=INK,
        extras=("cape",),
        held="carrot",
        body="#7A1E2C",
    ),
    "bat": Look(
        skin="#5A4A7A",
        head="round",
        eyes="big",
        mouth="fangs",
        top=("ears",),
        extras=("wings",),
        body="#3D3551",
    ),
    "werewolf": Look(
        skin="#8A5A2B",
        head="beast",
        eyes="big",
        mouth="tongue",
        top=("ears",),
        extras=("fur",),
        skin2="#C8A070",
        body="#5A3A1A",
    ),
    "fairy": Look(
        skin="#F4D0E0",
        head="round",
        eyes="big",
        mouth="fangs",
        top=("hair",),
        detail="#CC79A7",
        extras=("wings", "blush"),
        body="#CC79A7",
    ),
}


def munch_faces() -> list[Face]:
    faces = []
    for key in ("vampire", "bat", "werewolf", "fairy"):
        suit = MUNCH[key]
        faces.append(Face(f"{key}-1", suit, "1", fig.portrait(MUNCH_HEROES[key])))
        faces += [pip_face(f"{key}-{v}", suit, v) for v in range(2, 9)]
    power = MUNCH["power"]
    for k in (1, 2):
        faces.append(Face(f"vanquish-{k}", power, "V", fig.vanquish(), name="Vanquish", frame=GOLD))
    faces.append(Face("escape", power, "E", fig.escape(), name="Escape", frame=GOLD))
    faces.append(Face("topsy", power, "T", fig.topsy_turvy(), name="Topsy Turvy", frame=GOLD))
    return faces


# --- Critter Poker Royal -----------------------------------------------------------------

ROYAL_CRITTERS = ("stinkbug", "cockroach", "bat", "fly", "toad", "rat", "scorpion")
ROYAL_INDEX = {
    "stinkbug": "Sb",
    "cockroach": "Co",
    "bat": "Ba",
    "fly": "Fl",
    "toad": "To",
    "rat": "Ra",
    "scorpion": "Sc",
}


def royal_faces() -> list[Face]:
    faces = []
    for key in ROYAL_CRITTERS:
        suit = ROYAL[key]
        for v in range(1, 9):
            # the number never matters in play, so it is only a small badge; each of the
            # eight cards still gets its own prop and pose so they are not clones
            art = fig.critter_scene(suit.emblem, suit.colour, v)
            faces.append(Face(f"{key}-{v}", suit, ROYAL_INDEX[key], art, name=suit.name, badge_text=str(v)))
        faces.append(
            Face(
                f"{key}-royal",
                suit,
                ROYAL_INDEX[key],
                fig.royal(suit.emblem, suit.colour),
                name=f"{suit.name} Royal",
                frame=GOLD,
            )
        )
    special = ROYAL["special"]
    critters = [(ROYAL[key].emblem, ROYAL[key].colour) for key in ROYAL_CRITTERS]
    faces.append(Face("wild", special, "W", fig.wild(critters), name="Wild", frame=GOLD))
    faces.append(Face("nothing", special, "N", fig.nothing(), name="Nothing", frame="#8C8698"))
    return faces


# --- Vamp on the Batwalk -----------------------------------------------------------------

VAMPS = {
    "red": Look(
        skin="#F3E3D8",
        head="egg",
        eyes="slits",
        mouth="fangs",
        top=("long_hair",),
        detail="#8E1B1B",
        body="#D55E00",
        extras=("earring",),
    ),
    "blue": Look(
        skin="#DCE6F4",
        head="tall",
        eyes="big",
        mouth="fangs",
        top=("hair", "top_hat"),
        detail="#1C3F66",
        body="#0072B2",
    ),
    "green": Look(
        skin="#E4F0DA",
        head="round",
        eyes="sleepy",
        mouth="fangs",
        top=("long_hair", "leaves"),
        detail="#2E5A3C",
        body="#009E73",
        extras=("blush",),
    ),
    "yellow": Look(
        skin="#F6E7C8",
        head="round",
        eyes="shades",
        mouth="fangs",
        top=("mohawk",),
        detail="#E6C200",
        body="#F0E442",
    ),
    "purple": Look(
        skin="#EADCF2",
        head="egg",
        eyes="big",
        mouth="fangs",
        top=("long_hair", "crown"),
        detail="#3D2760",
        body="#C38BD9",
    ),
    "orange": Look(
        skin="#F4DCC4",
        head="wide",
        eyes="dots",
        mouth="fangs",
        top=("bun",),
        detail="#8A4B00",
        body="#E69F00",
        extras=("freckles",),
    ),
}
BATWALK_SUITS = tuple(VAMPS)


def batwalk_faces() -> list[Face]:
    faces = []
    for key in BATWALK_SUITS:
        suit = BATWALK[key]
        faces += [pip_face(f"{key}-{v}", suit, v) for v in range(1, 6)]
        faces.append(Face(f"{key}-star", suit, "", fig.big_star(suit.colour), name="Star", index_icon="star"))
        faces.append(
            Face(f"{key}-garlic", suit, "", fig.big_garlic(suit.colour), name="Garlic", index_icon="garlic")
        )
    return faces


# --- Snow Monster Battle -----------------------------------------------------------------

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


# --- Dodge the Dragon --------------------------------------------------------------------

DRAGON_BEASTS = {
    12: ("Dragon", fig.dragon, "15"),
    11: ("Snake", fig.snake, "10"),
    10: ("Spider", fig.spider, "6"),
}


def dragon_faces() -> list[Face]:
    faces = []
    for key in ("blue", "black", "red", "orange", "yellow"):
        suit = DRAGON[key]
        for v in range(1, 13):
            if key == "black" and v in DRAGON_BEASTS:
                name, scene, points = DRAGON_BEASTS[v]
                faces.append(Face(f"black-{v}", suit, str(v), scene(), name=name, badge_text=points))
            else:
                faces.append(pip_face(f"{key}-{v}", suit, v))
    faces += [pip_face(f"green-{v}", DRAGON["green"], v) for v in range(1, 9)]
    for v in range(1, 5):
        faces.append(
            Face(f"safety-{v}", DRAGON["safety"], "S", fig.safety(DRAGON["safety"].colour), name="Safety")
        )
    return faces


FACES = {
    "munch": munch_faces,
    "royal": royal_faces,
    "batwalk": batwalk_faces,
    "snow": snow_faces,
    "dragon": dragon_faces,
}


# --- backs ---------------------------------------------------------------------------------

# A back shows no figure from any face of its deck (a crowned bat on a sunburst read as
# a Royal, so a face-down card seemed to prove a "Royal" claim): every deck's back is
# the same abstract rosette on a lattice, in the deck's own colours, and looks the same
# either way up, as a real card back does.
BACK_LOOK = {
    "munch": ("#3D2760", "#CC79A7"),
    "royal": ("#1E3D32", "#9BC4A8"),
    "snow": ("#1C3F66", "#9FD5E8"),
    "dragon": ("#3A1F2B", "#E69F00"),
    "batwalk": ("#2B2140", "#8C8698"),
}


def rosette(cx: float, cy: float, radius: float, field_colour: str, accent: str) -> str:
    """The backs' ornament: eight petals round a hub inside a ring of dots, point
    symmetric, in two tones of the back's own colours (no face has it)."""
    inner = mix(field_colour, accent, 0.35)
    parts = [circle(cx, cy, radius, mix(field_colour, INK, 0.2), accent, radius * 0.05)]
    for index in range(16):
        angle = math.radians(index * 22.5)
        dot = radius * 0.82
        parts.append(circle(cx + dot * math.cos(angle), cy + dot * math.sin(angle), radius * 0.045, accent))
    for index in range(8):
        angle = index * 45.0
        turn = math.radians(angle)
        ox, oy = radius * 0.36 * math.sin(turn), -radius * 0.36 * math.cos(turn)
        petal = (radius * 0.13, radius * 0.32)
        parts.append(ellipse(cx + ox, cy + oy, *petal, inner, accent, radius * 0.035, angle))
    parts.append(circle(cx, cy, radius * 0.2, accent, mix(field_colour, INK, 0.3), radius * 0.04))
    parts.append(circle(cx, cy, radius * 0.08, field_colour))
    return "".join(parts)


def back_svg(field_colour: str, accent: str, pattern_name: str) -> str:
    body = [
        rect(1, 1, 248, 348, field_colour, rx=20, stroke=INK, width=2),
        rect(12, 12, 226, 326, mix(field_colour, INK, 0.25), rx=12, stroke=accent, width=3),
        pattern(pattern_name, accent, 16, 16, 218, 318, 0.3),
        rect(24, 24, 202, 302, "none", rx=8, stroke=mix(field_colour, accent, 0.6), width=1.5),
        rosette(125, 175, 80, field_colour, accent),
    ]
    for cx, cy in ((42, 42), (208, 42), (42, 308), (208, 308)):
        body.append(rosette(cx, cy, 16, field_colour, accent))
    return svg_document(CARD_W, CARD_H, "".join(body))


def game_back(game: str) -> str:
    field_colour, accent = BACK_LOOK[game]
    return back_svg(field_colour, accent, "diamonds" if game != "batwalk" else "dots")


def batwalk_back(key: str) -> str:
    """A vamp's back: its colour all over and its emblem large, so a hand reads by suit."""
    suit = BATWALK[key]
    dark = mix(suit.colour, INK, 0.35)
    body = [
        rect(1, 1, 248, 348, suit.colour, rx=20, stroke=INK, width=2),
        pattern(suit.pattern, dark, 10, 10, 230, 330, 0.45),
        rect(14, 14, 60, 118, PAPER, rx=10, stroke=INK, width=1.5),
        place(emblem(suit.emblem, suit.colour), 44, 48, 50),
        place(emblem(suit.emblem, suit.colour), 44, 102, 36),
        circle(125, 190, 86, PAPER, INK, 3),
        place(emblem(suit.emblem, suit.colour), 125, 190, 128),
        rect(150, 298, 86, 38, PAPER, rx=8, stroke=INK, width=1.5),
        place(emblem(suit.emblem, suit.colour), 193, 317, 30, 180),
    ]
    return svg_document(CARD_W, CARD_H, "".join(body))


# --- the Batwalk's vamps: standees, reference cards, runway ------------------------------


def standee_svg(key: str) -> str:
    suit = BATWALK[key]
    look = VAMPS[key]
    gown = path("M50 92C30 92 20 120 14 176L86 176C80 120 70 92 50 92Z", suit.colour, INK, 3)
    body = [
        ellipse(50, 186, 44, 12, "#3A3040", INK, 3),
        gown,
        place(emblem(suit.emblem, suit.colour), 50, 132, 34),
        circle(50, 132, 20, "none", INK, 0),
        place(fig.vamp(look), 50, 56, 96),
    ]
    return svg_document(100, 200, "".join(body))


def reference_svg(key: str) -> tuple[str, list[dict]]:
    """A vamp's reference card: its portrait and the order of the cards, in pictures."""
    suit = BATWALK[key]
    body = [
        rect(1, 1, 248, 348, suit.colour, rx=20, stroke=INK, width=2),
        rect(11, 11, 228, 328, mix(suit.colour, PAPER, 0.8), rx=12),
        circle(125, 80, 62, PAPER, INK, 3),
        place(fig.vamp(VAMPS[key]), 125, 80, 112),
        place(emblem(suit.emblem, suit.colour), 40, 40, 40),
    ]
    texts = []
    # the ladder, weakest at the bottom: garlic, 1-5, star (garlic tops a star-less show)
    rungs = ["garlic", "1", "2", "3", "4", "5", "star"]
    for k, rung in enumerate(rungs):
        x = 30 + k * 32
        body.append(rect(x - 13, 160, 26, 36, PAPER, rx=4, stroke=INK, width=1.5))
        if rung in ("garlic", "star"):
            body.append(place(emblem(rung, GOLD if rung == "star" else "#F4EEDC"), x, 178, 24))
        else:
            texts.append(text(rung, x, 178, 16, 20, INK))
    body.append(path("M20 210L226 210", "none", INK, 3) + polygon([(232, 210), (222, 204), (222, 216)], INK))
    # steal the show: same value, another suit -> +1
    other = BATWALK["blue" if key != "blue" else "red"]
    for x, colour in ((62, suit.colour), (104, other.colour)):
        body.append(rect(x - 18, 236, 36, 50, colour, rx=5, stroke=INK, width=2))
        body.append(circle(x, 261, 13, PAPER, INK, 1.5))
        texts.append(text("3", x, 261, 14, 18, INK))
    body.append(circle(170, 261, 26, GOLD, INK, 2.5))
    texts.append(text("+1", 170, 261, 20, 36, INK))
    texts.append(text(suit.name, 125, 318, 18, 200, INK))
    return svg_document(CARD_W, CARD_H, "".join(body)), texts


RUNWAY_W, RUNWAY_H = 1320, 240


def runway_svg() -> tuple[str, list[dict], list[list[float]]]:
    """The score track: a start space and spaces 1-10 along a catwalk under the spotlights.

    Each space's number is on a plaque in front of it, so a standee on the space never
    hides it; ``centres`` are where a standee's feet go.
    """
    body = [
        rect(0, 0, RUNWAY_W, RUNWAY_H, "#2B2140", rx=24),
        path(f"M20 176L{RUNWAY_W - 20} 176L{RUNWAY_W - 60} 40L60 40Z", "#7A1E2C", INK, 3),
    ]
    for k in range(12):
        x = 80 + k * 106
        body.append(path(f"M{x} 0L{x - 40} 176L{x + 40} 176Z", "#F3D250", opacity=0.08))
    texts = []
    centres = []
    for k in range(11):
        cx = 90 + k * 114
        fill = GOLD if k in (0, 10) else mix("#7A1E2C", PAPER, 0.75)
        body.append(ellipse(cx, 140, 46, 22, fill, INK, 3))
        body.append(rect(cx - 44, 186, 88, 42, fill, rx=8, stroke=INK, width=3))
        texts.append(text("START" if k == 0 else str(k), cx, 207, 24 if k else 17, 78, INK))
        centres.append([cx, 142])
    for x in (40, 1280):
        body.append(place(emblem("bat", "#5A4A7A"), x, 30, 48))
    for k in range(11):
        body.append(circle(147 + k * 114, 14, 5, "#F3D250"))
    return svg_document(RUNWAY_W, RUNWAY_H, "".join(body)), texts, centres


# --- tables and title tiles ----------------------------------------------------------------

TABLE_W, TABLE_H = 1600, 900
TABLE_LOOK = {
    "munch": ("#2E4A3A", "bat"),
    "royal": ("#4A1E2E", "crown"),
    "batwalk": ("#2B2140", "star"),
    "snow": ("#22405A", "footprint"),
    "dragon": ("#40301E", "flame"),
}


def table_svg(game: str) -> str:
    felt, motif = TABLE_LOOK[game]
    body = [
        '<defs><radialGradient id="v" cx="50%" cy="50%" r="70%">'
        f'<stop offset="0%" stop-color="{mix(felt, WHITE, 0.12)}"/>'
        f'<stop offset="100%" stop-color="{mix(felt, INK, 0.55)}"/></radialGradient></defs>',
        rect(0, 0, TABLE_W, TABLE_H, "url(#v)"),
    ]
    # a sparse scatter of the game's motif, on a fixed grid so the output is deterministic
    for row in range(5):
        for col in range(9):
            cx = 100 + col * 175 + (80 if row % 2 else 0)
            cy = 90 + row * 180
            rot = ((row * 9 + col) * 37) % 60 - 30
            body.append(f'<g opacity="0.07">{place(emblem(motif, WHITE), cx, cy, 70, rot)}</g>')
    body.append(rect(24, 24, TABLE_W - 48, TABLE_H - 48, "none", rx=40, stroke=mix(felt, GOLD, 0.4), width=4))
    return svg_document(TABLE_W, TABLE_H, "".join(body))


TITLE_W, TITLE_H = 400, 300
TITLES = {
    "munch": "Munch, Crunch, Scrunch!",
    "royal": "Critter Poker Royal",
    "batwalk": "Vamp on the Batwalk",
    "snow": "Snow Monster Battle",
    "dragon": "Dodge the Dragon",
}


def title_svg(game: str) -> tuple[str, list[dict]]:
    felt, _motif = TABLE_LOOK[game]
    scene = {
        "munch": place(fig.portrait(MUNCH_HEROES["vampire"]), 130, 120, 150)
        + place(fig.portrait(MUNCH_HEROES["werewolf"]), 270, 120, 150),
        "royal": place(fig.royal("toad", ROYAL["toad"].colour), 200, 116, 170)
        + place(emblem("scorpion", ROYAL["scorpion"].colour), 70, 150, 80)
        + place(emblem("fly", ROYAL["fly"].colour), 330, 80, 70),
        "batwalk": place(fig.vamp(VAMPS["purple"]), 120, 120, 150)
        + place(fig.vamp(VAMPS["red"]), 280, 120, 150),
        "snow": place(fig.portrait(SNOW_CARDS["cryptids"][9][3]), 120, 120, 150)  # Yeti
        + place(fig.portrait(SNOW_CARDS["hunters"][11][3]), 280, 120, 150),  # Monster Hunter
        "dragon": place(fig.dragon(), 200, 116, 180)
        + place(fig.spider(), 64, 140, 80)
        + place(fig.snake(), 336, 140, 80),
    }[game]
    body = [
        rect(0, 0, TITLE_W, TITLE_H, felt, rx=24, stroke=INK, width=3),
        pattern("stars", mix(felt, WHITE, 0.3), 8, 8, 384, 200, 0.5),
        scene,
        rect(0, 220, TITLE_W, 80, mix(felt, INK, 0.5), rx=0),
        rect(0, 0, TITLE_W, TITLE_H, "none", rx=24, stroke=GOLD, width=6),
    ]
    return svg_document(TITLE_W, TITLE_H, "".join(body)), [text(TITLES[game], 200, 260, 30, 370, PAPER)]


# --- the application icon -------------------------------------------------------------------

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_svg() -> str:
    return svg_document(100, 100, fig.icon_scene())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (allowed since Vista), 256 px and below."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, data = b"", b""
    for s in sizes:
        png = pngs[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images under their modern type codes."""
    types = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
    chunks = b"".join(code + struct.pack(">I", len(pngs[s]) + 8) + pngs[s] for s, code in types.items())
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def rasterise_icon(svg_path: Path) -> dict[int, bytes]:
    """The icon as PNG bytes at every size, drawn by pygame-ce's own SVG rasteriser."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import io

    import pygame

    pngs = {}
    for size in ICON_SIZES:
        surface = pygame.image.load_sized_svg(str(svg_path), (size, size))
        buffer = io.BytesIO()
        pygame.image.save(surface, buffer, "icon.png")
        pngs[size] = buffer.getvalue()
    return pngs


# --- writing it all --------------------------------------------------------------------------


def entry(svg_rel: str, size: tuple[int, int], texts: list[dict] | None = None, **extra: object) -> dict:
    record: dict[str, object] = {"svg": svg_rel, "size": list(size)}
    if texts:
        record["texts"] = texts
    record.update(extra)
    return record


def build(out: Path) -> dict:
    """Write every SVG (and the icon files) under ``out``; return the manifest."""
    files: dict[str, str] = {}
    manifest: dict[str, object] = {"version": 1, "faces": {}, "backs": {}, "tables": {}, "titles": {}}
    faces_by_game: dict[str, dict] = {}
    for game, make in FACES.items():
        faces_by_game[game] = {}
        for face in make():
            rel = f"{game}/{face.card_id}.svg"
            svg, texts = layout_face(face)
            files[rel] = svg
            faces_by_game[game][face.card_id] = entry(rel, (CARD_W, CARD_H), texts)
        files[f"{game}/back.svg"] = game_back(game)
        backs = {"": entry(f"{game}/back.svg", (CARD_W, CARD_H))}
        if game == "batwalk":
            for key in BATWALK_SUITS:
                files[f"batwalk/back-{key}.svg"] = batwalk_back(key)
                backs[key] = entry(f"batwalk/back-{key}.svg", (CARD_W, CARD_H))
        manifest["backs"][game] = backs  # type: ignore[index]
        files[f"{game}/table.svg"] = table_svg(game)
        manifest["tables"][game] = entry(f"{game}/table.svg", (TABLE_W, TABLE_H))  # type: ignore[index]
        svg, texts = title_svg(game)
        files[f"{game}/title.svg"] = svg
        manifest["titles"][game] = entry(
            f"{game}/title.svg",
            (TITLE_W, TITLE_H),
            texts,  # type: ignore[index]
            title=TITLES[game],
        )
    manifest["faces"] = faces_by_game
    standees, references = {}, {}
    for key in BATWALK_SUITS:
        files[f"batwalk/standee-{key}.svg"] = standee_svg(key)
        standees[key] = entry(f"batwalk/standee-{key}.svg", (100, 200))
        svg, texts = reference_svg(key)
        files[f"batwalk/reference-{key}.svg"] = svg
        references[key] = entry(f"batwalk/reference-{key}.svg", (CARD_W, CARD_H), texts)
    manifest["standees"] = standees
    manifest["references"] = references
    svg, texts, centres = runway_svg()
    files["batwalk/runway.svg"] = svg
    manifest["runway"] = entry("batwalk/runway.svg", (RUNWAY_W, RUNWAY_H), texts, spaces=centres)
    files["icon/icon.svg"] = icon_svg()
    manifest["icon"] = entry(
        "icon/icon.svg",
        (100, 100),
        pngs={str(s): f"icon/icon-{s}.png" for s in ICON_SIZES},
        ico="icon/icon.ico",
        icns="icon/icon.icns",
    )
    manifest["palette"] = {
        game: {
            key: {"colour": suit.colour, "emblem": suit.emblem, "pattern": suit.pattern}
            for key, suit in deck.items()
        }
        for game, deck in DECKS.items()
    }

    for rel, svg in files.items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(svg, encoding="utf-8")
    pngs = rasterise_icon(out / "icon/icon.svg")
    for size, png in pngs.items():
        (out / f"icon/icon-{size}.png").write_bytes(png)
    (out / "icon/icon.ico").write_bytes(ico_bytes(pngs))
    (out / "icon/icon.icns").write_bytes(icns_bytes(pngs))
    (out / "manifest.json").write_text(
        json.dumps(manifest, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    return manifest


def install_packaging_icons(art: Path, packaging: Path) -> None:
    """Copy the icon into packaging/icons: the Linux hicolor set, .ico and .icns."""
    icons = packaging / "icons"
    for size in ICON_SIZES:
        target = icons / "hicolor" / f"{size}x{size}" / "apps" / "spooky-table.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((art / f"icon/icon-{size}.png").read_bytes())
    (icons / "spooky-table.ico").write_bytes((art / "icon/icon.ico").read_bytes())
    (icons / "spooky-table.icns").write_bytes((art / "icon/icon.icns").read_bytes())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ART, help="where to write (default: table/assets/art/)")
    args = parser.parse_args(argv)
    manifest = build(args.out)
    if args.out.resolve() == ART.resolve():
        install_packaging_icons(args.out, REPO / "packaging")
    count = sum(len(faces) for faces in manifest["faces"].values())
    print(f"wrote {count} card faces and the rest of the art to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
