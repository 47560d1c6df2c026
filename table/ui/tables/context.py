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

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

from table.core.vocabulary import View
from table.ui import gfx, labels, layout
from table.ui.tables import fit, seat_rows
from table.ui.tables.fit import (
    ARC,
    BUTTON_SHARE,
    CAPTION_SHARE,
    LIFT,
    NAMES_SHARE,
    applied_ui_scale,
    card_room,
    fitting_ui_scale,
    plate_height,
    text_px,
)
from table.ui.tables.stage import Stage

__all__ = [
    "ARC", "LIFT", "Geometry", "Play", "TableContext", "TableFrame", "applied_ui_scale", "fitting_ui_scale",
    "text_px",
]

Play = tuple[int, str]  # (seat, card) on the table


BORDER_INSET = 0.03  # the felt's border line runs this share of the height in from the edges
FAN_SHARE = 0.42  # another seat's face-down fan: its cards' share of a hand card's size
FAN_PIVOT = 2.0  # the fan's arc turns round a point this many of its cards below the plate's top
FAN_RISE = 0.73  # so a full fan rises this many of its cards' heights above the plate
FAN_SPREAD = 50.0  # a full fan's degrees: its outer cards stay mostly above the plate (not at 80)
FRONT_SHARE = 0.5  # a seat's face-up cards in front of it (Royal's critters), of a hand card
BUTTON_MIN = 0.075  # a decision button is no narrower than this share of the width
PANEL_FOOT = 0.02  # the score panel's room under its last row, a share of the height


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
    header_h: float = 0.0  # the title's and the round's lines, in pixels
    held_up: bool = False  # the seats may hold a card up beside their plates (``held_up_rects``)
    front_rows: bool = False  # the seats have a row of cards in front (``front_row_rect``)
    band_shift: float = 0.0  # how far the trick sits higher to keep ``for_size``'s middle band
    status_lines: int = 1  # a score row's status lines: two where a language's do not fit one

    @classmethod
    def for_size(cls, size: tuple[int, int], held_up: bool = False, front_rows: bool = False,
                 middle_band: float = 0.0) -> Geometry:
        """The table at ``size`` (and UI scale) for a game whose seats may hold cards up
        (``held_up``) or have a front row, keeping ``middle_band`` free under the trick."""
        w, h = size
        text = gfx.ui_scale()
        line = text_px(h * 0.03, text) * 1.3
        plate_h = plate_height(h, text)
        # The player's UI scale (at most 30% of the height), but no taller than the table
        # can hold between the top seat's plate and the prompt above the hand.
        wanted = gfx.scaled_card_size(size)
        card_h, band = min(wanted[1], int(card_room(h, line, plate_h, middle_band))), h * middle_band
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
        lowest = buttons_y - h * (BUTTON_SHARE / 2 + NAMES_SHARE + 0.005) - band - card[1] / 2
        highest = h * (0.1 + CAPTION_SHARE) + plate_h + card[1] / 2
        middle = (centre[0], max(highest, min(centre[1], lowest)))
        shift = max(highest, min(centre[1], lowest + band)) - middle[1]
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
            gfx.line_height(round(h * 0.034)) + gfx.line_height(round(h * 0.034 * 0.8)),
            held_up, front_rows, shift,
        )

    @property
    def header(self) -> layout.Point:
        """Where the game's title starts: inside the felt's border line (it runs about 3%
        of the height in from the top and the left edge), never on it."""
        inside = self.h * (BORDER_INSET + 0.017)
        return (inside, inside)

    @property
    def header_width(self) -> float:
        """How wide the title and the round's line may run: up to the top seat's plate,
        or its fan where a full one reaches wider than the plate."""
        reach = max(self.plate[0] / 2, self.fan_reach)
        return min(self.w * 0.3, self.middle[0] - reach - self.w * 0.01 - self.header[0])

    @property
    def fan_reach(self) -> float:
        """How far the title keeps clear of a top seat's middle: a fan's reach at 80 degrees
        (more than ``FAN_SPREAD``: room to spare, the plates' places as laid out)."""
        (s_w, s_h), turn = self.fan_card, math.radians(40)
        return 2.2 * s_h * math.sin(turn) + (s_w * math.cos(turn) + s_h * math.sin(turn)) / 2

    @lru_cache(maxsize=32)  # noqa: B019 (asked every frame; a frozen geometry)
    def prompt_box(self, lines: int = 1, seats: int = 0) -> layout.Rect:
        """The prompt's panel for ``lines`` lines: its bottom stays put, above the hand,
        between the side seats' plates and cards in front (at a table of ``seats``)."""
        bottom = self.prompt_y + self.prompt_line * 0.75
        height = self.prompt_line * (lines + 0.5)
        left, right = self.button_span(seats, bottom - height, bottom)
        margin, hand_left, hand_right = self.w * 0.01, *self.button_span(0, 0, 0)
        # A margin past the hand's edges, but not into a side seat's cards (their gap kept).
        left = hand_left - margin if left <= hand_left else left
        right = hand_right + margin if right >= hand_right or seats < 2 else right
        return (left, bottom - height, right - left, height)

    @lru_cache(maxsize=64)  # noqa: B019 (asked for every seat, many times a frame)
    def plate_rect(self, point: layout.Point) -> layout.Rect:
        """A seat's name plate near ``point``: inside the play area, above the buttons,
        and low enough that its fan stays under the title."""
        pw, ph = self.plate
        x = min(max(point[0] - pw / 2, self.w * fit.RIM_X), self.panel[0] - pw - self.w * 0.008)
        y = min(max(point[1] - ph / 2, self.h * 0.1), self.buttons_top - ph - self.h * 0.01)
        left, top = self.header
        clear = top + self.header_h + self.fan_card[1] * FAN_RISE + self.h * 0.001
        if y < clear and x < left + self.header_width + self.w * 0.01:
            y = clear  # its fan would rise into the title: it sits lower
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

    @lru_cache(maxsize=16)  # noqa: B019 (asked several times a frame; a frozen geometry)
    def trick_width(self, seats: int) -> float:
        """How wide the trick's row may be: 44% of the window, less if a side seat's
        plate comes level with the trick nearer the middle (or a card that seat holds up)."""
        top, bottom = self.middle[1] - self.card[1] / 2, self.middle[1] + self.card[1] / 2
        band = (top - self.h * CAPTION_SHARE, bottom + self.h * NAMES_SHARE)
        half = self.w * 0.22
        for point in layout.opponent_centres(seats, 0, self.table).values():
            plate = self.plate_rect(point)
            level = plate[1] < band[1] and plate[1] + plate[3] > band[0]
            for x, y, pw, ph in [plate, *self.held_up_rects(plate, self.held_up if level else 0)]:
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

    @lru_cache(maxsize=64)  # noqa: B019 (a frozen geometry; asked at each redraw of a seat's plate)
    def seat_fan(self, point: layout.Point, count: int) -> tuple[tuple[layout.Rect, float], ...]:
        """Another seat's face-down hand, arced from behind its plate in the play area: (rect, turn) each."""
        size = self.fan_card
        plate = self.plate_rect(point)
        pivot = (plate[0] + plate[2] / 2, plate[1] + size[1] * FAN_PIVOT)
        fan = layout.arc_fan(count, size, pivot, size[1] * 2.2, min(FAN_SPREAD, 5.5 * max(0, count - 1)))
        if not fan:
            return ()
        bounds = [layout.turned_bounds(rect, degrees) for rect, degrees in fan]
        left = min(b[0] for b in bounds)
        right = max(b[0] + b[2] for b in bounds)
        margin = self.w * 0.006
        shift = max(0.0, self.w * fit.RIM_X - left) - max(0.0, right - (self.panel[0] - margin))
        return tuple(((x + shift, y, w, h), degrees) for (x, y, w, h), degrees in fan)

    def held_up_rects(self, plate: layout.Rect, count: int) -> list[layout.Rect]:
        """The cards a seat holds up (``Presenter.cards_in_front``): small, overlapping,
        beside its plate on its outer side (a seat across: on the right), or the other
        where the play area ends first; a seat above the trick holds them no lower
        than its plate, so they stay clear of the trick's caption."""
        x, y, w, h = plate
        small, step = self.small, self.small[0] * 0.4
        span = small[0] + max(0, count - 1) * step
        right = x + w + self.w * 0.004
        left = x - self.w * 0.004 - small[0]
        outer_left = x + w / 2 < self.middle[0] - w * 0.3
        fits_right = right + span <= self.panel[0]
        on_left = (outer_left and left - (span - small[0]) >= self.w * fit.RIM_X) or not fits_right
        if y + h / 2 < self.middle[1] - self.card[1] / 2:
            y = max(self.h * fit.RIM_Y, y + h - small[1])
        return [
            (left - index * step if on_left else right + index * step, y, float(small[0]), float(small[1]))
            for index in range(count)
        ]

    @property
    def front_card(self) -> tuple[int, int]:
        """A card in the row in front of a seat (``front_row_rect``)."""
        return (round(self.card[0] * FRONT_SHARE), round(self.card[1] * FRONT_SHARE))

    @lru_cache(maxsize=256)  # noqa: B019 (a frozen geometry: kept while its window is)
    def front_row_rect(self, plate: layout.Rect, seats: int = 0) -> layout.Rect:
        """Where the face-up cards in front of another seat go (Royal's critters): under
        its plate, or beside it for a plate above the cards in play (``seat_rows``)."""
        return seat_rows.front_row_rect(self, plate, seats)

    def seat_zone(self, point: layout.Point, seats: int = 0) -> list[layout.Rect]:
        """What the table may place at another seat besides its fan: its plate, a card
        held up beside it and the row of cards in front of it (in the games that do)."""
        plate = self.plate_rect(point)
        front = [self.front_row_rect(plate, seats)] if self.front_rows else []
        return [plate, *self.held_up_rects(plate, self.held_up), *front]

    @lru_cache(maxsize=64)  # noqa: B019 (asked every frame; a frozen geometry)
    def button_span(self, seats: int, top: float, bottom: float) -> tuple[float, float]:
        """How far left and right the buttons may run between ``top`` and ``bottom``: the
        hand's width, less what the side seats place there (``seat_zone``)."""
        gap = self.w * 0.008
        left, right = self.middle[0] - self.fan_width / 2, self.middle[0] + self.fan_width / 2
        for point in layout.opponent_centres(seats, 0, self.table).values() if seats > 1 else ():
            for x, y, w, h in self.seat_zone(point, seats):
                if y < bottom and y + h > top:
                    if x + w / 2 < self.middle[0]:
                        left = max(left, x + w + gap)
                    else:
                        right = min(right, x - gap)
        return left, right

    def button_band(self, rows: int) -> tuple[float, float]:
        """The top and bottom of the decision buttons' ``rows``: one row above a two-line
        prompt; two take the prompt's second line too (it then shrinks onto one)."""
        bh = self.h * BUTTON_SHARE
        if rows == 1:
            return self.buttons_y - bh / 2, self.buttons_y + bh / 2
        bottom = self.prompt_box(1)[1] - self.h * 0.008
        return bottom - rows * bh - (rows - 1) * self.h * 0.008, bottom

    def button_rects(self, count: int, seats: int = 0, names: tuple[str, ...] = ()) -> list[layout.Rect]:
        """The decision buttons above the hand, between the side seats' plates and cards in front
        (``seats``); two rows if one is too narrow to read; wider for their ``names`` to show whole."""
        return list(self._button_rects(count, seats, names))

    @lru_cache(maxsize=64)  # noqa: B019 (asked every frame; a frozen geometry)
    def _button_rects(self, count: int, seats: int, names: tuple[str, ...]) -> tuple[layout.Rect, ...]:
        if count == 0:
            return ()
        gap, bh = self.w * 0.008, self.h * BUTTON_SHARE
        for rows in (1, 2):
            top, bottom = self.button_band(rows)
            left, right = self.button_span(seats, top, bottom)
            per_row = -(-count // rows)
            room = (right - left - (per_row - 1) * gap) / per_row
            bw = labels.row_width(names, min(self.w * 0.13, room), min(self.w * 0.2, room), bh)
            if bw >= self.w * BUTTON_MIN or count == 1:
                break
        rects = []
        for index in range(count):
            row, place = divmod(index, per_row)
            in_row = min(per_row, count - row * per_row)
            x = (left + right) / 2 - (in_row * bw + (in_row - 1) * gap) / 2 + place * (bw + gap)
            rects.append((x, top + row * (bh + self.h * 0.008), bw, bh))
        return tuple(rects)

    def side_button_rects(self, count: int) -> list[layout.Rect]:
        """The side buttons (last trick, log, score pad, menu, the help) at the foot of the
        score panel: two to a row when there are more than four, so the score rows of a
        full table keep their room; a last one alone takes the whole row."""
        x, y, w, h = self.panel
        button_h, gap = self.h * 0.055, self.h * 0.012
        columns = 2 if count > 4 else 1
        rows = -(-count // columns)
        top = y + h - rows * (button_h + gap)
        column_w = (w - (columns - 1) * gap) / columns
        rects = []
        for index in range(count):
            row, column = divmod(index, columns)
            alone = column == 0 and index == count - 1
            at = (x + column * (column_w + gap), top + row * (button_h + gap))
            rects.append((*at, w if alone else column_w, button_h))
        return rects

    def score_row_height(self, rows: int) -> float:
        """One seat's row in the score panel, a status line taller for a second: all the rows
        and the panel's foot stay above the side buttons (seven at most: four, the help's three)."""
        foot = self.h * (0.008 + PANEL_FOOT)
        room = self.side_button_rects(7)[0][1] - foot - (self.panel[1] + self.h * 0.06)
        second = gfx.font(round(self.h * 0.028 * 0.75)).get_linesize() * (self.status_lines - 1)
        return min(self.h * 0.08 + second, room / rows)

    def score_panel_rect(self, rows: int) -> layout.Rect:
        """The score panel with ``rows`` seats: its heading, the rows and a foot under the
        last row, so the panel's rounded corners never clip that row's status line."""
        x, y, w, _ = self.panel
        return (x, y, w, self.h * (0.06 + PANEL_FOOT) + rows * self.score_row_height(rows))

    @property
    def score_panel_radius(self) -> int:
        """The score panel's corners: rounded little enough that its foot clears them."""
        return round(self.h * PANEL_FOOT * 1.5)


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
    side_foot: float = 0.0  # the side column's foot the game keeps (``Presenter.side_foot``)

    @property
    def geo(self) -> Geometry:
        return self.frame.geo
