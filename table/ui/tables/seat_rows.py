"""The row of face-up cards in front of a seat (Royal's critters): under, beside or above its plate.

A seat level with the cards in play or lower has its row under its plate (the decision
buttons keep clear of it). A seat above them has the middle below it, so its row goes
beside the plate, on its outer side (the seat straight across takes the roomier side);
where that side has no room for a card, above the plate, over the seat's own fan (the
cards lie in front of its hand), shorter if the title or the window's top is near; where
a tall title leaves too little room even for shorter cards, on the plate's inner side.
The bottom seat's own row lies under the cards in play (``own_row_rect``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from table.ui import layout
from table.ui.tables.fit import RIM_X, RIM_Y

SHORTEST = 0.6  # a row over a seat's fan: its cards at least this share of their height
OWN_SHORTEST = 0.7  # the own row's cards under the card in play: at least this share of their height

class Geometry(Protocol):
    """What the rows read of the table's ``context.Geometry`` (which uses this module)."""

    @property
    def w(self) -> int: ...
    @property
    def h(self) -> int: ...
    @property
    def card(self) -> tuple[int, int]: ...
    @property
    def middle(self) -> layout.Point: ...
    @property
    def table(self) -> layout.Rect: ...
    @property
    def panel(self) -> layout.Rect: ...
    @property
    def header_h(self) -> float: ...
    @property
    def header(self) -> layout.Point: ...
    @property
    def header_width(self) -> float: ...
    @property
    def fan_reach(self) -> float: ...
    @property
    def front_card(self) -> tuple[int, int]: ...
    def plate_rect(self, point: layout.Point) -> layout.Rect: ...
    def prompt_box(self, lines: int = 1, seats: int = 0) -> layout.Rect: ...
    def seat_fan(self, point: layout.Point, count: int) -> Sequence[tuple[layout.Rect, float]]: ...


def own_row_rect(geo: Geometry) -> layout.Rect:
    """The bottom seat's own row (Royal's "Your critters"), its caption on the left:
    under the card in play, as wide as 36% of the window (a banner under the card keeps
    below it, ``table_banner``)."""
    width, top = geo.w * 0.36, geo.middle[1] + geo.card[1] / 2 + geo.h * 0.022
    return (geo.middle[0] - width / 2, top, width, geo.front_card[1])


def own_row_room(geo: Geometry, seats: int) -> float:
    """How tall the own row may be under the card in play, above a two-line prompt (at
    a table of ``seats``); with less than ``OWN_SHORTEST`` of a card it goes elsewhere."""
    return geo.prompt_box(2, seats)[1] - geo.h * 0.008 - own_row_rect(geo)[1]


def front_row_rect(geo: Geometry, plate: layout.Rect, seats: int) -> layout.Rect:
    """Where the face-up cards in front of another seat go (Royal's critters): under
    its plate, or for a plate above the cards in play (the middle stays free) beside
    it, on its outer side (the seat straight across: the roomier side); where that has
    no room for a card, above the plate, over the seat's own fan, as high as fits; where
    a tall title leaves too little room there even for shorter cards, on its inner side."""
    x, y, w, h = plate
    mini = geo.front_card
    if y + h / 2 >= geo.middle[1] - geo.card[1] * 0.5:
        width = w * 1.15
        left = max(geo.w * RIM_X, min(x, geo.panel[0] - geo.w * 0.008 - width))
        return (left, y + h + geo.h * 0.008, width, mini[1])
    rooms = beside(geo, plate, seats)
    if abs(x + w / 2 - geo.middle[0]) >= w * 0.3:
        room = rooms[0] if x + w / 2 < geo.middle[0] else rooms[1]
    else:
        room = max(rooms, key=lambda side: side[1] - side[0])
    top = row_top(geo, plate, room[0])
    if room[1] - room[0] >= mini[0]:
        return (room[0], top, room[1] - room[0], mini[1])
    highest = geo.h * RIM_Y
    if x < geo.header[0] + geo.header_width:
        highest = geo.header[1] + geo.header_h + geo.h * 0.006
    bottom = y - geo.h * 0.006
    inner = rooms[1] if room == rooms[0] else rooms[0]
    if bottom - highest < mini[1] * SHORTEST and inner[1] - inner[0] >= mini[0]:  # a tall title
        # Its foot level with the plate's, so it keeps clear of what lies below (Royal's pile).
        lifted = max(y + h - mini[1], row_floor(geo, inner[0]))
        inner = beside(geo, plate, seats, lifted)[1 if inner == rooms[1] else 0]
        if inner[1] - inner[0] >= mini[0]:
            return (inner[0], lifted, inner[1] - inner[0], mini[1])
    height = max(mini[1] * SHORTEST, min(float(mini[1]), bottom - highest))  # shorter cards where needed
    return (x, bottom - height, w, height)


def others(geo: Geometry, plate: layout.Rect, seats: int) -> list[layout.Point]:
    """The other seats' points at a table of ``seats``, but the one with ``plate``."""
    points = layout.opponent_centres(seats, 0, geo.table).values() if seats > 1 else ()
    return [point for point in points if geo.plate_rect(point) != plate]


def beside(
    geo: Geometry, plate: layout.Rect, seats: int, top: float | None = None
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The room left and right of ``plate`` (as from, to) a front card high, between
    the play area's edges, the title and the other seats' plates and fans; the row's
    top level with the plate (``row_top``) or at ``top``."""
    x, _, w, _ = plate
    mini, gap = geo.front_card, geo.w * 0.006
    low, high = geo.w * RIM_X, x - gap
    start, end = x + w + gap, geo.panel[0] - geo.w * 0.008
    # The seat's own fan, where it reaches wider than its plate.
    reach = geo.fan_reach - w / 2
    if reach > 0:
        high, start = high - reach, start + reach
    left_top, right_top = (row_top(geo, plate, low), row_top(geo, plate, start))
    if top is not None:
        left_top = right_top = top
    blocks = [(*geo.header, geo.header_width, geo.header_h)]
    for point in others(geo, plate, seats):
        fan = geo.seat_fan(point, 13)
        blocks += [geo.plate_rect(point), *(layout.turned_bounds(r, d) for r, d in fan)]
    for ox, oy, ow, oh in blocks:
        if ox + ow <= x and oy < left_top + mini[1] and oy + oh > left_top:
            low = max(low, ox + ow + gap)
        elif ox >= x + w and oy < right_top + mini[1] and oy + oh > right_top:
            end = min(end, ox - gap)
    return (low, high), (start, end)


def row_top(geo: Geometry, plate: layout.Rect, start: float) -> float:
    """The top of a row beside ``plate`` that starts at ``start``: level with the plate,
    but under the title's lines where it would run beneath them."""
    return max(plate[1], row_floor(geo, start))


def row_floor(geo: Geometry, start: float) -> float:
    """The highest a row starting at ``start`` may reach: under the title's lines where
    it runs beneath them, else the rim."""
    if start >= geo.header[0] + geo.header_width + geo.w * 0.006:
        return geo.h * RIM_Y
    return geo.header[1] + geo.header_h + geo.h * 0.006
