"""The table scene shared by every game: the match, AI pacing and the stack, around five parts.

``TableInput`` turns clicks and keys into moves, ``Animator`` each move's events into steps
that reveal their effect to the presented model (``table.ui.presented``), ``TableRenderer``
draws, ``TableVoice`` speaks; a game's presenter adds its words and drawing through a
``TableContext``. The scene paces the AI (thinking in slices), tells the app when it may
sleep (``table_wake``) and opens the overlays; the controller alone edits the game.
Hot-seat: a human's private cards come only after the hand-over (not for a blind move,
``TableHelp.play_blind``); with two or more humans, AI turns draw none."""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING

import pygame

from table.core.i18n import _
from table.core.words import Names
from table.games import words as said
from table.learn.recap import shown_log
from table.ui import gfx, layout, settings_model
from table.ui.controller import Match
from table.ui.intents import Intent
from table.ui.presented import PresentedTable
from table.ui.scene import Scene
from table.ui.scenes.common import TextPanel, cell_lines
from table.ui.scenes.overlays import GameOverScene, HandOverScene, LastTrickScene, PauseScene, RoundSummary
from table.ui.scenes.table_animator import Animator, Event, PadRow, View
from table.ui.scenes.table_draw import Picks, Prompt, TableRenderer
from table.ui.scenes.table_input import TableCommands, TableInput
from table.ui.scenes.table_voice import TableVoice
from table.ui.scenes.table_wake import AI_PACE, wake_in, working
from table.ui.table_help import TableHelp
from table.ui.tables import header, presenter_for
from table.ui.tables.context import Geometry, Play, TableContext, TableFrame
from table.ui.tables.stage import Stage
from table.ui.tween import Timeline

if TYPE_CHECKING:
    from table.ui.host import Host

__all__ = ["AI_PACE", "Geometry", "TableScene"]

THINK_SLICE = 0.006  # seconds of AI thinking per frame: well inside the 16.7 ms budget
WARM_BUDGET = 0.010  # seconds per frame spent rasterising this game's cards ahead of need


