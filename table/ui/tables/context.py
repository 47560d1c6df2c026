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

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from table.ui import gfx, layout
from table.ui.settings_model import UI_SCALES
from table.ui.tables.base import Stage

View = dict[str, Any]
Play = tuple[int, str]  # (seat, card) on the table


LIFT = 0.22  # a raised card (hovered, focused or chosen) rises this share of its height
ARC = 0.07  # the hand's middle sits this share of a card higher than its ends
CAPTION_SHARE = 0.045  # the trick's caption above it (the lead suit), a share of the height
NAMES_SHARE = 0.04  # the players' names under the trick's cards
BUTTON_SHARE = 0.055  # a decision button's height
BORDER_INSET = 0.03  # the felt's border line runs this share of the height in from the edges
FAN_SHARE = 0.42  # another seat's face-down fan: its cards' share of a hand card's size


def text_px(px: float, scale: float) -> int:
    """``gfx.font_size(px)`` as it would be at UI scale ``scale`` (for fitting a scale)."""
    base = px * gfx.TEXT_FACTOR
    return max(gfx.MIN_TEXT_PX, round(min(base * scale, max(base, gfx.LARGE_TEXT_PX))))


def plate_height(h: float, scale: float) -> float:
    """A seat's plate: its name and up to two status lines (12 px at the least)."""
    sub_line = text_px(h * 0.026 * 0.82, scale) * 1.25
    return max(h * 0.085, text_px(h * 0.026, scale) * 1.3 + 2 * sub_line + h * 0.012)


def card_room(h: float, line: float, plate_h: float) -> float:
    """The tallest card the table holds at height ``h``: the trick (caption and names
    included) between the top seat's plate and the buttons' row, which sits over a
    two-line prompt (``line`` each) over the hand, raised and arced."""
    fixed = h * (0.985 - 0.1 - CAPTION_SHARE - NAMES_SHARE - BUTTON_SHARE / 2 - 0.035 - 0.012 - 0.005)
    return (fixed - plate_h - 2.5 * line) / (2 + ARC + LIFT)


def fitting_ui_scale(size: tuple[int, int], steps: Sequence[float]) -> float:
    """The largest of ``steps`` whose text leaves the table room for cards at least as
    large as at 100% (a larger scale would crowd the table's centre in this window)."""
    w, h = size
    normal = gfx.card_size((w, h))[1]
    for scale in sorted(steps, reverse=True):
        if scale <= 1.0 or card_room(h, text_px(h * 0.03, scale) * 1.3, plate_height(h, scale)) >= normal:
            return scale
    return 1.0


