"""The coach's pointer line: a route from the coach's box to what it points at that keeps
a clear gap from everything else on the table.

The line leaves the box's left side (anywhere along it, best beside the words) or its
foot, and ends on one side of the target's ring (its top, foot, or either side, at a few
places along each, so a card peeping out from under the prompt is still reached where it
shows). It is one straight stroke where that keeps clear of every box by ``gap``; else the shortest
path of level and upright stretches, with few elbows, that keeps that gap (a search over
the grid of lines running along every box's edges at the gap, the way connector lines
are routed in diagrams); else there is none, and the ring alone shows the way.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from table.ui import layout
from table.ui.tables.context import TableContext

DETOUR = 2.0  # how much longer than the way there (level and upright) a line may be
Box = tuple[float, float, float, float]  # left, top, right, bottom: a box grown by the gap
End = tuple[layout.Point, str]  # where the line ends, and which way its last stretch runs
State = tuple[int, int, str, bool]  # a grid point, the way the line runs there, still leaving the box
MOVES = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def gap(height: float, wide: bool = False) -> float:
    """The clear room the line keeps from what it does not point at: plainly apart (at
    least about 9 px at 1280x720, line's width aside; 13 px where the table leaves room
    for it without a long way round), at any window size."""
    return height * (0.018 if wide else 0.012)


def avoids(
    ctx: TableContext, rings: Sequence[layout.Rect], drawn: Sequence[layout.Rect], box: layout.Rect,
    grow: float,
) -> list[layout.Rect]:
    """What the line keeps clear of: everything the table drew this frame (plates, their
    labels, buttons, cards, badges; ``drawn``), the prompt's words (at two lines), every
    other seat's plate, the decision buttons and the other rings (``grow`` round what they
    ring); never the target it points at (nor what lies on or under it), the coach's
    ``box`` or what that covers."""
    geo, target = ctx.geo, rings[0]
    seats = layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).values()
    plates = [geo.plate_rect(point) for point in seats]
    others = [(r[0] - grow, r[1] - grow, r[2] + 2 * grow, r[3] + 2 * grow) for r in rings[1:]]
    boxes = [geo.prompt_box(2, ctx.players), *plates, *ctx.frame.button_rects, *others, *drawn]
    # A ring over the target too (the whole hand's, round a card in it) is never run along
    # nor crossed: its four sides are kept clear of like any box.
    sides = [side for ring in others if _touch(ring, target) for side in _sides(ring)]
    keep = [b for b in boxes if b[2] > 0 and b[3] > 0 and not _touch(b, target) and not _touch(b, box)]
    return keep + sides


def line(
    box: layout.Rect, best: float, ring: layout.Rect, avoid: Sequence[layout.Rect], window: tuple[int, int],
) -> list[layout.Point] | None:
    """The pointer's line (``route``) with the wider gap, unless that is much the longer
    way; None where none keeps clear, or only one all round the table."""
    height = window[1]
    longest = DETOUR * max(abs(point[0] - box[0]) + abs(point[1] - best) for point, _ in ends_on(ring))
    near, wide = (route(box, best, ring, avoid, gap(height, roomy), height * 0.08, window, longest)
                  for roomy in (False, True))
    path = wide if wide and (near is None or length(wide) <= length(near) * 1.4) else near
    if path is None or length(path) > DETOUR * (abs(path[-1][0] - box[0]) + abs(path[-1][1] - best)):
        return None
    return path


def _sides(r: layout.Rect) -> list[layout.Rect]:
    """The four edges of ``r``, each a box one pixel thick."""
    x, y, w, h = r
    return [(x, y, w, 1.0), (x, y + h - 1, w, 1.0), (x, y, 1.0, h), (x + w - 1, y, 1.0, h)]


def _touch(a: layout.Rect, b: layout.Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def ends_on(ring: layout.Rect) -> list[End]:
    """Where a line may end on ``ring``: along its top coming down, along its right side
    coming left, its left side coming right, its foot coming up (the nearer middles first)."""
    x, y, w, h = ring
    return [
        *(((x + w * f, y), "down") for f in (0.5, 0.3, 0.7)),
        *(((x + w, y + h * f), "left") for f in (0.5, 0.2, 0.8)),
        *(((x, y + h * f), "right") for f in (0.5, 0.2)),
        ((x + w * 0.5, y + h), "up"),
    ]


def route(
    box: layout.Rect, best: float, ring: layout.Rect, avoid: Sequence[layout.Rect], gap: float, bend: float,
    window: tuple[float, float] = (1e6, 1e6), longest: float = math.inf,
) -> list[layout.Point] | None:
    """The pointer's line from the coach's ``box`` (its left side, best at height ``best``,
    or its foot) to a side of ``ring`` (``ends_on``), keeping ``gap`` from every one of
    ``avoid``, from the box and from the ``window``'s edges, never crossing the ring; None
    where no such line exists (or none of at most ``longest`` pixels: the search stops
    there). ``bend`` is what an elbow costs, in pixels of line."""
    w, h = window
    edges = [(-w, -h, 3 * w, h), (-w, h, 3 * w, h), (-w, 0, w, h), (w, 0, w, h)]  # round the window
    grown = {_grown(b, gap) for b in [*avoid, *edges]}
    boxes = tuple(sorted({*grown, (ring[0], ring[1], ring[0] + ring[2], ring[1] + ring[3])}))
    return _route((box[0], box[1], box[2], box[3]), best, tuple(ends_on(ring)), boxes, gap, bend, longest)


def _grown(b: layout.Rect, gap: float) -> Box:
    return (b[0] - gap, b[1] - gap, b[0] + b[2] + gap, b[1] + b[3] + gap)


@lru_cache(maxsize=64)
def _route(
    box: layout.Rect, best: float, ends: tuple[End, ...], boxes: tuple[Box, ...], gap: float, bend: float,
    longest: float,
) -> list[layout.Point] | None:
    x0, y0, _, h = box
    corner = min(gap * 2.5, h / 3)  # no line leaves the box's rounded corners
    reachable = [(point, way) for point, way in ends if not any(_inside(point, b) for b in boxes)]
    sides = {best, *(min(max(point[1], y0 + corner), y0 + h - corner) for point, _ in reachable)}
    # From its side, or from its foot next to the table (there, only heading down from it).
    starts = [((x0, y), abs(y - best) * 0.5) for y in sides] + [((x0 + corner, y0 + h), corner * 0.25)]
    straight = [
        ([start, point], math.dist(start, point) + away)
        for point, _ in reachable for start, away in starts
        if point[0] < x0 - gap and (start[0] == x0 or point[1] > start[1])
        and _clear_line(start, point, boxes)
    ]
    if straight:
        return min(straight, key=lambda found: found[1])[0]
    if not reachable:
        return None
    return _Grid(box, best, reachable, (*boxes, _grown(box, gap)), bend).search(corner, longest)


Step = tuple[float, float, int, int, str, bool, "State | None"]  # A*'s guess, cost so far, state, from


class _Grid:
    """The grid of lines along every box's edges (grown by the gap), and the cheapest path
    of level and upright stretches on it from the coach's box to one of the ends."""

    def __init__(
        self, box: layout.Rect, best: float, ends: Sequence[End], boxes: tuple[Box, ...], bend: float,
    ) -> None:
        x0, y0, w, h = box
        self.box, self.best, self.bend, self.foot = box, best, bend, y0 + h
        self.xs = sorted({x0, x0 + w / 2, *(p[0] for p, _ in ends), *(v for b in boxes for v in b[::2])})
        self.ys = sorted({best, y0 + h, *(p[1] for p, _ in ends), *(v for b in boxes for v in b[1::2])})
        self.goals = {(self.xs.index(p[0]), self.ys.index(p[1]), way) for p, way in ends}
        self.rows = [[(b[0], b[2]) for b in boxes[:-1] if b[1] < y < b[3]] for y in self.ys]
        self.columns = [[(b[1], b[3]) for b in boxes[:-1] if b[0] < x < b[2]] for x in self.xs]
        self.own = boxes[-1]  # the coach's box: only the first stretch, out of it, may run in its gap
        self.aims = [p for p, _ in ends]
        self.guesses: dict[tuple[int, int], float] = {}

    def free(self, i: int, j: int, di: int, dj: int, leaving: bool) -> bool:
        """Whether the stretch from grid point (i, j) to the next one that way is clear."""
        xs, ys = self.xs, self.ys
        mid = ((xs[i] + xs[i + di]) / 2, ys[j]) if dj == 0 else (xs[i], (ys[j] + ys[j + dj]) / 2)
        if not leaving and _inside(mid, self.own):
            return False
        if dj == 0:
            return not any(lo < mid[0] < hi for lo, hi in self.rows[j])
        return not any(lo < mid[1] < hi for lo, hi in self.columns[i])

    def ahead(self, i: int, j: int) -> float:
        """The least line still to draw from (i, j), to the nearest end (A*'s guess)."""
        if (i, j) not in self.guesses:
            self.guesses[(i, j)] = min(abs(self.xs[i] - p[0]) + abs(self.ys[j] - p[1]) for p in self.aims)
        return self.guesses[(i, j)]

    def openings(self, corner: float) -> list[Step]:
        """Where the line may leave the box: along its side going left, best beside the
        words, or along its foot going down, best near the table; not at its corners."""
        x0, y0, w, _ = self.box
        xs, ys = self.xs, self.ys
        side = [(xs.index(x0), j, "left", abs(ys[j] - self.best) * 0.5)
                for j in range(len(ys)) if y0 + corner <= ys[j] <= self.foot - corner]
        foot = [(i, ys.index(self.foot), "down", abs(xs[i] - x0) * 0.25)
                for i in range(len(xs)) if x0 + corner <= xs[i] <= x0 + w - corner]
        return [(away + self.ahead(i, j), away, i, j, way, True, None) for i, j, way, away in side + foot]

    def steps(self, step: Step) -> list[Step]:
        """The stretches on from ``step``'s grid point: the first runs straight out of the
        box (through the gap kept round it), then any way clear, an elbow costing ``bend``."""
        _, cost, i, j, way, leaving, _ = step
        found: list[Step] = []
        for turn, (di, dj) in MOVES.items():
            ni, nj, out = i + di, j + dj, leaving and turn == way
            if (leaving and not out and _inside((self.xs[i], self.ys[j]), self.own)) or not (
                    0 <= ni < len(self.xs) and 0 <= nj < len(self.ys)) or not self.free(i, j, di, dj, out):
                continue
            spent = cost + abs(self.xs[ni] - self.xs[i]) + abs(self.ys[nj] - self.ys[j])
            spent += 0 if turn == way else self.bend
            found.append((spent + self.ahead(ni, nj), spent, ni, nj, turn, out, (i, j, way, leaving)))
        return found

    def search(self, corner: float, longest: float) -> list[layout.Point] | None:
        """The cheapest path (A*) to an end, with its elbows only; None past ``longest``."""
        queue = self.openings(corner)
        heapq.heapify(queue)
        came: dict[State, State | None] = {}  # each state reached, from the state before it
        while queue:
            step = heapq.heappop(queue)
            state = step[2:6]
            if state in came:
                continue
            came[state] = step[6]
            if state[:3] in self.goals and step[6] is not None:
                return _corners(_back(came, state, self.xs, self.ys))
            for after in self.steps(step):
                if after[2:6] not in came and after[0] <= longest:  # no line longer is wanted
                    heapq.heappush(queue, after)
        return None


