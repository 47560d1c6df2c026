"""Text for every screen: the bundled font at a layout's size, fitted, shortened, wrapped, drawn.

Layouts ask for text in ``px``, the old default font's units; ``font_size`` turns that
into the bundled font's pixel size at the UI scale in use (``drawing.ui_scale``), never
below ``MIN_TEXT_PX``. Rendering and measuring are pure functions of their arguments
(the scale among them), memoised with ``functools.lru_cache``: a table's words are
rendered and fitted once, then only blitted. ``gfx`` re-exports all of this.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from table.ui import assets
from table.ui.drawing import note_cut, note_text, ui_scale
from table.ui.palette import INK, Colour

MIN_TEXT_PX = 12  # no word on screen is set smaller than this
TEXT_FACTOR = 0.72  # the bundled font's size for the letter height a layout's ``px`` asks for
LARGE_TEXT_PX = 30  # the UI scale grows text up to this size, not headings beyond it
_UNSHOWABLE = re.compile("[\x00\ud800-\udfff]")  # SDL_ttf refuses NUL and lone surrogates


def font_size(px: float) -> int:
    """The pixel size of the font that text asked for at layout size ``px`` is set in.

    Layouts ask in the old default font's units (whose letters ran small); the real font
    is about ``TEXT_FACTOR`` of that for the same letter height, and never below
    ``MIN_TEXT_PX``, the smallest size read comfortably at 1280 x 720. The UI scale grows
    text up to ``LARGE_TEXT_PX``; headings already larger stay as they are.
    """
    return _font_size(px, ui_scale())


def _font_size(px: float, scale: float) -> int:
    base = px * TEXT_FACTOR
    return max(MIN_TEXT_PX, round(min(base * scale, max(base, LARGE_TEXT_PX))))


def font(px: float, bold: bool = False) -> pygame.font.Font:
    """The bundled font (``assets.font``) for layout size ``px`` (see ``font_size``)."""
    return assets.font(font_size(px), bold)


def line_height(px: float) -> int:
    """How far apart lines of text at layout size ``px`` sit (grows with the UI scale)."""
    return font(px).get_linesize()


def showable(text: str) -> str:
    """``text`` as the font can take it: NUL and lone surrogates become U+FFFD."""
    return _UNSHOWABLE.sub("\ufffd", text)


def text_surface(text: str, px: float, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """``text`` rendered at layout size ``px`` (one cached surface per whole size)."""
    return _rendered(text, font_size(round(px)), colour, bold)


@lru_cache(maxsize=1024)
def _rendered(text: str, size: int, colour: Colour, bold: bool) -> pygame.Surface:
    return assets.font(size, bold).render(showable(text), True, colour)


def fit_px(text: str, px: float, width: float, bold: bool = False, min_px: int = 1) -> int:
    """The largest layout size up to ``px`` at which ``text`` fits ``width`` pixels.

    Text is never set below ``MIN_TEXT_PX``: a text that does not fit even then keeps the
    smallest size (``draw_text`` then shortens it with an ellipsis)."""
    return _fit_px(text, round(px), int(width), bold, min_px, ui_scale())


@lru_cache(maxsize=4096)
def _fit_px(text: str, px: int, width: int, bold: bool, min_px: int, scale: float) -> int:
    # Past ``width`` characters no text fits (see ``_shortened``): measure no more.
    text = showable(text[: max(1, width) + 1])
    size = px
    while size > min_px and _font_size(size, scale) > MIN_TEXT_PX:
        if assets.font(_font_size(size, scale), bold).size(text)[0] <= width:
            break
        size = max(min_px, int(size * 0.92))
    return size


def shorten(text: str, px: float, width: float, bold: bool = False) -> str:
    """``text``, cut with an ellipsis if need be so that it fits ``width`` at ``px``."""
    return _shortened(showable(text), font_size(px), int(width), bold)


@lru_cache(maxsize=4096)
def _shortened(text: str, size: int, width: int, bold: bool) -> str:
    """The longest start of ``text`` that fits ``width`` with an ellipsis, found by
    bisection (a few measurements, however long the text: a name of a million
    characters must not freeze a screen)."""
    face = assets.font(size, bold)
    # Text of more characters than ``width`` pixels is taken as too wide unmeasured (a
    # character that shows is a pixel wide at least), so each measurement stays short.
    if len(text) <= 1 or (len(text) <= width and face.size(text)[0] <= width):
        return text
    low, high = 1, min(len(text) - 1, max(1, width))
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(text[:middle].rstrip() + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


@lru_cache(maxsize=4096)
def _fitted(text: str, px: float, width: int, bold: bool, scale: float) -> tuple[int, str]:
    """``draw_text``'s size and words for a ``max_width`` (the scale is in the key, and in force)."""
    fitted_px = _fit_px(text, round(px), width, bold, 1, scale)
    return fitted_px, _shortened(showable(text), _font_size(fitted_px, scale), width, bold)


def draw_text(
    surface: pygame.Surface,
    text: str,
    px: float,
    pos: tuple[float, float],
    colour: Colour = INK,
    bold: bool = False,
    anchor: str = "topleft",
    max_width: float | None = None,
) -> pygame.Rect:
    """Draw ``text``; ``anchor`` is a pygame.Rect attribute; shrinks (then shortens) to ``max_width``."""
    if max_width is not None:
        whole = showable(text)
        px, text = _fitted(text, px, int(max_width), bold, ui_scale())
        if text != whole:
            note_cut(whole)
    size = font_size(round(px))
    image = _rendered(text, size, colour, bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    note_text(size, rect, surface)
    return rect


def wrap(text: str, px: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines that fit ``width`` at ``px``."""
    return list(_wrapped(text, font_size(px), int(width), bold))


@lru_cache(maxsize=1024)
def _wrapped(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    face = assets.font(size, bold)
    lines: list[str] = []
    for paragraph in showable(text).split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and face.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)
