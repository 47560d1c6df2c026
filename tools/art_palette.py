"""The card palette of every deck, and the colour-blind check that keeps it honest.

Each suit, colour and critter has three signals: a fill colour, an emblem shape and a
background pattern, so colour is never the only way to tell two cards apart. The
colours start from the Okabe-Ito set (chosen for colour-vision deficiency) and are
checked here: ``python tools/art_palette.py`` simulates deuteranopia, protanopia and
tritanopia with the Machado (2009) matrices at full severity, converts to CIELAB and
prints, for each deck, the closest pair of colours as such a player would see them.
It exits non-zero when two colours of one deck fall below ``MIN_DELTA_E`` for any
simulation, or when two suits of a deck share an emblem or a pattern.
"""

from __future__ import annotations

import itertools
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Suit:
    """How one suit (colour, critter or vamp) looks: colour, emblem shape, pattern."""

    key: str
    name: str
    colour: str  # the suit's own colour, used for the frame, emblem and pips
    emblem: str  # a shape name drawn by art_draw.emblem
    pattern: str  # a background pattern drawn by art_draw.pattern


# Dragon's true red, which the Batwalk's red vamp shares. Each deck's palette is in its
# game's own art file (``tools/art/<id>.py``); ``decks()`` gathers them.
RED = "#C8102E"


def decks() -> dict[str, dict[str, Suit]]:
    """Every game's palette, by game id, in the catalogue's order."""
    tools = str(Path(__file__).resolve().parent)
    if tools not in sys.path:  # imported from elsewhere (a test): the game files are beside it
        sys.path.insert(0, tools)
    from art import art_of, game_ids

    return {game: art_of(game).palette for game in game_ids()}


# Ink and paper shared by every card.
INK = "#1E1B24"
PAPER = "#FBF6EA"
GOLD = "#E8B04A"

# A pair closer than this (CIE76 Delta E) would be hard to tell apart by colour alone.
MIN_DELTA_E = 12.0

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
SIMULATIONS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def hex_to_rgb(colour: str) -> tuple[float, float, float]:
    """``#RRGGBB`` as three sRGB channels in 0..1."""
    value = colour.lstrip("#")
    return (int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255)


def simulate_lab(colour: str, simulation: str) -> tuple[float, float, float]:
    """The CIELAB colour a viewer with ``simulation``'s colour vision sees for ``colour``."""
    rgb = [_linear(c) for c in hex_to_rgb(colour)]
    matrix = SIMULATIONS[simulation]
    seen = [min(1.0, max(0.0, sum(row[i] * rgb[i] for i in range(3)))) for row in matrix]
    r, g, b = seen
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(first: str, second: str, simulation: str) -> float:
    """CIE76 distance between two colours as seen under ``simulation``."""
    a, b = simulate_lab(first, simulation), simulate_lab(second, simulation)
    return float(sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5)


def closest_pairs(deck: dict[str, Suit]) -> dict[str, tuple[float, str, str]]:
    """For each simulation, the deck's closest pair of suit colours and their distance."""
    result = {}
    for simulation in SIMULATIONS:
        result[simulation] = min(
            (delta_e(a.colour, b.colour, simulation), a.key, b.key)
            for a, b in itertools.combinations(deck.values(), 2)
        )
    return result


def problems() -> list[str]:
    """Every way the palette breaks the rules above, in words; empty when it is sound."""
    found = []
    for game, deck in decks().items():
        for simulation, (distance, a, b) in closest_pairs(deck).items():
            if distance < MIN_DELTA_E:
                found.append(f"{game}: {a} and {b} are {distance:.1f} apart under {simulation}")
        for attribute in ("emblem", "pattern"):
            values = [getattr(suit, attribute) for suit in deck.values()]
            if len(set(values)) != len(values):
                found.append(f"{game}: two suits share an {attribute}")
    return found


def main() -> int:
    for game, deck in decks().items():
        print(game)
        for simulation, (distance, a, b) in closest_pairs(deck).items():
            print(f"  {simulation:13s} closest pair {a:>13s} / {b:<13s} Delta E {distance:5.1f}")
    found = problems()
    for problem in found:
        print("PROBLEM:", problem)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
