"""Vamp on the Batwalk's own drawing on the shared table: vamp backs, the card aid, the winner, the runway.

The shared table scene draws seats, the show as a trick row, the prompt and the
score panel; this module adds what only the Batwalk has. Every frame: the seat on
screen's hand as the vamp backs it holds (its own faces are never drawn), the
optional aid listing the values each of those cards could still have, the "winning"
mark on the current lead card (it takes the show if nothing beats it), and the runway
under the show where each seat's vamp standee walks forward as its points come in.
Into the still layer, when the game moves on: everyone else's hands in front of their
seats, and a standee beside each score showing whose is whose. The aid is toggled with
V or its button. It reads the table's context only (``TableContext``), like the
presenter; the per-table display state (aid on or off, how far each standee has
walked) is a ``TableLook`` the table's own presenter
keeps, and the standees walk in ``walk`` by ``dt`` seconds, never while drawing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from table.games.batwalk import possible_values
from table.ui import assets, gfx, layout
from table.ui.intents import Intent
from table.ui.tables.base import View

if TYPE_CHECKING:
    from table.ui.tables.batwalk.presenter import BatwalkPresenter
    from table.ui.tables.context import Geometry, TableContext

GAME = "batwalk"
RUNWAY_ASPECT = 1320 / 240  # the runway art's width / height
WALK_SPEED = 2.5  # runway spaces a standee walks per second, at animation speed 1
AID_KEY = "v"
SHORT_VALUE = {"star": "star", "garlic": "garlic"}


@dataclass
class TableLook:
    """What one Batwalk table shows beyond the game: the aid switch and the standees' walk."""

    aid: bool = False
    walked: list[float] = field(default_factory=list)


def _blit(surface: pygame.Surface, image: pygame.Surface, pos: tuple[float, float]) -> None:
    rect = surface.blit(image, (round(pos[0]), round(pos[1])))
    gfx.note_rect(rect)  # so the scene repaints this spot from its still layer next frame


# -- the hand: vamp backs and the aid ----------------------------------------------------


def own_seat(ctx: TableContext, view: View) -> int:
    """Whose backs are at the bottom: the seat on screen, or the bottom seat for a spectator."""
    seat = view.get("seat")
    return int(seat) if seat is not None else int(ctx.bottom_seat)


def aid_button(geo: Geometry) -> layout.Rect:
    return (geo.w * 0.012, geo.fan_bottom - geo.h * 0.075, geo.w * 0.15, geo.h * 0.06)


def draw_over_hand(look: TableLook, ctx: TableContext, surface: pygame.Surface) -> None:
    geo, view = ctx.geo, ctx.view
    if ctx.dealing:
        return
    hands = view.get("hands") or []
    seat = own_seat(ctx, view)
    if seat >= len(hands):
        return
    rects = ctx.frame.hand_rects
    size = (round(geo.card[0]), round(geo.card[1]))
    for slot, rect in zip(hands[seat], rects, strict=False):
        _blit(surface, assets.card_back(GAME, size, slot["suit"]), rect[:2])
    if view.get("seat") is None:
        return
    _draw_aid_button(surface, geo, look.aid)
    if look.aid:
        for values, rect in zip(possible_values(view), rects, strict=False):
            _draw_aid(surface, rect, values)


def _draw_aid_button(surface: pygame.Surface, geo: Geometry, on: bool) -> None:
    rect = aid_button(geo)
    gfx.panel(surface, rect, fill=(40, 30, 56), edge=gfx.FOCUS if on else gfx.PANEL_EDGE, alpha=230)
    label = f"Card aid: {'on' if on else 'off'} (V)"
    gfx.draw_text(
        surface, label, round(geo.h * 0.026), layout.centre(rect), gfx.FOCUS if on else gfx.INK,
        anchor="center", max_width=rect[2] * 0.9,
    )


