"""Snow Monster Battle's marks on the table: what befell each battle card; the bottom seat's enhancement.

Drawn over the shared table (``Presenter.draw_table``, redrawn when the game moves on),
from public facts only: a Harpoon or Doppelganger tucked on the card it enhanced with the value it now
fights with, a Snowball over the card it knocked out (dimmed), a Shapeshifter's copy
named on it, the Sly Fox waiting in the last place of the battle until its seat plays,
and the face-up enhancement in front of the seat at the bottom of the screen. During
the pause after a battle, while its cards still lie there with the deciding rule, the
marks come from the battle's result, since the next battle has already begun. The race
to the target under the score panel is drawn apart (``snow.race``).
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol, cast

import pygame

from table.core.i18n import N_, _
from table.core.vocabulary import Event, View
from table.games.snow import words
from table.games.snow.cards import NAMES, VALUE
from table.games.snow.views import BattleWonEvent
from table.ui import gfx, layout
from table.ui.tables.snow.race import SNOW_BLUE
from table.ui.tables.snow.race import race_bar as race_bar  # where it was before snow.race
from table.ui.tables.snow.view import SnowPresented, presented

if TYPE_CHECKING:
    from table.ui.tables.context import Geometry, TableContext


class SnowPresenter(Protocol):
    """What the marks read of Snow's presenter (``snow.presenter``, which draws with them)."""

    @property
    def minis_ready(self) -> set[tuple[str, tuple[int, int]]]: ...
    @property
    def race_patch(self) -> View: ...
    def hand(self, view: SnowPresented) -> list[str | None]: ...

SLY_FOX = "sly-fox"
ENHANCEMENT_CARDS = ("harpoon", "doppelganger", "snowball", SLY_FOX)
MARK_INK = (24, 18, 30)
ENHANCE_GOLD = (250, 210, 110)
# What an enhancement does to its card, in a few words for buttons, banners and the log.
EFFECT = {"harpoon": "+3", "doppelganger": "×2"}


def enhanced_value(identity: str, enhancement: str | None) -> int | None:
    """The value a card fights with once Harpoon (+3) or Doppelganger (x2) is on it."""
    value = VALUE.get(identity)
    if value is None or enhancement not in EFFECT:
        return value
    return value + 3 if enhancement == "harpoon" else value * 2


@dataclass(frozen=True)
class CardMark:
    """What the table shows about one card of the battle."""

    card: str
    identity: str  # what it counts as: a Shapeshifter's copy, else itself
    enhancement: str | None
    snowballed: bool


def battle_marks(view: SnowPresented, shown: Sequence[tuple[int, str]]) -> dict[str, CardMark]:
    """Each card on screen's copy, enhancement and snowball, from the view or the last result."""
    entries = view.get("battle_cards") or []
    if entries:
        return {
            e["card"]: CardMark(
                e["card"], e.get("as") or e["card"], e.get("enhancement"), bool(e.get("snowballed"))
            )
            for e in entries
        }
    return result_marks(view.get("last_result"), shown)


def result_marks(result: BattleWonEvent | None, shown: Sequence[tuple[int, str]]) -> dict[str, CardMark]:
    """The marks of a decided battle's cards (``shown``, as they lie), from its result."""
    plays = result.get("plays") or [] if result else []
    if not result or not shown or [(p["seat"], p["card"]) for p in plays] != list(shown):
        return {}
    enhanced = result.get("enhanced") or {}
    return {
        p["card"]: CardMark(
            p["card"],
            p.get("as") or p["card"],
            enhanced.get(p["card"]),
            p["card"] == result.get("snowballed"),
        )
        for p in plays
    }


def _pill(
    surface: pygame.Surface,
    text: str,
    px: int,
    centre: tuple[float, float],
    fill: tuple[int, int, int],
    width: float,
) -> None:
    px = gfx.fit_px(text, px, width * 0.92, bold=True)
    text_w = gfx.font(px, True).size(text)[0]
    w, h = min(width, text_w + px * 0.9), px * 1.45
    gfx.panel(surface, (centre[0] - w / 2, centre[1] - h / 2, w, h), fill=fill, edge=MARK_INK, alpha=235)
    gfx.draw_text(surface, text, px, centre, MARK_INK, bold=True, anchor="center")


def _mini(geo: Geometry) -> tuple[int, int]:
    return (round(geo.card[0] * 0.42), round(geo.card[1] * 0.42))


def _warm_one_mini(ready: set[tuple[str, tuple[int, int]]], game: str, mini: tuple[int, int]) -> None:
    """Rasterise one enhancement at the marks' size per frame, ahead of its first use:
    the table warms only the full and small card sizes, and one face costs ~10 ms."""
    for card in ENHANCEMENT_CARDS:
        if (card, mini) not in ready:
            ready.add((card, mini))
            gfx.card_face(game, card, mini, NAMES[card])
            return