class TableScene(Scene):
    offers_help = True  # Hint, Undo and the recap (a lesson's coach does without)

    def __init__(self, app: Host, match: Match, animate_start: bool = True) -> None:
        super().__init__(app)
        self.match = match
        self.presenter = presenter_for(match.game_id)
        self.names = Names(match.names + self.presenter.extra_seats(match.state), match.you)  # + trendsetter
        self.animator = Animator(
            match, self.presenter, self.names, app.sounds, app.settings.animation_speed,
            self.geometry, self._round_over, settings_model.reduced_motion(app.settings), self.context,
        )
        self.help = TableHelp(self, self.offers_help)  # hint, undo, recap
        commands = TableCommands(
            self.open_last_trick, self.open_log, self.open_score_pad, self.open_pause, self.help.commands
        )
        self.input = TableInput(match, self.presenter, self.names, self.actor, self._play, commands)
        self.voice = TableVoice(self)  # what is said aloud: events as shown, focus, prompts
        self.renderer = TableRenderer(match, self.presenter, self.presenter.side_labels() + self.help.labels)
        self.ai_wait, self.game_over_shown = 0.0, False
        self._your_turn_played = False
        self._warm_size: tuple[int, int] = (0, 0)
        self.fitting = header.Fitting()  # the geometry, fitted to the words shown
        self._warm_queue: list[tuple[str | None, tuple[int, int]]] = []
        # A new game's deal is animated, with any opening move nobody chose (Batwalk's trendsetter).
        if animate_start and all(seat >= len(match.seats) for seat, _ in match.state.history):
            self.animator.deal_from_scratch(match.state.visible_log(match.viewer, 0))

    def resume(self) -> None:
        """Back on top (after Settings, among others): take the motion setting into use."""
        self.timeline.instant = settings_model.reduced_motion(self.app.settings)
        self.names[len(self.match.names) :] = self.presenter.extra_seats(self.match.state)  # its language

    # -- the parts' state, as tests and overlays read it -------------------------------

    @property
    def timeline(self) -> Timeline:
        return self.animator.timeline

    @property
    def presented(self) -> PresentedTable:
        return self.animator.presented

    @property
    def shown_trick(self) -> list[Play]:
        return self.animator.shown_trick

    @property
    def last_trick(self) -> list[Play]:
        return self.animator.last_trick

    @property
    def last_trick_reason(self) -> str:
        return self.animator.last_trick_reason

    @property
    def pad_rows(self) -> list[PadRow]:
        return self.animator.pad_rows

    @property
    def dealing(self) -> bool:
        return self.animator.dealing

    @property
    def selection(self) -> list[str]:
        return self.input.selection

    @property
    def pending_card(self) -> str | None:
        return self.input.pending_card

    @property
    def message(self) -> str:
        return self.input.message

    def say(self, text: str) -> None:  # one line in the message strip ("Cannot save: ...")
        self.input.say(text)

    @property
    def focus(self) -> int:
        return self.input.focus

    @focus.setter
    def focus(self, index: int) -> None:
        self.input.focus = index

    # -- reading the match --------------------------------------------------------------

    def shown(self) -> View:
        """The view the table draws: what the animated events have revealed so far (the
        live view once they have all been shown); see ``table.ui.presented``."""
        busy = self.timeline.busy or not self.animator.settles  # a lesson stays on its hand
        return self.presented.view if busy else self.match.view()

    def geometry(self) -> Geometry:
        """The table's places at this size and UI scale, with room for long words (``header``)."""
        p = self.presenter
        shows = (p.cards_held_up, p.front_rows, p.middle_band)
        return self.fitting.geometry(self.app.size, gfx.ui_scale(), shows, p, self.shown(), len(self.names))

    def actor(self) -> int | None:
        """The human on screen who must decide now (None while animating or waiting)."""
        return None if self.timeline.busy else self.match.human_to_act()

    def hand_cards(self, view: View) -> list[str | None]:
        if self.match.viewer is None:
            sizes = view.get("hand_sizes") or []
            bottom = self.match.bottom_seat
            return [None] * (sizes[bottom] if bottom < len(sizes) else 0)
        return self.presenter.hand(view)

    def hand_rects(self, geo: Geometry, count: int, lifted: int | None) -> list[layout.Rect]:
        cards = self.hand_cards(self.shown())
        chosen = [i for i, card in enumerate(cards) if card is not None and self._chosen(card)]
        if len(cards) != count:
            return geo.hand_rects(count, lifted)
        return self.presenter.hand_rects(geo, cards, lifted, chosen)

    def trick_slots(self, geo: Geometry) -> list[layout.Rect]:
        return geo.trick_slots(len(self.names))

    def seat_anchor(self, geo: Geometry, seat: int) -> layout.Rect:
        return self.animator.seat_anchor(geo, seat)

    def stage(self, actions: list[str]) -> Stage | None:
        return self.input.stage(actions)

    def card_actions(self, actions: list[str], card: str | None, index: int | None = None) -> list[str]:
        return self.input.card_actions(actions, card, index)

    def decision_buttons(self, actions: list[str]) -> list[tuple[str, str | None]]:
        return self.input.decision_buttons(actions)

    def _chosen(self, card: str) -> bool:
        return card in self.input.selection or card == self.input.pending_card

    def _lifted(self, count: int) -> int | None:
        return self.focus if 0 <= self.focus < count and self.actor() is not None else None

    def frame(self) -> TableFrame:
        """This frame's rectangles, for drawing and hit-testing alike."""
        geo = self.geometry()
        cards = self.hand_cards(self.shown())
        seat = self.actor()
        buttons = self.input.decision_buttons(self.match.legal_actions(seat)) if seat is not None else []
        chosen = [i for i, card in enumerate(cards) if card is not None and self._chosen(card)]
        return TableFrame(
            geo,
            cards,
            self.presenter.hand_rects(geo, cards, self._lifted(len(cards)), chosen),
            buttons,
            geo.button_rects(len(buttons), len(self.names), tuple(label for label, _ in buttons)),
            geo.trick_slots(len(self.names)),
            geo.side_button_rects(len(self.renderer.side_labels)),
        )

    def context(self, frame: TableFrame | None = None) -> TableContext:
        """What the presenter may read now (see ``tables.context``)."""
        match = self.match
        seat = self.actor()
        actions = match.legal_actions(seat) if seat is not None else []
        return TableContext(
            match.game_id, self.shown(), self.names, match.state.players, match.bottom_seat, match.viewer,
            frame or self.frame(), list(self.shown_trick), self.timeline.busy, self.dealing, seat, actions,
            self.input.stage(actions), match.state.log,
            # Reduced motion: a game's own walking figures (Batwalk's standees) arrive at once.
            1e6 if self.timeline.instant else self.timeline.speed,
        )

    # -- acting -------------------------------------------------------------------------

    def _play(self, seat: int, action: str) -> None:
        """A human's action, applied by the controller and animated (IllegalMove if refused)."""
        events = self.match.act(seat, action)
        self._your_turn_played = False
        self.animate(events)

    def human_act(self, action: str) -> None:
        self.input.human_act(action)

    def click_card(self, index: int) -> None:
        self.input.click_card(self.frame(), index, self.animator.origin_hint)

    def animate(self, events: list[Event], start: int | None = None) -> None:
        self.animator.animate(events, start)

    def _round_over(self, row: PadRow, event: Event) -> None:
        # The summary is for everyone at the table: with two or more humans nobody's
        # hand may stay on screen under it (the next deal follows it). At the end of
        # the game the final round's summary comes before the result.
        self.match.hide_private()
        self.app.push(RoundSummary(self.app, self, row[0]))

    # -- scene --------------------------------------------------------------------------

    wake_in, working = wake_in, working  # when the app may sleep (``table_wake``)

    def warm_cards(self, budget: float = WARM_BUDGET) -> None:
        """Rasterise this game's deck at the current card size a few cards per frame (art is
        made lazily per game; doing it during the first deal keeps a card's first
        appearance later from costing a frame)."""
        geo = self.geometry()
        if self._warm_size != geo.card:
            self._warm_size = geo.card
            deck = self.presenter.deck(self.match.state.players)
            # Held up small in front of the seats, and Royal's critters in their rows.
            extra = [geo.small] * self.presenter.cards_held_up + [geo.front_card] * self.presenter.front_rows
            self._warm_queue = [(card, size) for size in (geo.card, *extra) for card in deck]
            self._warm_queue.append((None, geo.card))
            self._warm_queue.append((None, geo.fan_card))  # the other seats' fans
        started = time.perf_counter()
        while self._warm_queue and time.perf_counter() - started < budget:
            card, size = self._warm_queue.pop()
            if card is None:
                gfx.card_back(self.match.game_id, size)
            else:
                gfx.card_face(self.match.game_id, card, size, self.presenter.card_name(card))

    def run_animations(self, dt: float) -> bool:
        """Run ``dt`` of animations and messages; True when the table is idle and on top,
        ready for the next move."""
        self.warm_cards()
        self.animator.update(dt, self.app.settings.animation_speed)
        self.help.update()  # after: the frame the table falls still moves the focus to the hint
        self.input.update(dt)
        self.presenter.update(self.context(), dt)
        self.voice.update()
        return not self.timeline.busy and self.app.stack.top is self

    def update(self, dt: float) -> None:
        if not self.run_animations(dt):
            return
        match = self.match
        if match.state.is_over:
            match.hide_private()
            if not self.game_over_shown:
                self.game_over_shown = True
                self.app.push(GameOverScene(self.app, self))
            return
        hand_over = match.needs_hand_over()
        if hand_over is not None and not self.help.play_blind(hand_over, dt):
            match.hide_private()
            self.input.forget()
            self.app.push(HandOverScene(self.app, self, hand_over))
        if hand_over is not None:
            return
        decider = match.next_decider()
        if decider is None or match.seats[decider].human:
            if self.actor() is not None:
                self.input.keep_focus(self.context())
            self.help.play_forced(dt)
            if self.actor() is not None and not self._your_turn_played:
                self._your_turn_played = True
                self.app.sounds.play("your_turn")
            return
        self._your_turn_played = False
        match.hide_private()
        self.ai_wait += dt
        if self.ai_wait < AI_PACE / max(0.1, self.timeline.speed):
            return
        decision = match.think(THINK_SLICE)
        if decision is not None:
            self.ai_wait = 0.0
            self.animate(match.act(*decision))

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.open_pause()
            return
        if self.voice.handle(intent) or self.presenter.handle(self.context(), intent):
            return
        if self.timeline.busy and intent.kind in ("click", "skip"):
            self.animator.skip()  # the live view, in one step
            return
        self.input.handle(intent, self.context(), self.animator.origin_hint)

    # -- overlays -----------------------------------------------------------------------

    def open_pause(self) -> None:
        self.app.push(PauseScene(self.app, self))

    def open_log(self) -> None:
        events = shown_log(self.match.state, self.match.viewer, 0, self.animator.shown_log)
        lines = [line for event in events if (line := self.presenter.describe(event, self.names))]
        lines = lines or [_("Nothing has happened yet.")]
        self.app.push(TextPanel(self.app, _("Game log"), lines, start_at_end=True))

    def open_score_pad(self) -> None:
        header = "\t".join(["", *self.names])
        rows = [self.presenter.score_pad_note(), "", header]
        standing = self.presenter.standing_rows(self.shown())
        rows += ["\t".join([label, *cells]) for label, cells in cell_lines([*self.pad_rows, *standing])]
        rows.append("\t".join([_("Total"), *(str(s) for s in self.shown()["scores"][: len(self.names)])]))
        self.app.push(TextPanel(self.app, _("Score pad"), rows, columns=["", *self.names]))

    def open_last_trick(self) -> None:
        self.app.push(LastTrickScene(self.app, self))

    # -- drawing ------------------------------------------------------------------------

    def prompt(self, view: View) -> Prompt:
        """The one line under the table: what to do now, or what is happening."""
        match = self.match
        seat = self.actor()
        if seat is not None:
            actions = match.legal_actions(seat)
            stage = self.input.stage(actions)
            text = stage.prompt if stage else self.presenter.prompt(view, actions, self.names.called(seat))
            return Prompt(match.announce_turn(text, self.names[seat]))
        if self.timeline.busy:
            return Prompt(_("Press Space or click to skip ahead."))
        if match.state.is_over:
            return Prompt(_("The game is over."))
        decider = match.next_decider()
        if decider is not None and not match.seats[decider].human:
            return Prompt(said.IS_THINKING(self.names, decider))
        return Prompt(self.presenter.waiting(view, self.names, match.state.turn))

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, from this frame's rectangles and the presented view; changes nothing."""
        ctx = self.context()
        picks = Picks(
            list(self.selection), self.pending_card, self.focus, self.message,
            self.input.card_targets(ctx.frame, ctx.actions), self.input.message_kind,
        )
        # The still layer changes when the presented view does (each reveal, settling on the
        # live view, whose turn it is) or the seat on screen does; not because a step runs.
        turn, match = (ctx.busy, tuple(ctx.view.get("turn") or ())), self.match
        still_key = (self.presented.revision, match.viewer, match.bottom_seat, gfx.ui_scale(), turn)
        self.renderer.draw(
            surface, ctx, picks, self.prompt(ctx.view), self.timeline, self.app.frames,
            self.app.stack.top is self, still_key, self.draw_over,
        )

    def drawn_rects(self) -> list[pygame.Rect] | None:
        return self.renderer.window_rects

    def draw_over(self, surface: pygame.Surface, ctx: TableContext) -> None:
        """Drawn over the table each frame: a hint's ring and reason (a lesson: its coach),
        then a tooltip, last."""
        self.help.draw(surface, ctx)
        if self.app.stack.top is self:
            focus = self.focus if ctx.actor is not None else None
            tips, clear = partial(self.presenter.tooltips, ctx), [ctx.geo.prompt_box(2, ctx.players)]
            self.input.tooltip.draw(surface, tips, ctx.frame, focus, self.timeline.instant, clear)
