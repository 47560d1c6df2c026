"""The parts of a table frame that must never share a pixel, taken from the layout the table draws with.

Each part is a list of rectangles under a name: the hand (every card raised), the trick
with its caption and names, the prompt (two lines), the decision buttons, the side
buttons and the score panel, the header, and for every other seat its plate, its fan
and the cards in front of it (held up beside the plate, or Royal's critters); Royal
adds the card in play, the penalty pile, the words beside it and the bottom seat's
critters' row. A seat's fan rises from behind its own plate and may have the seat's
own cards in front lying over it; nothing else may overlap.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from table.ui import layout
from table.ui.scenes.table import TableScene
from table.ui.tables import header
from table.ui.tables.context import Geometry, TableContext

Parts = dict[str, list[layout.Rect]]


def header_rects(scene: TableScene, geo: Geometry, view: dict[str, Any]) -> list[layout.Rect]:
    """The title and the round's lines, as wide as their words (up to the header's width)."""
    return header.header_rects(geo, scene.match.game.title, scene.presenter.round_label(view))


def panel_rects(geo: Geometry, players: int, game_id: str) -> list[layout.Rect]:
    x, y, w, _ = geo.panel
    row_h = geo.score_row_height(players)
    rects = [geo.score_panel_rect(players)]
    if game_id == "snow":  # the race to the target, under the score rows
        top = y + geo.h * 0.06 + players * row_h + geo.h * 0.02
        rects.append((x, top, w, geo.h * 0.05 + players * geo.h * 0.042))
    return rects


def seat_parts(scene: TableScene, ctx: TableContext) -> Parts:
    geo, view = ctx.geo, ctx.view
    parts: Parts = {}
    fronts: dict[int, list[layout.Rect]] = {}
    if ctx.game_id == "royal":
        from table.ui.tables.royal.draw import front_cards

        for front in front_cards(ctx, geo, view):
            fronts.setdefault(front.seat, []).append(front.rect)
    for seat, point in layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).items():
        plate = geo.plate_rect(point)
        held = scene.presenter.cards_in_front(view, seat)
        parts[f"plate {seat}"] = [plate]
        if not scene.presenter.hands_drawn_by_game:
            fan = geo.seat_fan(point, scene.presenter.fan_count(view, seat))
            parts[f"fan {seat}"] = [layout.turned_bounds(rect, degrees) for rect, degrees in fan]
        parts[f"front {seat}"] = geo.held_up_rects(plate, len(held)) + fronts.get(seat, [])
    return parts


def royal_parts(scene: TableScene, ctx: TableContext) -> Parts:
    from table.ui.tables.royal.draw import (
        caption_floor,
        caption_obstacles,
        front_cards,
        middle_card_rect,
        own_look,
        penalty_rect,
    )
    from table.ui.tables.royal.middle import caption_layout, middle_shown

    geo = ctx.geo
    own = own_look(ctx, geo)
    shown = middle_shown(scene.presenter, ctx, ctx.view)
    obstacles = caption_obstacles(ctx, geo)
    obstacles += [f.rect for f in front_cards(ctx, geo, ctx.view) if f.seat != ctx.bottom_seat]
    px = max(12, round(geo.h * 0.022))
    words = caption_layout(geo, shown.lines, px, obstacles, caption_floor(ctx, geo)) if shown else None
    return {
        "card in play": [middle_card_rect(geo)],
        "words in the middle": [words[0]] if words else [],
        "penalty pile": [penalty_rect(geo)],
        "own critters": [own.rect] if own.mode != "hidden" else [],
    }


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
        "score panel": panel_rects(geo, ctx.players, ctx.game_id),
        "header": header_rects(scene, geo, ctx.view),
    }
    if ctx.game_id == "royal":
        parts.update(royal_parts(scene, ctx))
    else:
        parts["trick"] = [geo.trick_area(ctx.players)]
    parts.update(seat_parts(scene, ctx))
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