def _draw_aid(surface: pygame.Surface, rect: layout.Rect, values: list[str]) -> None:
    """The values a backwards card could still have, on its lower half."""
    x, y, w, h = rect
    box = (x + w * 0.06, y + h * 0.52, w * 0.88, h * 0.42)
    gfx.panel(surface, box, fill=(14, 10, 20), edge=gfx.ACCENT, alpha=215)
    px = round(h * 0.12)
    if len(values) == 1:
        lines = ["must be", values[0]]
        colour = gfx.GOOD
    else:
        numbers = " ".join(v for v in values if v.isdigit())
        faces = " ".join(SHORT_VALUE[v] for v in values if not v.isdigit())
        lines = [line for line in (numbers, faces) if line] or ["?"]
        colour = gfx.INK
    for index, line in enumerate(lines):
        centre_y = box[1] + box[3] * (index + 1) / (len(lines) + 1)
        gfx.draw_text(
            surface, line, px, (x + w / 2, centre_y), colour,
            bold=True, anchor="center", max_width=box[2] * 0.9,
        )


def handle(look: TableLook, ctx: TableContext, intent: Intent) -> bool:
    """The aid's switch: V, or a click on its button, while a seat's own hand is on screen."""
    if ctx.view.get("seat") is None:
        return False
    if intent.kind == "text" and intent.text.lower() == AID_KEY:
        look.aid = not look.aid
        return True
    if intent.kind == "click" and layout.contains(aid_button(ctx.geo), intent.pos):
        look.aid = not look.aid
        return True
    return False


# -- the table: the winning mark, the runway and the standees --------------------------------


def draw_table(
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: View
) -> None:
    """Every frame: the winning card's mark and the runway, whose standees walk."""
    _draw_lead(presenter, ctx, surface, geo, view)
    _draw_runway(presenter.look, ctx, surface, geo, view)


def draw_still(
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: View
) -> None:
    """When the game moves on: everyone else's hands, and whose standee is whose."""
    _draw_other_hands(presenter, ctx, surface, geo, view)
    _draw_score_standees(ctx, surface, geo, view["suits"])


# -- everyone else's hands, in front of their seats -----------------------------------------


def _overlap(a: layout.Rect, b: layout.Rect) -> float:
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, width) * max(0.0, height)


SHRINKS = (1.0, 0.86, 0.74, 0.64, 0.55, 0.48, 0.44)  # the other hands' card sizes, tried largest first
NEAR = 0.02  # a hand lies within this share of the height of its own plate


def other_hand_rects(ctx: TableContext, geo: Geometry, view: View) -> dict[int, list[layout.Rect]]:
    """Where each other seat's hand lies, small and overlapping, next to its own plate.

    Each hand takes the first of below / beside / above its plate that stays clear of
    the show (its caption and names too), the runway, the header, a two-line prompt, the
    plates and the hands placed before it, at the largest card size that finds such a place; when none
    does even with the smallest cards, the place beside its plate that covers least.
    A hand is never moved far from its plate: whose cards they are must show.
    """
    hands = view["hands"]
    centres = layout.opponent_centres(len(ctx.names), ctx.bottom_seat, geo.table)
    plates = {seat: geo.plate_rect(point) for seat, point in centres.items()}
    slots = list(ctx.frame.trick_slots)
    show = (
        slots[0][0],
        slots[0][1] - geo.h * 0.05,  # the caption above the show
        slots[-1][0] + slots[-1][2] - slots[0][0],
        slots[0][3] + geo.h * 0.09,  # the names below it
    )
    blocked = [runway_rect(ctx, geo), header_rect(geo), show, geo.prompt_box(2), *plates.values()]
    counts = {seat: len(hands[seat]) if seat < len(hands) else 0 for seat in plates}
    # Seats in turn order first; if a hand then finds no clear spot, the other way round
    # (an earlier hand may have taken the only room a later one had), whichever covers less.
    first = _place_all(geo, plates, counts, view.get("trendsetter"), blocked, 1)
    if first[1] == 0:
        return first[0]
    second = _place_all(geo, plates, counts, view.get("trendsetter"), blocked, -1)
    return min((first, second), key=lambda placing: placing[1])[0]


def _place_all(
    geo: Geometry, plates: dict[int, layout.Rect], counts: dict[int, int], trendsetter: object,
    fixed: list[layout.Rect], order: int,
) -> tuple[dict[int, list[layout.Rect]], float]:
    """Every hand placed seat after seat in ``order``, and how much the hands cover in all."""
    blocked = list(fixed)
    placed: dict[int, list[layout.Rect]] = {}
    covered = 0.0
    for seat in sorted(plates, reverse=order < 0):
        count = counts[seat]
        if count == 0:
            continue
        # Enough to show each card's corner index; the trendsetter's row is spread wider,
        # since the whole of its leftmost card, the one it plays next, matters to all.
        spread = 0.62 if seat == trendsetter else 0.36
        area, card_w, cover = _hand_place(geo, plates[seat], count, spread, blocked)
        covered += cover
        blocked.append(area)
        step = card_w * spread
        placed[seat] = [(area[0] + step * index, area[1], card_w, area[3]) for index in range(count)]
    return dict(sorted(placed.items())), covered


