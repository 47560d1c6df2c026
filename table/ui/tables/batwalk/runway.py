"""Vamp on the Batwalk's runway: where it lies, the standees walking it, and the score panel's standees.

The runway lies in the middle of the table, where everyone looks: under the show, or
above it when no seat sits there and the room holds a larger one. Each seat's vamp
standee walks forward on it as the seat's points come in, ``walk`` by ``dt`` seconds
(never while drawing); a small standee beside each name in the score panel shows whose
is whose. The rectangles are computed once per layout and kept (they are asked every
frame), and are the ones the other hands keep clear of.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from table.games.batwalk.views import BatwalkView, as_view
from table.ui import assets, gfx, layout
from table.ui.tables.batwalk import hands

if TYPE_CHECKING:
    from table.ui.tables.batwalk.look import TableLook
    from table.ui.tables.context import Geometry, TableContext

GAME = "batwalk"  # whose own art the runway and standees are (its manifest's extras)
RUNWAY_ASPECT = 1320 / 240  # the runway art's width / height
# The runway is never lower than this share of the window's height (nor, by its aspect,
# narrower): at 175% it once shrank to an unreadable strip between the show and the
# prompt. The Batwalk table keeps the room for it (``BatwalkPresenter.middle_band``).
MIN_SHARE = 0.085
BAND = 0.04  # the share of the height the table keeps under the show for it (``middle_band``)
WALK_SPEED = 2.5  # runway spaces a standee walks per second, at animation speed 1


def _blit(surface: pygame.Surface, image: pygame.Surface, pos: tuple[float, float]) -> None:
    rect = surface.blit(image, (round(pos[0]), round(pos[1])))
    gfx.note_rect(rect, surface)  # so the scene repaints this spot from its still layer next frame


def show_rect(ctx: TableContext, geo: Geometry) -> layout.Rect:
    """The show's row of cards with the players' names under them, as the table draws them."""
    return _show_rect(geo, tuple(ctx.frame.trick_slots))


def _show_rect(geo: Geometry, slots: tuple[layout.Rect, ...]) -> layout.Rect:
    names = gfx.line_height(round(geo.h * 0.024)) + geo.h * 0.004
    return (slots[0][0], slots[0][1], slots[-1][0] + slots[-1][2] - slots[0][0], slots[0][3] + names)


def runway_rect(ctx: TableContext, geo: Geometry) -> layout.Rect:
    """The middle of the table, where everyone looks: under the show, above the prompt
    (clear of it at two lines); or, when no seat sits above the show and the room there
    holds a larger runway, between the header and the show's caption."""
    key = (tuple(ctx.frame.trick_slots), len(ctx.names), ctx.bottom_seat, tuple(as_view(ctx.view)["suits"]))
    return _runway_for(geo, *key, gfx.ui_scale())


@lru_cache(maxsize=32)
def _runway_for(
    geo: Geometry, slots: tuple[layout.Rect, ...], players: int, bottom_seat: int, suits: tuple[str, ...],
    scale: float,
) -> layout.Rect:
    """``runway_rect`` for one table's layout (it is asked every frame; ``scale`` keys the text sizes)."""
    show = _show_rect(geo, slots)
    # The band kept for it only brings it up to its least size: where the room was enough
    # without it, the runway is as large as it was (the buttons' row keeps its sides).
    top, bottom = show[1] + show[3] + geo.h * 0.012, geo.prompt_box(2)[1] - geo.h * 0.008
    spare = max(0.0, bottom - top - max(geo.h * MIN_SHARE, bottom - top - geo.band_shift)) / 2
    below = _runway_in(geo, top + spare, bottom - spare)
    px = round(geo.h * 0.034)
    header = geo.header[1] + gfx.line_height(px) + gfx.line_height(round(px * 0.8))
    caption_top = geo.trick_area(players)[1]  # the band the table keeps for the caption
    above = _runway_in(geo, header + geo.h * 0.02, caption_top - geo.h * 0.012)
    centres = layout.opponent_centres(players, bottom_seat, geo.table).values()
    area = _with_standees(above, list(suits))
    clear = not any(hands.overlap(area, geo.plate_rect(point)) for point in centres)
    return above if clear and above[3] > below[3] * 1.2 else below


def _runway_in(geo: Geometry, top: float, bottom: float) -> layout.Rect:
    """The largest runway centred under the table's middle between ``top`` and ``bottom``
    (at most 44% of the window wide)."""
    width = max(0.0, min((bottom - top) * RUNWAY_ASPECT, geo.w * 0.44))
    height = width / RUNWAY_ASPECT
    return (geo.middle[0] - width / 2, top + (bottom - top - height) / 2, width, height)


