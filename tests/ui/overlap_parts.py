"""The parts of a table frame that must never share a pixel, taken from the layout the table draws with.

Each part is a list of rectangles under a name: the hand (every card raised), the trick
with its caption and names, the prompt (two lines), the decision buttons, the side
buttons and the score panel, the header, and for every other seat its plate, its fan and
the cards in front of it (held up beside the plate); the trick area only in a game with
tricks (``TRICK_UNIT`` in its test data). What a game draws besides comes from its own
test data (``OWN_PARTS`` in ``tests/per_game/<id>.py``), added under the same names:
e.g. the race under the score rows, or the card in play and the critters in front. A
seat's fan rises from behind its own plate and may have the seat's own cards in front
lying over it; nothing else may overlap.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from table.ui import layout
from table.ui.scenes.table import TableScene
from table.ui.tables import header
from table.ui.tables.context import Geometry, TableContext
from tests.per_game import data_of

Parts = dict[str, list[layout.Rect]]


def header_rects(scene: TableScene, geo: Geometry, view: dict[str, Any]) -> list[layout.Rect]:
    """The title and the round's lines, as wide as their words (up to the header's width)."""
    return header.header_rects(geo, scene.match.game.title, scene.presenter.round_label(view))


def seat_parts(scene: TableScene, ctx: TableContext) -> Parts:
    geo, view = ctx.geo, ctx.view
    parts: Parts = {}
    for seat, point in layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).items():
        plate = geo.plate_rect(point)
        held = scene.presenter.cards_in_front(view, seat)
        parts[f"plate {seat}"] = [plate]
        if not scene.presenter.hands_drawn_by_game:
            fan = geo.seat_fan(point, scene.presenter.fan_count(view, seat))
            parts[f"fan {seat}"] = [layout.turned_bounds(rect, degrees) for rect, degrees in fan]
        parts[f"front {seat}"] = geo.held_up_rects(plate, len(held))
    return parts


def table_parts(scene: TableScene) -> Parts:
    """Every part of the frame on screen now, by name (at the scene's UI scale)."""
    ctx = scene.context()
    geo, frame = ctx.geo, ctx.frame
    count = len(frame.hand)
    parts: Parts = {
        "hand": geo.hand_rects(count, None, range(count)),
        # Two rows of buttons take the prompt's second line (it shrinks onto one).
        "prompt": [geo.prompt_box(1 if len({r[1] for r in frame.button_rects}) > 1 else 2, ctx.players)],
        "buttons": list(frame.button_rects),
        "side buttons": list(frame.side_rects),
        "score panel": [geo.score_panel_rect(ctx.players)],
        "header": header_rects(scene, geo, ctx.view),
    }
    if data_of(ctx.game_id, "TRICK_UNIT") is not None:  # a game with tricks draws the trick area
        parts["trick"] = [geo.trick_area(ctx.players)]
    parts.update(seat_parts(scene, ctx))
    for name, rects in data_of(ctx.game_id, "OWN_PARTS")(scene, ctx).items():
        parts.setdefault(name, []).extend(rects)
    return parts


def allowed(first: str, second: str) -> bool:
    """A seat's fan rises from behind its own plate, and the cards in front of a seat
    may lie over its own hand."""
    kind, _, seat = first.partition(" ")
    other, _, other_seat = second.partition(" ")
    if not (seat.isdigit() and seat == other_seat):
        return False
    return "fan" in (kind, other) and bool({kind, other} & {"plate", "front"})


def clashes(parts: Parts) -> Iterator[tuple[str, str, layout.Rect, layout.Rect]]:
    names = list(parts)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            if allowed(first, second):
                continue
            for a in parts[first]:
                for b in parts[second]:
                    if layout.overlap(a, b) > 0:
                        yield (first, second, a, b)


def describe(found: list[tuple[str, str, layout.Rect, layout.Rect]], extra: Any = "") -> str:
    def short(rect: layout.Rect) -> str:
        return "(" + ", ".join(f"{v:.0f}" for v in rect) + ")"

    return f"{extra} " + "; ".join(f"{a} {short(ra)} / {b} {short(rb)}" for a, b, ra, rb in found[:4])