def header_rect(geo: Geometry) -> layout.Rect:
    """The game's title and the round's line, as the table draws them, at the UI scale."""
    px = round(geo.h * 0.034)
    height = gfx.line_height(px) + gfx.line_height(round(px * 0.8))
    return (0.0, 0.0, geo.header[0] + geo.header_width, geo.header[1] + height)


def _hand_place(
    geo: Geometry, plate: layout.Rect, count: int, spread: float, blocked: list[layout.Rect]
) -> tuple[layout.Rect, float, float]:
    """The first clear spot next to ``plate`` for ``count`` cards, largest cards first
    (its area, its cards' width, and how much of the blocked rectangles it covers)."""
    left, right = geo.w * 0.005, geo.panel[0] - geo.w * 0.008
    top, bottom = geo.h * 0.005, geo.prompt_y - geo.h * 0.06
    best: tuple[float, layout.Rect, float] | None = None
    for shrink in SHRINKS:
        card_w, card_h = geo.small[0] * shrink, geo.small[1] * shrink
        width = card_w + card_w * spread * (count - 1)
        for cx, cy in _near_spots(geo, plate, width, card_h):
            area: layout.Rect = (
                min(max(cx, left), right - width), min(max(cy, top), bottom - card_h), width, card_h
            )
            covered = sum(_overlap(area, other) for other in blocked)
            if covered == 0 and _distance(area, plate) <= geo.h * NEAR:
                return area, card_w, 0.0
            if best is None or covered < best[0]:
                best = (covered, area, card_w)
    assert best is not None
    return best[1], best[2], best[0]


def _near_spots(geo: Geometry, plate: layout.Rect, width: float, height: float) -> list[layout.Point]:
    """Top-left corners touching ``plate``: below, then beside (the outer side first), then above."""
    x, y, w, h = plate
    gap = geo.h * 0.008
    outer_left = x + w / 2 < geo.middle[0] or abs(x + w / 2 - geo.middle[0]) < 1
    sides = [x - width - gap, x + w + gap]
    if not outer_left:
        sides.reverse()
    below, above = y + h + gap, y - height - gap
    beside = [(side, level) for side in sides for level in (y, y + h - height, y + (h - height) / 2)]
    return [
        (x, below), beside[0], (x + w - width, below), beside[3], *beside[1:3], *beside[4:],
        (x + (w - width) / 2, below), (x, above), (x + w - width, above),
    ]


def _distance(a: layout.Rect, b: layout.Rect) -> float:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0.0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0.0)
    return max(dx, dy)


def _draw_other_hands(
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: View
) -> None:
    hands = view["hands"]
    for seat, rects in other_hand_rects(ctx, geo, view).items():
        for slot, rect in zip(hands[seat], rects, strict=False):
            if slot["card"] is None:  # a spectator's screen (hot-seat, between turns) sees backs
                size = (round(rect[2]), round(rect[3]))
                _blit(surface, assets.card_back(GAME, size, slot["suit"]), rect[:2])
            else:
                plays_next = seat == view.get("trendsetter") and rect is rects[0]
                gfx.draw_card(
                    surface, GAME, slot["card"], rect, presenter.card_name(slot["card"]),
                    highlight=gfx.FOCUS if plays_next else None,
                )


