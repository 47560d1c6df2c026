"""The table's renderer: the still layer (felt, header, seats, scores) cached, moving parts on top.

It draws one frame from the frame's ``TableContext`` (the presented view, the frame's
rectangles) and the input's state (what is selected and focused), and changes nothing
the game or the scene depends on: the only thing it keeps is its own picture cache.
A full-window blit costs more than everything else in a frame at 1920x1080, so two
layers are kept, each in pieces redrawn only when what they show changed
(``table_still``): the still layer (a seat, the header, the score panel) and over it
the settled layer (the trick, the hand and its buttons, the prompt, a game's own
drawing), which is what stays put while a card flies. The window gets a full copy only
when it must (first frame, new size, after an overlay); otherwise just the rectangles
that changed, or that the animation and the hint or tooltip covered last frame, are
restored from the settled layer, and only the animation and those are drawn again.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from table.core.i18n import _, current, pgettext
from table.ui import gfx, hot_seat, layout
from table.ui.controller import Match
from table.ui.scenes.table_banner import banner, banner_rect
from table.ui.scenes.table_fans import draw_fan, make_ahead
from table.ui.scenes.table_panel import PanelLook, panel_pieces, row_status
from table.ui.scenes.table_plates import SeatLook, plate_lines, plate_names, plate_text, status_line
from table.ui.scenes.table_still import Piece, StillPieces, covering
from table.ui.tables.base import AnyPresenter, Presenter
from table.ui.tables.caption import caption_fits, draw_caption, name_rooms
from table.ui.tables.context import Geometry, TableContext
from table.ui.tables.header import draw_header
from table.ui.tween import Timeline
from table.ui.widgets import Button


@dataclass(frozen=True)
class Prompt:
    """The line under the table: what to do now, or a message, or a replay's status."""

    text: str
    colour: tuple[int, int, int] = gfx.INK
    one_line: bool = False  # shrink to fit one line instead of wrapping onto two


@dataclass(frozen=True)
class Picks:
    """The input's state the hand is drawn with."""

    selection: Sequence[str]
    pending_card: str | None
    focus: int
    message: str
    usable: Collection[int] = ()  # hand cards a click may use now (empty: none is chosen now)
    message_kind: str = "refusal"  # or "instruction" (``table_input.MessageKind``)


def message_colour(kind: str) -> tuple[int, int, int]:
    """A refusal is drawn as a warning; an instruction as the prompt is, as no mistake."""
    return gfx.BAD if kind == "refusal" else gfx.INK  # the prompt's own colour


__all__ = [
    "Picks", "Prompt", "TableRenderer", "banner", "banner_rect", "caption", "caption_box", "status_line",
]


