"""Drawing kit shared by every scene: palette, text, panels, backgrounds and cards.

Text lives in ``table.ui.text`` and the colours in ``table.ui.palette``; both are
re-exported here, so a scene needs only ``gfx``. Images come from the art module
(``table.ui.assets``); an image it does not have yet (a new game's cards) is stood in
for by a plain coloured rectangle with the card's name, a clear fallback. Everything here is a pure function
of its arguments and the drawing's scope (``table.ui.drawing``: the UI scale and the
open probes): the made surfaces are memoised with ``functools.lru_cache``, and a card
drawn face up is told to the open ``DrawProbe``\\ s, which is how tests prove a
hand-over never shows a private card, never through state kept here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from table.ui import assets, layout
from table.ui.drawing import (
    MAX_UI_SCALE,
    DrawProbe,
    at_scale,
    clamp_scale,
    note_face,
    note_faces,
    note_rect,
    ui_scale,
)
from table.ui.palette import (
    ACCENT,
    BAD,
    DIM_INK,
    FELT,
    FELT_EDGE,
    FOCUS,
    GOOD,
    INK,
    MARKED,
    NIGHT,
    PANEL,
    PANEL_EDGE,
    SHADOW,
    Colour,
)
from table.ui.text import (
    LARGE_TEXT_PX,
    MIN_TEXT_PX,
    TEXT_FACTOR,
    draw_text,
    fit_px,
    font,
    font_size,
    line_height,
    shorten,
    showable,
    text_surface,
    wrap,
)

__all__ = [
    "ACCENT",
    "BAD",
    "DIM_INK",
    "FELT",
    "FELT_EDGE",
    "FOCUS",
    "GOOD",
    "INK",
    "LARGE_TEXT_PX",
    "MARKED",
    "MAX_CARD_SHARE",
    "MAX_UI_SCALE",
    "MIN_TEXT_PX",
    "NIGHT",
    "PANEL",
    "PANEL_EDGE",
    "SHADOW",
    "TEXT_FACTOR",
    "Colour",
    "DrawProbe",
    "assets_function",
    "at_scale",
    "background",
    "background_image",
    "card_back",
    "card_face",
    "card_size",
    "clamp_scale",
    "draw_card",
    "draw_text",
    "draw_tick",
    "fit_px",
    "font",
    "font_size",
    "line_height",
    "note_faces",
    "note_rect",
    "panel",
    "scaled_card_size",
    "shade",
    "shorten",
    "showable",
    "text_surface",
    "title_tile",
    "ui_scale",
    "wrap",
]

# Fallback card colours by the first word of a card id (both decks' suits).
_SUIT_COLOURS = {
    "blue": (60, 110, 200),
    "black": (40, 40, 48),
    "red": (196, 50, 50),
    "orange": (230, 130, 40),
    "yellow": (222, 196, 60),
    "green": (60, 160, 80),
    "safety": (130, 70, 170),
    "vampire": (150, 30, 60),
    "bat": (70, 60, 110),
    "werewolf": (120, 90, 60),
    "fairy": (200, 110, 180),
    "vanquish": (200, 170, 40),
    "escape": (90, 160, 170),
    "topsy": (230, 100, 40),
}
MAX_CARD_SHARE = 0.3  # a scaled card is at most this share of the window's height


def assets_function(name: str) -> Callable[..., Any] | None:
    """``table.ui.assets.<name>`` if the art module has that function, else None."""
    function = getattr(assets, name, None)
    return function if callable(function) else None


# --- panels and backgrounds ------------------------------------------------------------------


def panel(
    surface: pygame.Surface,
    rect: layout.Rect,
    fill: Colour = PANEL,
    edge: Colour | None = PANEL_EDGE,
    radius: int | None = None,
    alpha: int = 255,
) -> None:
    """A rounded box; drawn once per size and style, then blitted (cheap every frame)."""
    r = pygame.Rect(round(rect[0]), round(rect[1]), round(rect[2]), round(rect[3]))
    if r.width <= 0 or r.height <= 0:
        return
    radius = radius if radius is not None else max(4, r.height // 8)
    surface.blit(_panel(r.size, fill, edge, radius, alpha), r.topleft)
    note_rect(r, surface)


@lru_cache(maxsize=512)
def _panel(
    size: tuple[int, int], fill: Colour, edge: Colour | None, radius: int, alpha: int
) -> pygame.Surface:
    image = pygame.Surface(size, pygame.SRCALPHA)
    box = image.get_rect()
    pygame.draw.rect(image, (*fill, alpha), box, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(image, edge, box, width=min(3, max(1, box.height // 60 + 1)), border_radius=radius)
    return image


def shade(surface: pygame.Surface, alpha: int = 160) -> None:
    """Darken the whole surface (behind a dialog)."""
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))
    note_rect(surface.get_rect(), surface)


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


def background(surface: pygame.Surface, game_id: str | None) -> None:
    surface.blit(background_image(game_id, surface.get_size()), (0, 0))


@lru_cache(maxsize=8)
def background_image(game_id: str | None, size: tuple[int, int]) -> pygame.Surface:
    make = assets_function("table_background")
    if game_id is not None and make is not None:
        try:
            image: pygame.Surface = make(game_id, size)
        except KeyError:  # a game whose art is not drawn yet
            return _fallback_background(size, game_id)
        # Opaque and in the display's format: the full-window blit is the biggest of a frame.
        return image.convert()
    return _fallback_background(size, game_id)


def _fallback_background(size: tuple[int, int], game_id: str | None) -> pygame.Surface:
    image = pygame.Surface(size)
    image.fill(NIGHT)
    if game_id is not None:
        w, h = size
        felt = pygame.Rect(round(w * 0.04), round(h * 0.05), round(w * 0.92), round(h * 0.9))
        pygame.draw.ellipse(image, FELT_EDGE, felt.inflate(round(h * 0.03), round(h * 0.03)))
        pygame.draw.ellipse(image, FELT, felt)
    return image


TITLE_BAND = 0.27  # the share of a title tile's height at its foot where its title goes


@lru_cache(maxsize=16)
def title_tile(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A game's title tile without its title (the title screen writes the five alike)."""
    make = assets_function("title_picture")
    if make is not None:
        try:
            tile: pygame.Surface = make(game_id, size)
            return tile
        except KeyError:
            pass  # no art yet: a plain tile
    return _fallback_tile(size)


