"""Drawing for the Critter Poker Royal table: each seat's critters, the penalty pile, the card in play.

Drawn into the still layer in parts (``still_parts``), each redrawn when what it shows changes, it
shows only what the seat on screen may see: every seat's face-up critters (grouped, with counts,
glowing when one more would lose), the penalty pile's top card, cards set aside, the claims made
this round and who has seen the card. The travelling card is face up only when the view holds it
(the seat on screen gave it or peeked); the last reveal stays only until the next round starts,
because a Wild or Nothing taken into a hand is secret again once its holder gives a card nobody else
can identify (rules, "What you can see").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from table.core.i18n import _
from table.games.royal.cards import CRITTER_OF, CRITTERS, ROYALS
from table.ui import gfx, layout
from table.ui.tables import seat_rows
from table.ui.tables.royal.middle import (
    Middle,
    card_key,
    draw_shown,
    last_reveal,
    middle_card_rect,
    middle_shown,
    words_key,
)
from table.ui.tables.royal.pile import (
    clear_of_label,
    inside_pile,
    label_rect,
    label_text,
    penalty_rect,
)
from table.ui.tables.royal.view import RoyalPresented, presented

__all__ = ["draw", "front_cards", "groups", "last_reveal", "middle_card_rect", "penalty_rect", "plate_rects"]

if TYPE_CHECKING:
    from table.ui.tables.base import AnyPresenter, StillPart
    from table.ui.tables.context import Geometry, TableContext

DARK = (20, 16, 26)


@dataclass(frozen=True)
class FrontCard:
    """One critter's group in front of a seat, as the table shows it."""

    seat: int
    rect: layout.Rect
    card: str  # the face shown (a Royal when the group holds one)
    number: int  # how many of this critter lie in front of the seat
    danger: bool  # one more of this critter and the seat loses


def sizes(geo: Geometry) -> tuple[tuple[int, int], int]:
    """A front card's size and the table's small text size."""
    return geo.front_card, max(12, round(geo.h * 0.022))


def caption_of(ctx: TableContext) -> str:
    if ctx.viewer == ctx.bottom_seat:
        return _("Your critters:")
    return _("{name}'s critters:").format(name=ctx.names[ctx.bottom_seat])


def own_row(ctx: TableContext, geo: Geometry) -> layout.Rect:
    """The row of the bottom seat's critters, under the card in play (its caption on the left)."""
    return seat_rows.own_row_rect(geo)


@dataclass(frozen=True)
class OwnRow:
    """How the bottom seat's critters show: as cards under the card in play, as cards in
    the side column (under the score panel) while the decision buttons take the room
    under the card, as one line of words, or not at all."""

    rect: layout.Rect
    mode: str  # "cards", "side", "words" or "hidden"
    mini: tuple[int, int]  # the cards' size in this row


SHORTEST = 0.55  # a row's cards may be shortened to this share of their height (index and count stay)


def own_look(ctx: TableContext, geo: Geometry) -> OwnRow:
    """The own row, kept clear of the decision buttons and the prompt's two lines:
    under the card in play (shorter cards when they leave some room there); while the
    buttons take that room, in the side column between the score panel and the side
    buttons, caption above; one line of words (or nothing) only when neither has room."""
    mini, px = sizes(geo)
    x, y, width, h = own_row(ctx, geo)
    lowest = y + seat_rows.own_row_room(geo, ctx.players)  # above the prompt's two lines
    buttons = [b for b in ctx.frame.button_rects if _overlap((x, y, width, h), b)]
    if buttons:
        lowest = min(lowest, min(b[1] for b in buttons) - geo.h * 0.008)
    room = lowest - y
    if room >= mini[1]:
        return OwnRow((x, y, width, h), "cards", mini)
    if room >= mini[1] * seat_rows.OWN_SHORTEST:
        short = (round(mini[0] * room / mini[1]), round(room))
        return OwnRow((x, y, width, room), "cards", short)
    side = side_look(ctx, geo)
    if side is not None:
        return side
    line = gfx.line_height(px)
    if room >= line:
        return OwnRow((x, y, width, room), "words", mini)
    return OwnRow((x, y, width, 0.0), "hidden", mini)