def warm(presenter: SnowPresenter, ctx: TableContext) -> None:
    """One enhancement at the marks' size made ahead, each step until all are ready."""
    _warm_one_mini(presenter.minis_ready, ctx.game_id, _mini(ctx.geo))


def table_key(presenter: SnowPresenter, ctx: TableContext) -> Hashable:
    """All the marks show besides the geometry (``draw``): each battle card's mark, the
    waiting Sly Fox and the bottom seat's enhancement; they are drawn again only when
    one of these changes, not at every step of the game."""
    view, seat = presented(ctx.view), ctx.bottom_seat
    marks = sorted(battle_marks(view, ctx.trick).items())
    fox = view.get("sly_fox_seat")
    waiting = None  # whose Sly Fox waits in the battle's last place, by name
    if fox is not None and view.get("phase") == "play" and not ctx.busy:
        waiting = None if any(played == fox for played, _ in ctx.trick) else ctx.names[fox]
    held = (view.get("enhancements_held") or [None] * (seat + 1))[seat]
    fox_held = held == SLY_FOX and SLY_FOX in presenter.hand(view)
    own = (held, fox_held, ctx.actor == seat, view.get("phase"))
    return (tuple(ctx.trick), tuple(ctx.frame.trick_slots), tuple(marks), fox, waiting, own)


def draw(
    presenter: SnowPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: SnowPresented
) -> None:
    game = ctx.game_id
    slots = list(ctx.frame.trick_slots)
    mini = _mini(geo)
    px = round(geo.h * 0.022)
    marks = battle_marks(view, ctx.trick)
    draw_card_marks(surface, game, (marks, view.get("sly_fox_seat")), ctx.trick, slots, px, mini)
    _draw_waiting_fox(ctx, surface, view, slots, mini, px)
    _draw_own_enhancement(presenter, ctx, surface, geo, view)


def draw_card_marks(
    surface: pygame.Surface,
    game: str,
    marked: tuple[dict[str, CardMark], int | None],
    cards: Sequence[tuple[int, str]],
    rects: Sequence[layout.Rect],
    px: int,
    mini: tuple[int, int],
) -> None:
    """Each battle card's copy, enhancement and Snowball over it (``marked``: the cards'
    marks and the seat whose Sly Fox is in the battle), at ``rects`` (the table's battle,
    or the "Last battle" screen's row)."""
    marks, fox_seat = marked
    for (seat, card), rect in zip(cards, rects, strict=False):
        mark = marks.get(card)
        if mark is None:
            continue
        x, y, w, h = rect
        # Small cards tucked into the battle card's top right (its index is top left),
        # kept inside it so they never cover the caption above the battle.
        tucked = [kind for kind in (mark.enhancement, "snowball" if mark.snowballed else None) if kind]
        if fox_seat == seat:
            tucked.append(SLY_FOX)
        if mark.snowballed:
            gfx.draw_card(surface, game, card, rect, NAMES[card], dimmed=True)
            _pill(surface, _("knocked out"), px, (x + w / 2, y + h * 0.62), SNOW_BLUE, w * 1.05)
        else:
            if mark.identity != card:
                _pill(surface, _("as {card}").format(
                    card=NAMES[mark.identity]), px, (x + w / 2, y + h * 0.45), ENHANCE_GOLD, w)
            if mark.enhancement:
                value = enhanced_value(mark.identity, mark.enhancement)
                label = f"{EFFECT[mark.enhancement]} = {value}"
                _pill(surface, label, px, (x + w / 2, y + h * 0.62), ENHANCE_GOLD, w)
        inset = max(2.0, w * 0.04)
        for index, kind in enumerate(tucked):
            left = x + w - (mini[0] + inset) * (index + 1)
            gfx.draw_card(surface, game, kind, (left, y + inset, *mini), NAMES[kind])


def draw_last_marks(
    surface: pygame.Surface,
    game: str,
    view: SnowPresented,
    cards: Sequence[tuple[int, str]],
    rects: Sequence[layout.Rect],
) -> None:
    """The "Last battle" screen's marks: "as Catastrophe", "+3 = 10", knocked out."""
    if not rects:
        return
    mini = (round(rects[0][2] * 0.42), round(rects[0][3] * 0.42))
    marked = (result_marks(view.get("last_result"), cards), None)
    draw_card_marks(surface, game, marked, cards, rects, round(surface.get_height() * 0.022), mini)


