"""The decided trick's mark: a ring around the winner's card and its result over it.

Drawn the same way on the table while a decided trick is held and on the "Last trick"
screen, so a player learns one look: the winner's card is ringed (as Batwalk rings the
card winning a show) and a tag above it says what the trick took ("Mildred takes 6
points"). The ring stays inside the margin gfx notes around a drawn card and the tag is
a gfx panel, so both are repainted from the still layer once they are gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from table.ui import gfx, layout

RING = 4  # pixels the ring sits outside the card: inside the margin gfx notes for a card


def ring(surface: pygame.Surface, rect: layout.Rect) -> pygame.Rect:
    """The bright ring around the winner's card (the card is drawn by whoever shows the
    trick, maybe on a cached layer: the ring is noted, so the next frame repaints it)."""
    x, y, w, h = rect
    outline = pygame.Rect(round(x), round(y), round(w), round(h)).inflate(2 * RING, 2 * RING)
    width = max(RING, round(w * 0.04))
    pygame.draw.rect(surface, gfx.FOCUS, outline, width=width, border_radius=round(w * 0.1))
    gfx.note_rect(outline, surface)
    return outline


@lru_cache(maxsize=256)
def _tag_size(words: str, px: int, room: float, scale: float) -> tuple[int, float]:
    """The tag's text size and width for ``words`` (asked every frame of a hold)."""
    size = gfx.fit_px(words, px, room * 0.9, True)
    return size, min(room, gfx.font(size, True).size(gfx.showable(words))[0] + size * 1.2)


def tag_rect(words: str, px: int, card: layout.Rect, bounds: layout.Rect, gap: float) -> layout.Rect:
    """Where the result's tag goes: centred above ``card``, kept inside ``bounds`` (the
    tag is no taller than the room between the card and the top of ``bounds``)."""
    room = card[1] - RING - gap - bounds[1]
    if px * 1.7 > room:
        px = max(1, int(room / 1.7))
    size, width = _tag_size(words, px, bounds[2], gfx.ui_scale())
    height = min(size * 1.7, room) if room > 0 else size * 1.7
    left = card[0] + card[2] / 2 - width / 2
    left = max(bounds[0], min(left, bounds[0] + bounds[2] - width))
    return (left, card[1] - RING - gap - height, width, height)


def clear_tag_rect(
    words: str, px: int, card: layout.Rect, places: Sequence[layout.Rect], clear: Sequence[layout.Rect]
) -> layout.Rect:
    """The tag in the first of ``places`` (bounds for ``tag_rect``, widest first) where it
    covers none of ``clear`` (the seats' plates); in the last one if none is free."""
    return _clear_tag_rect(words, px, card, tuple(places), tuple(clear), gfx.ui_scale())


@lru_cache(maxsize=64)
def _clear_tag_rect(
    words: str,
    px: int,
    card: layout.Rect,
    places: tuple[layout.Rect, ...],
    clear: tuple[layout.Rect, ...],
    scale: float,  # in the key: the tag's size depends on it
) -> layout.Rect:
    where = card
    for bounds in places:
        where = tag_rect(words, px, card, bounds, px * 0.3)
        if not any(layout.overlap(where, other) for other in clear):
            break
    return where


def result_tag(surface: pygame.Surface, words: str, px: int, rect: layout.Rect) -> None:
    """The result's words in their tag (see ``tag_rect``)."""
    gfx.panel(surface, rect, fill=(40, 28, 12), edge=gfx.FOCUS, alpha=235)
    at = layout.centre(rect)
    gfx.draw_text(surface, words, px, at, gfx.FOCUS, bold=True, anchor="center", max_width=rect[2] * 0.94)


def mark(
    surface: pygame.Surface,
    rect: layout.Rect,
    words: str,
    px: int,
    bounds: layout.Rect,
    tighter: Sequence[layout.Rect] = (),
    clear: Sequence[layout.Rect] = (),
) -> layout.Rect:
    """The whole mark: a ring around the card in ``rect``, ``words`` above it; the tag's
    rect. It goes inside ``bounds``, or the first of the ``tighter`` bounds where it
    leaves every rect of ``clear`` uncovered (a smaller tag, its text shrunk to fit)."""
    ring(surface, rect)
    where = clear_tag_rect(words, px, rect, [bounds, *tighter], clear)
    result_tag(surface, words, min(px, max(1, round(where[3] / 1.7))), where)
    return where