def side_room(ctx: TableContext, geo: Geometry) -> layout.Rect:
    """The side column's free band: under the score panel's last row, above the side buttons."""
    x, _, width, _ = geo.panel
    panel = geo.score_panel_rect(ctx.players)
    top = panel[1] + panel[3] + geo.h * 0.012
    sides = ctx.frame.side_rects or geo.side_button_rects(7)
    bottom = min(r[1] for r in sides) - geo.h * 0.012
    return (x, top, width, bottom - top)


def side_look(ctx: TableContext, geo: Geometry) -> OwnRow | None:
    """The own row in the side column (caption, then the cards), if its cards fit there
    at least ``SHORTEST`` of their height: at the band's foot, over the side buttons (a
    lesson's coach, over the score panel, keeps above it: ``side_foot``)."""
    mini, px = sizes(geo)
    x, top, width, room = side_room(ctx, geo)
    cards = room - gfx.line_height(px) - geo.h * 0.006
    if cards < mini[1] * SHORTEST or width < mini[0] * 2:
        return None
    height = min(float(mini[1]), cards)
    size = (round(mini[0] * height / mini[1]), round(height))
    taken = room - cards + size[1]
    return OwnRow((x, top + room - taken, width, taken), "side", size)


def side_cards_rect(own: OwnRow) -> layout.Rect:
    """Where the cards of a side row lie: under its caption, at the foot of its rect."""
    x, top, width, height = own.rect
    return (x + width * 0.06, top + height - own.mini[1], width * 0.88, float(own.mini[1]))


def _overlap(a: layout.Rect, b: layout.Rect) -> bool:
    return min(a[0] + a[2], b[0] + b[2]) > max(a[0], b[0]) and min(a[1] + a[3], b[1] + b[3]) > max(a[1], b[1])


def front_cards(ctx: TableContext, geo: Geometry, view: RoyalPresented) -> list[FrontCard]:
    """Every seat's critters in front, grouped, where they are drawn."""
    players = int(view.get("players", 2))
    mini, px = sizes(geo)
    lose_at = int(view.get("lose_at", 4))
    fronts = view.get("fronts") or [[] for _ in range(players)]
    pile_label = label_rect(geo, px, list(plate_rects(ctx, geo).values()))
    rows = [
        (seat, clear_of_label(geo, front_row_rect(geo, geo.plate_rect(point), players), pile_label))
        for seat, point in layout.opponent_centres(players, ctx.bottom_seat, geo.table).items()
    ]
    own = own_look(ctx, geo)
    x, y, width, h = own.rect
    label = gfx.font(px).size(gfx.showable(caption_of(ctx)))[0] + px * 0.6
    if own.mode == "cards":
        rows.append((ctx.bottom_seat, (x + label, y, width - label, h)))
    elif own.mode == "side":
        rows.append((ctx.bottom_seat, side_cards_rect(own)))
    plates = plate_rects(ctx, geo)
    cards = []
    for seat, (left, top, row_width, row_height) in rows:
        size = own.mini if seat == ctx.bottom_seat else mini
        if row_height < size[1]:  # a row over a seat's fan, under the window's top
            size = (round(size[0] * row_height / size[1]), round(row_height))
        shown = groups(fronts[seat])
        count = len(shown)
        step = size[0] * 1.12
        if count > 1:
            step = min(step, (row_width - size[0]) / (count - 1))
        # A row left of its plate runs from the plate outwards, as one on its right does.
        leftwards = seat in plates and left + row_width <= plates[seat][0]
        for index, (card, number) in enumerate(shown):
            x = left + row_width - size[0] - index * step if leftwards else left + index * step
            rect = (x, top, *size)
            cards.append(FrontCard(seat, rect, card, number, number >= lose_at - 1))
    return cards


def draw(
    presenter: AnyPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: RoyalPresented
) -> None:
    for _name, _key, draw_part in still_parts(presenter, ctx, geo, view):
        draw_part(surface)


