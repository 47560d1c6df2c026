"""Vamp on the Batwalk: everyone else's hands, face up in front of their own seats.

Reading the other hands is the whole game, so every card's index (its value and its
suit's pip, in the card's top left corner) must read at a glance, however crowded the
table. Each hand is a row of cards overlapping just enough to leave each index clear;
it takes the first spot touching its own plate that covers nothing else on the table
(the show with its caption and names, the runway, the header, the prompt, the plates
and the hands placed before it), at the largest size that finds one. When whole cards
find no such spot, the hand stands in a rack that hides each card's lower half (the
index is in the upper third), which takes under half the height. No card is ever
smaller than ``MIN_CARD_H`` pixels: see there why.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

import pygame

from table.ui import assets, gfx, layout
from table.ui.drawing import note_face
from table.ui.tables.fit import RIM_X, RIM_Y

if TYPE_CHECKING:
    from table.games.batwalk.views import BatwalkView
    from table.ui.tables.context import Geometry, TableContext


class _Namer(Protocol):
    def card_name(self, card_id: str) -> str: ...

GAME = "batwalk"
# The card art's index box (value over pip) runs from 4% to 38% of a card's height and
# its right edge is at 30% of its width; the value's numeral is 13% of the height tall.
INDEX_W = 0.30
NUMERAL_H = 0.13
# The smallest text on screen is 12 px, whose numerals are 9 px tall: a card's numeral
# is no smaller than that on a card 9 / 0.13 = 70 px tall.
MIN_CARD_H = 70
STEP = INDEX_W + 0.04  # the share of a card's width each card shows past the next: its index and a rim
TRENDSETTER_STEP = 0.62  # the trendsetter's row: its leftmost card, played next, matters to all
RACKED = 0.44  # a racked hand shows this share of each card's height, the rack's rail included
RAIL = 0.06  # the rack's rail across the cards' cut edge (under the index box, which ends at 38%)
SHRINKS = (1.25, 1.1, 1.0, 0.86, 0.74, 0.64, 0.55, 0.48)  # shares of the table's small card, largest first
NEAR = 0.02  # a hand lies within this share of the height of its own plate


@dataclass(frozen=True)
class OtherHand:
    """One other seat's hand: where each card shows (left to right) and the card's full size.

    ``cards`` are the parts of the cards on screen: whole cards, or their upper parts
    when the hand stands in a rack (``racked``)."""

    cards: list[layout.Rect]
    card: tuple[float, float]
    racked: bool

    @property
    def area(self) -> layout.Rect:
        first, last = self.cards[0], self.cards[-1]
        return (first[0], first[1], last[0] + last[2] - first[0], first[3])


def overlap(a: layout.Rect, b: layout.Rect) -> float:
    """How much of ``a`` and ``b`` coincide, in square pixels."""
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, width) * max(0.0, height)


def _distance(a: layout.Rect, b: layout.Rect) -> float:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0.0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0.0)
    return max(dx, dy)


def card_heights(geo: Geometry) -> list[float]:
    """The card heights a hand may take, largest first, none under ``MIN_CARD_H``."""
    heights = sorted({max(float(MIN_CARD_H), round(geo.small[1] * share)) for share in SHRINKS}, reverse=True)
    return heights


def other_hands(
    ctx: TableContext, geo: Geometry, view: BatwalkView, blocked: list[layout.Rect]
) -> dict[int, OtherHand]:
    """Where each other seat's hand lies, next to its own plate, clear of ``blocked``.

    Each seat's place is found for a full hand, so that it stays put all round (and
    its cards keep one size) while the hand is played down; the cards left keep the
    end by the plate. Seats are placed in turn order; if a hand then finds no clear
    spot, they are placed the other way round (an earlier hand may have taken the only
    room a later one had), and whichever covers less is kept. A hand is never moved
    far from its plate: whose cards they are must show."""
    hands = view["hands"]
    counts = tuple(
        max(FULL_HAND, len(hands[seat])) if seat < len(hands) and hands[seat] else 0
        for seat in range(len(ctx.names))
    )
    places = _places(geo, ctx.bottom_seat, counts, view.get("trendsetter"), tuple(blocked))
    placed = {}
    for seat, (hand, by_right) in places.items():
        held = len(hands[seat])
        cards = hand.cards[len(hand.cards) - held:] if by_right else hand.cards[:held]
        placed[seat] = OtherHand(cards, hand.card, hand.racked)
    return placed


FULL_HAND = 5  # the cards dealt to each seat: a hand's place is found for that many


@lru_cache(maxsize=32)
def _places(
    geo: Geometry, bottom_seat: int, counts: tuple[int, ...], trendsetter: object,
    blocked: tuple[layout.Rect, ...],
) -> dict[int, tuple[OtherHand, bool]]:
    """``other_hands``' full hands for one layout (kept: a still-layer refresh asks again
    at each card played), each with whether its plate is on its right."""
    centres = layout.opponent_centres(len(counts), bottom_seat, geo.table)
    plates = {seat: geo.plate_rect(point) for seat, point in centres.items()}
    seat_counts = {seat: counts[seat] for seat in plates}
    fixed = [*blocked, *plates.values()]
    first = _place_all(geo, plates, seat_counts, trendsetter, fixed, 1)
    if first[1] != 0:
        second = _place_all(geo, plates, seat_counts, trendsetter, fixed, -1)
        first = min((first, second), key=lambda placing: placing[1])
    return {
        seat: (hand, hand.area[0] + hand.area[2] <= plates[seat][0] + 1) for seat, hand in first[0].items()
    }


def _place_all(
    geo: Geometry, plates: dict[int, layout.Rect], counts: dict[int, int], trendsetter: object,
    fixed: list[layout.Rect], order: int,
) -> tuple[dict[int, OtherHand], float]:
    """Every hand placed seat after seat in ``order``, and how much the hands cover in all."""
    blocked = list(fixed)
    placed: dict[int, OtherHand] = {}
    covered = 0.0
    for seat in sorted(plates, reverse=order < 0):
        if counts[seat] == 0:
            continue
        step = TRENDSETTER_STEP if seat == trendsetter else STEP
        hand, cover = _hand_place(geo, plates[seat], counts[seat], step, blocked)
        covered += cover
        blocked.append(hand.area)
        placed[seat] = hand
    return dict(sorted(placed.items())), covered


Spot = tuple[layout.Rect, tuple[float, float], bool]  # a hand's area, its card's size, racked or not


def _hand_place(
    geo: Geometry, plate: layout.Rect, count: int, step: float, blocked: list[layout.Rect]
) -> tuple[OtherHand, float]:
    """The first clear spot next to ``plate`` for ``count`` cards: whole cards, largest
    first, then racked ones; else the spot that covers least (and how much it covers)."""
    walls = [pygame.FRect(rect) for rect in blocked]
    reach = geo.h * NEAR
    for spot in _spots(geo, plate, count, step):  # pygame tests a rectangle against many: this runs often
        if pygame.FRect(spot[0]).collidelist(walls) < 0 and _distance(spot[0], plate) <= reach:
            return _hand(spot, count, step), 0.0

    def cover(spot: Spot) -> float:
        far = 0.0 if _distance(spot[0], plate) <= reach else geo.w * geo.h  # by its plate first
        return far + sum(overlap(spot[0], other) for other in blocked)

    best = min(_spots(geo, plate, count, step), key=cover)
    return _hand(best, count, step), sum(overlap(best[0], other) for other in blocked)


def _hand(spot: Spot, count: int, step: float) -> OtherHand:
    (x, y, _, shown), card, racked = spot
    cards = [(x + card[0] * step * index, y, card[0], shown) for index in range(count)]
    return OtherHand(cards, card, racked)


def _spots(geo: Geometry, plate: layout.Rect, count: int, step: float) -> Iterator[Spot]:
    """Every spot and size a hand may take by ``plate``, in order of preference, kept
    inside the play area (inside the felt's rim, left of the score panel, above the prompt)."""
    left, right = geo.w * RIM_X, geo.panel[0] - geo.w * 0.008
    top, bottom = geo.h * RIM_Y, geo.prompt_y - geo.h * 0.06
    for racked in (False, True):
        for card_h in card_heights(geo):
            card_w = card_h * geo.small[0] / geo.small[1]
            shown = card_h * RACKED if racked else card_h
            width = card_w + card_w * step * (count - 1)
            for cx, cy in _near_spots(geo, plate, width, shown):
                x, y = min(max(cx, left), right - width), min(max(cy, top), bottom - shown)
                yield (x, y, width, shown), (card_w, card_h), racked


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


def draw(presenter: _Namer, surface: pygame.Surface, view: BatwalkView, placed: dict[int, OtherHand]) -> None:
    """Every other hand: faces (backs on a hot-seat screen between turns), racked or whole."""
    hands = view["hands"]
    for seat, hand in placed.items():
        plays_next = seat == view.get("trendsetter")
        size = (round(hand.card[0]), round(hand.card[1]))
        for index, (slot, rect) in enumerate(zip(hands[seat], hand.cards, strict=False)):
            if slot["card"] is None:
                image = assets.card_back(GAME, size, slot["suit"])
            else:
                image = gfx.card_face(GAME, slot["card"], size, presenter.card_name(slot["card"]))
            pos = (round(rect[0]), round(rect[1]))
            drawn = surface.blit(image, pos, pygame.Rect(0, 0, size[0], round(rect[3]))).inflate(8, 8)
            if slot["card"] is not None:
                note_face(slot["card"], drawn, surface)  # a face on screen, and where (the ring too)
            else:
                gfx.note_rect(drawn, surface)
            if plays_next and index == 0:
                ring = pygame.Rect(pos, (size[0], round(rect[3]))).inflate(4, 4)
                pygame.draw.rect(surface, gfx.FOCUS, ring, width=max(2, size[0] // 30), border_radius=4)
        if hand.racked:
            _draw_rail(surface, hand)


def _draw_rail(surface: pygame.Surface, hand: OtherHand) -> None:
    """The rack's rail across the cards' cut edge, so the cut reads as cards standing in it."""
    x, y, w, h = hand.area
    rail = (x - 1, y + h - hand.card[1] * RAIL, w + 2, hand.card[1] * RAIL)
    gfx.panel(surface, rail, fill=(58, 36, 66), edge=gfx.PANEL_EDGE, radius=3)