def applied_ui_scale(requested: float, size: tuple[int, int]) -> float:
    """The UI scale in use in a window of ``size``: the player's, or the largest that
    fits there if that is smaller (the setting itself is kept: a larger window gets it)."""
    return min(max(1.0, requested), fitting_ui_scale(size, UI_SCALES))


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
    prompt_y: float  # the centre of a one-line prompt; a second line goes above it
    buttons_y: float
    panel: layout.Rect
    prompt_line: float = 20.0  # one prompt line's height, in pixels

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> Geometry:
        w, h = size
        text = gfx.ui_scale()
        line = text_px(h * 0.03, text) * 1.3
        plate_h = plate_height(h, text)
        # The player's UI scale (at most 30% of the height), but no taller than the table
        # can hold between the top seat's plate and the prompt above the hand.
        wanted = gfx.scaled_card_size(size)
        card_h = min(wanted[1], int(card_room(h, line, plate_h)))
        card = (round(wanted[0] * card_h / wanted[1]), card_h)
        small = (round(card[0] * 0.62), round(card[1] * 0.62))
        play_w = w * 0.77
        centre = (play_w / 2, h * 0.4)  # the table's: the seats sit round it
        table = (centre[0] - play_w * 0.43, centre[1] - h * 0.27, play_w * 0.86, h * 0.54)
        fan_bottom = h * 0.985
        # The prompt sits wholly above the hand's highest raised card, so nothing covers
        # a raised card's index; a two-line prompt grows upwards, below the buttons.
        prompt_bottom = fan_bottom - card[1] * (1 + ARC + LIFT) - h * 0.012
        prompt_y = prompt_bottom - line * 0.75
        buttons_y = prompt_y - line * 1.75 - h * 0.035
        # The trick lies at the table's centre, or higher when large cards need the room:
        # its names stay clear of the buttons, its caption of the top seat's plate.
        lowest = buttons_y - h * (BUTTON_SHARE / 2 + NAMES_SHARE + 0.005) - card[1] / 2
        highest = h * (0.1 + CAPTION_SHARE) + plate_h + card[1] / 2
        middle = (centre[0], max(highest, min(centre[1], lowest)))
        return cls(
            w,
            h,
            card,
            small,
            middle,
            table,
            (max(w * 0.15, min(w * 0.19, 170.0)), plate_h),
            fan_bottom,
            play_w * 0.86,
            prompt_y,
            buttons_y,
            (w * 0.785, h * 0.02, w * 0.2, h * 0.96),
            line,
        )

    @property
    def header(self) -> layout.Point:
        """Where the game's title starts: inside the felt's border line (it runs about 3%
        of the height in from the top and the left edge), never on it."""
        inside = self.h * (BORDER_INSET + 0.017)
        return (inside, inside)

    @property
    def header_width(self) -> float:
        """How wide the title and the round's line may run: up to the top seat's plate."""
        return min(self.w * 0.3, self.middle[0] - self.plate[0] / 2 - self.w * 0.01 - self.header[0])

    def prompt_box(self, lines: int = 1) -> layout.Rect:
        """The prompt's panel for ``lines`` lines: its bottom stays put, above the hand."""
        bottom = self.prompt_y + self.prompt_line * 0.75
        height = self.prompt_line * (lines + 0.5)
        left = self.middle[0] - self.fan_width / 2 - self.w * 0.01
        return (left, bottom - height, self.fan_width + self.w * 0.02, height)

    def plate_rect(self, point: layout.Point) -> layout.Rect:
        pw, ph = self.plate
        x = min(max(point[0] - pw / 2, self.w * 0.005), self.panel[0] - pw - self.w * 0.008)
        y = min(max(point[1] - ph / 2, self.h * 0.1), self.buttons_top - ph - self.h * 0.01)
        return (x, y, pw, ph)

    @property
    def buttons_top(self) -> float:
        """The top of the decision buttons' row: plates and the trick stay above it."""
        return self.buttons_y - self.h * BUTTON_SHARE / 2

    def trick_slots(self, seats: int) -> list[layout.Rect]:
        """Where the cards of a trick lie: a row in play order, the lead on the left; it
        stays between the side seats' plates where they come level with it."""
        bottom = self.middle[1] + self.card[1] / 2
        return layout.fan(seats, self.card, self.middle[0], bottom, self.trick_width(seats), None)

    def trick_width(self, seats: int) -> float:
        """How wide the trick's row may be: 44% of the window, less if a side seat's
        plate comes level with the trick and nearer the middle than that."""
        top, bottom = self.middle[1] - self.card[1] / 2, self.middle[1] + self.card[1] / 2
        band = (top - self.h * CAPTION_SHARE, bottom + self.h * NAMES_SHARE)
        half = self.w * 0.22
        for point in layout.opponent_centres(seats, 0, self.table).values():
            x, y, pw, ph = self.plate_rect(point)
            if y < band[1] and y + ph > band[0]:
                gap = self.middle[0] - (x + pw) if x + pw / 2 < self.middle[0] else x - self.middle[0]
                half = min(half, gap - self.w * 0.008)
        return max(self.card[0], 2 * half)

    def trick_area(self, seats: int) -> layout.Rect:
        """The trick's row with its caption above and the players' names below."""
        slots = self.trick_slots(seats)
        left, right = slots[0][0], slots[-1][0] + slots[-1][2]
        top = slots[0][1] - self.h * CAPTION_SHARE
        return (left, top, right - left, self.card[1] + self.h * (CAPTION_SHARE + NAMES_SHARE))

    def hand_rects(self, count: int, lifted: int | None, raised: Collection[int] = ()) -> list[layout.Rect]:
        """The hand on screen as a low arc; the ``lifted`` card (hovered or focused) and
        the ``raised`` ones (chosen) rise by ``LIFT``, once, however many reasons."""
        rects = layout.fan(count, self.card, self.middle[0], self.fan_bottom, self.fan_width, None)
        up = set(raised) | ({lifted} if lifted is not None else set())
        rise = [layout.arc_rise(i, count, ARC) + (LIFT if i in up else 0.0) for i in range(count)]
        return [(x, y - self.card[1] * up_by, w, h) for (x, y, w, h), up_by in zip(rects, rise, strict=True)]

    @property
    def fan_card(self) -> tuple[int, int]:
        """A card's size in another seat's fan (it does not grow past 8% of the window's
        height with the UI scale: the fans would cover the table)."""
        share = min(FAN_SHARE, self.h * 0.08 / self.card[1])
        return (round(self.card[0] * share), round(self.card[1] * share))

    def seat_fan(self, point: layout.Point, count: int) -> list[tuple[layout.Rect, float]]:
        """Another seat's hand, face down: (upright rect, degrees turned) per card, a
        true arc rising from behind its plate, shifted to stay inside the play area."""
        size = self.fan_card
        plate = self.plate_rect(point)
        pivot = (plate[0] + plate[2] / 2, plate[1] + size[1] * 1.9)
        fan = layout.arc_fan(count, size, pivot, size[1] * 2.2, min(80.0, 5.5 * max(0, count - 1)))
        if not fan:
            return []
        bounds = [layout.turned_bounds(rect, degrees) for rect, degrees in fan]
        left = min(b[0] for b in bounds)
        right = max(b[0] + b[2] for b in bounds)
        margin = self.w * 0.006
        shift = max(0.0, margin - left) - max(0.0, right - (self.panel[0] - margin))
        return [((x + shift, y, w, h), degrees) for (x, y, w, h), degrees in fan]

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
        """One seat's row in the score panel: all the rows stay above the side buttons
        (seven at most: last trick, log, score pad, menu, and the help's three)."""
        room = self.side_button_rects(7)[0][1] - self.h * 0.008 - (self.panel[1] + self.h * 0.06)
        return min(self.h * 0.08, room / rows)


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