def still_parts(
    presenter: AnyPresenter, ctx: TableContext, geo: Geometry, view: RoyalPresented
) -> list[StillPart]:
    """Royal's still drawing in parts, each keyed by what it shows: every other seat's
    critters in front, the penalty pile, and the card in play with its words (which keep
    clear of the critters, so they key it too). A reveal redraws only what it changed."""
    mini, px = sizes(geo)
    obstacles = caption_obstacles(ctx, geo)
    rows: dict[int, list[FrontCard]] = {seat: [] for seat in plate_rects(ctx, geo)}
    for front in front_cards(ctx, geo, view):
        if front.seat != ctx.bottom_seat:
            obstacles.append(front.rect)
            rows.setdefault(front.seat, []).append(front)
    parts: list[StillPart] = [
        (("front", seat), tuple(fronts), partial(_draw_fronts, presenter, ctx, fronts, mini, px))
        for seat, fronts in rows.items()
    ]
    pile = (view.get("penalty_size", 0), view.get("penalty_top"), tuple(view.get("set_aside") or []))
    parts.append(("penalty", pile, partial(_draw_penalty_on, presenter, ctx, geo, view, px, mini)))
    shown, floor = middle_shown(presenter, ctx, view), caption_floor(ctx, geo)
    middle = partial(_draw_middle_on, presenter, ctx, shown, px, obstacles, floor)
    # The card and its words apart: a claim made rewrites the words, the card stays.
    parts.append(("middle card", card_key(shown), partial(middle, words=False)))
    parts.append(("middle", words_key(shown, obstacles, floor), partial(middle, card=False)))
    return parts


def _draw_fronts(
    presenter: AnyPresenter, ctx: TableContext, fronts: list[FrontCard], mini: tuple[int, int], px: int,
    surface: pygame.Surface,
) -> None:
    for front in fronts:
        _front_card(presenter, surface, ctx, front, mini, px)


def _draw_penalty_on(
    presenter: AnyPresenter, ctx: TableContext, geo: Geometry, view: RoyalPresented, px: int,
    mini: tuple[int, int], surface: pygame.Surface,
) -> None:
    _draw_penalty(presenter, surface, ctx, geo, view, px, mini)


def _draw_middle_on(
    presenter: AnyPresenter, ctx: TableContext, shown: Middle | None, px: int, obstacles: list[layout.Rect],
    floor: float, surface: pygame.Surface, card: bool = True, words: bool = True,
) -> None:
    draw_shown(presenter, ctx, surface, shown, px, obstacles, floor, card, words)


def caption_obstacles(ctx: TableContext, geo: Geometry) -> list[layout.Rect]:
    """What the words beside the card in play keep clear of, besides the critters in
    front of the seats: each other seat's plate and fan."""
    sizes_ = presented(ctx.view).get("hand_sizes") or []
    rects = []
    for seat, point in layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).items():
        rects.append(geo.plate_rect(point))
        count = sizes_[seat] if seat < len(sizes_) else 0
        rects += [layout.turned_bounds(rect, turn) for rect, turn in geo.seat_fan(point, count)]
    return rects


def caption_floor(ctx: TableContext, geo: Geometry) -> float:
    """How low the words beside the card in play may reach: above the own critters'
    row and the buttons (which come and go without a redraw): two rows of them when a
    card is given (the claims), one otherwise."""
    rows = 2 if presented(ctx.view).get("phase") == "give" else 1
    return float(min(geo.button_band(rows)[0], own_row(ctx, geo)[1]) - geo.h * 0.008)


def plate_rects(ctx: TableContext, geo: Geometry) -> dict[int, layout.Rect]:
    """Each other seat's name plate, where the table scene draws it."""
    players = ctx.players
    centres = layout.opponent_centres(players, ctx.bottom_seat, geo.table)
    return {seat: geo.plate_rect(point) for seat, point in centres.items()}


def outline_plates(ctx: TableContext, surface: pygame.Surface, geo: Geometry, seats: Iterable[int]) -> None:
    plates = plate_rects(ctx, geo)
    for seat in seats:
        if seat in plates:
            gfx.panel(
                surface, layout.inset(plates[seat], -geo.h * 0.006), fill=gfx.FOCUS, edge=gfx.FOCUS, alpha=40
            )


def front_row_rect(geo: Geometry, plate: layout.Rect, players: int) -> layout.Rect:
    """Where the critters in front of an opponent go: the table's row in front of a seat
    (``Geometry.front_row_rect``), which the decision buttons keep clear of."""
    return geo.front_row_rect(plate, players)


def groups(front: list[str]) -> list[tuple[str, int]]:
    """(the card shown, how many) per critter in front of a seat, in critter order.

    A Royal counts as its critter (rules, "Losing"); when a group holds one, its face
    is the one shown, since a crown is worth noticing.
    """
    result = []
    for critter in CRITTERS:
        cards = [card for card in front if CRITTER_OF[card] == critter]
        if cards:
            royal = [card for card in cards if card in ROYALS]
            result.append(((royal or cards)[-1], len(cards)))
    return result