class TableRenderer:
    """Draws a table scene; keeps only its still layer (in pieces) and what to repaint next frame."""

    def __init__(self, match: Match, presenter: AnyPresenter, side_labels: Sequence[str]) -> None:
        self.match = match
        self.presenter = presenter
        self.side_labels = list(side_labels)
        self._still: pygame.Surface | None = None
        self._still_key_drawn: tuple[object, ...] = ()
        self._pieces = StillPieces(merged)
        self._settled: pygame.Surface | None = None
        self._middle = StillPieces(merged)
        self._repaint: list[pygame.Rect] = []
        self._fans_ahead: list[Sequence[tuple[layout.Rect, float]]] = []  # each seat's next fan, a card fewer
        self._ahead: Iterator[bool] = iter(())  # the one being made, a step a quiet frame
        self._last_frame = -10
        self._was_top = False
        self.window_rects: list[pygame.Rect] | None = None

    def draw(
        self,
        surface: pygame.Surface,
        ctx: TableContext,
        picks: Picks,
        prompt: Prompt,
        timeline: Timeline,
        frame_number: int,
        on_top: bool,
        still_key: tuple[object, ...],
        extra: Callable[[pygame.Surface, TableContext], None] | None = None,
    ) -> None:
        """The frame; ``extra`` draws over it (a lesson's coach bubble, a hint's ring),
        recorded with the rest so the next frame repaints under it."""
        size = surface.get_size()
        repaint = list(self._repaint)
        full = self._still is None or self._settled is None or self._still.get_size() != size
        if full:
            self._still = pygame.Surface(size).convert()
            gfx.background(self._still, self.match.game_id)
            self._pieces.forget()
            self._still_key_drawn = ()
            self._settled = self._still.copy()
            self._middle.forget()
        assert self._still is not None and self._settled is not None
        changed = []
        if still_key != self._still_key_drawn:
            changed = self._refresh_still(ctx, still_key)
            self._still_key_drawn = still_key
            for rect in changed:
                self._settled.blit(self._still, rect, rect)
            self._middle.spoil(changed)
        pieces = self._middle_pieces(ctx, picks, prompt, still_key)
        changed += self._middle.refresh(self._settled, self._still, pieces)
        continuing = frame_number == self._last_frame + 1 and self._was_top and not full
        self.window_rects = None  # what this frame changed on the window (None: all of it)
        if continuing:
            copy = covering(repaint + changed)  # each pixel once
            self.window_rects = [surface.blit(self._settled, rect, rect) for rect in copy]
        else:
            surface.blit(self._settled, (0, 0))
        self._pieces.note()  # the layers' faces, words and places are on screen again
        self._middle.note()
        with gfx.DrawProbe(surface) as moving:  # what to restore from the settled layer next frame
            timeline.draw(surface)
            if extra is not None:
                extra(surface, ctx)
        self._repaint = merged(moving.rects)
        if self.window_rects is not None:
            self.window_rects += self._repaint
        self._last_frame = frame_number
        self._was_top = on_top  # under an overlay: the next frame on top repaints everything
        if changed or timeline.make_ahead():  # a frame with little to do makes one thing ahead
            return
        if not next(self._ahead, False) and self._fans_ahead:
            self._ahead = make_ahead(self.match.game_id, self._fans_ahead.pop())

    def _middle_pieces(self, ctx: TableContext, picks: Picks, prompt: Prompt, still: Hashable) -> list[Piece]:
        """The settled layer's pieces, each keyed by everything it is drawn from (a game's
        own drawing on the table or over the hand: by the presented view and the game's
        progress, the frame, the input and ``Presenter.draw_key``)."""
        frame, geo, presenter = ctx.frame, ctx.geo, self.presenter
        at = (geo, gfx.ui_scale())  # text is set at the UI scale
        received = tuple(sorted(presenter.highlighted(ctx.view)))
        hand: tuple[object, ...] = (at, ctx.dealing, tuple(frame.hand), tuple(frame.hand_rects), received)
        usable = tuple(sorted(picks.usable))
        hand += (ctx.actor is not None, tuple(picks.selection), picks.pending_card, usable)
        hand += (picks.focus, tuple(frame.buttons), tuple(frame.button_rects))
        # Two rows of decision buttons take the prompt's second line.
        lines = 1 if len({rect[1] for rect in frame.button_rects}) > 1 else 2
        words = (prompt, picks.message, picks.message_kind, lines, ctx.players)
        stage = ctx.stage and (ctx.stage.prompt, tuple(sorted(ctx.stage.cards)), tuple(ctx.stage.buttons))
        game: tuple[object, ...] = (at, still, ctx.busy, ctx.dealing, len(ctx.log), tuple(ctx.trick))
        game += (ctx.actor, tuple(ctx.actions), stage, hand, presenter.draw_key(ctx))
        own = {name: game if getattr(type(presenter), name) is not getattr(Presenter, name) else ()
               for name in ("draw_table", "draw_over_hand")}
        if own["draw_over_hand"] and (over := presenter.over_hand_key(ctx)) is not None:
            own["draw_over_hand"] = (at, ctx.dealing, hand, over)  # what the game says it shows
        if own["draw_table"] and (table := presenter.table_key(ctx)) is not None:
            own["draw_table"] = (at, current(), ctx.dealing, table)
        return [
            *self._trick_pieces(ctx, at),
            Piece("table", own["draw_table"], partial(presenter.draw_table, ctx)),
            Piece("hand", hand, partial(self._draw_hand, ctx=ctx, picks=picks)),
            Piece("over hand", own["draw_over_hand"], partial(presenter.draw_over_hand, ctx)),
            Piece("prompt", (at, *words), partial(
                self._draw_prompt, geo=geo, prompt=prompt, message=picks.message, kind=picks.message_kind,
                room=lines, seats=ctx.players,
            )),
        ]

    def _refresh_still(self, ctx: TableContext, still_key: tuple[object, ...]) -> list[pygame.Rect]:
        """Redraw the still layer's pieces that show something new; the rectangles that changed."""
        assert self._still is not None
        felt = gfx.background_image(self.match.game_id, self._still.get_size())
        geo, view = ctx.geo, ctx.view
        last = still_key[-1]  # (busy, whose turn): the game's own drawing keys on the turn only
        assert isinstance(last, tuple)
        header = (self.match.game.title, self.presenter.round_label(view))
        panel = self._panel_look(ctx)
        pieces = [Piece(("seat", look.seat), (geo, look), partial(self._draw_seat, ctx, look))
                  for look in self._seat_looks(ctx)]
        pieces += [
            # over a top seat's fan, should a large UI scale bring them together
            Piece("header", (geo, header), partial(self._draw_header, geo, header)),
            *panel_pieces(geo, panel),
            # apart from the scores, which change with every turn
            Piece("side", (geo, tuple(ctx.frame.side_rects), current()), partial(self._draw_side, ctx)),
        ]
        # The view's, not ``busy``: a game's still drawing changes only when the game moves on.
        game = (geo, *still_key[:-1], last[1:], len(ctx.log), ctx.dealing, tuple(ctx.frame.button_rects))
        pieces.insert(-1, Piece(("panel", "game"), game, partial(self.presenter.draw_on_panel, ctx), "panel"))
        parts = self.presenter.still_parts(ctx)
        if parts is None:
            pieces.append(Piece("game", game, partial(self.presenter.draw_still, ctx)))
        else:
            at = (geo, gfx.ui_scale(), current())  # text and card names are set in the language
            pieces += [Piece(("game", name), (*at, key), draw) for name, key, draw in parts]
        return self._pieces.refresh(self._still, felt, pieces)

    def _draw_header(self, geo: Geometry, header: tuple[str, str], surface: pygame.Surface) -> None:
        draw_header(surface, geo, *header)

    def _seat_looks(self, ctx: TableContext) -> list[SeatLook]:
        """What each other seat's plate, fan and cards in front show now."""
        view, match = ctx.view, self.match
        turn = hot_seat.deciding(match, view.get("turn") or ())
        sizes = view.get("hand_sizes") or []
        looks = []
        for seat, point in layout.opponent_centres(len(ctx.names), ctx.bottom_seat, ctx.geo.table).items():
            plan = match.seats[seat] if seat < len(match.seats) else None  # None: nobody controls it
            who = ctx.names[seat] if plan is None or plan.human else plan.name
            level = "" if plan is None or plan.human else plan.level
            count = sizes[seat] if seat < len(sizes) else 0
            in_front = tuple(self.presenter.cards_in_front(view, seat))
            status = self.presenter.seat_status(view, seat)
            active = seat in turn and not ctx.busy
            fan, short = self.presenter.fan_count(view, seat), self.presenter.short_status(view, seat)
            looks.append(SeatLook(seat, point, count, in_front, active, who, status, 0, level, fan, short))
        return plate_names(ctx.geo, looks)

    def _draw_seat(self, ctx: TableContext, look: SeatLook, surface: pygame.Surface) -> None:
        """A seat's fan, plate and cards in front."""
        geo = ctx.geo
        px = round(geo.h * 0.026)
        sub_px = round(px * 0.82)
        rect = geo.plate_rect(look.point)
        x, y, w, _h = rect
        in_front = look.in_front
        if not self.presenter.hands_drawn_by_game:  # Batwalk shows them face up itself
            draw_fan(surface, ctx.game_id, geo.seat_fan(look.point, look.fan))
            self._fans_ahead = [*self._fans_ahead[-7:], geo.seat_fan(look.point, look.fan - 1)]
        edge = gfx.FOCUS if look.active else gfx.PANEL_EDGE
        gfx.panel(surface, rect, fill=(30, 24, 40), edge=edge, alpha=225)
        at = (x + w * 0.05, y + geo.h * 0.006)
        gfx.draw_text(surface, look.who, look.name_px, at, gfx.INK, bold=look.active, max_width=w * 0.9)
        top = y + geo.h * 0.006 + gfx.line_height(px)
        for line in plate_lines(plate_text(look), sub_px, w * 0.9):  # broken at full size, set at the table's
            gfx.draw_text(surface, line, look.sub_px, (x + w * 0.05, top), gfx.DIM_INK, max_width=w * 0.9)
            top += gfx.line_height(look.sub_px)
        for card, card_rect in zip(in_front, geo.held_up_rects(rect, len(in_front)), strict=True):
            gfx.draw_card(surface, ctx.game_id, card, card_rect, self.presenter.card_name(card))

    def _trick_pieces(self, ctx: TableContext, at: tuple[object, ...]) -> list[Piece]:
        """Each card of the trick with its player's name, and the caption: a piece each,
        so a card played redraws only itself."""
        geo, slots = ctx.geo, ctx.frame.trick_slots
        you = None if self.match.hot_seat or self.match.spectator else ctx.viewer  # hot-seat: no "you"
        names = [pgettext("a name label under a played card", "You") if seat == you else ctx.names[seat]
                 for seat, _card in ctx.trick[: len(slots)]]
        rooms = name_rooms(slots, names, round(geo.h * 0.024))  # as ``_draw_played`` sets them
        pieces = [
            Piece(("trick", index), (at, seat, card, rect, name, room),
                  partial(self._draw_played, ctx.game_id, card, rect, name, room, geo))
            for index, ((seat, card), rect, name, room) in enumerate(
                zip(ctx.trick, slots, names, rooms, strict=False))
        ]
        caption = self.presenter.trick_caption(ctx.view) if not ctx.busy else ""
        if caption and not caption_fits(geo, caption):  # too long for its band: fewer words
            caption = self.presenter.trick_caption(ctx.view, short=True)
        if caption:
            top = slots[0][1]
            draw = partial(draw_caption, geo=geo, cards_top=top, text=caption)
            pieces.append(Piece("caption", (at, caption, top), draw))
        return pieces

    def _draw_played(
        self, game_id: str, card: str, rect: layout.Rect, name: str, room: float, geo: Geometry,
        surface: pygame.Surface,
    ) -> None:
        gfx.draw_card(surface, game_id, card, rect, self.presenter.card_name(card))
        at = (rect[0] + rect[2] / 2, rect[1] + rect[3] + geo.h * 0.004)
        px = round(geo.h * 0.024)
        gfx.draw_text(surface, name, px, at, gfx.INK, anchor="midtop", max_width=room * 0.96)

    def _draw_hand(self, surface: pygame.Surface, ctx: TableContext, picks: Picks) -> None:
        if ctx.dealing:
            return
        frame = ctx.frame
        received = self.presenter.highlighted(ctx.view)
        deciding = ctx.actor is not None
        ticked: list[layout.Rect] = []
        for index, (card, rect) in enumerate(zip(frame.hand, frame.hand_rects, strict=True)):
            chosen = card is not None and (card in picks.selection or card == picks.pending_card)
            # Only a card-play step dims: predicting or judging, the hand is there to study.
            dimmed = deciding and bool(picks.usable) and card is not None and index not in picks.usable
            focused = deciding and index == picks.focus and index in picks.usable
            highlight = gfx.FOCUS if chosen or focused else (gfx.MARKED if card in received else None)
            name = self.presenter.card_name(card) if card else ""
            gfx.draw_card(surface, ctx.game_id, card, rect, name, dimmed=dimmed, highlight=highlight)
            if chosen:
                ticked.append(rect)
        for rect in ticked:  # over the fan, so a chosen neighbour does not hide them
            gfx.draw_tick(surface, rect)
        for index, ((label, action), rect) in enumerate(zip(frame.buttons, frame.button_rects, strict=True)):
            draw_button(surface, label, rect, picks.focus == len(frame.hand) + index, action is not None)

    def _draw_prompt(
        self,
        surface: pygame.Surface,
        geo: Geometry,
        prompt: Prompt,
        message: str,
        kind: str = "refusal",
        room: int = 2,
        seats: int = 0,
    ) -> None:
        """What to do now (or a message) over the hand, on ``room`` lines at the most,
        between the side seats' cards (``Geometry.prompt_box``)."""
        px = round(geo.h * 0.03)
        text, colour = prompt.text, prompt.colour
        if message:
            text, colour = message, message_colour(kind)
        width = geo.prompt_box(room, seats)[2] - geo.w * 0.02
        lines = gfx.wrap(text, px, width)
        if (prompt.one_line and not message) or room == 1:
            px = gfx.fit_px(text, px, width)
            lines = [text]
        elif len(lines) > 1:
            px = gfx.fit_px(text, px, width * 1.9)
            lines = gfx.wrap(text, px, width)[:2]
        box = geo.prompt_box(len(lines), seats)
        gfx.panel(surface, box, fill=(12, 10, 18), edge=None, alpha=170)
        for index, line in enumerate(lines):
            y = geo.prompt_y - (len(lines) - 1 - index) * geo.prompt_line
            at = (box[0] + box[2] / 2, y)
            gfx.draw_text(surface, line, px, at, colour, anchor="center", max_width=width)

    def _panel_look(self, ctx: TableContext) -> PanelLook:
        """What the score panel shows now: a row per seat (name, total, status, whose turn)."""
        view, match = ctx.view, self.match
        turn = hot_seat.deciding(match, view.get("turn") or ()) if not ctx.busy else set()
        scores = view["scores"]
        alone = not (match.hot_seat or match.spectator)  # hot-seat and a replay have no "you"
        you = _("{name} (you)")
        rows = tuple(
            (
                (you if seat == ctx.viewer and alone else "{name}").format(name=ctx.names[seat]),
                str(scores[seat]),
                row_status(ctx.geo, len(ctx.names), self.presenter.seat_status(view, seat),
                           partial(self.presenter.short_status, view, seat)),
                seat in turn,
            )
            for seat in range(len(ctx.names))
        )
        return PanelLook(self.presenter.score_header(), rows)

    def _draw_side(self, ctx: TableContext, surface: pygame.Surface) -> None:
        for label, rect in zip(self.side_labels, ctx.frame.side_rects, strict=True):
            draw_button(surface, _(label), rect, False, True)


