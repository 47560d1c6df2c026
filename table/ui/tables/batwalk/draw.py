"""Vamp on the Batwalk's own drawing on the shared table: vamp backs, the card aid, the winner, the runway.

The shared table scene draws seats, the show as a trick row, the prompt and the
score panel; this module adds what only the Batwalk has. Every frame: the seat on
screen's hand as the vamp backs it holds (its own faces are never drawn), the
optional aid listing the values each of those cards could still have (its switch
beside the hand, where there is room), the "winning" mark on the current lead card
(it takes the show if nothing beats it), and the runway (``runway``) where each
seat's vamp standee walks forward as its points come in. Into the still layer, when
the game moves on: everyone else's hands in front of their seats (``hands``), clear
of the show, its caption, the runway, the header and the prompt, and a standee beside
each score showing whose is whose. The aid is toggled with V or its button. It reads
the table's context only (``TableContext``), like the presenter; the per-table display
state (aid on or off, how far each standee has walked) is a ``TableLook`` the table's
own presenter keeps.
"""

from __future__ import annotations

import time
from collections.abc import Hashable
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Protocol

import pygame

from table.core.i18n import N_, _, current
from table.games.batwalk import ALL_CARDS, possible_values
from table.games.batwalk import GAME as RULES
from table.games.batwalk.views import BatwalkView, as_view
from table.ui import assets, gfx, layout
from table.ui.drawing import note_face
from table.ui.intents import Intent
from table.ui.tables import header
from table.ui.tables.base import StillPart
from table.ui.tables.batwalk import hands, runway
from table.ui.tables.batwalk.look import TableLook
from table.ui.tables.caption import CAPTION_GAP, caption_px

if TYPE_CHECKING:
    from table.ui.tables.context import Geometry, TableContext


class BatwalkPresenter(Protocol):
    """What the drawing reads of Batwalk's presenter (``batwalk.presenter``, which draws with it)."""

    @property
    def look(self) -> TableLook: ...
    def trick(self, view: BatwalkView) -> list[tuple[int, str]]: ...
    def show_caption(self, lead_card: str) -> str: ...
    def round_label(self, view: BatwalkView) -> str: ...
    def card_name(self, card_id: str) -> str: ...

GAME = "batwalk"
AID_KEY = "v"
# The card aid's words, in the language spoken: the one value a card can still have, and
# the faces' names among the values it could be (the hints' and the rules' words).
MUST_BE = N_("must be {value}")
VALUE_WORDS = {"star": N_("Star"), "garlic": N_("Garlic")}


def _blit(surface: pygame.Surface, image: pygame.Surface, pos: tuple[float, float]) -> None:
    rect = surface.blit(image, (round(pos[0]), round(pos[1])))
    gfx.note_rect(rect, surface)  # so the scene repaints this spot from its still layer next frame


# -- the hand: vamp backs and the aid ----------------------------------------------------


def own_seat(ctx: TableContext, view: BatwalkView) -> int:
    """Whose backs are at the bottom: the seat on screen, or the bottom seat for a spectator."""
    seat = view.get("seat")
    return int(seat) if seat is not None else int(ctx.bottom_seat)


HAND_SIZE = 5  # the cards dealt to each seat (rules: "Deal 5 cards to each seat")
AID_LABEL_PX = 0.026  # the card aid button's words, a share of the height


def aid_lines(on: bool, one_line: bool) -> list[str]:
    """The card aid button's words: on one line, or two when the room beside the hand is narrow."""
    state = _("on (V)") if on else _("off (V)")
    if one_line:
        return [_("Card aid: on (V)") if on else _("Card aid: off (V)")]
    return [_("Card aid:"), state]


def aid_button(geo: Geometry) -> layout.Rect:
    """The card aid's switch beside your hand (see ``aid_layout``)."""
    return aid_layout(geo)[0]


def aid_layout(geo: Geometry) -> tuple[layout.Rect, bool]:
    """The card aid's switch beside your hand, on the side with more room: clear of a
    full hand with every card raised, of the prompt above it and of the side buttons;
    and whether its words fit on one line there (else two)."""
    return _aid_layout(geo, gfx.ui_scale())