def _front_card(
    presenter: AnyPresenter, surface: pygame.Surface, ctx: TableContext, front: FrontCard,
    mini: tuple[int, int], px: int,
) -> None:
    rect, danger = front.rect, front.danger
    if danger:
        gfx.panel(surface, layout.inset(rect, -mini[0] * 0.1), fill=gfx.BAD, edge=None, alpha=150)
    gfx.draw_card(
        surface,
        ctx.game_id,
        front.card,
        rect,
        presenter.card_name(front.card),
        highlight=gfx.BAD if danger else None,
    )
    _badge(surface, f"×{front.number}", front_badge_corner(rect), px, danger)


def front_badge_corner(rect: layout.Rect) -> tuple[float, float]:
    """The bottom-left corner of a front card's "×2": at its left edge, under the corner
    index and above the name's band (as the pile's badge), so the critter's name shows
    whole (it sat on the band's start: "ckroach", "corpion")."""
    return rect[0] + rect[2] * 0.04, rect[1] + rect[3] * 0.64


def badge_box(text: str, bottom_left: tuple[float, float], px: int) -> layout.Rect:
    """Where a count badge's panel lies, from its bottom-left corner."""
    size = round(px * 0.95)
    w, h = gfx.font(size, True).size(text)
    return (bottom_left[0], bottom_left[1] - h - size * 0.2, w + size * 0.5, h + size * 0.2)


def pile_badge(rect: layout.Rect, size: int, px: int) -> tuple[str, layout.Rect]:
    """The penalty pile's "50 left": centred on its top card's picture, its bottom above
    the name's band (two lines on a Royal start 65% down a face), so the card's name
    and corners stay readable."""
    text = _("{n} left").format(n=size)
    width = badge_box(text, (0.0, 0.0), px)[2]
    return text, badge_box(text, (rect[0] + (rect[2] - width) / 2, rect[1] + rect[3] * 0.64), px)


def _badge(
    surface: pygame.Surface, text: str, bottom_left: tuple[float, float], px: int, danger: bool
) -> None:
    size = round(px * 0.95)
    box = badge_box(text, bottom_left, px)
    gfx.panel(surface, box, fill=gfx.BAD if danger else DARK, edge=gfx.INK if danger else None, alpha=235)
    gfx.draw_text(surface, text, size, layout.centre(box), gfx.INK, bold=True, anchor="center")


def _draw_penalty(
    presenter: AnyPresenter,
    surface: pygame.Surface,
    ctx: TableContext,
    geo: Geometry,
    view: RoyalPresented,
    px: int,
    mini: tuple[int, int],
) -> None:
    small = geo.small
    rect = penalty_rect(geo)
    size = int(view.get("penalty_size", 0))
    top = view.get("penalty_top")
    label = label_rect(geo, px, list(plate_rects(ctx, geo).values()))
    inside = inside_pile(geo, label)
    if top is None:
        gfx.panel(surface, rect, fill=DARK, edge=gfx.PANEL_EDGE, alpha=140)
        gfx.draw_text(surface, _("empty"), px, layout.centre(rect), gfx.DIM_INK, anchor="center")
    else:
        if size > 1:
            offset = max(2, small[0] // 24)
            gfx.draw_card(
                surface, ctx.game_id, None, (rect[0] + offset * 2, rect[1] + offset * 2, *small)
            )
            gfx.draw_card(surface, ctx.game_id, None, (rect[0] + offset, rect[1] + offset, *small))
        gfx.draw_card(surface, ctx.game_id, top, rect, presenter.card_name(top))
        text, box = pile_badge(rect, size, px)
        _badge(surface, text, (box[0], box[1] + box[3]), px, False)
    if inside:  # no room round the pile: a short word on a strip across its card's top
        gfx.panel(surface, label, fill=DARK, alpha=220)
    at = (label[0] + label[2] / 2, label[1])
    gfx.draw_text(surface, label_text(inside), px, at, gfx.INK if inside else gfx.DIM_INK, anchor="midtop")
    aside = view.get("set_aside") or []
    if aside:
        names = " & ".join(presenter.card_name(card) for card in aside)
        gfx.draw_text(
            surface,
            _("Set aside: {cards}").format(cards=names),
            px,
            (rect[0] - geo.w * 0.006, rect[1] + small[1] / 2),
            gfx.DIM_INK,
            anchor="midright",
            max_width=geo.w * 0.12,
        )
