"""The art of Dodge the Dragon: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

from art_card import Face, pip_face
from art_draw import WHITE, circle, ellipse, emblem, line, mix, n, path, place, polygon
from art_figures import W
from art_palette import INK, RED, Suit

from art import GameArt

# --- this game's own figures (its special cards' scenes) ---------------------------------


def dragon() -> str:
    body = "#2E7D4F"
    return (
        path("M14 40C6 24 14 8 30 10C24 18 26 26 34 30Z", "#5A2D82", INK, W)
        + path("M86 40C94 24 86 8 70 10C76 18 74 26 66 30Z", "#5A2D82", INK, W)
        + path(
            "M50 18C72 18 84 34 82 54C80 72 68 80 62 92L38 92C32 80 20 72 18 54C16 34 28 18 50 18Z",
            body,
            INK,
            W,
        )
        + polygon([(34, 22), (30, 4), (42, 18)], "#F1E6C8", INK, 2.5)
        + polygon([(66, 22), (70, 4), (58, 18)], "#F1E6C8", INK, 2.5)
        + ellipse(37, 46, 8, 6, "#F3D250", INK, 2)
        + ellipse(63, 46, 8, 6, "#F3D250", INK, 2)
        + ellipse(37, 46, 1.8, 5, INK)
        + ellipse(63, 46, 1.8, 5, INK)
        + ellipse(50, 72, 20, 14, mix(body, WHITE, 0.35), INK, 2.5)
        + circle(44, 68, 2, INK)
        + circle(56, 68, 2, INK)
        + path("M36 80Q50 88 64 80", "none", INK, 3)
        + polygon([(40, 82), (42, 88), (44, 83)], WHITE)
        + polygon([(56, 83), (58, 88), (60, 82)], WHITE)
        + path("M44 92C40 98 36 100 30 100M56 92C60 98 66 100 70 100", "none", "#FF7A1A", 4)
    )


def snake() -> str:
    body = "#6BAF3C"
    coil = "M20 84C20 66 80 66 80 84C80 98 20 98 20 84ZM28 70C28 56 72 56 72 70"
    return (
        path(coil, body, INK, W)
        + path("M72 70C72 50 64 40 50 36", "none", INK, 16)
        + path("M72 70C72 50 64 40 50 36", "none", body, 10)
        + "".join(circle(x, y, 3, "#F3D250") for x, y in ((30, 84), (50, 90), (70, 84), (36, 66), (62, 62)))
        + ellipse(46, 30, 18, 13, body, INK, W)
        + circle(40, 26, 4, "#F3D250", INK, 1.5)
        + ellipse(40, 26, 1.2, 3.5, INK)
        + circle(54, 26, 4, "#F3D250", INK, 1.5)
        + ellipse(54, 26, 1.2, 3.5, INK)
        + path("M30 34L20 38L16 34M20 38L16 42", "none", "#D55E00", 2.5)
    )


def spider() -> str:
    legs = ""
    for side in (-1, 1):
        for k, (dy, reach) in enumerate(((-16, 40), (-4, 44), (8, 44), (20, 38))):
            x0, y0 = 50 + side * 12, 56 + dy / 2
            kx, ky = 50 + side * (reach - 6), 40 + dy - 10 + k * 2
            ex, ey = 50 + side * reach, 64 + dy + k * 4
            legs += path(f"M{n(x0)} {n(y0)}L{n(kx)} {n(ky)}L{n(ex)} {n(ey)}", "none", INK, 4)
    return (
        line(50, 0, 50, 30, "#8C8698", 1.5)
        + legs
        + ellipse(50, 68, 20, 22, "#2B2B33", INK, W)
        + circle(50, 42, 14, "#2B2B33", INK, W)
        + path("M44 62L56 62L50 74Z", "#D55E00")
        + "".join(circle(x, 40, 2.6, "#FF5A36") for x in (42, 47, 53, 58))
    )


def safety(colour: str) -> str:
    return (
        circle(50, 50, 44, mix(colour, WHITE, 0.6))
        + place(emblem("shield", colour), 50, 50, 76)
        + path("M34 50L46 62L68 38", "none", INK, 7)
    )


# Dragon: the seed's colours. Green is the trump colour, purple the safeties. Red is a
# true red and black a true black, as the cards are named (Okabe-Ito's vermilion read as
# orange beside the orange suit, and a lifted grey did not read as black).
DRAGON = {
    "blue": Suit("blue", "Blue", "#0072B2", "drop", "waves"),
    "black": Suit("black", "Black", "#141216", "skull", "crosses"),
    "red": Suit("red", "Red", RED, "devil", "dots"),
    "orange": Suit("orange", "Orange", "#E69F00", "pumpkin", "diamonds"),
    "yellow": Suit("yellow", "Yellow", "#F0E442", "candle", "stripes"),
    "green": Suit("green", "Green", "#009E73", "flame", "scales"),
    "safety": Suit("safety", "Safety", "#C38BD9", "shield", "checks"),
}


DRAGON_BEASTS = {
    12: ("Dragon", dragon, "15"),
    11: ("Snake", snake, "10"),
    10: ("Spider", spider, "6"),
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
            Face(f"safety-{v}", DRAGON["safety"], "S", safety(DRAGON["safety"].colour), name="Safety")
        )
    return faces


def title_scene() -> str:
    """The title tile's figures."""
    return (
        place(dragon(), 200, 116, 180)
        + place(spider(), 64, 140, 80)
        + place(snake(), 336, 140, 80)
    )


ART = GameArt(
    palette=DRAGON,
    faces=dragon_faces,
    back=("#3A1F2B", "#E69F00"),
    table=("#40301E", "flame"),
    title_scene=title_scene,
)
