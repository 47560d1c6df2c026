"""Banners: a big message over the table (a reveal, a score, a celebration) while a step shows it."""

from __future__ import annotations

import pygame

from table.ui import gfx, layout
from table.ui.tables import seat_rows
from table.ui.tables.base import Banner
from table.ui.tables.context import Geometry


def banner(
    surface: pygame.Surface, geo: Geometry, shown: Banner, seats: int = 0, clear: layout.Rect | None = None
) -> None:
    """A big message on the table: a reveal, a score, a celebration (``banner_rect``);
    its words smaller where its box had to be (under the card, between your own row and
    your hand, or between ``clear`` and your hand), and a line too long for the box's width
    wrapped onto the next, smaller, in the same box: never cut off (Snow's four
    enhancements dealt ended "Ghoulia: Sno…")."""
    box = banner_rect(geo, shown, seats, clear)
    width, top = box[2], box[1]
    px, small, step, lines = _words_fit(geo, shown, box[3], width * 0.92)
    gfx.panel(surface, box, fill=(26, 18, 36), edge=gfx.ACCENT)
    at = (geo.middle[0], top + px * 0.9)
    gfx.draw_text(
        surface, shown.title, px, at, gfx.ACCENT, bold=True, anchor="center", max_width=width * 0.92
    )
    for index, line in enumerate(lines):
        at = (geo.middle[0], top + px * 1.8 + index * step)
        gfx.draw_text(surface, line, small, at, gfx.INK, anchor="midtop", max_width=width * 0.92)


def banner_rect(
    geo: Geometry, shown: Banner, seats: int = 0, clear: layout.Rect | None = None
) -> layout.Rect:
    """Where ``shown`` goes: just below the card in the table's middle (``under_card``),
    or at a table of ``seats`` below the trick with its names, never over it (a
    "Topsy Turvy!" once hid the very trick it told of): over the prompt and the
    buttons' band, which wait while it shows, raised only as far as the hand needs;
    never over another seat's plate or the cards in front of it (``_clear_of_seats``),
    nor over ``clear``, the part of the middle the game keeps in sight (``_below``)."""
    height = _height(geo, shown)
    width = geo.fan_width * 0.85
    hand_top = geo.hand_rects(1, None)[0][1]  # a hand's top, as the trick's banner keeps above it
    if shown.under_card or not seats:
        below_card = geo.middle[1] + geo.card[1] / 2 + geo.h * 0.015
        row, room = seat_rows.own_row_rect(geo), seat_rows.own_row_room(geo, seats)
        if shown.under_card and geo.front_rows and room >= row[3] * seat_rows.OWN_SHORTEST:
            # Below the own row too (Royal's "Your critters", where a judged card flies),
            # over the prompt, which waits: no taller than the room above the hand.
            below_card = row[1] + min(row[3], room) + geo.h * 0.012
            highest = geo.hand_rects(3, None)[1][1]  # the arc's middle: its highest card
            height = min(height, highest - geo.h * 0.005 - below_card)
        top = below_card if shown.under_card else geo.middle[1] - height / 2
    else:
        area = geo.trick_area(seats)
        top = min(area[1] + area[3] + geo.h * 0.008, hand_top - height - geo.h * 0.005)
    box = _whole_prompt((geo.middle[0] - width / 2, top, width, height), geo, seats)
    if clear is not None and layout.overlap(box, clear) > 0:
        box = _whole_prompt(_below(box, geo, clear), geo, seats)
    return _clear_of_seats(box, geo, seats)


SHORTEST = 0.7  # a banner squeezed under a part kept in sight keeps this share of its height


def _below(box: layout.Rect, geo: Geometry, clear: layout.Rect) -> layout.Rect:
    """``box`` moved down past ``clear`` (Batwalk's runway: "steals the show" once hid
    the standee stepping forward for it), over the prompt, which waits: no lower than
    your hand's top, its words smaller where that leaves less room, down over the hand's
    top only where even ``SHORTEST`` of it would not fit (the hand waits too)."""
    top = clear[1] + clear[3] + geo.h * 0.008
    hand_top = geo.hand_rects(1, None)[0][1] - geo.h * 0.005
    height = min(box[3], max(hand_top - top, box[3] * SHORTEST))
    return (box[0], top, box[2], min(height, geo.h * 0.995 - top))


def _words_fit(
    geo: Geometry, shown: Banner, height: float, width: float
) -> tuple[int, int, float, list[str]]:
    """The title's and the lines' sizes, the lines' step and the lines as drawn, each
    wrapped to ``width``, in a box ``height`` tall: their own size, or smaller in a box
    squeezed under the own row or holding a line wrapped in two, small enough that the
    last line, at the UI scale's size, ends inside it."""
    fit = min(1.0, height / _height(geo, shown))
    px, small = round(geo.h * 0.045), round(geo.h * 0.03)
    lines = _wrapped(shown, small, width)
    if fit >= 1.0 and len(lines) <= len(shown.lines):
        return px, small, small * 1.3, lines
    while True:
        px, small = round(geo.h * 0.045 * fit), round(geo.h * 0.03 * fit)
        lines = _wrapped(shown, small, width)
        step = max(small * 1.3, gfx.line_height(small))
        if px * 1.8 + (max(1, len(lines)) - 1) * step + gfx.line_height(small) <= height or fit < 0.4:
            return px, small, step, lines
        fit *= 0.94


def _wrapped(shown: Banner, px: int, width: float) -> list[str]:
    """The banner's lines broken where one is wider than ``width`` at ``px``."""
    return [part for line in shown.lines for part in (gfx.wrap(line, px, width) if line else [line])]


def _height(geo: Geometry, shown: Banner) -> float:
    """A banner's height with its words at their full size: the title and each line."""
    return round(geo.h * 0.045) * 1.8 + len(shown.lines) * round(geo.h * 0.03) * 1.3 + geo.h * 0.02


def _clear_of_seats(box: layout.Rect, geo: Geometry, seats: int) -> layout.Rect:
    """``box`` narrowed, still centred on the table, to keep clear of every other seat's
    plate and the cards in front of it (Royal's critters: a price once hid the very row
    it added to); its words shrink to fit rather than hide a seat."""
    if seats < 2:
        return box
    left, top, width, height = box
    middle, gap = geo.middle[0], geo.w * 0.008
    half = width / 2
    for point in layout.opponent_centres(seats, 0, geo.table).values():
        for x, y, w, h in geo.seat_zone(point, seats):
            if y < top + height and y + h > top and x < left + width and x + w > left:
                if x >= middle:
                    half = min(half, x - gap - middle)
                elif x + w <= middle:
                    half = min(half, middle - (x + w) - gap)
    half = max(half, geo.w * 0.12)  # a seat right behind the middle: the banner stays readable
    return (middle - half, top, half * 2, height)


def _whole_prompt(box: layout.Rect, geo: Geometry, seats: int) -> layout.Rect:
    """A banner whose lower edge would fall across the prompt's line reaches down over
    all of it: the line ("Press Space or click to skip ahead.") is never cut in half."""
    prompt = geo.prompt_box(1, seats)
    bottom, prompt_bottom = box[1] + box[3], prompt[1] + prompt[3]
    if prompt[1] < bottom < prompt_bottom:
        return (box[0], box[1], box[2], prompt_bottom - box[1] + geo.h * 0.004)
    return box
