"""Royal's middle of the table: the card in play (or the one just judged) and the words beside it.

During a round the card going round lies face up only if the seat on screen has seen
it, with the claims made and who has seen it; after a judgement the judged card lies
there with the verdict until it is taken (it flies to its taker), the verdict's words
until the next round starts. The words go right of the card,
clear of the seats' plates, fans and the critters in front of them, and above the
decision buttons' rows and the own critters, wrapping rather than being cut short where the room is narrow.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import pygame

from table.core.i18n import _
from table.core.vocabulary import Event
from table.core.words import name_of, names_list
from table.games.royal import words
from table.games.royal.cards import claim_name, said_name
from table.ui import gfx, layout
from table.ui.tables.royal.view import JudgedShown, RoyalPresented, presented

if TYPE_CHECKING:
    from table.ui.tables.base import AnyPresenter
    from table.ui.tables.context import Geometry, TableContext

Line = tuple[str, tuple[int, int, int], bool]  # text, colour, bold
DARK = (20, 16, 26)


@dataclass(frozen=True)
class Middle:
    """What the middle shows: a card (None: face down), its edge's colour, the words."""

    card: str | None
    highlight: tuple[int, int, int]
    lines: list[Line]
    flying: bool = False  # the card is on its way (to the receiver, or its taker): only the words show


def middle_card_rect(geo: Geometry) -> layout.Rect:
    """The card in play (or the one just judged), in the table's middle."""
    return layout.centred(geo.middle, geo.card)


def last_reveal(log: Sequence[Event]) -> JudgedShown | None:
    """The latest ``claim_judged`` event if no round has started since, else None; with
    ``taken`` set once its card has gone to its taker (``card_taken``)."""
    taken = False
    for event in reversed(log):
        kind = event.get("type")
        if kind == "claim_judged":
            return cast(JudgedShown, {**event, "taken": taken})
        if kind == "round_started":
            return None
        taken = taken or kind == "card_taken"
    return None


def middle_shown(presenter: AnyPresenter, ctx: TableContext, view: RoyalPresented) -> Middle | None:
    """The card in the middle and its words now, or None when the middle is empty."""
    names = ctx.names
    round_ = view["round"]
    in_round = view["phase"] in ("respond", "pass")
    # The presented view knows the judged card only once its claim has been judged on
    # screen; until the animations end its phase is still the round's, so the judged
    # card shows (face up, under its banner) in the place of the card going round.
    reveal = view["judged"] if "judged" in view else None if in_round else last_reveal(ctx.log)
    if in_round and (reveal is None or reveal.get("card") is None):
        card = round_.get("card")
        lines: list[Line] = [(_("Claims this round"), gfx.ACCENT, True)]
        claims = round_.get("claims") or []
        for index, entry in enumerate(claims):
            latest = index == len(claims) - 1
            to = name_of(names, entry["receiver"])
            text = words.MIDDLE_CLAIM(names, entry["giver"], to=to, claim=claim_name(entry["claim"]))
            lines.append((text, gfx.FOCUS if latest else gfx.INK, latest))
        seen = names_list(names, round_.get("seen") or [])
        lines.append((words.MIDDLE_SEEN_BY(names=seen), gfx.DIM_INK, False))
        if card is None:
            lines.append((_("The card stays face down to you."), gfx.DIM_INK, False))
        return Middle(card, gfx.FOCUS, lines, bool(view.get("flying")))
    if reveal is None or (card := reveal["card"]) is None:
        return None
    judge = reveal["receiver"]
    judged = words.MIDDLE_JUDGED[bool(reveal.get("verdict"))](names, judge, claim=claim_name(reveal["claim"]))
    outcome = words.MIDDLE_OUTCOME[bool(reveal.get("claim_true")), bool(reveal.get("right"))](names, judge)
    lines = [
        (_("Revealed"), gfx.ACCENT, True),
        (judged, gfx.INK, False),
        (outcome, gfx.INK, False),
        (words.MIDDLE_TOOK(names, reveal["taker"], card=said_name(card)), gfx.FOCUS, True),
    ]
    # Once taken, the card lies only with its taker (it flew there): the words stay.
    return Middle(card, gfx.GOOD if reveal.get("right") else gfx.BAD, lines, bool(reveal.get("taken")))


def draw_middle(
    presenter: AnyPresenter,
    ctx: TableContext,
    surface: pygame.Surface,
    px: int,
    obstacles: list[layout.Rect],
    floor: float,
) -> None:
    shown = middle_shown(presenter, ctx, presented(ctx.view))
    draw_shown(presenter, ctx, surface, shown, px, obstacles, floor)


