"""The Critter Poker Royal hand on screen: grouped by critter, so every card's critter reads.

A Royal hand grows to 20 cards and more (25 with two players), where the shared fan
leaves each card a strip too narrow for its corner index. Here the hand (already
sorted by critter, a Royal after its plain cards, Wild and Nothing last) lies in
groups, one per kind, with a gap between groups: within a group each card shows at
least its corner's critter letters (and its number, when there is room), so every
card can be read and clicked. The last card of a group wears the group's count
("×4") in its strip, under the index: what a bluffer counts. A small hand keeps the
shared fan, whose strips already show every index.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from table.games.royal.cards import CRITTER_OF
from table.ui import gfx, layout
from table.ui.tables.context import ARC, LIFT

if TYPE_CHECKING:
    from table.ui.tables.context import Geometry, TableContext

# A card's corner index, as shares of its width and height (the art's critter letters,
# then its number or crown to their right): ``INDEX`` must stay uncovered, ``LABEL``
# does whenever the hand leaves room.
INDEX = (0.05, 0.05, 0.26, 0.16)
LABEL = (0.05, 0.05, 0.46, 0.18)
GAP = 0.16  # the widest gap between two groups, as a share of a card's width
LEAST_GAP = 0.06  # and the narrowest, for which the cards shrink if need be


def kind(card: str | None) -> str:
    """A card's group: its critter (a Royal counts as its critter), or the card itself."""
    if card is None:
        return ""
    return CRITTER_OF.get(card) or card


def index_rect(rect: layout.Rect, share: tuple[float, float, float, float] = INDEX) -> layout.Rect:
    """The corner index of a card lying upright in ``rect``."""
    x, y, w, h = rect
    return (x + w * share[0], y + h * share[1], w * share[2], h * share[3])


def grouped(geo: Geometry, hand: Sequence[str | None]) -> bool:
    """Whether the hand lies in groups: the shared fan (``layout.fan``'s spacing) would
    hide the labels of a hand the seat can see."""
    count = len(hand)
    if count < 2 or None in hand:
        return False
    width = float(geo.card[0])
    shared_step = min(width * 1.06, max(width * 0.18, (geo.fan_width - width) / (count - 1)))
    return shared_step < width * (LABEL[0] + LABEL[2])


def hand_rects(
    geo: Geometry, hand: Sequence[str | None], lifted: int | None, raised: Collection[int] = ()
) -> list[layout.Rect]:
    """The hand's rectangles, left to right: the shared fan while it shows every label,
    else in groups by critter (see the module's docstring)."""
    count = len(hand)
    width = float(geo.card[0])
    if not grouped(geo, hand):
        return geo.hand_rects(count, lifted, raised)
    kinds = [kind(card) for card in hand]
    breaks = sum(1 for a, b in pairwise(kinds) if a != b)
    # A large UI scale may leave no room even for the critter letters and the groups'
    # gaps: the cards then shrink until they fit (a hidden index is worse than a smaller card).
    strip = (INDEX[0] + INDEX[2]) * 1.04  # the critter letters, and a hair of margin
    shrink = min(1.0, geo.fan_width / (width * (1 + strip * (count - 1) + LEAST_GAP * breaks)))
    width, height = width * shrink, float(geo.card[1]) * shrink
    room = geo.fan_width - width
    # The strip every card keeps: a label's width when it fits, else the widest that
    # does, never narrower than its critter letters; the groups' gaps come out of the rest.
    wanted = width * (LABEL[0] + LABEL[2])
    least = width * strip
    gap = min(width * GAP, max(0.0, room - least * (count - 1)) / max(1, breaks))
    step = min(wanted, (room - gap * breaks) / (count - 1))
    xs = [0.0]
    for before, after in pairwise(kinds):
        xs.append(xs[-1] + step + (gap if before != after else 0.0))
    left = geo.middle[0] - (xs[-1] + width) / 2
    up = set(raised) | ({lifted} if lifted is not None else set())
    rects = []
    for index, x in enumerate(xs):
        rise = layout.arc_rise(index, count, ARC) + (LIFT if index in up else 0.0)
        rects.append((left + x, geo.fan_bottom - height * (1 + rise), width, height))
    return rects


def group_tops(hand: Sequence[str | None]) -> list[tuple[int, int]]:
    """(index of the group's last card, how many cards in the group) for each group."""
    tops: list[tuple[int, int]] = []
    run = 0
    for index, card in enumerate(hand):
        run += 1
        if index + 1 == len(hand) or kind(hand[index + 1]) != kind(card):
            tops.append((index, run))
            run = 0
    return tops


def count_badges(ctx: TableContext) -> list[tuple[layout.Rect, int, str]]:
    """Each group's count badge when the hand lies in groups: (box, how many, the kind),
    in its last card's strip, under the index."""
    frame = ctx.frame
    if ctx.dealing or not grouped(ctx.geo, frame.hand):
        return []
    px = badge_px(ctx)
    badges = []
    for index, number in group_tops(frame.hand):
        if number >= 2:
            x, y, w, h = frame.hand_rects[index]
            tw, th = gfx.font(px, True).size(f"×{number}")
            box = (x + w * INDEX[0], y + h * 0.4, tw + px * 0.5, th + px * 0.1)
            badges.append((box, number, kind(frame.hand[index])))
    return badges


def badge_px(ctx: TableContext) -> int:
    return max(12, round(ctx.geo.h * 0.021))


def draw_counts(ctx: TableContext, surface: pygame.Surface) -> None:
    """Each group's count on its last card, when the hand lies in groups."""
    px = badge_px(ctx)
    for box, number, _ in count_badges(ctx):
        gfx.panel(surface, box, fill=(20, 16, 26), edge=gfx.INK, alpha=230)
        gfx.draw_text(surface, f"×{number}", px, layout.centre(box), gfx.INK, bold=True, anchor="center")
