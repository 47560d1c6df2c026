"""The art of Munch, Crunch, Scrunch!: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import art_figures as fig
from art_card import Face, pip_face
from art_draw import WHITE, circle, emblem, line, mix, path, place, polygon, rect
from art_figures import Look, W
from art_palette import GOLD, INK, Suit

from art import GameArt

# --- this game's own figures (its special cards' scenes) ---------------------------------


def vanquish() -> str:
    return (
        circle(50, 50, 44, mix(GOLD, WHITE, 0.6))
        + polygon([(50, 4), (58, 16), (58, 66), (42, 66), (42, 16)], "#D8DCE4", INK, W)
        + line(50, 14, 50, 62, "#A8AEB8", 2)
        + rect(28, 64, 44, 8, GOLD, rx=3, stroke=INK, width=W)
        + rect(45, 72, 10, 18, "#6B4F3A", stroke=INK, width=W)
        + circle(50, 94, 6, GOLD, INK, W)
        + path("M10 40L22 44M8 56L22 54M90 40L78 44M92 56L78 54", "none", GOLD, 4)
    )


def escape() -> str:
    return (
        rect(22, 8, 56, 88, "#3D3551", rx=4, stroke=INK, width=W)
        + path("M28 14L62 20L62 92L28 92Z", "#8A5A2B", INK, W)
        + circle(56, 56, 3, GOLD)
        + path("M62 20L74 14L74 92L62 92", "#FFD34E", INK, 2, 0.8)
        + place(emblem("bat", "#2B2B33"), 80, 30, 30)
        + place(emblem("bat", "#2B2B33"), 90, 50, 20)
    )


def topsy_turvy() -> str:
    return (
        circle(50, 50, 44, "#F3D250", INK, W)
        + path("M50 14A36 36 0 0 1 86 50", "none", INK, 6)
        + polygon([(86, 62), (78, 46), (94, 46)], INK)
        + path("M50 86A36 36 0 0 1 14 50", "none", INK, 6)
        + polygon([(14, 38), (22, 54), (6, 54)], INK)
        + place(emblem("bat", "#0072B2"), 50, 36, 36)
        + place(emblem("bat", "#D55E00"), 50, 66, 36, 180)
    )


# Munch: Vegan Vampires are trumps; the power cards share one dusky gold frame.
MUNCH = {
    "vampire": Suit("vampire", "Vegan Vampires", "#D55E00", "vampire", "dots"),
    "bat": Suit("bat", "Barmy Bats", "#0072B2", "bat", "waves"),
    "werewolf": Suit("werewolf", "Woofy Werewolves", "#8A5A2B", "paw", "stripes"),
    "fairy": Suit("fairy", "Vampire Fairies", "#CC79A7", "wing", "stars"),
    "power": Suit("power", "Power", "#2B2B33", "bolt", "checks"),
}


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
        faces.append(Face(f"vanquish-{k}", power, "V", vanquish(), name="Vanquish", frame=GOLD))
    faces.append(Face("escape", power, "E", escape(), name="Escape", frame=GOLD))
    faces.append(Face("topsy", power, "T", topsy_turvy(), name="Topsy Turvy", frame=GOLD))
    return faces


def title_scene() -> str:
    """The title tile's figures."""
    return (
        place(fig.portrait(MUNCH_HEROES["vampire"]), 130, 120, 150)
        + place(fig.portrait(MUNCH_HEROES["werewolf"]), 270, 120, 150)
    )


ART = GameArt(
    palette=MUNCH,
    faces=munch_faces,
    back=("#3D2760", "#CC79A7"),
    table=("#2E4A3A", "bat"),
    title_scene=title_scene,
)
