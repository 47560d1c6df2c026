"""Tooltips: a short explanation when the pointer or the keyboard focus rests on a mark.

A table's presenter returns this frame's hotspots (``Presenter.tooltips``: a rectangle
and the words for it), computed from the presented model only, so a tooltip never says
more than the table shows. ``Tooltip`` follows the pointer, or the focused card or
button after a key moved the focus; once it has rested ``DELAY`` seconds on one hotspot
it shows that hotspot's words in a small box beside it, kept inside the window, and
fades in over ``FADE`` seconds (at once with reduced motion). The table scene draws it
last, over everything else.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from table.ui import gfx, layout
from table.ui.intents import Intent
from table.ui.tables.context import TableContext, TableFrame

DELAY = 0.4  # seconds at rest on a hotspot before its tooltip shows
FADE = 0.15  # seconds the tooltip takes to fade in (none with reduced motion)
Hotspot = tuple[layout.Rect, str]
REFRESH = 0.1  # seconds between looks at the hotspots under a resting pointer
KEYS = ("move", "next", "prev")  # intents that move the keyboard focus


def text_px(height: int) -> int:
    """The tooltip's text size for a window ``height`` pixels tall (16 px at 720)."""
    return max(12, round(height * 0.022))


def hit(hotspots: Sequence[Hotspot], point: layout.Point | None) -> Hotspot | None:
    """The last hotspot (the topmost mark) under ``point``."""
    if point is None:
        return None
    for rect, text in reversed(hotspots):
        if layout.contains(rect, point):
            return rect, text
    return None


def focus_point(frame: TableFrame, focus: int) -> layout.Point | None:
    """Where the keyboard's focus is: the middle of a hand card's uncovered strip, or of
    a decision button."""
    rects = frame.hand_rects
    if 0 <= focus < len(rects):
        x, y, w, h = rects[focus]
        right = rects[focus + 1][0] if focus + 1 < len(rects) else x + w
        return (x + max(2.0, (right - x) / 2), y + h * 0.5)
    buttons = frame.button_rects
    if 0 <= focus - len(rects) < len(buttons):
        return layout.centre(buttons[focus - len(rects)])
    return None


def strips(frame: TableFrame) -> list[layout.Rect]:
    """Each hand card's uncovered strip (the whole card for the last one)."""
    rects = list(frame.hand_rects)
    return [
        (x, y, (rects[i + 1][0] - x if i + 1 < len(rects) and rects[i + 1][0] > x else w), h)
        for i, (x, y, w, h) in enumerate(rects)
    ]


def held_up_rects(ctx: TableContext, held: Callable[[int], list[str]]) -> list[tuple[layout.Rect, str]]:
    """The cards each other seat holds up beside its plate (``Presenter.cards_in_front``),
    where the table draws them (``Geometry.held_up_rects``)."""
    geo = ctx.geo
    placed: list[tuple[layout.Rect, str]] = []
    for seat, point in layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).items():
        cards = held(seat)
        placed += zip(geo.held_up_rects(geo.plate_rect(point), len(cards)), cards, strict=True)
    return placed


