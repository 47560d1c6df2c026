"""The art of Dodge the Dragon: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import art_figures as fig
from art_card import Face, pip_face
from art_draw import place
from art_palette import RED, Suit

from art import GameArt

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


def title_scene() -> str:
    """The title tile's figures."""
    return (
        place(fig.dragon(), 200, 116, 180)
        + place(fig.spider(), 64, 140, 80)
        + place(fig.snake(), 336, 140, 80)
    )


ART = GameArt(
    palette=DRAGON,
    faces=dragon_faces,
    back=("#3A1F2B", "#E69F00"),
    table=("#40301E", "flame"),
    title_scene=title_scene,
)
