"""Pure layout maths for every screen: where seats, hands, tricks and panels go.

No pygame here: rectangles are ``(x, y, w, h)`` tuples of floats, so all of it is
tested directly. Everything is computed from the window size, never fixed pixels,
which is what lets the table work at any window size and DPI.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Rect = tuple[float, float, float, float]
Point = tuple[float, float]

MIN_WINDOW = (960, 540)


def clamp_window(size: Sequence[int], minimum: Sequence[int] = MIN_WINDOW) -> tuple[int, int]:
    """A window size no smaller than ``minimum`` in either direction."""
    return (max(int(minimum[0]), int(size[0])), max(int(minimum[1]), int(size[1])))


def ui_scale(size: Sequence[float]) -> float:
    """One relative unit: 1.0 at 1280x720, growing with the shorter proportion."""
    return min(size[0] / 1280.0, size[1] / 720.0)


def card_size(window: Sequence[float]) -> tuple[int, int]:
    """A card's size for this window: a fixed fraction of the height, 5:7 aspect."""
    height = max(56, round(window[1] * 0.19))
    return (round(height * 5 / 7), height)


def inset(rect: Rect, dx: float, dy: float | None = None) -> Rect:
    dy = dx if dy is None else dy
    x, y, w, h = rect
    return (x + dx, y + dy, max(0.0, w - 2 * dx), max(0.0, h - 2 * dy))


def contains(rect: Rect, point: Point) -> bool:
    x, y, w, h = rect
    return x <= point[0] < x + w and y <= point[1] < y + h


def centre(rect: Rect) -> Point:
    return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def centred(point: Point, size: Sequence[float]) -> Rect:
    return (point[0] - size[0] / 2, point[1] - size[1] / 2, float(size[0]), float(size[1]))


def relative_seat(seat: int, bottom_seat: int, players: int) -> int:
    """How many places clockwise ``seat`` sits from the seat drawn at the bottom."""
    return (seat - bottom_seat) % players


def seat_angle(offset: int, players: int) -> float:
    """Angle (radians, screen coordinates with y down) of the seat ``offset`` places on.

    The bottom seat is at 90 degrees; play passes clockwise (API.md: seat i+1 sits to
    the left of seat i), which from above means bottom, then left, then top, then right.
    """
    return math.pi / 2 + 2 * math.pi * offset / players


def seat_centres(players: int, bottom_seat: int, table: Rect) -> list[Point]:
    """Centre of each seat's name plate on an ellipse around the table, by seat number."""
    cx, cy = centre(table)
    rx, ry = table[2] / 2, table[3] / 2
    points = []
    for seat in range(players):
        angle = seat_angle(relative_seat(seat, bottom_seat, players), players)
        points.append((cx + rx * math.cos(angle), cy + ry * math.sin(angle)))
    return points


def trick_slot(seat: int, bottom_seat: int, players: int, middle: Point, card: Sequence[float]) -> Rect:
    """Where ``seat``'s card lies in the trick: pulled from the middle towards its seat."""
    angle = seat_angle(relative_seat(seat, bottom_seat, players), players)
    reach_x, reach_y = card[0] * 0.9, card[1] * 0.45
    point = (middle[0] + reach_x * math.cos(angle), middle[1] + reach_y * math.sin(angle))
    return centred(point, card)


def fan(
    count: int,
    card: Sequence[float],
    centre_x: float,
    bottom: float,
    max_width: float,
    lifted: int | None = None,
    lift: float = 0.25,
) -> list[Rect]:
    """Rectangles of a hand held as an overlapping row, left to right.

    The spacing is a card and a bit when there is room and shrinks to fit
    ``max_width``; the ``lifted`` card rises by ``lift`` of a card's height.
    """
    if count <= 0:
        return []
    width, height = float(card[0]), float(card[1])
    step = width * 1.06
    if count > 1:
        step = min(step, max(width * 0.18, (max_width - width) / (count - 1)))
    total = width + step * (count - 1)
    left = centre_x - total / 2
    top = bottom - height
    rects = []
    for index in range(count):
        y = top - height * lift if index == lifted else top
        rects.append((left + step * index, y, width, height))
    return rects


def arc_rise(index: int, count: int, depth: float) -> float:
    """How far card ``index`` of ``count`` sits above the ends of a hand held as an arc
    (a share of the card's height, ``depth`` at the middle, 0 at the ends)."""
    if count < 3:
        return 0.0
    t = (index - (count - 1) / 2) / ((count - 1) / 2)
    return depth * (1 - t * t)


