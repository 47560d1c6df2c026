"""Drawing kit shared by every scene: palette, fonts, cached text, panels and cards.

Cards, backs, backgrounds and fonts come from the art engineer's ``assets`` module
when it is installed; until a function exists there, a plain coloured rectangle with
the card's name in pygame's default font stands in (a clear fallback, gone on its own
once ``assets`` provides the function). Every card drawn face up in a frame is
recorded in ``faces_drawn`` so tests can prove a hand-over never shows a private card.
"""

from __future__ import annotations

import importlib
import re
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from table.ui import layout

INK = (236, 230, 214)
DIM_INK = (168, 160, 146)
SHADOW = (10, 8, 14)
FELT = (28, 54, 44)
FELT_EDGE = (18, 34, 28)
NIGHT = (20, 16, 30)
PANEL = (34, 28, 44)
PANEL_EDGE = (92, 78, 112)
ACCENT = (236, 160, 60)
GOOD = (120, 200, 120)
BAD = (226, 96, 88)
FOCUS = (250, 210, 110)

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

faces_drawn: set[str] = set()
# While a scene records (``start_recording``), every rectangle drawn is noted so the
# next frame can repaint just those from a cached still layer (see TableScene.draw).
_recording: list[pygame.Rect] | None = None
_assets_module: Any = None
_assets_checked = False
_cache: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
_CACHE_LIMIT = 600
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_fits: dict[tuple[str, int, int, bool, int], int] = {}
_shortened: dict[tuple[str, int, int, bool], str] = {}
_fitted: dict[tuple[str, float, int, bool], tuple[int, str]] = {}  # draw_text's size and words
MIN_TEXT_PX = 12  # no word on screen is set smaller than this
TEXT_FACTOR = 0.72  # the bundled font's size for the letter height a layout's ``px`` asks for
MAX_UI_SCALE = 2.0
LARGE_TEXT_PX = 30  # the UI scale grows text up to this size, not headings beyond it
_ui_scale = 1.0
# The font sizes of every text surface made (tests check none is below MIN_TEXT_PX).
sizes_drawn: set[int] = set()


def assets_function(name: str) -> Callable[..., Any] | None:
    """``table.ui.assets.<name>`` if that module and function exist yet, else None."""
    global _assets_module, _assets_checked
    if not _assets_checked:
        _assets_checked = True
        try:
            _assets_module = importlib.import_module("table.ui.assets")
        except ModuleNotFoundError as missing:
            if missing.name != "table.ui.assets":
                raise
            _assets_module = None
    function = getattr(_assets_module, name, None) if _assets_module is not None else None
    return function if callable(function) else None


def start_recording() -> None:
    global _recording
    _recording = []


def stop_recording() -> list[pygame.Rect]:
    global _recording
    drawn, _recording = _recording or [], None
    return drawn


def _note(rect: pygame.Rect) -> None:
    if _recording is not None:
        _recording.append(rect)