def reveal(view: SnowPresented, event: Event) -> None:
    """What a card or an enhancement played shows on the battle as its animation plays:
    the card with its copy; an enhancement leaves its owner's place for the card it is
    used on (a Snowball's card knocked out); once the battle is collected its cards
    and their marks are the last battle's."""
    kind = event.get("type")
    cards = view.setdefault("battle_cards", [])
    if kind == "card_played" and event.get("card") and all(e["card"] != event["card"] for e in cards):
        card = event["card"]
        cards.append({"seat": event["seat"], "card": card, "as": event.get("as") or card,
                      "enhancement": None, "snowballed": False})
    elif kind == "enhancement_played":
        held, seat = view.get("enhancements_held") or [], event.get("seat", -1)
        used = event.get("enhancement")
        if 0 <= seat < len(held):
            held[seat] = None
        for entry in cards:
            if entry["card"] == event.get("target") and used == "snowball":
                entry["snowballed"] = True
            elif entry["card"] == event.get("target"):
                entry["enhancement"] = used
    elif kind == "battle_won":
        view["last_result"] = cast(BattleWonEvent, dict(event))  # its plays, copies, enhancements, Snowball
        view["battle_cards"] = []


def _draw_waiting_fox(
    ctx: TableContext,
    surface: pygame.Surface,
    view: SnowPresented,
    slots: list[layout.Rect],
    mini: tuple[int, int],
    px: int,
) -> None:
    """The Sly Fox holds the battle's last place until its seat plays there."""
    fox = view.get("sly_fox_seat")
    if fox is None or view.get("phase") != "play" or ctx.busy:
        return
    if any(seat == fox for seat, _ in ctx.trick):
        return
    x, y, w, h = slots[-1]
    gfx.draw_card(
        surface,
        ctx.game_id,
        SLY_FOX,
        (x + (w - mini[0]) / 2, y + (h - mini[1]) / 2, *mini),
        NAMES[SLY_FOX],
    )
    _pill(surface, words.PLAYS_LAST(ctx.names, fox), px, (x + w / 2, y + h * 0.85), ENHANCE_GOLD, w * 1.1)


OWN_LABEL = N_("enhancement")  # the caption over your own, read in the language spoken now


def _label_px(geo: Geometry) -> int:
    """The layout size of the word over the bottom seat's enhancement."""
    return round(round(geo.h * 0.022) * 0.9)


def own_slot(geo: Geometry) -> tuple[layout.Rect, float]:
    """Where the bottom seat's face-up enhancement lies, right of its hand and clear of
    the score panel, and how far right the hand may reach: the slot is as wide as the
    card or its label, whichever is wider, so neither covers a card of the hand."""
    return _own_slot(geo, gfx.ui_scale())


@lru_cache(maxsize=16)
def _own_slot(geo: Geometry, scale: float) -> tuple[layout.Rect, float]:
    w, h = geo.small
    label_w = gfx.font(_label_px(geo)).size(_(OWN_LABEL))[0]
    slot_w = max(w, label_w)
    slot_right = geo.panel[0] - geo.w * 0.008
    card = (slot_right - slot_w / 2 - w / 2, geo.fan_bottom - h, float(w), float(h))
    return card, slot_right - slot_w - geo.w * 0.006


def hand_rects(
    geo: Geometry, count: int, lifted: int | None, raised: Collection[int]
) -> list[layout.Rect]:
    """The hand as the table holds it, narrowed (its left end kept) when it would reach
    into the enhancement's slot."""
    rects = geo.hand_rects(count, lifted, raised)
    limit = own_slot(geo)[1]
    if not rects or rects[-1][0] + rects[-1][2] <= limit:
        return rects
    left = rects[0][0]
    narrow = replace(geo, fan_width=limit - left, middle=((left + limit) / 2, geo.middle[1]))
    return narrow.hand_rects(count, lifted, raised)


def _draw_own_enhancement(
    presenter: SnowPresenter,
    ctx: TableContext,
    surface: pygame.Surface,
    geo: Geometry,
    view: SnowPresented,
) -> None:
    """The bottom seat's face-up enhancement, beside its hand (a Sly Fox in view is in the hand)."""
    seat = ctx.bottom_seat
    held = (view.get("enhancements_held") or [None] * (seat + 1))[seat]
    if held is None or (held == SLY_FOX and SLY_FOX in presenter.hand(view)) or ctx.dealing:
        return
    rect = own_slot(geo)[0]
    x, y, w, _h = rect
    deciding = ctx.actor == seat and view.get("phase") == "enhance"
    gfx.draw_card(
        surface,
        ctx.game_id,
        held,
        rect,
        NAMES[held],
        highlight=gfx.FOCUS if deciding else None,
    )
    at = (x + w / 2, y - geo.h * 0.006)
    gfx.draw_text(surface, _(OWN_LABEL), _label_px(geo), at, gfx.DIM_INK, anchor="midbottom")
