"""The score panel as pieces of the still layer: its box, its heading and a row per seat.

The rows lie on the box (``Piece.base``): when a total, a status or whose turn it is
changes, only that row is restored from the box as drawn and written again, not the
whole translucent panel (two thirds of a megapixel at 4K) with every row on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from table.core.i18n import _, current
from table.ui import gfx
from table.ui.scenes.table_plates import plate_lines, status_line
from table.ui.scenes.table_still import Piece
from table.ui.tables.context import Geometry

Row = tuple[str, str, str, bool]  # name, total, status, whose turn


@dataclass(frozen=True)
class PanelLook:
    """What the score panel is drawn from: its header and a row per seat."""

    header: str
    rows: tuple[Row, ...]


def panel_pieces(geo: Geometry, look: PanelLook) -> list[Piece]:
    """The box, then its heading and each row on it."""
    count = len(look.rows)
    pieces = [
        Piece("panel", (geo, count), partial(_draw_box, geo, count)),
        Piece(("panel", "heading"), (geo, look.header, current()), partial(_draw_heading, geo, look.header),
              "panel"),
    ]
    pieces += [
        Piece(("panel", seat), (geo, count, row), partial(_draw_row, geo, count, seat, row), "panel")
        for seat, row in enumerate(look.rows)
    ]
    return pieces


def _draw_box(geo: Geometry, count: int, surface: pygame.Surface) -> None:
    box, radius = geo.score_panel_rect(count), geo.score_panel_radius
    gfx.panel(surface, box, fill=(22, 18, 30), radius=radius, alpha=215)


def _draw_heading(geo: Geometry, header: str, surface: pygame.Surface) -> None:
    x, y, w, _h = geo.panel
    px = round(geo.h * 0.028)
    gfx.draw_text(surface, _("Scores"), px, (x + w * 0.06, y + geo.h * 0.015), gfx.ACCENT, bold=True)
    at = (x + w * 0.94, y + geo.h * 0.02)
    gfx.draw_text(surface, header, round(px * 0.8), at, gfx.DIM_INK, anchor="topright")


def _draw_row(geo: Geometry, count: int, seat: int, row: Row, surface: pygame.Surface) -> None:
    name, score, status, active = row
    x, y, w, _h = geo.panel
    row_h = geo.score_row_height(count)
    px = round(geo.h * 0.028)
    top = y + geo.h * 0.06 + seat * row_h
    colour = gfx.FOCUS if active else gfx.INK
    at = (x + w * 0.06, top + row_h * 0.08)
    gfx.draw_text(surface, name, px, at, colour, bold=active, max_width=w * 0.62)
    at = (x + w * 0.94, top + row_h * 0.08)
    gfx.draw_text(surface, score, px, at, colour, bold=True, anchor="topright")
    if status:
        sub_px, sub_top = status_line(geo, row_h, px)
        for line in status_lines(geo, row_h, sub_px, sub_top, status):
            at = (x + w * 0.06, top + sub_top)
            gfx.draw_text(surface, line, sub_px, at, gfx.DIM_INK, max_width=w * 0.88)
            sub_top += gfx.font(sub_px).get_linesize()


def row_status(geo: Geometry, count: int, status: str, short: Callable[[], str]) -> str:
    """A row's status, or in fewer words (``short``) where the row cannot show it whole."""
    row_h = geo.score_row_height(count)
    sub_px, top = status_line(geo, row_h, round(geo.h * 0.028))
    width = geo.panel[2] * 0.88
    lines = status_lines(geo, row_h, sub_px, top, status)
    whole = all(gfx.font(gfx.fit_px(line, sub_px, width)).size(gfx.showable(line))[0] <= width
                for line in lines)
    return status if whole else short()


def status_lines(geo: Geometry, row_h: float, px: int, top: float, status: str) -> list[str]:
    """A row's status in one line, or in two (broken at a " · ", else between words)
    where the geometry gave the rows a second line (``Geometry.status_lines``) and the
    row holds it."""
    width = geo.panel[2] * 0.88
    if geo.status_lines < 2 or top + gfx.font(px).get_linesize() + gfx.font(px).get_height() > row_h:
        return [status]
    if gfx.font(gfx.fit_px(status, px, width)).size(gfx.showable(status))[0] <= width:
        return [status]
    lines = plate_lines(status, px, width)
    if any(gfx.font(px).size(gfx.showable(line))[0] > width for line in lines):
        lines = gfx.wrap(status, px, width)
    return lines if len(lines) <= 2 else [status]
