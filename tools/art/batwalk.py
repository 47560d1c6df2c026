"""The art of Vamp on the Batwalk: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import math

from art_card import CARD_H, CARD_W, Face, entry, pip_face, svg_document, text
from art_draw import (
    WHITE,
    circle,
    ellipse,
    emblem,
    line,
    mix,
    path,
    pattern,
    place,
    polygon,
    rect,
    star_points,
)
from art_figures import Look, W, portrait
from art_palette import GOLD, INK, PAPER, RED, Suit

from art import GameArt

# --- this game's own figures (its special cards' scenes) ---------------------------------


def big_star(colour: str) -> str:
    return (
        circle(50, 50, 46, mix(colour, WHITE, 0.55))
        + "".join(
            line(
                50 + 34 * math.cos(a),
                50 + 34 * math.sin(a),
                50 + 46 * math.cos(a),
                50 + 46 * math.sin(a),
                GOLD,
                4,
            )
            for a in (math.radians(18 + k * 36) for k in range(10))
        )
        + polygon(star_points(50, 52, 38, 16), GOLD, INK, W)
        + circle(42, 48, 3, INK)
        + circle(58, 48, 3, INK)
        + path("M42 58Q50 64 58 58", "none", INK, 3)
    )


def big_garlic(colour: str) -> str:
    return (
        circle(50, 50, 46, mix(colour, WHITE, 0.55))
        + place(emblem("garlic", "#F4EEDC"), 50, 54, 84)
        + circle(42, 60, 2.5, INK)
        + circle(58, 60, 2.5, INK)
        + path("M44 68Q50 73 56 68", "none", INK, 2.5)
    )


def vamp(look: Look) -> str:
    """A Batwalk vamp: a portrait with a high collar in the vamp's colour."""
    collar = path("M12 100L20 68L38 84L50 80L62 84L80 68L88 100Z", look.body, INK, W)
    return portrait(look) + collar


# Vamp on the Batwalk: six vamps; a vamp's colour and emblem are on its card backs.
BATWALK = {
    "red": Suit("red", "Red", RED, "drop", "dots"),
    "blue": Suit("blue", "Blue", "#0072B2", "moon", "waves"),
    "green": Suit("green", "Green", "#009E73", "leaf", "scales"),
    "yellow": Suit("yellow", "Yellow", "#F0E442", "crown", "stripes"),
    "purple": Suit("purple", "Purple", "#C38BD9", "bat", "checks"),
    "orange": Suit("orange", "Orange", "#E69F00", "pumpkin", "diamonds"),
}


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
        faces.append(Face(f"{key}-star", suit, "", big_star(suit.colour), name="Star", index_icon="star"))
        faces.append(
            Face(f"{key}-garlic", suit, "", big_garlic(suit.colour), name="Garlic", index_icon="garlic")
        )
    return faces


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


def standee_svg(key: str) -> str:
    suit = BATWALK[key]
    look = VAMPS[key]
    gown = path("M50 92C30 92 20 120 14 176L86 176C80 120 70 92 50 92Z", suit.colour, INK, 3)
    body = [
        ellipse(50, 186, 44, 12, "#3A3040", INK, 3),
        gown,
        place(emblem(suit.emblem, suit.colour), 50, 132, 34),
        circle(50, 132, 20, "none", INK, 0),
        place(vamp(look), 50, 56, 96),
    ]
    return svg_document(100, 200, "".join(body))


def reference_svg(key: str) -> tuple[str, list[dict]]:
    """A vamp's reference card: its portrait and the order of the cards, in pictures."""
    suit = BATWALK[key]
    body = [
        rect(1, 1, 248, 348, suit.colour, rx=20, stroke=INK, width=2),
        rect(11, 11, 228, 328, mix(suit.colour, PAPER, 0.8), rx=12),
        circle(125, 80, 62, PAPER, INK, 3),
        place(vamp(VAMPS[key]), 125, 80, 112),
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


def vamps_art() -> tuple[dict[str, str], dict[str, object]]:
    """The vamps' own art: their standees, reference cards and the runway."""
    files: dict[str, str] = {}
    standees, references = {}, {}
    for key in BATWALK_SUITS:
        files[f"batwalk/standee-{key}.svg"] = standee_svg(key)
        standees[key] = entry(f"batwalk/standee-{key}.svg", (100, 200))
        svg, texts = reference_svg(key)
        files[f"batwalk/reference-{key}.svg"] = svg
        references[key] = entry(f"batwalk/reference-{key}.svg", (CARD_W, CARD_H), texts)
    svg, texts, centres = runway_svg()
    files["batwalk/runway.svg"] = svg
    runway = entry("batwalk/runway.svg", (RUNWAY_W, RUNWAY_H), texts, spaces=centres)
    return files, {"standees": standees, "references": references, "runway": runway}


def title_scene() -> str:
    """The title tile's figures."""
    return (
        place(vamp(VAMPS["purple"]), 120, 120, 150)
        + place(vamp(VAMPS["red"]), 280, 120, 150)
    )


ART = GameArt(
    palette=BATWALK,
    faces=batwalk_faces,
    back=("#2B2140", "#8C8698"),
    table=("#2B2140", "star"),
    title_scene=title_scene,
    back_pattern="dots",
    suit_backs=BATWALK_SUITS,
    suit_back=batwalk_back,
    extras=vamps_art,
)
