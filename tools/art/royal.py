"""The art of Critter Poker Royal: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import math

from art_card import Face
from art_draw import WHITE, circle, ellipse, emblem, line, mix, n, path, place, polygon, rect, star_points
from art_figures import W
from art_palette import GOLD, INK, PAPER, Suit

from art import GameArt

# --- this game's own figures (its special cards' scenes) ---------------------------------


PROPS = {
    "mushroom": lambda: (
        path("M20 50C20 24 80 24 80 50Z", "#D55E00", INK, 5)
        + circle(36, 38, 5, WHITE)
        + circle(60, 36, 6, WHITE)
        + rect(40, 50, 20, 34, PAPER, rx=6, stroke=INK, width=5)
    ),
    "flower": lambda: (
        "".join(
            circle(
                50 + 20 * math.cos(math.radians(a)),
                40 + 20 * math.sin(math.radians(a)),
                13,
                "#CC79A7",
                INK,
                4,
            )
            for a in range(0, 360, 72)
        )
        + circle(50, 40, 11, "#F3D250", INK, 4)
        + line(50, 62, 50, 96, "#3C8D40", 6)
    ),
    "leaf": lambda: (
        path("M14 86C10 46 40 10 90 8C88 58 60 90 14 86Z", "#6BAF3C", INK, 5)
        + path("M16 84C36 62 56 40 78 20", "none", INK, 4)
    ),
    "stone": lambda: (
        path("M10 80C8 56 30 36 56 38C80 40 94 60 90 80Z", "#9A9AA0", INK, 5)
        + path("M30 60Q40 54 50 58", "none", INK, 3)
    ),
    "cheese": lambda: (
        polygon([(10, 80), (90, 80), (90, 40), (10, 62)], "#F3D250", INK, 5)
        + circle(40, 66, 6, "#C9A800")
        + circle(70, 58, 5, "#C9A800")
    ),
    "moon": lambda: path("M62 6A44 44 0 1 0 94 70A34 34 0 1 1 62 6Z", "#F3D250", INK, 5),
    "web": lambda: (
        "".join(
            line(10, 10, 10 + 80 * math.cos(math.radians(a)), 10 + 80 * math.sin(math.radians(a)), INK, 3)
            for a in (0, 30, 60, 90)
        )
        + "".join(
            path(f"M{10 + r} 10Q{10 + r * 0.8} {10 + r * 0.8} 10 {10 + r}", "none", INK, 3)
            for r in (30, 55, 80)
        )
    ),
    "acorn": lambda: (
        ellipse(50, 62, 24, 28, "#B5651D", INK, 5)
        + path("M22 48C22 30 78 30 78 48Z", "#6B4F3A", INK, 5)
        + line(50, 30, 52, 16, INK, 5)
    ),
}


PROP_ORDER = ("mushroom", "flower", "leaf", "stone", "cheese", "moon", "web", "acorn")


def critter_scene(critter_emblem: str, colour: str, number: int) -> str:
    """A plain Royal card: the critter large, tilted its own way, beside the card's prop."""
    tilt = (-18, 12, -6, 20, -12, 6, 16, -20)[number - 1]
    prop = PROPS[PROP_ORDER[number - 1]]()
    corner = (18, 80) if number % 2 else (82, 80)
    return (
        circle(50, 52, 42, mix(colour, PAPER, 0.45))
        + place(prop, corner[0], corner[1], 30)
        + place(emblem(critter_emblem, colour), 50, 48, 74, tilt)
    )


def royal(critter_emblem: str, colour: str) -> str:
    return (
        circle(50, 56, 42, mix(GOLD, WHITE, 0.55))
        + "".join(
            line(
                50 + 30 * math.cos(a),
                56 + 30 * math.sin(a),
                50 + 46 * math.cos(a),
                56 + 46 * math.sin(a),
                GOLD,
                4,
            )
            for a in (math.radians(k * 30) for k in range(12))
        )
        + place(emblem(critter_emblem, colour), 50, 62, 62)
        + place(emblem("crown", GOLD), 50, 16, 34)
    )


def wild(critters: list[tuple[str, str]]) -> str:
    parts = [circle(50, 50, 46, mix(GOLD, WHITE, 0.7))]
    for k, (name, colour) in enumerate(critters):
        a = math.radians(k * 360 / len(critters) - 90)
        parts.append(place(emblem(name, colour), 50 + 32 * math.cos(a), 50 + 32 * math.sin(a), 26))
    parts.append(polygon(star_points(50, 50, 16, 7), GOLD, INK, 3))
    return "".join(parts)


def nothing() -> str:
    web = [circle(50, 50, 44, "#D7D3DF")]
    for k in range(8):
        a = math.radians(k * 45)
        web.append(line(50, 50, 50 + 44 * math.cos(a), 50 + 44 * math.sin(a), "#8C8698", 1.8))
    for r in (12, 22, 32, 42):
        pts = [
            (50 + r * math.cos(math.radians(k * 45)), 50 + r * math.sin(math.radians(k * 45)))
            for k in range(9)
        ]
        web.append(path("M" + "L".join(f"{n(x)} {n(y)}" for x, y in pts), "none", "#8C8698", 1.8))
    web.append(circle(50, 50, 44, "none", INK, W))
    web.append(path("M64 18L64 34", "none", INK, 1.5) + ellipse(64, 38, 5, 6, INK))
    return "".join(web)


# Critter Poker Royal: seven critters, each its own silhouette, plus the two specials.
ROYAL = {
    "stinkbug": Suit("stinkbug", "Stink Bug", "#009E73", "stinkbug", "dots"),
    "cockroach": Suit("cockroach", "Cockroach", "#8A5A2B", "cockroach", "stripes"),
    "bat": Suit("bat", "Bat", "#6A4C93", "bat", "waves"),
    "fly": Suit("fly", "Fly", "#56B4E9", "fly", "checks"),
    "toad": Suit("toad", "Toad", "#C9C22E", "toad", "scales"),
    "rat": Suit("rat", "Rat", "#7A7A80", "rat", "crosses"),
    "scorpion": Suit("scorpion", "Scorpion", "#D55E00", "scorpion", "diamonds"),
    "special": Suit("special", "Special", "#2B2B33", "bolt", "stars"),
}


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
            art = critter_scene(suit.emblem, suit.colour, v)
            faces.append(Face(f"{key}-{v}", suit, ROYAL_INDEX[key], art, name=suit.name, badge_text=str(v)))
        faces.append(
            Face(
                f"{key}-royal",
                suit,
                ROYAL_INDEX[key],
                royal(suit.emblem, suit.colour),
                name=f"{suit.name} Royal",
                frame=GOLD,
            )
        )
    special = ROYAL["special"]
    critters = [(ROYAL[key].emblem, ROYAL[key].colour) for key in ROYAL_CRITTERS]
    faces.append(Face("wild", special, "W", wild(critters), name="Wild", frame=GOLD))
    faces.append(Face("nothing", special, "N", nothing(), name="Nothing", frame="#8C8698"))
    return faces


def title_scene() -> str:
    """The title tile's figures."""
    return (
        place(royal("toad", ROYAL["toad"].colour), 200, 116, 170)
        + place(emblem("scorpion", ROYAL["scorpion"].colour), 70, 150, 80)
        + place(emblem("fly", ROYAL["fly"].colour), 330, 80, 70)
    )


ART = GameArt(
    palette=ROYAL,
    faces=royal_faces,
    back=("#1E3D32", "#9BC4A8"),
    table=("#4A1E2E", "crown"),
    title_scene=title_scene,
)
