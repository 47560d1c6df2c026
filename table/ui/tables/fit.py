"""How large the table's text may grow in a window: the UI scale that still leaves cards their room.

The table's vertical budget, top to bottom: the top seat's plate, the trick with its
caption and names, the decision buttons, a two-line prompt and the hand, raised and
arced. A UI scale is used in a window only if the cards can stay at least as large
as at 100% there; otherwise the largest scale that fits is (the setting is kept).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from table.ui import gfx
from table.ui.settings_model import UI_SCALES

LIFT = 0.22  # a raised card (hovered, focused or chosen) rises this share of its height
ARC = 0.07  # the hand's middle sits this share of a card higher than its ends
CAPTION_SHARE = 0.045  # the trick's caption above it (the lead suit), a share of the height
NAMES_SHARE = 0.04  # the players' names under the trick's cards
BUTTON_SHARE = 0.055  # a decision button's height
# The felt's rim: the line its table art paints round it (tools/art_card.py ``table_svg``)
# ends 1.6% of a 16:9 window's width in from its sides and 2.9% of its height from top
# and bottom (at other shapes the cover crop takes it nearer the edges, or off them).
# Every seat's plate, fan, held-up cards and rows keep this far in: inside it, clear of it.
RIM_X = 0.02
RIM_Y = 0.034


def text_px(px: float, scale: float) -> int:
    """``gfx.font_size(px)`` as it would be at UI scale ``scale`` (for fitting a scale)."""
    base = px * gfx.TEXT_FACTOR
    return max(gfx.MIN_TEXT_PX, round(min(base * scale, max(base, gfx.LARGE_TEXT_PX))))


def plate_height(h: float, scale: float) -> float:
    """A seat's plate: its name and up to two status lines (12 px at the least)."""
    sub_line = text_px(h * 0.026 * 0.82, scale) * 1.25
    return max(h * 0.085, text_px(h * 0.026, scale) * 1.3 + 2 * sub_line + h * 0.012)


def card_room(h: float, line: float, plate_h: float, band: float = 0.0) -> float:
    """The tallest card the table holds at height ``h``: the trick (caption and names
    included) between the top seat's plate and the buttons' row, which sits over a
    two-line prompt (``line`` each) over the hand, raised and arced; less a ``band``
    (a share of the height) a game keeps under its trick (Batwalk's runway)."""
    fixed = h * (0.985 - 0.1 - CAPTION_SHARE - NAMES_SHARE - BUTTON_SHARE / 2 - 0.035 - 0.012 - 0.005 - band)
    return (fixed - plate_h - 2.5 * line) / (2 + ARC + LIFT)


def fitting_ui_scale(size: tuple[int, int], steps: Sequence[float], band: float = 0.0) -> float:
    """The largest of ``steps`` whose text leaves the table room for cards at least as
    large as at 100% (a larger scale would crowd the table's centre in this window),
    with ``band`` of the height kept under the trick (``card_room``)."""
    return _fitting_ui_scale((size[0], size[1]), tuple(steps), band)


@lru_cache(maxsize=64)  # the app asks twice a frame
def _fitting_ui_scale(size: tuple[int, int], steps: tuple[float, ...], band: float) -> float:
    w, h = size
    normal = gfx.card_size((w, h))[1]
    for scale in sorted(steps, reverse=True):
        room = card_room(h, text_px(h * 0.03, scale) * 1.3, plate_height(h, scale), band)
        if scale <= 1.0 or room >= normal:
            return scale
    return 1.0


def applied_ui_scale(requested: float, size: tuple[int, int], band: float = 0.0) -> float:
    """The UI scale in use in a window of ``size``: the player's, or the largest that
    fits there if that is smaller (the setting itself is kept: a larger window gets it);
    ``band``: what the table open keeps under its trick (Batwalk's runway)."""
    return min(max(1.0, requested), fitting_ui_scale(size, UI_SCALES, band))