def merged(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with neighbours in drawing order joined wherever their union is no larger
    than the two apart (a hand's overlapping cards, a word on its panel): fewer pixels
    to restore from the still layer, in fewer blits."""
    joined: list[pygame.Rect] = []
    for rect in rects:
        if joined:
            last = joined[-1]
            union = last.union(rect)
            if union.w * union.h <= last.w * last.h + rect.w * rect.h:
                joined[-1] = union
                continue
        joined.append(rect)
    return joined


def draw_button(surface: pygame.Surface, label: str, rect: layout.Rect, focused: bool, enabled: bool) -> None:
    """A button drawn where the frame put it (the frame, not the drawing, owns its place)."""
    button = Button(label, lambda: None, enabled=enabled)
    button.rect = rect
    button.draw(surface, focused)


def caption_box(geo: Geometry, seats: int) -> layout.Rect:
    """Where the reason a trick was won goes while it is held: the prompt's second line,
    over its one-line prompt (the band every table keeps clear for a two-line prompt;
    nobody decides while a trick is held, so no second row of buttons is there)."""
    two, one = geo.prompt_box(2, seats), geo.prompt_box(1, seats)
    return (two[0], two[1], two[2], one[1] - two[1])


def caption(surface: pygame.Surface, geo: Geometry, text: str, seats: int) -> None:
    """The reason a trick was won, over the prompt while the trick is held."""
    box = caption_box(geo, seats)
    width = box[2] - geo.w * 0.02
    size = gfx.fit_px(text, round(geo.h * 0.03), width)
    gfx.panel(surface, box, fill=(12, 10, 18), edge=gfx.ACCENT, alpha=200)
    at = (box[0] + box[2] / 2, box[1] + box[3] / 2)
    gfx.draw_text(surface, text, size, at, gfx.ACCENT, anchor="center", max_width=width)
