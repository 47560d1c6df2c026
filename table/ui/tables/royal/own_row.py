"""Royal's own critters' row: under the card in play, clear of the decision buttons.

The row shows the bottom seat's critters in front, grouped by kind. The seat and claim
buttons of the give step come up over the same band without the game moving on, so the
row is drawn on the settled layer (``draw_table``, redrawn when ``own_key`` changes, not
into the still layer) and gives way to them: shorter cards when some room is left
under the card in play; else the row moves into the side column, under the score
panel, caption above the cards, so your critters stay in sight while you choose whom
to give to and what to claim; one line of words, or nothing, only where neither has
room (the score panel's row and the tooltips still tell).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from table.core.i18n import _
from table.games.royal.cards import CRITTER_OF, claim_name
from table.ui import gfx, layout
from table.ui.tables.royal.draw import (
    _front_card,
    caption_of,
    front_cards,
    groups,
    own_look,
    sizes,
)
from table.ui.tables.royal.view import RoyalPresented, presented

if TYPE_CHECKING:
    from table.ui.tables.base import AnyPresenter
    from table.ui.tables.context import TableContext


def draw_own(
    presenter: AnyPresenter, ctx: TableContext, surface: pygame.Surface, view: RoyalPresented
) -> None:
    """On the settled layer (the decision buttons come and go without the game moving
    on): the bottom seat's critters, as cards, words or not at all, clear of the buttons."""
    geo = ctx.geo
    own = own_look(ctx, geo)
    x, y, width, h = own.rect
    px = sizes(geo)[1]
    fronts = view.get("fronts") or []
    mine = fronts[ctx.bottom_seat] if ctx.bottom_seat < len(fronts) else []
    if own.mode == "words" or (own.mode == "cards" and not mine):
        at = (x + width / 2, y + h / 2)
        gfx.draw_text(surface, own_words(ctx, view), px, at, gfx.DIM_INK, anchor="center", max_width=width)
    elif own.mode == "cards":
        gfx.draw_text(surface, caption_of(ctx), px, (x, y + h / 2), gfx.DIM_INK, anchor="midleft")
    elif own.mode == "side" and mine:  # the caption over the cards, in the side column
        at = (x + width * 0.06, y)
        gfx.draw_text(surface, caption_of(ctx), px, at, gfx.DIM_INK, max_width=width * 0.88)
    elif own.mode == "side":  # no cards yet: the words, on as many lines as the cards' room holds
        _lines(surface, own_words(ctx, view), px, (x + width * 0.06, y, width * 0.88, h))
    for front in front_cards(ctx, geo, view):
        if front.seat == ctx.bottom_seat:
            _front_card(presenter, surface, ctx, front, own.mini, px)


def _lines(surface: pygame.Surface, text: str, px: int, rect: layout.Rect) -> None:
    """``text`` wrapped to ``rect``'s width, top down, the last line that fits taking the rest."""
    x, y, width, height = rect
    step = gfx.line_height(px)
    room = max(1, int(height // step))
    lines = gfx.wrap(text, px, width)
    lines = [*lines[: room - 1], " ".join(lines[room - 1 :])] if len(lines) > room else lines
    for index, line in enumerate(lines):
        gfx.draw_text(surface, line, px, (x, y + index * step), gfx.DIM_INK, max_width=width)


def own_key(presenter: AnyPresenter, ctx: TableContext, view: RoyalPresented) -> Hashable:
    """All the own row is drawn from besides the geometry and the language (worked out
    every frame, so from what its places and words are made of, not the places): where
    it lies and how, its caption, its cards and the count that glows; the seats (and so
    the plates outlined)."""
    fronts = view.get("fronts") or []
    mine = tuple(fronts[ctx.bottom_seat]) if ctx.bottom_seat < len(fronts) else ()
    return (own_look(ctx, ctx.geo), caption_of(ctx), mine, view.get("lose_at"), ctx.bottom_seat, ctx.players)


def own_words(ctx: TableContext, view: RoyalPresented) -> str:
    """The own row as one line: "Your critters: 1 Stink Bug, 2 Toad" (or "none yet")."""
    fronts = view.get("fronts") or []
    front = fronts[ctx.bottom_seat] if ctx.bottom_seat < len(fronts) else []
    shown = [_("{n} {critter}").format(
        n=number, critter=claim_name(CRITTER_OF[card] or "")) for card, number in groups(front)]
    return _("{caption} {critters}").format(
        caption=caption_of(ctx), critters=", ".join(shown) if shown else _("none yet"))


def landing(ctx: TableContext, card: str, seat: int) -> layout.Rect | None:
    """Where a judged critter ``card`` that ``seat`` takes is drawn once it has landed:
    its critter's slot in that seat's row (your own under the card in play or in the
    side column, as ``own_look`` lays it out now); None for a special or a row not shown."""
    critter = CRITTER_OF.get(card)
    fronts = [list(front) for front in presented(ctx.view).get("fronts") or []]
    if not critter or not 0 <= seat < len(fronts):
        return None
    if card not in fronts[seat]:
        fronts[seat].append(card)
    landed = {**ctx.view, "fronts": fronts}
    for front in front_cards(replace(ctx, view=landed), ctx.geo, presented(landed)):
        if front.seat == seat and CRITTER_OF[front.card] == critter:
            return front.rect
    return None