def walk(look: TableLook, ctx: TableContext, dt: float) -> None:
    """Each standee walks towards its points as shown (the presented view's, so it steps
    forward once the show's cards have been collected), ``dt`` seconds at a time; a long
    frame (window dragged) never makes it leap more than a tenth of a second's walk."""
    targets = _targets(as_view(ctx.view)["scores"])
    if len(look.walked) != len(targets):
        look.walked = list(targets)  # a table opened mid-game starts where the game is
        return
    stride = WALK_SPEED * max(0.1, ctx.speed) * min(dt, 0.1)
    look.walked = [
        min(target, place + stride) if place < target else max(target, place - stride)
        for place, target in zip(look.walked, targets, strict=True)
    ]


def walking(look: TableLook, ctx: TableContext) -> bool:
    """True while a standee has not yet reached its points as shown."""
    return look.walked != _targets(as_view(ctx.view)["scores"])


def _targets(scores: list[int]) -> list[float]:
    return [float(min(points, 10)) for points in scores]


def standee_rects(
    runway: layout.Rect, suits: list[str], places: list[float]
) -> list[tuple[str, layout.Rect]]:
    """Each seat's standee on the runway at ``places`` (spaces walked, 0 to 10): its feet
    on its space, side by side, a little apart, with the others on the same space."""
    x, y, w, h = runway
    spaces = assets.runway_spaces(GAME, (round(w), round(h)))
    standee_h = round(h * 0.62)
    by_space: dict[int, list[int]] = {}
    for seat, place in enumerate(places):
        by_space.setdefault(round(place), []).append(seat)
    placed = []
    for seat, place in enumerate(places):
        low = int(place)
        high = min(low + 1, len(spaces) - 1)
        feet_x = spaces[low][0] + (spaces[high][0] - spaces[low][0]) * (place - low)
        crowd = by_space[round(place)]
        spread = (crowd.index(seat) - (len(crowd) - 1) / 2) * standee_h * 0.3
        width = assets.standee(GAME, suits[seat], standee_h).get_width()
        left = x + feet_x + spread - width / 2
        placed.append((suits[seat], (left, y + spaces[low][1] - standee_h, float(width), float(standee_h))))
    return placed


def runway_area(ctx: TableContext, geo: Geometry) -> layout.Rect:
    """The runway with its standees at their most crowded: what the other hands must leave clear."""
    return _with_standees(runway_rect(ctx, geo), list(as_view(ctx.view)["suits"]))


def _with_standees(runway: layout.Rect, suits: list[str]) -> layout.Rect:
    """``runway`` and its standees all at the start, or all at the end, in one rectangle."""
    if runway[3] < 1:
        return runway  # no room for a runway at all: nothing stands on it
    rects = [runway] + [
        rect for place in (0.0, 10.0) for _, rect in standee_rects(runway, suits, [place] * len(suits))
    ]
    left, top = min(r[0] for r in rects), min(r[1] for r in rects)
    right, bottom = max(r[0] + r[2] for r in rects), max(r[1] + r[3] for r in rects)
    return (left, top, right - left, bottom - top)


def draw_runway(look: TableLook, ctx: TableContext, surface: pygame.Surface, view: BatwalkView) -> None:
    """The runway and each seat's standee where it has walked to."""
    runway = runway_rect(ctx, ctx.geo)
    if runway[3] < 1:
        return  # a window too small to hold one
    _blit(surface, assets.runway(GAME, (round(runway[2]), round(runway[3]))), runway[:2])
    places = look.walked if len(look.walked) == len(view["scores"]) else _targets(view["scores"])
    for suit, rect in standee_rects(runway, view["suits"], places):
        _blit(surface, assets.standee(GAME, suit, round(rect[3])), rect[:2])


STANDEE_ROW = 0.44  # a score row's standee: the name's line (its status starts at 52%)


def score_standees(ctx: TableContext, geo: Geometry, suits: list[str]) -> list[tuple[str, layout.Rect]]:
    """A small standee beside each name in the score panel (its suit and where it stands):
    on the name's line of its seat's row as the table lays the rows (a seat's status
    line runs under it, the panel's width), never over the side buttons below."""
    x, y, w, _ = geo.panel
    rows = len(ctx.names)
    row_h = geo.score_row_height(rows)
    floor = min((rect[1] for rect in ctx.frame.side_rects), default=geo.h) - geo.h * 0.004
    placed = []
    for seat in range(min(rows, len(suits))):
        top = y + geo.h * 0.06 + seat * row_h + row_h * 0.06
        height = min(row_h * STANDEE_ROW, floor - top)
        if height < row_h * STANDEE_ROW:
            break  # this row runs under the side buttons: no standee over them
        width = assets.standee(GAME, suits[seat], round(height)).get_width()
        placed.append((suits[seat], (x + w * 0.74 - width / 2, top, float(width), float(round(height)))))
    return placed


def draw_score_standees(ctx: TableContext, surface: pygame.Surface, geo: Geometry, suits: list[str]) -> None:
    """A small standee beside each name in the score panel: whose vamp walks the runway."""
    for suit, rect in score_standees(ctx, geo, suits):
        _blit(surface, assets.standee(GAME, suit, round(rect[3])), rect[:2])
