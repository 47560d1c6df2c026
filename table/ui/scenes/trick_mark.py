"""The decided trick's mark: a glow around the winner's card and its result over it.

Drawn the same way on the table while a decided trick is held and on the "Last trick"
screen, so a player learns one look: the winner's card glows and a tag above it says
what the trick took ("Mildred takes 6 points"). Only gfx's public drawing is used, so
everything drawn here is repainted from the still layer once it is gone.
"""

from __future__ import annotations

import pygame

from table.ui import gfx, layout

HALO = 10  # pixels the glow reaches past the card on each side


def glow(surface: pygame.Surface, game_id: str, card: str, rect: layout.Rect, name: str) -> layout.Rect:
    """The winner's card, drawn again inside a soft glow and a bright ring; the ring's rect."""
    x, y, w, h = rect
    halo = (x - HALO, y - HALO, w + 2 * HALO, h + 2 * HALO)
    gfx.panel(surface, halo, fill=gfx.FOCUS, edge=None, radius=round(w * 0.14), alpha=90)
    gfx.draw_card(surface, game_id, card, rect, name)
    ring = (x - HALO / 2, y - HALO / 2, w + HALO, h + HALO)
    gfx.panel(surface, ring, fill=gfx.FOCUS, edge=gfx.FOCUS, radius=round(w * 0.12), alpha=0)
    return ring


def tag_rect(words: str, px: int, card: layout.Rect, bounds: layout.Rect, gap: float) -> layout.Rect:
    """Where the result's tag goes: centred above ``card``, kept inside ``bounds``."""
    size = gfx.fit_px(words, px, bounds[2] * 0.9, True)
    width = min(bounds[2], gfx.font(size, True).size(gfx.showable(words))[0] + size * 1.2)
    height = size * 1.7
    left = card[0] + card[2] / 2 - width / 2
    left = max(bounds[0], min(left, bounds[0] + bounds[2] - width))
    return (left, card[1] - HALO - gap - height, width, height)


def result_tag(surface: pygame.Surface, words: str, px: int, rect: layout.Rect) -> None:
    """The result's words in their tag (see ``tag_rect``)."""
    gfx.panel(surface, rect, fill=(40, 28, 12), edge=gfx.FOCUS, alpha=235)
    at = layout.centre(rect)
    gfx.draw_text(surface, words, px, at, gfx.FOCUS, bold=True, anchor="center", max_width=rect[2] * 0.94)


def mark(
    surface: pygame.Surface,
    game_id: str,
    card: str,
    rect: layout.Rect,
    name: str,
    words: str,
    px: int,
    bounds: layout.Rect,
) -> layout.Rect:
    """The whole mark: ``card`` glowing in ``rect`` and ``words`` above it; the tag's rect."""
    glow(surface, game_id, card, rect, name)
    where = tag_rect(words, px, rect, bounds, px * 0.3)
    result_tag(surface, words, px, where)
    return where
