"""The trick's caption (the lead suit, Batwalk's winning card): its size and its gap above
the trick; and how wide the names under the trick's cards may be (``name_rooms``).

The caption sits in a band above the trick's cards that the table's geometry keeps
clear of the top seat's plate (``Geometry.trick_area``). At a large UI scale its text
would be taller than that band, so it is set smaller there (never under 12 px); the
table draws it, and a game that keeps its own things clear of it, with this size.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from table.ui import gfx

if TYPE_CHECKING:
    from table.ui import layout
    from table.ui.tables.context import Geometry

CAPTION_GAP = 0.012  # between the caption's foot and the trick's cards, a share of the height


def caption_px(geo: Geometry, text: str) -> int:
    """The caption's size: as large as the prompt's text, smaller if need be to fit 80%
    of the hand's width and the band above the trick."""
    px = gfx.fit_px(text, round(geo.h * 0.03), geo.fan_width * 0.8, bold=True)
    cards_top = geo.middle[1] - geo.card[1] / 2
    band = cards_top - geo.trick_area(1)[1] - geo.h * CAPTION_GAP
    while gfx.font_size(px) > gfx.MIN_TEXT_PX and gfx.line_height(px) > band:
        px -= 1
    return px


def caption_fits(geo: Geometry, text: str) -> bool:
    """Whether ``text`` fits the caption's width at its size (``caption_px``)."""
    return gfx.font(caption_px(geo, text), bold=True).size(gfx.showable(text))[0] <= geo.fan_width * 0.8


def draw_caption(surface: pygame.Surface, geo: Geometry, cards_top: float, text: str) -> pygame.Rect:
    """The caption centred above the trick whose cards' top is at ``cards_top``; where it went."""
    at = (geo.middle[0], cards_top - geo.h * CAPTION_GAP)
    px = caption_px(geo, text)
    return gfx.draw_text(
        surface, text, px, at, gfx.ACCENT, bold=True, anchor="midbottom", max_width=geo.fan_width * 0.8
    )


def name_rooms(slots: Sequence[layout.Rect], names: Sequence[str], px: int) -> list[float]:
    """How wide the name under each played card (``names``, in ``slots``' order) may be,
    centred under it: its card's width (a twentieth more), or the step to the next card
    where the cards overlap; wider (a longer language's "Trendsetter") into the room its
    neighbours' names leave free, or beyond the row's end or an empty slot by the gap
    between two cards."""
    step = slots[1][0] - slots[0][0] if len(slots) > 1 else slots[0][2]
    card = slots[0][2]
    base = min(step, card * 1.05)
    open_side = card / 2 + max(0.0, step - card)  # beside an end or a slot no card lies in yet
    widths = [min(float(gfx.font(px).size(gfx.showable(name))[0]), base) for name in names]
    rooms = []
    for index in range(len(names)):
        sides = [step - widths[other] / 2 - step * 0.04 if 0 <= other < len(names) else open_side
                 for other in (index - 1, index + 1)]
        rooms.append(max(base, 2 * min(sides)))
    return rooms