class Tooltip:
    """Where the pointer or focus rests, for how long, and the tooltip it shows."""

    def __init__(self) -> None:
        self.pointer: layout.Point | None = None
        self.keyboard = False  # the focus, not the pointer, was moved last
        self.rested = 0.0
        self.shown: Hotspot | None = None  # the hotspot under the pointer or focus
        # Where it last looked and what it found there, and how long ago: a resting
        # pointer asks for the hotspots again only every ``REFRESH`` seconds.
        self._looked: tuple[layout.Point | None, Hotspot | None] | None = None
        self._age = 0.0

    def hear(self, intent: Intent) -> None:
        """Follow the pointer, or the focus once a key moves it."""
        if intent.kind == "point":
            if intent.pos != self.pointer:
                self.pointer = intent.pos
            self.keyboard = False
        elif intent.kind in KEYS:
            self.keyboard = True
        elif intent.kind == "click":
            self.rested = 0.0  # a click acts: the tooltip waits for the next rest

    def update(self, dt: float) -> None:
        self.rested += dt
        self._age += dt

    def wake_in(self) -> float | None:
        """Seconds until the tooltip under the pointer shows (0.0 while it fades in), or
        None when none is coming (see ``Scene.wake_in``)."""
        if self.shown is None or self.rested >= DELAY + FADE:
            return None
        return max(0.0, DELAY - self.rested)

    def current(
        self, hotspots: Callable[[], Sequence[Hotspot]], frame: TableFrame, focus: int | None
    ) -> Hotspot | None:
        """The hotspot under the pointer or the focus now (restarting the wait on a new one);
        ``hotspots`` is asked only when there is a pointer or focus to look under."""
        probe = focus_point(frame, focus) if self.keyboard and focus is not None else self.pointer
        if self._looked is None or self._looked[0] != probe or self._age >= REFRESH:
            self._looked = (probe, hit(hotspots(), probe) if probe is not None else None)
            self._age = 0.0
        now = self._looked[1]
        if now != self.shown:
            self.shown = now
            self.rested = 0.0
        return now

    def draw(
        self,
        surface: pygame.Surface,
        hotspots: Callable[[], Sequence[Hotspot]],
        frame: TableFrame,
        focus: int | None,
        reduced_motion: bool,
        clear: Sequence[layout.Rect] = (),
    ) -> layout.Rect | None:
        """Draw the tooltip if one is due, off ``clear``; its box, or None."""
        spot = self.current(hotspots, frame, focus)
        if spot is None or self.rested < DELAY:
            return None
        return draw_box(surface, spot, opacity(self.rested, reduced_motion), clear)


def opacity(rested: float, reduced_motion: bool) -> float:
    """How far the tooltip has faded in after resting ``rested`` seconds: 0 before
    ``DELAY``, then over ``FADE`` seconds to 1; at once with reduced motion."""
    if rested < DELAY:
        return 0.0
    return 1.0 if reduced_motion else min(1.0, (rested - DELAY) / FADE)


def box_for(
    size: tuple[int, int], spot: Hotspot, clear: Sequence[layout.Rect] = ()
) -> tuple[layout.Rect, list[str], int]:
    """The tooltip's box for ``spot`` in a window of ``size``: under the mark, else above
    it, else beside it (right, then left), the first that is inside the window and keeps
    off ``clear`` (the table's instruction line: a hand card's tip above the card once
    covered it); its wrapped lines and text size."""
    w, h = size
    px = text_px(h)
    lines = gfx.wrap(spot[1], px, w * 0.28)
    line = gfx.line_height(px)
    width = max(gfx.font(px).size(text)[0] for text in lines) + px * 1.2
    height = line * len(lines) + px * 0.8
    x, y, rw, rh = spot[0]
    gap = h * 0.01
    middle = min(max(2.0, x + rw / 2 - width / 2), w - width - 2)
    level = min(max(2.0, y), h - height - 2)
    places = [(middle, y + rh + gap), (middle, y - height - gap)]
    places += [(x + rw + gap, level), (x - width - gap, level)]
    boxes = [(left, top, width, height) for left, top in places]
    inside = [b for b in boxes if b[0] >= 0 and b[1] >= 0 and b[0] + width <= w and b[1] + height <= h]
    free = [box for box in inside if not any(_overlap(box, other) for other in clear)]
    if free:
        return free[0], lines, px
    top = y + rh + gap if y + rh + gap + height <= h - 2 else y - height - gap
    return (middle, min(max(2.0, top), h - height - 2), width, height), lines, px


def _overlap(a: layout.Rect, b: layout.Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def draw_box(
    surface: pygame.Surface, spot: Hotspot, fade: float = 1.0, clear: Sequence[layout.Rect] = ()
) -> layout.Rect:
    box, lines, px = box_for(surface.get_size(), spot, clear)
    gfx.panel(surface, box, fill=(14, 11, 20), edge=gfx.ACCENT, alpha=round(240 * fade))
    colour = tuple(round(channel * fade) for channel in gfx.INK)
    line = gfx.line_height(px)
    for index, text in enumerate(lines):
        at = (box[0] + px * 0.6, box[1] + px * 0.4 + index * line)
        gfx.draw_text(surface, text, px, at, (colour[0], colour[1], colour[2]))
    return box
