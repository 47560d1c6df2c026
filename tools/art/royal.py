"""The art of Critter Poker Royal: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import art_figures as fig
from art_card import Face
from art_draw import emblem, place
from art_palette import GOLD, Suit

from art import GameArt

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


def title_scene() -> str:
    """The title tile's figures."""
    return (
        place(fig.royal("toad", ROYAL["toad"].colour), 200, 116, 170)
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