@lru_cache(maxsize=16)
def _aid_layout(geo: Geometry, scale: float) -> tuple[layout.Rect, bool]:
    """``aid_layout`` for one geometry (it is asked every frame; ``scale`` keys the text sizes)."""
    cards = geo.hand_rects(HAND_SIZE, None, range(HAND_SIZE))
    margin = geo.w * 0.012
    rooms = [(margin, cards[0][0] - margin), (cards[-1][0] + cards[-1][2] + margin, geo.panel[0] - margin)]
    left, right = max(rooms, key=lambda room: room[1] - room[0])
    width = min(right - left, geo.w * 0.15)
    px = round(geo.h * AID_LABEL_PX)
    one_line = gfx.text_surface(aid_lines(False, True)[0], px).get_width() <= width * 0.9
    height = len(aid_lines(False, one_line)) * gfx.line_height(px) + geo.h * 0.025
    x = left if rooms.index((left, right)) == 0 else right - width
    return (x, geo.fan_bottom - geo.h * 0.01 - height, width, height), one_line


def draw_over_hand(look: TableLook, ctx: TableContext, surface: pygame.Surface) -> None:
    geo, view = ctx.geo, as_view(ctx.view)
    if ctx.dealing:
        return
    hands = view.get("hands") or []
    seat = own_seat(ctx, view)
    if seat >= len(hands):
        return
    rects = ctx.frame.hand_rects
    size = (round(geo.card[0]), round(geo.card[1]))
    for slot, rect in zip(hands[seat], rects, strict=False):
        # Backs, as the seat holds them; a replay (public) knows the faces and shows them.
        face = slot.get("card")
        image = assets.card_face(GAME, face, size) if face else assets.card_back(GAME, size, slot["suit"])
        _blit(surface, image, rect[:2])
        if face:
            note_face(face, pygame.Rect(round(rect[0]), round(rect[1]), *size), surface)
    if view.get("seat") is None or any(slot.get("card") for slot in hands[seat]):
        return  # no aid to deduce what is shown
    _draw_aid_button(surface, geo, look.aid)
    if look.aid:
        for values, rect in zip(possible_values(view), rects, strict=False):
            _draw_aid(surface, rect, values)


def over_hand_key(look: TableLook, ctx: TableContext) -> Hashable:
    """Everything ``draw_over_hand`` draws from besides the hand and the frame: the own
    hand's backs (or faces), whose seat it is, and the aid (with its values while shown)."""
    view = as_view(ctx.view)
    hands = view.get("hands") or []
    seat = own_seat(ctx, view)
    slots = tuple((slot.get("suit"), slot.get("card")) for slot in hands[seat]) if seat < len(hands) else ()
    aid = look.aid and view.get("seat") is not None and not any(card for _, card in slots)
    values = tuple(tuple(values) for values in possible_values(view)) if aid else ()
    return (seat, view.get("seat"), slots, look.aid, values, current())  # its words in the language spoken


def _draw_aid_button(surface: pygame.Surface, geo: Geometry, on: bool) -> None:
    rect, one_line = aid_layout(geo)
    gfx.panel(surface, rect, fill=(40, 30, 56), edge=gfx.FOCUS if on else gfx.PANEL_EDGE, alpha=230)
    px = round(geo.h * AID_LABEL_PX)
    lines = aid_lines(on, one_line)
    colour = gfx.FOCUS if on else gfx.INK
    for index, line in enumerate(lines):
        centre = (rect[0] + rect[2] / 2, rect[1] + rect[3] * (index + 1) / (len(lines) + 1))
        gfx.draw_text(surface, line, px, centre, colour, anchor="center", max_width=rect[2] * 0.9)