def _fallback_tile(size: tuple[int, int]) -> pygame.Surface:
    image = pygame.Surface(size, pygame.SRCALPHA)
    panel(image, (0, 0, size[0], size[1]), fill=(48, 36, 62), edge=ACCENT)
    band = size[1] * TITLE_BAND
    panel(image, (0, size[1] - band, size[0], band), fill=(30, 22, 40), edge=None)
    return image


# --- cards -----------------------------------------------------------------------------------


def card_face(game_id: str, card_id: str, size: tuple[int, int], name: str) -> pygame.Surface:
    """The face of ``card_id`` at ``size`` (``name``: the fallback's words)."""
    return _face(game_id, card_id, size, name)


# Faces and backs are blitted with plain per-pixel alpha (SDL's SIMD blend, 0.07 ms a
# card at 4K). They were run-length encoded once (0.025 ms a blit), but SDL encodes for
# one destination at a time, 0.7-1.3 ms a card at 4K each time a card moves between the
# window and a layer: with the layers, a card is blitted too few times to pay that back.
@lru_cache(maxsize=1024)
def _face(game_id: str, card_id: str, size: tuple[int, int], name: str) -> pygame.Surface:
    make = assets_function("card_face")
    if make is not None:
        try:
            face: pygame.Surface = make(game_id, card_id, size)
            return face
        except KeyError:
            pass  # a card the art does not have yet
    return _fallback_face(card_id, size, name)


