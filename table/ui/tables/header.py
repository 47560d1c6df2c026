"""Room for long words: the header's round line and the score rows' statuses in two lines.

The round's line ("Round 1 · battle 1 of 13 · first to 300 wins") shrinks to fit the
header's width as any text does; a language whose words still do not fit (the
pseudo-locale's 40% more) gets it broken at a " · " onto a second line instead of cut
with an ellipsis. The geometry's ``header_h`` counts the lines drawn (``with_round``),
so the seats' plates, their rows of open cards and the overlap audit keep clear of it.
A score row's status that does not fit the panel's width even at the smallest size
gets a second line likewise (``status_lines``): its rows grow, once and for the rest
of the scene at that size, so the panel does not jump as the statuses change.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pygame

from table.core.i18n import current
from table.ui import gfx, layout
from table.ui.tables.base import AnyPresenter, View
from table.ui.tables.context import Geometry


def title_px(geo: Geometry) -> int:
    return round(geo.h * 0.034)


def round_px(geo: Geometry) -> int:
    return round(title_px(geo) * 0.8)


def round_lines(geo: Geometry, label: str) -> tuple[str, ...]:
    """The round's line as drawn: one line where it fits (shrunk as need be), else two
    broken at a " · " (set at the size the wider fits at), the first as full as it can be."""
    return _lines(label, round_px(geo), int(geo.header_width), gfx.ui_scale())


@lru_cache(maxsize=256)
def _lines(label: str, px: int, width: int, scale: float) -> tuple[str, ...]:
    def fits(text: str) -> bool:
        return gfx.font(gfx.fit_px(text, px, width)).size(gfx.showable(text))[0] <= width

    if not label or fits(label) or " · " not in label:
        return (label,) if label else ()
    parts = label.split(" · ")
    for cut in range(len(parts) - 1, 0, -1):  # the longest first line that fits whole
        first, rest = " · ".join(parts[:cut]), " · ".join(parts[cut:])
        if fits(first):
            return (first, rest)
    return (parts[0], " · ".join(parts[1:]))


def fitted(geo: Geometry, presenter: AnyPresenter, view: View, players: int) -> Geometry:
    """``geo`` as ``Geometry.for_size`` laid it out (or as last fitted) with room for the
    round's line as it will be drawn and, once any needs it, two lines per status."""
    statuses = tuple(presenter.seat_status(view, seat) for seat in range(players))
    share, per_seat = presenter.below_scores
    return _fitted(geo, presenter.round_label(view), statuses, geo.h * (share + per_seat * players))


class Fitting:
    """A table's geometry fitted to its words (``fitted``), kept until what it is fitted
    to changes: the window's size, the UI scale, the language or the view shown. A view
    that changes is a new object (``PresentedTable`` copies before it reveals,
    ``Match.view`` makes one per move), so it is told apart by identity and held, not
    compared. The table asks for its geometry several times a frame; fitting asks the
    presenter for every seat's status and the round's line each time."""

    def __init__(self) -> None:
        self._at: tuple[object, ...] = ()  # (size, UI scale, language, players) last fitted at
        self._view: View | None = None
        self._geo: Geometry | None = None
        self.fits = 0  # how many times it was worked out

    def geometry(self, size: tuple[int, int], scale: float, shows: tuple[bool, bool, float],
                 presenter: AnyPresenter, view: View, players: int) -> Geometry:
        """``Geometry.for_size(size, *shows)`` fitted to ``view``'s words; a status's second
        line, once taken, kept at this size and scale."""
        at = (size, scale, current(), players)
        if self._geo is not None and view is self._view and at == self._at:
            return self._geo
        kept = self._geo is not None and self._at[:2] == at[:2]
        geo = self._geo if kept and self._geo is not None else Geometry.for_size(size, *shows)
        self._geo, self._at, self._view = fitted(geo, presenter, view, players), at, view
        self.fits += 1
        return self._geo


@lru_cache(maxsize=64)  # asked many times a frame; a frozen geometry and its words
def _fitted(geo: Geometry, label: str, statuses: tuple[str, ...], below: float) -> Geometry:
    one = gfx.line_height(round(geo.h * 0.034)) + gfx.line_height(round(geo.h * 0.034 * 0.8))
    height = one + (len(round_lines(geo, label)) > 1) * gfx.line_height(round_px(geo))
    width, px = int(geo.panel[2] * 0.88), round(geo.h * 0.028 * 0.75)
    long = any(gfx.font(gfx.fit_px(text, px, width)).size(gfx.showable(text))[0] > width for text in statuses)
    lines = max(geo.status_lines, 2 if long and _room_for_two(geo, len(statuses), below) else 1)
    return geo if (height, lines) == (geo.header_h, geo.status_lines) else \
        replace(geo, header_h=height, status_lines=lines)


def _room_for_two(geo: Geometry, rows: int, below: float) -> bool:
    """Whether the score rows, a status line taller each, and what the game draws under
    them (``below``: Snow's race) still end above the side buttons."""
    taller = replace(geo, status_lines=2)
    bottom = geo.panel[1] + geo.h * 0.06 + rows * taller.score_row_height(rows) + below
    return bottom <= geo.side_button_rects(7)[0][1] - geo.h * 0.008


def header_rects(geo: Geometry, title: str, label: str) -> list[layout.Rect]:
    """The title and each round line, as wide as their words (up to the header's width)."""
    px, small = title_px(geo), round_px(geo)
    left, top = geo.header
    width = geo.header_width
    rects: list[layout.Rect] = [(left, top, min(width, gfx.font(px, True).size(gfx.showable(title))[0]),
                                 gfx.line_height(px))]
    below = top + gfx.line_height(px)
    lines = round_lines(geo, label)
    size = lines_px(lines, small, width)
    for line in lines:
        wide = gfx.font(size).size(gfx.showable(line))[0]
        rects.append((left, below, min(width, wide), gfx.line_height(small)))
        below += gfx.line_height(small)
    return rects


def lines_px(lines: tuple[str, ...], px: int, width: float) -> int:
    """The one size the round's lines are set at: the size the widest of them fits at."""
    return min((gfx.fit_px(line, px, width) for line in lines), default=px)


def draw_header(surface: pygame.Surface, geo: Geometry, title: str, label: str) -> None:
    """The title in the accent colour, the round's lines under it, dimmer."""
    px, small = title_px(geo), round_px(geo)
    left, top = geo.header  # inside the felt's border line, clear of it
    gfx.draw_text(surface, title, px, (left, top), gfx.ACCENT, bold=True, max_width=geo.header_width)
    top += gfx.line_height(px)
    lines = round_lines(geo, label)
    size = lines_px(lines, small, geo.header_width)
    for line in lines:
        gfx.draw_text(surface, line, size, (left, top), gfx.DIM_INK, max_width=geo.header_width)
        top += gfx.line_height(small)