def arc_fan(
    count: int, card: Sequence[float], pivot: Point, radius: float, spread: float
) -> list[tuple[Rect, float]]:
    """A hand fanned on a true arc around ``pivot``: (the upright card's rect centred on
    its place on the circle, degrees it is turned anticlockwise) per card, left to right,
    spread over ``spread`` degrees."""
    places = []
    for index in range(count):
        angle = spread * ((index / (count - 1)) - 0.5) if count > 1 else 0.0
        rad = math.radians(angle)
        place = (pivot[0] + radius * math.sin(rad), pivot[1] - radius * math.cos(rad))
        places.append((centred(place, card), -angle))
    return places


def turned_bounds(rect: Rect, degrees: float) -> Rect:
    """The box a card in ``rect`` covers once turned by ``degrees`` about its centre."""
    rad = math.radians(degrees)
    cos, sin = abs(math.cos(rad)), abs(math.sin(rad))
    size = (rect[2] * cos + rect[3] * sin, rect[2] * sin + rect[3] * cos)
    return centred(centre(rect), size)


def index_rect(card: Rect) -> Rect:
    """A card's index (its corner value and suit, top left), which must stay uncovered."""
    return (card[0], card[1], card[2] * 0.3, card[3] * 0.24)


def overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def fan_hit(rects: Sequence[Rect], point: Point) -> int | None:
    """Index of the topmost card under ``point`` (later cards lie on top), or None."""
    for index in range(len(rects) - 1, -1, -1):
        if contains(rects[index], point):
            return index
    return None


def grid(count: int, area: Rect, aspect: float, gap: float, max_columns: int | None = None) -> list[Rect]:
    """``count`` equal tiles of width/height ``aspect`` filling ``area`` as large as fits."""
    if count <= 0:
        return []
    best: tuple[float, int] = (0.0, 1)
    for columns in range(1, (max_columns or count) + 1):
        rows = math.ceil(count / columns)
        width = (area[2] - gap * (columns - 1)) / columns
        height = (area[3] - gap * (rows - 1)) / rows
        tile_w = min(width, height * aspect)
        if tile_w > best[0]:
            best = (tile_w, columns)
    tile_w, columns = best
    tile_h = tile_w / aspect
    rows = math.ceil(count / columns)
    used_h = rows * tile_h + gap * (rows - 1)
    top = area[1] + (area[3] - used_h) / 2
    rects = []
    for index in range(count):
        row, col = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        used_w = in_row * tile_w + gap * (in_row - 1)
        left = area[0] + (area[2] - used_w) / 2
        rects.append((left + col * (tile_w + gap), top + row * (tile_h + gap), tile_w, tile_h))
    return rects


def column(count: int, area: Rect, row_height: float, gap: float) -> list[Rect]:
    """``count`` rows stacked from the top of ``area``, each ``row_height`` high."""
    return [(area[0], area[1] + i * (row_height + gap), area[2], row_height) for i in range(count)]


def fit_text_size(text_length: int, width: float, base_px: float, min_px: float = 10) -> int:
    """A font size at most ``base_px`` at which ``text_length`` characters fit ``width``.

    Uses an average glyph width of 0.5 em, which holds for the UI fonts within a few
    per cent; callers that must be exact measure and shrink once more.
    """
    if text_length <= 0:
        return round(base_px)
    return round(max(min_px, min(base_px, width / (0.5 * text_length))))


def opponent_angle(offset: int, players: int) -> float:
    """Angle of the seat ``offset`` places clockwise from the bottom seat (offset >= 1).

    Opponents share the upper arc of the table, from lower left through the top to
    lower right, in clockwise order (API.md: seat i+1 sits to the left of seat i), so
    the bottom of the screen stays free for the hand on screen.
    """
    others = players - 1
    if others <= 1:
        return math.radians(270)
    start, sweep = 165.0, 210.0
    return math.radians(start + sweep * (offset - 1) / (others - 1))


def opponent_centres(players: int, bottom_seat: int, table: Rect) -> dict[int, Point]:
    """Centre of each other seat's name plate on the table's upper arc, by seat number."""
    cx, cy = centre(table)
    rx, ry = table[2] / 2, table[3] / 2
    points = {}
    for seat in range(players):
        offset = relative_seat(seat, bottom_seat, players)
        if offset == 0:
            continue
        angle = opponent_angle(offset, players)
        points[seat] = (cx + rx * math.cos(angle), cy + ry * math.sin(angle))
    return points


def toward(middle: Point, target: Point, card: Sequence[float], reach: float = 0.55) -> Rect:
    """A card's place in the trick: from the middle towards ``target`` (its seat), kept
    within about a card's size of the middle so every trick card stays on the table."""
    dx, dy = target[0] - middle[0], target[1] - middle[1]
    length = math.hypot(dx, dy) or 1.0
    x = middle[0] + dx / length * card[0] * reach * 1.6
    y = middle[1] + dy / length * card[1] * reach
    return centred((x, y), card)