def _cached(key: tuple[Any, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
    surface = _cache.get(key)
    if surface is None:
        surface = make()
        _cache[key] = surface
        if len(_cache) > _CACHE_LIMIT:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(key)
    return surface


def set_ui_scale(scale: float) -> None:
    """Make every text ``scale`` times its layout size (the UI scale setting, 1 to 2)."""
    global _ui_scale
    scale = min(MAX_UI_SCALE, max(1.0, float(scale)))
    if scale != _ui_scale:
        _ui_scale = scale
        _fits.clear()
        _fitted.clear()


def ui_scale() -> float:
    """The UI scale in use (1.0 is 100%)."""
    return _ui_scale


def font_size(px: float) -> int:
    """The pixel size of the font that text asked for at layout size ``px`` is set in.

    Layouts ask in the old default font's units (whose letters ran small); the real font
    is about ``TEXT_FACTOR`` of that for the same letter height, and never below
    ``MIN_TEXT_PX``, the smallest size read comfortably at 1280 x 720. The UI scale grows
    text up to ``LARGE_TEXT_PX``; headings already larger stay as they are.
    """
    base = px * TEXT_FACTOR
    return max(MIN_TEXT_PX, round(min(base * _ui_scale, max(base, LARGE_TEXT_PX))))


def font(px: float, bold: bool = False) -> pygame.font.Font:
    """The font for layout size ``px`` (see ``font_size``): the bundled one from ``assets``."""
    size = font_size(px)
    key = (size, bold)
    if key not in _fonts:
        from_assets = assets_function("font")
        if from_assets is not None:
            _fonts[key] = from_assets(size, bold)
        else:
            _fonts[key] = pygame.font.Font(None, round(size * 1.4))  # the default font runs small
    return _fonts[key]


def line_height(px: float) -> int:
    """How far apart lines of text at layout size ``px`` sit (grows with the UI scale)."""
    return font(px).get_linesize()


_UNSHOWABLE = re.compile("[\x00\ud800-\udfff]")  # SDL_ttf refuses NUL and lone surrogates


def showable(text: str) -> str:
    """``text`` as the font can take it: NUL and lone surrogates become U+FFFD."""
    return _UNSHOWABLE.sub("\ufffd", text)


def text_surface(
    text: str, px: float, colour: tuple[int, int, int] = INK, bold: bool = False
) -> pygame.Surface:
    text = showable(text)
    size = round(px)  # layouts hand in fractions: one cached surface per whole size
    return _cached(("text", text, size, colour, bold, _ui_scale), lambda: _render(text, size, colour, bold))


def _render(text: str, px: float, colour: tuple[int, int, int], bold: bool) -> pygame.Surface:
    sizes_drawn.add(font_size(px))
    return font(px, bold).render(text, True, colour)


def fit_px(text: str, px: float, width: float, bold: bool = False, min_px: int = 1) -> int:
    """The largest layout size up to ``px`` at which ``text`` fits ``width`` pixels.

    Text is never set below ``MIN_TEXT_PX``: a text that does not fit even then keeps the
    smallest size (``draw_text`` then shortens it with an ellipsis)."""
    text = showable(text)
    key = (text, round(px), int(width), bold, min_px)
    size = _fits.get(key)
    if size is None:
        size = round(px)
        while size > min_px and font_size(size) > MIN_TEXT_PX and font(size, bold).size(text)[0] > width:
            size = max(min_px, int(size * 0.92))
        if len(_fits) > 4000:
            _fits.clear()
        _fits[key] = size
    return size


def shorten(text: str, px: float, width: float, bold: bool = False) -> str:
    """``text``, cut with an ellipsis if need be so that it fits ``width`` at ``px``."""
    text = showable(text)
    key = (text, font_size(px), int(width), bold)
    short = _shortened.get(key)
    if short is None:
        face = font(px, bold)
        short, cut = text, len(text)
        while cut > 1 and face.size(short)[0] > width:
            cut -= 1
            short = text[:cut].rstrip() + "…"
        if len(_shortened) > 4000:
            _shortened.clear()
        _shortened[key] = short
    return short


def draw_text(
    surface: pygame.Surface,
    text: str,
    px: float,
    pos: tuple[float, float],
    colour: tuple[int, int, int] = INK,
    bold: bool = False,
    anchor: str = "topleft",
    max_width: float | None = None,
) -> pygame.Rect:
    """Draw ``text``; ``anchor`` is a pygame.Rect attribute; shrinks (then shortens) to ``max_width``."""
    if max_width is not None:
        key = (text, px, int(max_width), bold)
        fitted = _fitted.get(key)
        if fitted is None:
            fitted_px = fit_px(text, px, max_width, bold)
            fitted = (fitted_px, shorten(text, fitted_px, max_width, bold))
            if len(_fitted) > 4000:
                _fitted.clear()
            _fitted[key] = fitted
        px, text = fitted
    image = text_surface(text, px, colour, bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    _note(rect)
    return rect


def wrap(text: str, px: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines that fit ``width`` at ``px``."""
    lines: list[str] = []
    for paragraph in showable(text).split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and font(px, bold).size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def panel(
    surface: pygame.Surface,
    rect: layout.Rect,
    fill: tuple[int, int, int] = PANEL,
    edge: tuple[int, int, int] | None = PANEL_EDGE,
    radius: int | None = None,
    alpha: int = 255,
) -> None:
    """A rounded box; drawn once per size and style, then blitted (cheap every frame)."""
    r = pygame.Rect(round(rect[0]), round(rect[1]), round(rect[2]), round(rect[3]))
    if r.width <= 0 or r.height <= 0:
        return
    radius = radius if radius is not None else max(4, r.height // 8)
    key = ("panel", r.size, fill, edge, radius, alpha)
    surface.blit(_cached(key, lambda: _panel(r.size, fill, edge, radius, alpha)), r.topleft)
    _note(r)


def _panel(
    size: tuple[int, int],
    fill: tuple[int, int, int],
    edge: tuple[int, int, int] | None,
    radius: int,
    alpha: int,
) -> pygame.Surface:
    image = pygame.Surface(size, pygame.SRCALPHA)
    box = image.get_rect()
    pygame.draw.rect(image, (*fill, alpha), box, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(image, edge, box, width=min(3, max(1, box.height // 60 + 1)), border_radius=radius)
    return image


def shade(surface: pygame.Surface, alpha: int = 160) -> None:
    """Darken the whole surface (behind a dialog)."""
    veil = _cached(("veil", surface.get_size(), alpha), lambda: _veil(surface.get_size(), alpha))
    surface.blit(veil, (0, 0))
    _note(surface.get_rect())


def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


def background(surface: pygame.Surface, game_id: str | None) -> None:
    surface.blit(background_image(game_id, surface.get_size()), (0, 0))


def background_image(game_id: str | None, size: tuple[int, int]) -> pygame.Surface:
    make = assets_function("table_background")
    if game_id is not None and make is not None:
        # Opaque and in the display's format: the full-window blit is the biggest of a frame.
        return _cached(("bg", game_id, size), lambda: make(game_id, size).convert())
    return _cached(("bg-fallback", game_id, size), lambda: _fallback_background(size, game_id))


def _fallback_background(size: tuple[int, int], game_id: str | None) -> pygame.Surface:
    image = pygame.Surface(size)
    image.fill(NIGHT)
    if game_id is not None:
        w, h = size
        felt = pygame.Rect(round(w * 0.04), round(h * 0.05), round(w * 0.92), round(h * 0.9))
        pygame.draw.ellipse(image, FELT_EDGE, felt.inflate(round(h * 0.03), round(h * 0.03)))
        pygame.draw.ellipse(image, FELT, felt)
    return image


def title_tile(game_id: str, size: tuple[int, int], title: str) -> pygame.Surface:
    make = assets_function("title_tile")
    if make is not None:
        return _cached(("tile", game_id, size), lambda: make(game_id, size))
    return _cached(("tile-fallback", game_id, size, title), lambda: _fallback_tile(size, title))


def _fallback_tile(size: tuple[int, int], title: str) -> pygame.Surface:
    image = pygame.Surface(size, pygame.SRCALPHA)
    panel(image, (0, 0, size[0], size[1]), fill=(48, 36, 62), edge=ACCENT)
    px = fit_px(title, max(12, size[1] // 7), size[0] * 0.9, bold=True)
    lines = wrap(title, px, size[0] * 0.9, bold=True)
    y = size[1] / 2 - len(lines) * px * 0.6
    for line in lines:
        draw_text(image, line, px, (size[0] / 2, y), ACCENT, bold=True, anchor="midtop")
        y += px * 1.2
    return image


def _suit(card_id: str) -> str:
    return card_id.split("-")[0]


def card_face(game_id: str, card_id: str, size: tuple[int, int], name: str) -> pygame.Surface:
    make = assets_function("card_face")
    if make is not None:
        return _cached(("face", game_id, card_id, size), lambda: make(game_id, card_id, size))
    return _cached(("face-fallback", card_id, size), lambda: _fallback_face(card_id, size, name))


def _fallback_face(card_id: str, size: tuple[int, int], name: str) -> pygame.Surface:
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    colour = _SUIT_COLOURS.get(_suit(card_id), (110, 110, 110))
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
    make = assets_function("card_back")
    if make is not None:
        return _cached(("back", game_id, size, variant), lambda: make(game_id, size, variant))
    return _cached(("back-fallback", size), lambda: _fallback_back(size))


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


MAX_CARD_SHARE = 0.3  # a scaled card is at most this share of the window's height


def scaled_card_size(window: tuple[int, int]) -> tuple[int, int]:
    """``card_size`` grown by the UI scale, for a table that honours it (text and cards
    together), but never taller than ``MAX_CARD_SHARE`` of the window."""
    width, height = card_size(window)
    grow = min(_ui_scale, max(1.0, window[1] * MAX_CARD_SHARE / height))
    return (round(width * grow), round(height * grow))


def draw_card(
    surface: pygame.Surface,
    game_id: str,
    card_id: str | None,
    rect: layout.Rect,
    name: str = "",
    dimmed: bool = False,
    highlight: tuple[int, int, int] | None = None,
    back: str | None = None,
) -> None:
    """A card face up (``card_id``) or face down (None, with the ``back`` variant) in ``rect``."""
    size = (max(1, round(rect[2])), max(1, round(rect[3])))
    pos = (round(rect[0]), round(rect[1]))
    if card_id is None:
        surface.blit(card_back(game_id, size, back), pos)
    else:
        faces_drawn.add(card_id)
        surface.blit(card_face(game_id, card_id, size, name or card_id), pos)
        if dimmed:
            surface.blit(_cached(("dim", size), lambda: _dim(size)), pos)
    _note(pygame.Rect(pos, size).inflate(8, 8))
    if highlight is not None:
        pygame.draw.rect(
            surface,
            highlight,
            pygame.Rect(pos, size).inflate(4, 4),
            width=max(2, size[0] // 30),
            border_radius=max(3, size[0] // 10),
        )


def _dim(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (0, 0, 0, 130), (0, 0, *size), border_radius=max(3, size[0] // 10))
    return veil