def _draw_aid(surface: pygame.Surface, rect: layout.Rect, values: list[str]) -> None:
    """The values a backwards card could still have, on its lower half."""
    x, y, w, h = rect
    box = (x + w * 0.06, y + h * 0.52, w * 0.88, h * 0.42)
    gfx.panel(surface, box, fill=(14, 10, 20), edge=gfx.ACCENT, alpha=215)
    px, width = round(h * 0.12), box[2] * 0.9
    if len(values) == 1:
        text = _(MUST_BE).format(value=value_word(values[0]))
        lines = gfx.wrap(text, px, width, bold=True)
        if len(lines) > 2:  # a longer language's words: smaller, on two lines
            px = gfx.fit_px(text, px, width * 1.9, bold=True)
            lines = gfx.wrap(text, px, width, bold=True)[:2]
        colour = gfx.GOOD
    else:
        numbers = " ".join(v for v in values if v.isdigit())
        faces = " ".join(value_word(v) for v in values if not v.isdigit())
        lines = [line for line in (numbers, faces) if line] or ["?"]
        colour = gfx.INK
    for index, line in enumerate(lines):
        centre_y = box[1] + box[3] * (index + 1) / (len(lines) + 1)
        gfx.draw_text(
            surface, line, px, (x + w / 2, centre_y), colour,
            bold=True, anchor="center", max_width=box[2] * 0.9,
        )


def value_word(value: str) -> str:
    """A value as the card aid writes it: a number as it is, a face by its name."""
    return _(VALUE_WORDS[value]) if value in VALUE_WORDS else value


def handle(look: TableLook, ctx: TableContext, intent: Intent) -> bool:
    """The aid's switch: V, or a click on its button, while a seat's own hand is on screen."""
    if as_view(ctx.view).get("seat") is None:
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
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: BatwalkView
) -> None:
    """Every frame: the winning card's mark and the runway, whose standees walk."""
    _draw_lead(presenter, ctx, surface, geo, view)
    runway.draw_runway(presenter.look, ctx, surface, view)


def draw_still(
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: BatwalkView
) -> None:
    """When the game moves on: everyone else's hands (whose standee is whose is drawn on
    the score panel, ``BatwalkPresenter.draw_on_panel``)."""
    _draw_other_hands(presenter, ctx, surface, geo, view)


# -- everyone else's hands, in front of their seats (placed and drawn in ``hands``) ----------


def other_hands(
    presenter: BatwalkPresenter, ctx: TableContext, geo: Geometry, view: BatwalkView
) -> dict[int, hands.OtherHand]:
    """Where each other seat's hand lies: by its plate, clear of the table's middle."""
    return hands.other_hands(ctx, geo, view, middle_rects(presenter, ctx, geo, view))


def middle_rects(
    presenter: BatwalkPresenter, ctx: TableContext, geo: Geometry, view: BatwalkView
) -> list[layout.Rect]:
    """What the other hands must leave clear: the show with its caption and names, the
    runway, the header and a two-line prompt."""
    return [runway.show_rect(ctx, geo), caption_rect(presenter, ctx, geo, view), runway.runway_area(ctx, geo),
            header_rect(geo, presenter.round_label(view)), geo.prompt_box(2)]


def caption_rect(
    presenter: BatwalkPresenter, ctx: TableContext, geo: Geometry, view: BatwalkView
) -> layout.Rect:
    """Room for the longest caption the show can have in this game (its lead card the
    longest-named garlic), as the table draws a caption above the show."""
    captions = [presenter.show_caption(f"{suit}-garlic") for suit in view["suits"]]
    images = [gfx.text_surface(text, caption_px(geo, text), bold=True) for text in captions]
    width = min(max(image.get_width() for image in images), geo.fan_width * 0.8)
    height = max(image.get_height() for image in images)
    bottom = ctx.frame.trick_slots[0][1] - geo.h * CAPTION_GAP
    return (geo.middle[0] - width / 2, bottom - height, float(width), float(height))


def header_rect(geo: Geometry, label: str) -> layout.Rect:
    """The game's title and the round's lines (``label``), as the table draws them."""
    rects = header.header_rects(geo, RULES.title, label)
    width = max(rect[2] for rect in rects)
    bottom = rects[-1][1] + rects[-1][3]
    return (0.0, 0.0, geo.header[0] + width, bottom)


