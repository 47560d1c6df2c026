"""The seam between the table and a game's presenter: the table's geometry and what one frame shows.

``Geometry`` says where everything on the table goes for one window size, in relative
units (see ``layout``). ``TableFrame`` is computed once per frame from it and the
presented model (``table.ui.presented``): the hand's and the buttons' rectangles, the
trick's slots, the side buttons; the table draws with it and hit-tests clicks against
the very same rectangles. ``TableContext`` is all a presenter may read while drawing or
reacting to a click: the presented view, names, seats, the trick on the table, the
hand's rectangles, whether an animation runs and who decides now. Presenters never see
the scene, so a change in the scene cannot silently break them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from table.ui import gfx, layout
from table.ui.tables.base import Stage

View = dict[str, Any]
Play = tuple[int, str]  # (seat, card) on the table


@dataclass(frozen=True)
class Geometry:
    """Where everything on the table goes for one window size (see ``layout``)."""

    w: int
    h: int
    card: tuple[int, int]
    small: tuple[int, int]
    middle: layout.Point
    table: layout.Rect
    plate: tuple[float, float]
    fan_bottom: float
    fan_width: float
    prompt_y: float
    buttons_y: float
    panel: layout.Rect

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> Geometry:
        w, h = size
        card = gfx.card_size(size)
        small = (round(card[0] * 0.62), round(card[1] * 0.62))
        play_w = w * 0.77
        middle = (play_w / 2, h * 0.4)
        table = (middle[0] - play_w * 0.43, middle[1] - h * 0.27, play_w * 0.86, h * 0.54)
        fan_bottom = h * 0.985
        prompt_y = fan_bottom - card[1] * 1.25 - h * 0.025
        return cls(
            w,
            h,
            card,
            small,
            middle,
            table,
            (w * 0.15, h * 0.085),
            fan_bottom,
            play_w * 0.86,
            prompt_y,
            prompt_y - h * 0.062,
            (w * 0.785, h * 0.02, w * 0.2, h * 0.96),
        )

    def plate_rect(self, point: layout.Point) -> layout.Rect:
        pw, ph = self.plate
        x = min(max(point[0] - pw / 2, self.w * 0.005), self.panel[0] - pw - self.w * 0.008)
        y = min(max(point[1] - ph / 2, self.h * 0.1), self.prompt_y - ph - self.h * 0.06)
        return (x, y, pw, ph)

    def trick_slots(self, seats: int) -> list[layout.Rect]:
        """Where the cards of a trick lie: a row in play order, the lead on the left; it
        stays between the side seats' plates (they sit at the table's middle height)."""
        bottom = self.middle[1] + self.card[1] / 2
        return layout.fan(seats, self.card, self.middle[0], bottom, self.w * 0.44, None)

    def hand_rects(self, count: int, lifted: int | None) -> list[layout.Rect]:
        middle = self.middle[0]
        return layout.fan(count, self.card, middle, self.fan_bottom, self.fan_width, lifted, lift=0.22)

    def button_rects(self, count: int) -> list[layout.Rect]:
        """The decision buttons' row above the hand."""
        if count == 0:
            return []
        bw = min(self.w * 0.13, self.fan_width / count - self.w * 0.008)
        gap = self.w * 0.008
        total = count * bw + (count - 1) * gap
        left = self.middle[0] - total / 2
        bh = self.h * 0.055
        return [(left + i * (bw + gap), self.buttons_y - bh / 2, bw, bh) for i in range(count)]

    def side_button_rects(self, count: int) -> list[layout.Rect]:
        """The side buttons (last trick, log, score pad, menu) at the foot of the score panel."""
        x, y, w, h = self.panel
        button_h, gap = self.h * 0.055, self.h * 0.012
        top = y + h - count * (button_h + gap)
        return [(x, top + index * (button_h + gap), w, button_h) for index in range(count)]

    def score_row_height(self, rows: int) -> float:
        """One seat's row in the score panel."""
        return min(self.h * 0.08, self.h * 0.5 / rows)


@dataclass(frozen=True)
class TableFrame:
    """One frame's rectangles, for drawing and for hit-testing alike."""

    geo: Geometry
    hand: Sequence[str | None]  # the cards at the bottom, None for a back
    hand_rects: Sequence[layout.Rect]
    buttons: Sequence[tuple[str, str | None]]  # (label, action or None: disabled)
    button_rects: Sequence[layout.Rect]
    trick_slots: Sequence[layout.Rect]
    side_rects: Sequence[layout.Rect]


@dataclass(frozen=True)
class TableContext:
    """What a presenter may read to draw its own things or to read a click on the table."""

    game_id: str
    view: View  # the presented view (see ``table.ui.presented``)
    names: Sequence[str]
    players: int
    bottom_seat: int
    viewer: int | None
    frame: TableFrame
    trick: Sequence[Play]  # the cards lying on the table now
    busy: bool  # an animation is running
    dealing: bool
    actor: int | None  # the human on screen who decides now
    actions: Sequence[str]  # ``actor``'s legal actions (empty if nobody decides)
    stage: Stage | None  # the step of an action built in steps (Royal), or None
    log: Sequence[View]  # every event so far, for public facts the view does not keep
    speed: float  # the player's animation speed

    @property
    def geo(self) -> Geometry:
        return self.frame.geo