def _draw_lead(
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: View
) -> None:
    lead = view["show"]["lead"]
    # Marked only once the cards on the table are the game's: mid-flight it would jump ahead.
    if lead is None or ctx.busy or list(ctx.trick) != presenter.trick(view):
        return
    slots = list(ctx.frame.trick_slots)
    if lead >= len(slots):
        return
    x, y, w, h = slots[lead]
    ring = pygame.Rect(round(x), round(y), round(w), round(h)).inflate(8, 8)
    pygame.draw.rect(surface, gfx.FOCUS, ring, width=max(3, round(w * 0.04)), border_radius=round(w * 0.1))
    gfx.note_rect(ring.inflate(4, 4))
    tag = winning_tag_rect(slots[lead], geo)
    gfx.panel(surface, tag, fill=(60, 40, 14), edge=gfx.FOCUS, alpha=235)
    gfx.draw_text(
        surface, WINNING, round(geo.h * 0.022), layout.centre(tag), gfx.FOCUS, bold=True, anchor="center",
        max_width=tag[2] * 0.9,
    )


WINNING = "WINNING"  # the tag on the show's lead card: the card that would win the show now


def winning_tag_rect(card: layout.Rect, geo: Geometry) -> layout.Rect:
    """The "winning" tag across the card's middle, clear of both its corner indexes."""
    x, y, w, h = card
    height = min(geo.h * 0.034, h * 0.2)
    return (x + w * 0.08, y + h * 0.5 - height / 2, w * 0.84, height)


def runway_rect(ctx: TableContext, geo: Geometry) -> layout.Rect:
    """Under the show, above the prompt: the middle of the table, where everyone looks."""
    slots = list(ctx.frame.trick_slots)
    top = slots[0][1] + slots[0][3] + geo.h * 0.045  # clear of the names under the show
    bottom = geo.prompt_y - geo.h * 0.032  # clear of the prompt's panel
    width = min((bottom - top) * RUNWAY_ASPECT, geo.w * 0.44)
    height = width / RUNWAY_ASPECT
    return (geo.middle[0] - width / 2, top + (bottom - top - height) / 2, width, height)


def walk(look: TableLook, ctx: TableContext, dt: float) -> None:
    """Each standee walks towards its points as shown (the presented view's, so it steps
    forward once the show's cards have been collected), ``dt`` seconds at a time; a long
    frame (window dragged) never makes it leap more than a tenth of a second's walk."""
    targets = _targets(ctx.view["scores"])
    if len(look.walked) != len(targets):
        look.walked = list(targets)  # a table opened mid-game starts where the game is
        return
    stride = WALK_SPEED * max(0.1, ctx.speed) * min(dt, 0.1)
    look.walked = [
        min(target, place + stride) if place < target else max(target, place - stride)
        for place, target in zip(look.walked, targets, strict=True)
    ]


def _targets(scores: list[int]) -> list[float]:
    return [float(min(points, 10)) for points in scores]


def _draw_runway(
    look: TableLook, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: View
) -> None:
    x, y, w, h = runway_rect(ctx, geo)
    size = (round(w), round(h))
    _blit(surface, assets.runway(size), (x, y))
    spaces = assets.runway_spaces(size)
    suits = view["suits"]
    places = look.walked if len(look.walked) == len(view["scores"]) else _targets(view["scores"])
    standee_h = round(h * 0.62)
    # Standees on the same space stand side by side, a little apart.
    by_space: dict[int, list[int]] = {}
    for seat, place in enumerate(places):
        by_space.setdefault(round(place), []).append(seat)
    for seat, place in enumerate(places):
        low = int(place)
        high = min(low + 1, len(spaces) - 1)
        frac = place - low
        feet_x = spaces[low][0] + (spaces[high][0] - spaces[low][0]) * frac
        feet_y = spaces[low][1]
        crowd = by_space[round(place)]
        spread = (crowd.index(seat) - (len(crowd) - 1) / 2) * standee_h * 0.3
        image = assets.standee(suits[seat], standee_h)
        _blit(surface, image, (x + feet_x + spread - image.get_width() / 2, y + feet_y - standee_h))


def _draw_score_standees(ctx: TableContext, surface: pygame.Surface, geo: Geometry, suits: list[str]) -> None:
    """A small standee beside each name in the score panel: whose vamp walks the runway."""
    x, y, w, _ = geo.panel
    rows = len(ctx.names)
    row_h = min(geo.h * 0.08, geo.h * 0.5 / rows)  # as the table's score panel lays its rows
    height = round(row_h * 0.85)
    for seat in range(min(rows, len(suits))):
        top = y + geo.h * 0.06 + seat * row_h
        image = assets.standee(suits[seat], height)
        _blit(surface, image, (x + w * 0.74 - image.get_width() / 2, top + row_h * 0.06))