def _back(
    came: dict[State, State | None], last: State, xs: Sequence[float], ys: Sequence[float],
) -> list[layout.Point]:
    """The grid points of the path that ends at state ``last``, from its start."""
    path: list[layout.Point] = []
    state: State | None = last
    while state is not None:
        path.append((xs[state[0]], ys[state[1]]))
        state = came[state]
    return path[::-1]


def _corners(path: list[layout.Point]) -> list[layout.Point]:
    """``path`` with only its ends and elbows (no point in the middle of a straight stretch)."""
    kept = [path[0]]
    for here, after in itertools.pairwise(path[1:]):
        before = kept[-1]
        if not (before[0] == here[0] == after[0] or before[1] == here[1] == after[1]):
            kept.append(here)
    return [*kept, path[-1]]


def _inside(point: layout.Point, box: Box) -> bool:
    return box[0] < point[0] < box[2] and box[1] < point[1] < box[3]


def _clear_line(one: layout.Point, two: layout.Point, boxes: Sequence[Box]) -> bool:
    """Whether the straight stretch from ``one`` to ``two`` passes inside none of ``boxes``."""
    for left, top, right, bottom in boxes:
        inner = pygame.Rect(math.floor(left) + 1, math.floor(top) + 1, 0, 0)
        inner.w, inner.h = math.ceil(right) - 1 - inner.x, math.ceil(bottom) - 1 - inner.y
        if inner.w > 0 and inner.h > 0 and inner.clipline(one, two):
            return False
    return True


def length(path: Sequence[layout.Point]) -> float:
    return sum(math.dist(one, two) for one, two in itertools.pairwise(path))


def gap_to(path: Sequence[layout.Point], rect: layout.Rect) -> float:
    """How near the line ``path`` comes to ``rect`` (0 where it crosses it)."""
    return min(_segment_gap(one, two, rect) for one, two in itertools.pairwise(path))


def _segment_gap(one: layout.Point, two: layout.Point, rect: layout.Rect) -> float:
    box = pygame.Rect(math.floor(rect[0]), math.floor(rect[1]), math.ceil(rect[2]), math.ceil(rect[3]))
    if box.clipline(one, two):
        return 0.0
    steps = max(1, math.ceil(math.dist(one, two)))
    left, top, right, bottom = rect[0], rect[1], rect[0] + rect[2], rect[1] + rect[3]
    nearest = math.inf
    for k in range(steps + 1):
        x = one[0] + (two[0] - one[0]) * k / steps
        y = one[1] + (two[1] - one[1]) * k / steps
        nearest = min(nearest, math.hypot(max(left - x, 0, x - right), max(top - y, 0, y - bottom)))
    return nearest