def card_key(shown: Middle | None) -> Hashable:
    """All the card in the middle is drawn from besides the geometry and the language."""
    return () if shown is None else (shown.card, shown.highlight, shown.flying)


def words_key(shown: Middle | None, obstacles: list[layout.Rect], floor: float) -> Hashable:
    """All the words beside it are drawn from besides the geometry and the language: the
    lines and what they keep clear of (a claim made changes them, not the card)."""
    return () if shown is None else (tuple(shown.lines), tuple(obstacles), floor)


def draw_shown(
    presenter: AnyPresenter,
    ctx: TableContext,
    surface: pygame.Surface,
    shown: Middle | None,
    px: int,
    obstacles: list[layout.Rect],
    floor: float,
    card: bool = True,
    words: bool = True,
) -> None:
    """The card in the middle and the words beside it, as ``middle_shown`` gave them
    (only the card, or only the words: each is a part of the still layer of its own)."""
    if shown is None:
        return
    geo = ctx.geo
    card_rect = middle_card_rect(geo)
    name = presenter.card_name(shown.card) if shown.card else ""
    if card and not shown.flying:
        gfx.draw_card(surface, ctx.game_id, shown.card, card_rect, name, highlight=shown.highlight)
    if not words:
        return
    box, wrapped = caption_layout(geo, shown.lines, px, obstacles, floor)
    gfx.panel(surface, box, fill=DARK, edge=None, alpha=170)
    step = px * 1.35
    for index, (text, colour, bold) in enumerate(wrapped):
        at = (box[0] + px * 0.5, box[1] + px * 0.3 + index * step)
        gfx.draw_text(surface, text, px, at, colour, bold=bold, max_width=box[2] - px)


def caption_layout(
    geo: Geometry, lines: list[Line], px: int, obstacles: list[layout.Rect], lowest: float
) -> tuple[layout.Rect, list[Line]]:
    """The words' box beside the card in play, and its lines: kept clear of the seats'
    plates and critters (``obstacles``), its bottom no lower than ``lowest``; a line too
    long for the room left wraps rather than being cut short. Level with the card's
    middle if it fits there, else just below whatever is in its way above; where it
    fits nowhere, without its last asides (dim lines) before it gives up."""
    gap = geo.h * 0.006
    tops = [None, *sorted(y + h + gap for _, y, _, h in obstacles if y + h < geo.middle[1])]
    first = None
    shown = list(lines)
    while shown:
        for top in tops:
            box, wrapped = _caption_at(geo, shown, px, obstacles, lowest, top)
            clear = not any(layout.overlap(box, rect) for rect in obstacles)
            if clear and box[1] + box[3] <= lowest:
                return box, wrapped
            first = first or (box, wrapped)
        if shown[-1][1] != gfx.DIM_INK:
            break
        shown.pop()  # a crowded table does without the last aside ("Seen by ...")
    assert first is not None
    return first


def _caption_at(
    geo: Geometry, lines: list[Line], px: int, obstacles: list[layout.Rect], lowest: float, at: float | None
) -> tuple[layout.Rect, list[Line]]:
    """The box with its top at ``at`` (None: centred on the card, above ``lowest``), as
    wide as the obstacles level with it leave, and its lines wrapped to that width."""
    card_rect = middle_card_rect(geo)
    left = card_rect[0] + card_rect[2] + geo.w * 0.015
    step = px * 1.35
    wrapped = lines
    width = geo.w * 0.24
    for _try in range(2):  # wrapping makes the box taller, which may meet another plate
        height = step * len(wrapped) + px * 0.6
        top = min(geo.middle[1] - height / 2, lowest - height) if at is None else at
        right = min(left + geo.w * 0.24, geo.panel[0] - geo.w * 0.01)
        for x, y, w, h in obstacles:
            if x + w > left and y < top + height and y + h > top:
                right = min(right, x - geo.w * 0.006)
        width = max(right - left, geo.w * 0.1)
        if all(_fits(text, px, width - px, bold) for text, _, bold in lines):
            wrapped = lines
            break
        room = width - px
        wrapped = [
            (part, colour, bold)
            for text, colour, bold in lines
            for part in ([text] if _fits(text, px, room, bold) else gfx.wrap(text, px, room, bold))
        ]
    height = step * len(wrapped) + px * 0.6
    top = min(geo.middle[1] - height / 2, lowest - height) if at is None else at
    return (left, top, width, height), wrapped


def _fits(text: str, px: int, width: float, bold: bool) -> bool:
    return bool(gfx.font(px, bold).size(gfx.showable(text))[0] <= width)