def _fallback_face(card_id: str, size: tuple[int, int], name: str) -> pygame.Surface:
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    colour = _SUIT_COLOURS.get(card_id.split("-")[0], (110, 110, 110))
    pygame.draw.rect(image, (240, 234, 220), (0, 0, w, h), border_radius=max(3, w // 10))
    pygame.draw.rect(image, colour, (w * 0.06, h * 0.06, w * 0.88, h * 0.88), border_radius=max(2, w // 12))
    number = card_id.rsplit("-", 1)[-1]
    if number.isdigit():
        draw_text(image, number, round(h * 0.2), (w * 0.12, h * 0.08), INK, bold=True)
    px = max(9, round(h * 0.11))
    lines = wrap(name, px, w * 0.8)
    y = h * 0.5 - len(lines) * px * 0.55
    for line in lines:
        draw_text(image, line, px, (w / 2, y), INK, anchor="midtop", max_width=w * 0.86)
        y += px * 1.1
    return image


def card_back(game_id: str, size: tuple[int, int], variant: str | None = None) -> pygame.Surface:
    """The back of ``game_id``'s cards (``variant``: Batwalk's vamp suit)."""
    return _back(game_id, size, variant)


@lru_cache(maxsize=256)
def _back(game_id: str, size: tuple[int, int], variant: str | None) -> pygame.Surface:
    make = assets_function("card_back")
    if make is not None:
        try:
            back: pygame.Surface = make(game_id, size, variant)
            return back
        except KeyError:
            pass
    return _fallback_back(size)


def _fallback_back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, (240, 234, 220), (0, 0, w, h), border_radius=max(3, w // 10))
    pygame.draw.rect(
        image, (70, 40, 96), (w * 0.07, h * 0.07, w * 0.86, h * 0.86), border_radius=max(2, w // 12)
    )
    pygame.draw.circle(image, ACCENT, (w // 2, h // 2), max(3, w // 6), width=max(1, w // 30))
    return image


def card_size(window: tuple[int, int]) -> tuple[int, int]:
    make = assets_function("card_size_for")
    if make is not None:
        width, height = make(window)
        return (int(width), int(height))
    return layout.card_size(window)


def scaled_card_size(window: tuple[int, int]) -> tuple[int, int]:
    """``card_size`` grown by the UI scale, for a table that honours it (text and cards
    together), but never taller than ``MAX_CARD_SHARE`` of the window."""
    width, height = card_size(window)
    grow = min(ui_scale(), max(1.0, window[1] * MAX_CARD_SHARE / height))
    return (round(width * grow), round(height * grow))


def draw_card(
    surface: pygame.Surface,
    game_id: str,
    card_id: str | None,
    rect: layout.Rect,
    name: str = "",
    dimmed: bool = False,
    highlight: Colour | None = None,
    back: str | None = None,
) -> None:
    """A card face up (``card_id``) or face down (None, with the ``back`` variant) in ``rect``."""
    size = (max(1, round(rect[2])), max(1, round(rect[3])))
    pos = (round(rect[0]), round(rect[1]))
    drawn = pygame.Rect(pos, size).inflate(8, 8)
    if card_id is None:
        surface.blit(card_back(game_id, size, back), pos)
        note_rect(drawn, surface)
    else:
        surface.blit(card_face(game_id, card_id, size, name or card_id), pos)
        note_face(card_id, drawn, surface)
        if dimmed:
            surface.blit(_dim(size), pos)
    if highlight is not None:
        pygame.draw.rect(
            surface,
            highlight,
            pygame.Rect(pos, size).inflate(4, 4),
            width=max(2, size[0] // 30),
            border_radius=max(3, size[0] // 10),
        )


def draw_tick(surface: pygame.Surface, rect: layout.Rect) -> None:
    """A chosen card's badge: a round tick on its left edge, below its index (the strip
    a fanned card shows), so the cards chosen for a move (Dragon's pass, Royal's card
    to give) stand apart from the one the keyboard's focus rests on, which rises alike."""
    radius = max(6, round(rect[2] * 0.15))
    centre = (round(rect[0] + rect[2] * 0.06 + radius), round(rect[1] + rect[3] * 0.55))
    pygame.draw.circle(surface, SHADOW, centre, radius + 2)
    pygame.draw.circle(surface, FOCUS, centre, radius)
    x, y, r = centre[0], centre[1], radius
    points = [(x - r * 0.5, y), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.4)]
    pygame.draw.lines(surface, SHADOW, False, points, max(2, round(r * 0.28)))
    note_rect(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius), surface)


@lru_cache(maxsize=64)
def _dim(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (0, 0, 0, 130), (0, 0, *size), border_radius=max(3, size[0] // 10))
    return veil