def _draw_other_hands(
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: BatwalkView
) -> None:
    placed = other_hands(presenter, ctx, geo, view)
    hands.draw(presenter, surface, view, placed)
    _warm_sizes(presenter, view, placed)


def still_parts(
    presenter: BatwalkPresenter, ctx: TableContext, geo: Geometry, view: BatwalkView
) -> list[StillPart]:
    """Each other hand as a part of the still layer, keyed by its place and its cards, so
    a card played redraws only its own hand."""
    placed = other_hands(presenter, ctx, geo, view)
    _warm_sizes(presenter, view, placed)
    trendsetter, slots = view.get("trendsetter"), view["hands"]
    return [
        (("hand", seat), (tuple(hand.cards), hand.card, hand.racked, seat == trendsetter, tuple(
            (slot["suit"], slot["card"]) for slot in slots[seat]
        )), partial(_draw_hand, presenter, view, {seat: hand}))
        for seat, hand in placed.items()
    ]


def _draw_hand(
    presenter: BatwalkPresenter, view: BatwalkView, placed: dict[int, hands.OtherHand],
    surface: pygame.Surface,
) -> None:
    hands.draw(presenter, surface, view, placed)


def _warm_sizes(presenter: BatwalkPresenter, view: BatwalkView, placed: dict[int, hands.OtherHand]) -> None:
    look = presenter.look
    for size in {(round(hand.card[0]), round(hand.card[1])) for hand in placed.values()} - look.warmed:
        # Another size: its faces and backs are made a few a frame (``warm``), not as they appear.
        look.warmed.add(size)
        suits = view["suits"]
        faces = [card for card in ALL_CARDS if card.split("-")[0] in suits]
        look.to_warm += [(card.split("-")[0], card, size) for card in faces]
        look.to_warm += [(suit, None, size) for suit in suits]


WARM_BUDGET_S = 0.003  # the time a frame may spend making the other hands' cards ahead of need


def warm(presenter: BatwalkPresenter, budget: float = WARM_BUDGET_S) -> None:
    """Make a few of the other hands' faces and backs at their size, within ``budget``
    seconds: a face costs milliseconds to make, too much for the frame it first shows in."""
    look, started = presenter.look, time.perf_counter()
    while look.to_warm and time.perf_counter() - started < budget:
        suit, card, size = look.to_warm.pop()
        if card is None:
            assets.card_back(GAME, size, suit)
        else:
            gfx.card_face(GAME, card, size, presenter.card_name(card))


def _draw_lead(
    presenter: BatwalkPresenter, ctx: TableContext, surface: pygame.Surface, geo: Geometry, view: BatwalkView
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
    gfx.note_rect(ring.inflate(4, 4), surface)
    tag = winning_tag_rect(slots[lead], geo)
    gfx.panel(surface, tag, fill=(60, 40, 14), edge=gfx.FOCUS, alpha=235)
    gfx.draw_text(
        surface, _(WINNING), round(geo.h * 0.022), layout.centre(tag), gfx.FOCUS, bold=True, anchor="center",
        max_width=tag[2] * 0.9,
    )


WINNING = N_("WINNING")  # the tag on the show's lead card: the card that would win the show now


def winning_tag_rect(card: layout.Rect, geo: Geometry) -> layout.Rect:
    """The "winning" tag across the card's middle, clear of both its corner indexes: 84% of
    the card's width, or as wide as its word needs at the smallest size (a longer
    language's), up to the ring round the card."""
    x, y, w, h = card
    height = min(geo.h * 0.034, h * 0.2)
    word = _(WINNING)
    size = gfx.fit_px(word, round(geo.h * 0.022), w * 0.84 * 0.9, bold=True)
    width = min(max(w * 0.84, (gfx.font(size, True).size(gfx.showable(word))[0] + 1) / 0.9), w + 8)
    return (x + w / 2 - width / 2, y + h * 0.5 - height / 2, width, height)
