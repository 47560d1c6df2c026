"""The art of Munch, Crunch, Scrunch!: its palette, card faces, back, table and title tile
(``tools/make_art.py`` draws them from ``ART``)."""

from __future__ import annotations

import art_figures as fig
from art_card import Face, pip_face
from art_draw import place
from art_figures import Look
from art_palette import GOLD, INK, Suit

from art import GameArt

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
        faces.append(Face(f"vanquish-{k}", power, "V", fig.vanquish(), name="Vanquish", frame=GOLD))
    faces.append(Face("escape", power, "E", fig.escape(), name="Escape", frame=GOLD))
    faces.append(Face("topsy", power, "T", fig.topsy_turvy(), name="Topsy Turvy", frame=GOLD))
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
