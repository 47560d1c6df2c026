"""The row of face-up cards in front of another seat (Royal's critters): under or beside its plate.

A seat level with the cards in play or lower has its row under its plate (the decision
buttons keep clear of it); a seat above them has its fan rising above its plate and
the middle below it, so its row goes beside the plate: on its outer side, or inside
when the outer side has no room for a card; the seat straight across takes the side
with more room, leaving the inner rows of its neighbours theirs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from table.ui import layout

if TYPE_CHECKING:
    from table.ui.tables.context import Geometry


def front_row_rect(geo: Geometry, plate: layout.Rect, seats: int) -> layout.Rect:
    """Where the face-up cards in front of another seat go (Royal's critters): under
    its plate, or for a plate above the cards in play (its fan rises above it, the
    middle stays free) beside it: on its outer side, or inside if that has no room
    for a card; the seat straight across takes the side with more room."""
    x, y, w, h = plate
    mini = geo.front_card
    if y + h / 2 >= geo.middle[1] - geo.card[1] * 0.5:
        width = w * 1.15
        left = max(geo.w * 0.005, min(x, geo.panel[0] - geo.w * 0.008 - width))
        return (left, y + h + geo.h * 0.008, width, mini[1])
    rooms = list(beside(geo, plate, seats))
    if abs(x + w / 2 - geo.middle[0]) >= w * 0.3:
        outer, inner = rooms if x + w / 2 < geo.middle[0] else rooms[::-1]
        left, right = outer if outer[1] - outer[0] >= mini[0] else inner
        return (left, y, max(float(mini[0]), right - left), mini[1])
    for point in others(geo, plate, seats):  # an upper seat with its row inside
        other = geo.plate_rect(point)
        mid = other[0] + other[2] / 2 - geo.middle[0]
        if other[1] < y + mini[1] and other[1] + mini[1] > y and abs(mid) >= other[2] * 0.3:
            row = geo.front_row_rect(other, seats)
            if mid < 0 and row[0] >= other[0] + other[2]:
                rooms[0] = (max(rooms[0][0], row[0] + row[2] + geo.w * 0.006), rooms[0][1])
            elif mid > 0 and row[0] + row[2] <= other[0]:
                rooms[1] = (rooms[1][0], min(rooms[1][1], row[0] - geo.w * 0.006))
    left, right = max(rooms, key=lambda room: room[1] - room[0])
    return (left, y, max(float(mini[0]), right - left), mini[1])


def others(geo: Geometry, plate: layout.Rect, seats: int) -> list[layout.Point]:
    """The other seats' points at a table of ``seats``, but the one with ``plate``."""
    points = layout.opponent_centres(seats, 0, geo.table).values() if seats > 1 else ()
    return [point for point in points if geo.plate_rect(point) != plate]


def beside(geo: Geometry, plate: layout.Rect, seats: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """The room left and right of ``plate`` (as from, to) a front card high, between
    the play area's edges, the title and the other seats' plates and fans."""
    x, y, w, _ = plate
    mini, gap = geo.front_card, geo.w * 0.006
    low, high = geo.w * 0.005, x - gap
    start, end = x + w + gap, geo.panel[0] - geo.w * 0.008
    blocks = [(*geo.header, geo.header_width, geo.header_h)]
    for point in others(geo, plate, seats):
        fan = geo.seat_fan(point, 13)
        blocks += [geo.plate_rect(point), *(layout.turned_bounds(r, d) for r, d in fan)]
    for ox, oy, ow, oh in blocks:
        if oy < y + mini[1] and oy + oh > y:
            if ox + ow <= x:
                low = max(low, ox + ow + gap)
            elif ox >= x + w:
                end = min(end, ox - gap)
    return (low, high), (start, end)
