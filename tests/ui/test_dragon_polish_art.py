"""Dragon's colours are what its cards are called: red devils are red, black skulls black."""

from __future__ import annotations

import colorsys
import importlib
import sys
from pathlib import Path
from types import ModuleType

import pygame

from table.ui import assets

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def _palette() -> ModuleType:
    sys.path.insert(0, str(TOOLS))
    try:
        return importlib.import_module("art_palette")
    finally:
        sys.path.remove(str(TOOLS))


def _hue(channels: tuple[float, float, float]) -> float:
    """Hue in degrees, 0-360, of sRGB channels in 0..1."""
    return colorsys.rgb_to_hsv(*channels)[0] * 360


def test_red_is_red_and_far_from_orange() -> None:
    palette = _palette()
    red, orange = palette.decks()["dragon"]["red"].colour, palette.decks()["dragon"]["orange"].colour
    hue = _hue(palette.hex_to_rgb(red))
    assert hue < 10 or hue > 340  # a red, not the vermilion (about 26 degrees) that read as orange
    assert palette.delta_e(red, orange, "normal") > 50
    reds = {deck["red"].colour for deck in palette.decks().values() if "red" in deck}
    assert reds == {red}  # every deck's red is the same red (Batwalk's red vamp)
    assert palette.problems() == []


def _centre_pixels(card_id: str) -> list[pygame.Color]:
    pygame.init()
    face = assets.card_face("dragon", card_id, (250, 350))
    # the big emblem of a 1 sits in the middle of the picture panel
    return [face.get_at((x, y)) for x in range(140, 176) for y in range(110, 150)]


def test_black_skulls_are_drawn_black() -> None:
    palette = _palette()
    black = palette.decks()["dragon"]["black"].colour
    assert all(int(black[i : i + 2], 16) < 0x20 for i in (1, 3, 5))
    pixels = _centre_pixels("black-1")
    # most of the skull's middle is black, not the charcoal grey it used to be lifted to
    blackish = [p for p in pixels if max(p.r, p.g, p.b) < 0x30]
    assert len(blackish) > len(pixels) * 0.4


def test_red_devils_are_drawn_red() -> None:
    pixels = _centre_pixels("red-1")
    reds = [p for p in pixels if p.r > 150 and p.g < 80 and p.b < 90]
    assert len(reds) > len(pixels) * 0.3
    oranges = [p for p in pixels if p.r > 180 and 80 <= p.g <= 130 and p.b < 40]
    assert len(oranges) < len(pixels) * 0.05
