"""The table scene shared by every game: seats, the hand fan, the trick, scores, prompt and animations.

It reads the match (``Match``) and the game's presenter, never the rules directly, and
changes nothing itself: a human's click becomes an action handed to the controller,
and each action's events become timeline steps (cards flying to the trick, a trick
collected by its winner with the reason shown, banners for reveals and scores) with
their sound cues. Hot-seat: before a human decides, if their private cards are not
already on screen, the hand-over screen comes first; during AI turns with two or more
humans nothing private is drawn.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from table.core import IllegalMove
from table.ui import gfx, layout
from table.ui.controller import Match
from table.ui.intents import Intent
from table.ui.presented import PresentedTable
from table.ui.scene import Scene
from table.ui.tables import presenter_for
from table.ui.tables.base import Banner, Stage
from table.ui.tween import Step, Timeline, ease_in_out, lerp_rect
from table.ui.widgets import Button

if TYPE_CHECKING:
    from table.ui.app import App

AI_PACE = 0.45  # seconds an AI move waits, at speed 1, so people can follow the play
THINK_SLICE = 0.006  # seconds of AI thinking per frame: well inside the 16.7 ms budget
MESSAGE_SECONDS = 4.0
WARM_BUDGET = 0.010  # seconds per frame spent rasterising this game's cards ahead of need


@dataclass
class Geometry:
    """Where everything on the table goes for one window size (see ``layout``)."""

    w: int
    h: int
    card: tuple[int, int]
    small: tuple[int, int]
    middle: layout.Point
    table: layout.Rect
    plate: tuple[float, float]
    fan_bottom: float
    fan_width: float
    prompt_y: float
    buttons_y: float
    panel: layout.Rect

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> Geometry:
        w, h = size
        card = gfx.card_size(size)
        small = (round(card[0] * 0.62), round(card[1] * 0.62))
        play_w = w * 0.77
        middle = (play_w / 2, h * 0.4)
        table = (middle[0] - play_w * 0.43, middle[1] - h * 0.27, play_w * 0.86, h * 0.54)
        fan_bottom = h * 0.985
        prompt_y = fan_bottom - card[1] * 1.25 - h * 0.025
        return cls(
            w,
            h,
            card,
            small,
            middle,
            table,
            (w * 0.15, h * 0.085),
            fan_bottom,
            play_w * 0.86,
            prompt_y,
            prompt_y - h * 0.062,
            (w * 0.785, h * 0.02, w * 0.2, h * 0.96),
        )

    def plate_rect(self, point: layout.Point) -> layout.Rect:
        pw, ph = self.plate
        x = min(max(point[0] - pw / 2, self.w * 0.005), self.panel[0] - pw - self.w * 0.008)
        y = min(max(point[1] - ph / 2, self.h * 0.1), self.prompt_y - ph - self.h * 0.06)
        return (x, y, pw, ph)


class TableScene(Scene):
    def __init__(self, app: App, match: Match, animate_start: bool = True) -> None:
        super().__init__(app)
        self.match = match
        self.presenter = presenter_for(match.game_id)
        self.timeline = Timeline(speed=app.settings.animation_speed)
        view = match.view()
        self.presented = PresentedTable(view, match.viewer, self.presenter.reveal, self.presenter.blank)
        self.shown_trick: list[tuple[int, str]] = self.presenter.trick(view)
        self.last_trick: list[tuple[int, str]] = []
        self.last_trick_reason = ""
        self.pad_rows: list[tuple[str, list[str]]] = []
        self.selection: list[str] = []
        self.pending_card: str | None = None  # a card that needs a choice (a led safety's colour)
        self.focus = 0  # index into hand cards, then decision buttons
        self.message = ""
        self.message_time = 0.0
        self.dealing = False
        self.ai_wait = 0.0
        self.origin_hint: dict[str, layout.Rect] = {}
        self.game_over_shown = False
        self._still: pygame.Surface | None = None
        self._still_key_drawn: tuple[Any, ...] = ()
        self._info_rects: list[pygame.Rect] = []
        self._warm_size: tuple[int, int] = (0, 0)
        self._your_turn_played = False
        self._warm_queue: list[tuple[str | None, tuple[int, int]]] = []
        self._still_faces: set[str] = set()
        self._repaint: list[pygame.Rect] = []
        self._last_frame = -10
        self._was_top = False
        for event in match.state.visible_log(None):
            self._remember(event)
        self.last_trick = self.presenter.last_trick(view) or self.last_trick
        # A new game's deal is animated, with any opening move nobody chose (Batwalk's trendsetter).
        if animate_start and all(seat >= len(match.seats) for seat, _ in match.state.history):
            self.shown_trick = []
            self.presented.begin(None, blank=self.presenter.blank(view))
            self.animate(match.state.visible_log(match.viewer, 0))
        self.side_buttons = [
            Button(f"Last {self.presenter.trick_word} (T)", self.open_last_trick),
            Button("Game log (L)", self.open_log),
            Button("Score pad (S)", self.open_score_pad),
            Button("Menu (Esc)", self.open_pause),
        ]

    # -- reading the match --------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        # Hands nobody controls (Batwalk's trendsetter) sit after the players.
        return self.match.names + self.presenter.extra_seats(self.match.state)

    def shown(self) -> dict[str, Any]:
        """The view the table draws: what the animated events have revealed so far
        (the live view, as the seat on screen sees it now, once they have all been
        shown); see ``table.ui.presented``."""
        return self.presented.view if self.timeline.busy else self.match.view()

    def geometry(self) -> Geometry:
        return Geometry.for_size(self.app.size)

    def actor(self) -> int | None:
        """The human on screen who must decide now (None while animating or waiting)."""
        if self.timeline.busy:
            return None
        return self.match.human_to_act()

    def hand_cards(self, view: dict[str, Any]) -> list[str | None]:
        if self.match.viewer is None:
            sizes = view.get("hand_sizes") or []
            bottom = self.match.bottom_seat
            return [None] * (sizes[bottom] if bottom < len(sizes) else 0)
        return self.presenter.hand(view)

    def hand_rects(self, geo: Geometry, count: int, lifted: int | None) -> list[layout.Rect]:
        return layout.fan(count, geo.card, geo.middle[0], geo.fan_bottom, geo.fan_width, lifted, lift=0.22)

    def stage(self, actions: list[str]) -> Stage | None:
        """The step of an action built in steps (Royal), or None for one-click games."""
        if not actions:
            return None
        return self.presenter.stage(self.match.view(), actions, self.selection, self.names)

    def pick(self, token: str) -> None:
        """A hand card or stage button picked while building an action in steps."""
        seat = self.actor()
        if seat is None:
            return
        self.selection, action = self.presenter.stage_pick(
            self.match.legal_actions(seat), self.selection, token
        )
        if action is not None:
            self.human_act(action)

    def card_actions(self, actions: list[str], card: str | None, index: int | None = None) -> list[str]:
        stage = self.stage(actions)
        if stage is not None:
            return [a for a in actions if card in stage.cards and card in a.split()]
        if card is None:
            return self.presenter.hidden_card_actions(actions, index)
        return [a for a in actions if a.split()[:2] == ["play", card]]

    def decision_buttons(self, actions: list[str]) -> list[tuple[str, str | None]]:
        """(label, action) for decisions that are not a card click; action None = disabled."""
        buttons: list[tuple[str, str | None]] = []
        stage = self.stage(actions)
        if stage is not None:
            return stage.buttons
        if self.pending_card is not None:
            choices = self.card_actions(actions, self.pending_card)
            buttons += [(self.presenter.button_label(a), a) for a in choices]
            return [*buttons, ("Cancel", "cancel")]
        size = self.presenter.selection_size(actions)
        if size:
            ready = len(self.selection) == size
            label = f"Confirm ({len(self.selection)}/{size})"
            return [(label, self.presenter.selection_action(self.selection) if ready else None)]
        return [
            (self.presenter.button_label(a), a)
            for a in actions
            if not a.startswith("play ") and not a.startswith("pass ")
        ]

    # -- acting -------------------------------------------------------------------------

    def human_act(self, action: str) -> None:
        seat = self.actor()
        if seat is None:
            return
        if action == "cancel":
            self.pending_card = None
            return
        try:
            events = self.match.act(seat, action)
        except IllegalMove as refusal:
            self.say(str(refusal))
            return
        self.selection = []
        self.pending_card = None
        self.message = ""
        self._your_turn_played = False
        self.animate(events)

    def click_card(self, index: int) -> None:
        seat = self.actor()
        if seat is None:
            return
        view = self.match.view()
        cards = self.hand_cards(view)
        if not 0 <= index < len(cards):
            return
        card = cards[index]
        actions = self.match.legal_actions(seat)
        stage = self.stage(actions)
        if stage is not None:
            if card in stage.cards:
                self.pick(card)
            else:
                self.say(stage.not_now)
            return
        size = self.presenter.selection_size(actions)
        if size and card is not None:
            if card in self.selection:
                self.selection.remove(card)
            elif len(self.selection) < size:
                self.selection.append(card)
            else:
                self.say(f"You have chosen {size} cards: click one of them to put it back first.")
            return
        choices = self.card_actions(actions, card, index)
        geo = self.geometry()
        rects = self.hand_rects(geo, len(cards), index)
        if card is not None:
            self.origin_hint[card] = rects[index]
        if len(choices) == 1:
            self.human_act(choices[0])
        elif choices:
            self.pending_card = card
            self.say(f"Name a colour for {self.presenter.card_name(card or '')}.")
        else:
            reason = self.match.explain(seat, f"play {card}") if card else None
            self.say(reason or "That card cannot be played now.")

    def say(self, text: str) -> None:
        self.message = text
        self.message_time = MESSAGE_SECONDS

    # -- events into animation ----------------------------------------------------------

    def _remember(self, event: dict[str, Any]) -> None:
        """Keep the score pad and the last trick up to date (no animation)."""
        row = self.presenter.score_pad_row(event)
        if row is not None:
            self.pad_rows.append(row)
        if event.get("type") == self.presenter.trick_won_event:
            self.last_trick_reason = self.presenter.trick_reason(event, self.names)
        shown = self.presenter.last_shown(event, self.names)
        if shown is not None:
            self.last_trick, self.last_trick_reason = shown

    def animate(self, events: list[dict[str, Any]]) -> None:
        """Each event's animation, in order; its effect is revealed to the presented
        view as the animation shows it (a card leaves the hand as it flies, a trick
        counts once collected, the next hand appears with the deal, totals with the score)."""
        self.presented.begin(self.match.take_before())
        moving = (self.presenter.deal_event, self.presenter.trick_won_event, "card_played")
        for event in events:
            kind = event.get("type")
            reveal = partial(self._reveal, event)
            if kind not in moving or (kind == "card_played" and not event.get("card")):
                self.timeline.add(Step(0.0, on_start=reveal))  # shown as its own animation begins
            self._cue_step(event)
            if kind == self.presenter.deal_event:
                self._deal_step(reveal)
            elif kind == "card_played" and event.get("card"):
                self._play_step(event["seat"], event["card"], reveal)
            elif kind == self.presenter.trick_won_event:
                self._trick_steps(event, reveal)
            slides = self.presenter.slides(event)
            if slides:
                self._slide_step(slides)
            shown = self.presenter.last_shown(event, self.names)
            if shown is not None:
                self.last_trick, self.last_trick_reason = shown
            banner = self.presenter.banner(event, self.names, self.match.viewer)
            if banner is not None:
                self._banner_step(banner)
            row = self.presenter.score_pad_row(event)
            if row is not None:
                # The summary goes on top: nothing after it starts until it is closed.
                self.timeline.add(Step(0.0, on_end=partial(self._round_over, row, event), pause_after=True))

    def _reveal(self, event: dict[str, Any]) -> None:
        self.presented.reveal(event, self.match.view())

    def _cue_step(self, event: dict[str, Any]) -> None:
        cues = self.app.sounds.for_event(self.match.game_id, event, self.match.viewer)
        if cues:
            self.timeline.add(Step(0.0, on_end=lambda: self._play_cues(cues)))

    def _play_cues(self, cues: list[str]) -> None:
        for cue in cues[:1]:
            self.app.sounds.play(cue)
        if len(cues) > 1:
            self.timeline.steps.insert(1, Step(0.25, on_end=lambda: self.app.sounds.play(cues[1])))

    def _deal_step(self, reveal: Callable[[], None]) -> None:
        def start() -> None:
            reveal()
            self.dealing = True
            self.shown_trick = []

        def end() -> None:
            self.dealing = False

        self.timeline.add(Step(0.7, on_start=start, on_end=end, draw=self._draw_deal))

    def seat_anchor(self, geo: Geometry, seat: int) -> layout.Rect:
        """Where a seat's cards come from and go to."""
        if seat == self.match.bottom_seat:
            return layout.centred((geo.middle[0], geo.fan_bottom - geo.card[1] / 2), geo.card)
        point = layout.opponent_centres(len(self.names), self.match.bottom_seat, geo.table)[seat]
        return layout.centred(layout.centre(geo.plate_rect(point)), geo.small)

    def trick_rect(self, geo: Geometry, seat: int) -> layout.Rect:
        """Where ``seat``'s card lies in the trick: a row in play order, the lead on the left."""
        seats = [played for played, _ in self.shown_trick]
        index = seats.index(seat) if seat in seats else len(seats)
        return self.trick_slots(geo)[min(index, len(self.names) - 1)]

    def trick_slots(self, geo: Geometry) -> list[layout.Rect]:
        count = len(self.names)
        # The row stays between the side seats' plates (they sit at the table's middle height).
        return layout.fan(count, geo.card, geo.middle[0], geo.middle[1] + geo.card[1] / 2, geo.w * 0.44, None)

    def _play_step(self, seat: int, card: str, reveal: Callable[[], None]) -> None:
        origin = self.origin_hint.pop(card, None)

        def draw(surface: pygame.Surface, t: float) -> None:
            geo = self.geometry()
            start = layout.centred(layout.centre(origin or self.seat_anchor(geo, seat)), geo.card)
            # The card keeps its size in flight: every size would be a new rasterisation.
            rect = lerp_rect(start, self.trick_rect(geo, seat), t)
            gfx.draw_card(surface, self.match.game_id, card, rect, self.presenter.card_name(card))

        self.timeline.add(
            Step(0.32, on_start=reveal, draw=draw, on_end=lambda: self.shown_trick.append((seat, card)))
        )

    def _slide_step(self, slides: list[tuple[int, int]]) -> None:
        """Face-down cards sliding from seat to seat, all at once."""

        def draw(surface: pygame.Surface, t: float) -> None:
            geo = self.geometry()
            for giver, receiver in slides:
                start = layout.centred(layout.centre(self.seat_anchor(geo, giver)), geo.small)
                end = layout.centred(layout.centre(self.seat_anchor(geo, receiver)), geo.small)
                gfx.draw_card(surface, self.match.game_id, None, lerp_rect(start, end, t))

        self.timeline.add(Step(0.45, draw=draw, ease=ease_in_out))

    def _trick_steps(self, event: dict[str, Any], reveal: Callable[[], None]) -> None:
        winner = event.get("seat")
        reason = self.presenter.trick_reason(event, self.names)

        def hold_draw(surface: pygame.Surface, t: float) -> None:
            self._draw_caption(surface, reason)

        def collect() -> None:
            self.last_trick = list(self.shown_trick)
            self.last_trick_reason = reason

        def fly(surface: pygame.Surface, t: float) -> None:
            geo = self.geometry()
            anchor = (
                self.seat_anchor(geo, winner)
                if winner is not None
                else layout.centred((geo.middle[0], -geo.card[1]), geo.card)
            )
            target = layout.centred(layout.centre(anchor), geo.card)
            for seat, card in self.last_trick:
                rect = lerp_rect(self.trick_rect(geo, seat), target, t)
                gfx.draw_card(surface, self.match.game_id, card, rect, self.presenter.card_name(card))

        def cleared() -> None:
            self.shown_trick = []
            reveal()  # the trick's count and points go to its winner once collected

        self.timeline.add(Step(1.1, draw=hold_draw, on_end=collect))
        self.timeline.add(
            Step(0.4, on_start=lambda: setattr(self, "shown_trick", []), draw=fly, on_end=cleared)
        )

    def _banner_step(self, banner: Banner) -> None:
        def start() -> None:
            if banner.cue:
                self.app.sounds.play(banner.cue)

        self.timeline.add(
            Step(banner.seconds, on_start=start, draw=lambda surface, t: self._draw_banner(surface, banner))
        )

    def _round_over(self, row: tuple[str, list[str]], event: dict[str, Any]) -> None:
        self.pad_rows.append(row)
        # The summary is for everyone at the table: with two or more humans nobody's
        # hand may stay on screen under it (the next deal follows it). At the end of
        # the game the final round's summary comes before the result.
        self.match.hide_private()
        from table.ui.scenes.overlays import RoundSummary

        self.app.push(RoundSummary(self.app, self, row[0]))

    # -- scene --------------------------------------------------------------------------

    def warm_cards(self, budget: float = WARM_BUDGET) -> None:
        """Rasterise this game's deck at the current card size a few cards per frame.

        Art is rasterised lazily per game (never at start-up); doing it here, during the
        first deal, keeps a card's first appearance later from costing a frame.
        """
        geo = self.geometry()
        if self._warm_size != geo.card:
            self._warm_size = geo.card
            self._warm_queue = [(card, geo.card) for card in self.presenter.deck(self.match.state.players)]
            if self.presenter.cards_held_up:
                self._warm_queue += [
                    (card, geo.small) for card in self.presenter.deck(self.match.state.players)
                ]
            self._warm_queue.append((None, geo.card))
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
        self.timeline.speed = self.app.settings.animation_speed
        self.timeline.update(dt)
        self._follow_presented()
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        return not self.timeline.busy and self.app.stack.top is self

    def _follow_presented(self) -> None:
        """The presented view is the live one once nothing is animating, and is always
        seen by the seat that may look now (hot-seat: hidden mid-animation)."""
        match = self.match
        if not self.timeline.busy:
            self.presented.settle(match.view(), match.viewer)
        elif self.presented.viewer != match.viewer:
            self.presented.rebuild(match.state, match.viewer, match.view())

    def update(self, dt: float) -> None:
        if not self.run_animations(dt):
            return
        match = self.match
        if match.state.is_over:
            match.hide_private()
            if not self.game_over_shown:
                self.game_over_shown = True
                from table.ui.scenes.overlays import GameOverScene

                self.app.push(GameOverScene(self.app, self))
            return
        hand_over = match.needs_hand_over()
        if hand_over is not None:
            match.hide_private()
            self.selection = []
            self.pending_card = None
            from table.ui.scenes.overlays import HandOverScene

            self.app.push(HandOverScene(self.app, self, hand_over))
            return
        decider = match.next_decider()
        if decider is None or match.seats[decider].human:
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
        if self.presenter.handle(self, intent):
            return
        if self.timeline.busy and intent.kind in ("click", "skip"):
            self.timeline.skip()
            self._follow_presented()  # the live view, in one step
            return
        geo = self.geometry()
        if intent.kind in ("click", "point"):
            for button in self.side_buttons:
                if layout.contains(button.rect, intent.pos):
                    if intent.kind == "click":
                        button.activate()
                    return
        if intent.kind == "text":
            self._shortcut(intent.text)
            return
        seat = self.actor()
        if seat is None:
            return
        view = self.match.view()
        cards = self.hand_cards(view)
        actions = self.match.legal_actions(seat)
        buttons = self.decision_buttons(actions)
        targets = len(cards) + len(buttons)
        if intent.kind in ("click", "point"):
            button_rects = self.button_rects(geo, len(buttons))
            for index, rect in enumerate(button_rects):
                if layout.contains(rect, intent.pos):
                    self.focus = len(cards) + index
                    if intent.kind == "click":
                        self._press(buttons[index][1])
                    return
            token = self.presenter.table_click(self, geo, intent.pos)
            if token is not None:  # a step picked on the table itself (Royal: a seat's plate)
                if intent.kind == "click":
                    self.pick(token)
                return
            hit = layout.fan_hit(self.hand_rects(geo, len(cards), self._lifted(len(cards))), intent.pos)
            if hit is None:
                return
            self.focus = hit
            if intent.kind == "click":
                self.click_card(hit)
            return
        if targets == 0:
            return
        if intent.kind == "move" and intent.dx:
            self.focus = (self.focus + intent.dx) % targets
        elif intent.kind == "move" and intent.dy < 0 and buttons:
            self.focus = len(cards)
        elif intent.kind == "move" and intent.dy > 0 and cards:
            self.focus = min(self.focus, len(cards) - 1) if self.focus < len(cards) else len(cards) // 2
        elif intent.kind in ("next", "prev"):
            self.focus = (self.focus + (1 if intent.kind == "next" else -1)) % targets
        elif intent.kind == "activate":
            self.focus = min(self.focus, targets - 1)
            if self.focus < len(cards):
                self.click_card(self.focus)
            else:
                self._press(buttons[self.focus - len(cards)][1])

    def _press(self, action: str | None) -> None:
        if action is None:
            size = self.presenter.selection_size(self.match.legal_actions(self.actor() or 0))
            self.say(f"Choose {size} cards first: click them in your hand.")
            return
        seat = self.actor()
        legal = self.match.legal_actions(seat) if seat is not None else []
        if action not in legal and self.stage(legal) is not None:
            self.pick(action)  # a step token, not yet a whole action
            return
        self.human_act(action)

    def _shortcut(self, char: str) -> None:
        key = char.lower()
        if key == "l":
            self.open_log()
        elif key == "t":
            self.open_last_trick()
        elif key == "s":
            self.open_score_pad()
        elif key.isdigit() and self.actor() is not None:
            wanted = f"predict {key}"
            if wanted in self.match.legal_actions(self.actor() or 0):
                self.human_act(wanted)

    def _lifted(self, count: int) -> int | None:
        return self.focus if 0 <= self.focus < count and self.actor() is not None else None

    def button_rects(self, geo: Geometry, count: int) -> list[layout.Rect]:
        if count == 0:
            return []
        bw = min(geo.w * 0.13, geo.fan_width / count - geo.w * 0.008)
        gap = geo.w * 0.008
        total = count * bw + (count - 1) * gap
        left = geo.middle[0] - total / 2
        bh = geo.h * 0.055
        return [(left + i * (bw + gap), geo.buttons_y - bh / 2, bw, bh) for i in range(count)]

    # -- overlays -----------------------------------------------------------------------

    def open_pause(self) -> None:
        from table.ui.scenes.overlays import PauseScene

        self.app.push(PauseScene(self.app, self))

    def open_log(self) -> None:
        from table.ui.scenes.common import TextPanel

        lines = [
            line
            for event in self.match.state.visible_log(self.match.viewer)
            if (line := self.presenter.describe(event, self.names))
        ]
        self.app.push(
            TextPanel(self.app, "Game log", lines or ["Nothing has happened yet."], start_at_end=True)
        )

    def open_score_pad(self) -> None:
        from table.ui.scenes.common import TextPanel

        header = "\t".join(["", *self.names])
        rows = [self.presenter.score_pad_note(), "", header]
        rows += ["\t".join([label, *cells]) for label, cells in self.pad_rows]
        rows.append("\t".join(["Total", *(str(s) for s in self.shown()["scores"][: len(self.names)])]))
        self.app.push(TextPanel(self.app, "Score pad", rows, columns=["", *self.names]))

    def open_last_trick(self) -> None:
        from table.ui.scenes.overlays import LastTrickScene

        self.app.push(LastTrickScene(self.app, self))

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Still parts from a cached layer, moving parts on top, repainting only what changed.

        A full-window blit costs more than everything else in a frame at 1920x1080, so
        the still layer (felt, header, seats, score panel) is kept, its changed parts
        redrawn when the game moves on, and the window gets a full copy only when it
        must (first frame, new size, after an overlay); otherwise just the rectangles
        that changed or that moving parts covered last frame are restored from it.
        """
        geo = self.geometry()
        view = self.shown()
        size = surface.get_size()
        repaint = list(self._repaint)
        full = self._still is None or self._still.get_size() != size
        if full:
            self._still = pygame.Surface(size).convert()
            gfx.background(self._still, self.match.game_id)
            self._info_rects = []
            self._still_key_drawn = ()
        key = self._still_key()
        if key != self._still_key_drawn:
            repaint += self._refresh_still(geo, view)
            self._still_key_drawn = key
        assert self._still is not None
        continuing = self.app.frames == self._last_frame + 1 and self._was_top and not full
        if continuing:
            for rect in repaint:
                surface.blit(self._still, rect, rect)
        else:
            surface.blit(self._still, (0, 0))
        gfx.faces_drawn.update(self._still_faces)
        gfx.start_recording()
        self._draw_trick(surface, geo, view)
        self.presenter.draw_table(self, surface, geo, view)
        self._draw_hand(surface, geo, view)
        self.presenter.draw_over_hand(self, surface, geo, view)
        self._draw_prompt(surface, geo, view)
        self.timeline.draw(surface)
        self._repaint = gfx.stop_recording()
        self._last_frame = self.app.frames
        # Drawn under an overlay (pause, summary), the window holds the overlay too: the
        # next frame as the top scene must repaint everything.
        self._was_top = self.app.stack.top is self

    def _still_key(self) -> tuple[Any, ...]:
        match = self.match
        busy = self.timeline.busy
        return (self.presented.revision, id(self.shown()), match.viewer, match.bottom_seat, busy)

    def _refresh_still(self, geo: Geometry, view: dict[str, Any]) -> list[pygame.Rect]:
        """Redraw the still layer's words and plates; the rectangles that changed."""
        assert self._still is not None
        felt = gfx.background_image(self.match.game_id, self._still.get_size())
        for rect in self._info_rects:
            self._still.blit(felt, rect, rect)
        before = set(gfx.faces_drawn)
        gfx.faces_drawn.clear()
        gfx.start_recording()
        self._draw_header(self._still, geo, view)
        self._draw_seats(self._still, geo, view)
        self._draw_panel(self._still, geo, view)
        self.presenter.draw_still(self, self._still, geo, view)
        drawn = gfx.stop_recording()
        self._still_faces = set(gfx.faces_drawn)
        gfx.faces_drawn.clear()
        gfx.faces_drawn.update(before)
        changed = self._info_rects + drawn
        self._info_rects = drawn
        return changed

    def _draw_header(self, surface: pygame.Surface, geo: Geometry, view: dict[str, Any]) -> None:
        px = round(geo.h * 0.034)
        gfx.draw_text(
            surface,
            self.match.game.title,
            px,
            (geo.w * 0.012, geo.h * 0.015),
            gfx.ACCENT,
            bold=True,
            max_width=geo.w * 0.3,
        )
        gfx.draw_text(
            surface,
            self.presenter.round_label(view),
            round(px * 0.8),
            (geo.w * 0.012, geo.h * 0.06),
            gfx.DIM_INK,
            max_width=geo.w * 0.3,
        )

    def _draw_seats(self, surface: pygame.Surface, geo: Geometry, view: dict[str, Any]) -> None:
        match = self.match
        turn = set(view.get("turn") or ())
        sizes = view.get("hand_sizes") or []
        centres = layout.opponent_centres(len(self.names), match.bottom_seat, geo.table)
        px = round(geo.h * 0.026)
        for seat, point in centres.items():
            rect = geo.plate_rect(point)
            x, y, w, h = rect
            active = seat in turn and not self.timeline.busy
            gfx.panel(
                surface, rect, fill=(30, 24, 40), edge=gfx.FOCUS if active else gfx.PANEL_EDGE, alpha=225
            )
            plan = match.seats[seat] if seat < len(match.seats) else None  # None: nobody controls it
            who = self.names[seat] if plan is None or plan.human else f"{plan.name} (AI {plan.level})"
            gfx.draw_text(
                surface, who, px, (x + w * 0.05, y + h * 0.08), gfx.INK, bold=active, max_width=w * 0.9
            )
            count = sizes[seat] if seat < len(sizes) else 0
            status = self.presenter.seat_status(view, seat)
            cards = f"{count} card{'s' if count != 1 else ''}"
            line = f"{cards} · {status}" if status else cards
            gfx.draw_text(
                surface, line, round(px * 0.82), (x + w * 0.05, y + h * 0.55), gfx.DIM_INK, max_width=w * 0.9
            )
            in_front = self.presenter.cards_in_front(view, seat)
            for index, card in enumerate(in_front):
                card_rect = (x + w + geo.w * 0.004 + index * geo.small[0] * 0.4, y, *geo.small)
                if card_rect[0] + card_rect[2] > geo.panel[0]:
                    card_rect = (x - geo.small[0] - geo.w * 0.004 - index * geo.small[0] * 0.4, y, *geo.small)
                gfx.draw_card(surface, match.game_id, card, card_rect, self.presenter.card_name(card))

    def _draw_trick(self, surface: pygame.Surface, geo: Geometry, view: dict[str, Any]) -> None:
        slots = self.trick_slots(geo)
        px = round(geo.h * 0.024)
        for (seat, card), rect in zip(self.shown_trick, slots, strict=False):
            gfx.draw_card(surface, self.match.game_id, card, rect, self.presenter.card_name(card))
            label = self.names[seat]
            gfx.draw_text(
                surface,
                label,
                px,
                (rect[0] + rect[2] / 2, rect[1] + rect[3] + geo.h * 0.004),
                gfx.INK,
                anchor="midtop",
                max_width=rect[2] * 1.05,
            )
        caption = self.presenter.trick_caption(view) if not self.timeline.busy else ""
        if caption:
            gfx.draw_text(
                surface,
                caption,
                round(geo.h * 0.03),
                (geo.middle[0], slots[0][1] - geo.h * 0.012),
                gfx.ACCENT,
                bold=True,
                anchor="midbottom",
                max_width=geo.fan_width * 0.8,
            )

    def _draw_hand(self, surface: pygame.Surface, geo: Geometry, view: dict[str, Any]) -> None:
        if self.dealing:
            return
        cards = self.hand_cards(view)
        seat = self.actor()
        actions = self.match.legal_actions(seat) if seat is not None else []
        selecting = self.presenter.selection_size(actions)
        playable = {a.split()[1] for a in actions if a.startswith("play ")}
        stage = self.stage(actions)
        if stage is not None:
            playable = stage.cards | set(self.selection)
        received = self.presenter.highlighted(view)
        rects = self.hand_rects(geo, len(cards), self._lifted(len(cards)))
        for card, rect in zip(cards, rects, strict=True):
            if card is not None and (card in self.selection or card == self.pending_card):
                rect = (rect[0], rect[1] - geo.card[1] * 0.22, rect[2], rect[3])
            dimmed = seat is not None and not selecting and card is not None and card not in playable
            highlight = (
                gfx.FOCUS
                if card is not None and (card in self.selection or card == self.pending_card)
                else (gfx.GOOD if card in received else None)
            )
            gfx.draw_card(
                surface,
                self.match.game_id,
                card,
                rect,
                self.presenter.card_name(card) if card else "",
                dimmed=dimmed,
                highlight=highlight,
            )
        buttons = self.decision_buttons(actions) if seat is not None else []
        for index, ((label, action), rect) in enumerate(
            zip(buttons, self.button_rects(geo, len(buttons)), strict=True)
        ):
            button = Button(label, lambda: None, enabled=action is not None)
            button.rect = rect
            button.draw(surface, self.focus == len(cards) + index)

    def _draw_prompt(self, surface: pygame.Surface, geo: Geometry, view: dict[str, Any]) -> None:
        match = self.match
        seat = self.actor()
        if seat is not None:
            text = self.presenter.prompt(view, match.legal_actions(seat), self.names[seat])
            stage = self.stage(match.legal_actions(seat))
            if stage is not None:
                text = stage.prompt
        elif self.timeline.busy:
            text = "Click or press Space to skip ahead."
        elif match.state.is_over:
            text = "The game is over."
        else:
            decider = match.next_decider()
            if decider is not None and not match.seats[decider].human:
                text = f"{self.names[decider]} is thinking…"
            else:
                text = self.presenter.waiting(view, self.names, match.state.turn)
        px = round(geo.h * 0.03)
        colour = gfx.INK
        if self.message:
            text, colour = self.message, gfx.BAD
        width = geo.fan_width
        lines = gfx.wrap(text, px, width)
        if len(lines) > 1:
            px = gfx.fit_px(text, px, width * 1.9)
            lines = gfx.wrap(text, px, width)[:2]
        gfx.panel(
            surface,
            (
                geo.middle[0] - width / 2 - geo.w * 0.01,
                geo.prompt_y - px * 0.75 * len(lines),
                width + geo.w * 0.02,
                px * 1.5 * len(lines),
            ),
            fill=(12, 10, 18),
            edge=None,
            alpha=170,
        )
        for index, line in enumerate(lines):
            y = geo.prompt_y + (index - (len(lines) - 1) / 2) * px * 1.15
            gfx.draw_text(surface, line, px, (geo.middle[0], y), colour, anchor="center", max_width=width)

    def _draw_panel(self, surface: pygame.Surface, geo: Geometry, view: dict[str, Any]) -> None:
        x, y, w, h = geo.panel
        match = self.match
        rows = len(self.names)
        row_h = min(geo.h * 0.08, geo.h * 0.5 / rows)
        gfx.panel(surface, (x, y, w, geo.h * 0.06 + rows * row_h), fill=(22, 18, 30), alpha=215)
        px = round(geo.h * 0.028)
        gfx.draw_text(surface, "Scores", px, (x + w * 0.06, y + geo.h * 0.015), gfx.ACCENT, bold=True)
        gfx.draw_text(
            surface,
            self.presenter.score_header(),
            round(px * 0.8),
            (x + w * 0.94, y + geo.h * 0.02),
            gfx.DIM_INK,
            anchor="topright",
        )
        scores = view["scores"]
        turn = set(view.get("turn") or ()) if not self.timeline.busy else set()
        for seat in range(rows):
            top = y + geo.h * 0.06 + seat * row_h
            active = seat in turn
            colour = gfx.FOCUS if active else gfx.INK
            name = self.names[seat] + (" (you)" if seat == match.viewer and not match.hot_seat else "")
            gfx.draw_text(
                surface, name, px, (x + w * 0.06, top + row_h * 0.08), colour, bold=active, max_width=w * 0.62
            )
            gfx.draw_text(
                surface,
                str(scores[seat]),
                px,
                (x + w * 0.94, top + row_h * 0.08),
                colour,
                bold=True,
                anchor="topright",
            )
            status = self.presenter.seat_status(view, seat)
            if status:
                gfx.draw_text(
                    surface,
                    status,
                    round(px * 0.75),
                    (x + w * 0.06, top + row_h * 0.52),
                    gfx.DIM_INK,
                    max_width=w * 0.88,
                )
        button_h, gap = geo.h * 0.055, geo.h * 0.012
        top = y + h - len(self.side_buttons) * (button_h + gap)
        for index, button in enumerate(self.side_buttons):
            button.rect = (x, top + index * (button_h + gap), w, button_h)
            button.draw(surface, False)

    def _draw_caption(self, surface: pygame.Surface, text: str) -> None:
        geo = self.geometry()
        px = round(geo.h * 0.03)
        y = geo.middle[1] + geo.card[1] * 0.5 + geo.h * 0.075
        width = geo.fan_width * 0.9
        size = gfx.fit_px(text, px, width)
        gfx.panel(
            surface,
            (geo.middle[0] - width / 2 - 8, y - size * 0.8, width + 16, size * 1.6),
            fill=(12, 10, 18),
            edge=gfx.ACCENT,
            alpha=200,
        )
        gfx.draw_text(surface, text, size, (geo.middle[0], y), gfx.ACCENT, anchor="center", max_width=width)

    def _draw_banner(self, surface: pygame.Surface, banner: Banner) -> None:
        geo = self.geometry()
        px = round(geo.h * 0.045)
        small = round(geo.h * 0.03)
        width = geo.fan_width * 0.85
        height = px * 1.8 + len(banner.lines) * small * 1.3 + geo.h * 0.02
        top = geo.middle[1] - height / 2
        gfx.panel(
            surface, (geo.middle[0] - width / 2, top, width, height), fill=(26, 18, 36), edge=gfx.ACCENT
        )
        gfx.draw_text(
            surface,
            banner.title,
            px,
            (geo.middle[0], top + px * 0.9),
            gfx.ACCENT,
            bold=True,
            anchor="center",
            max_width=width * 0.92,
        )
        for index, line in enumerate(banner.lines):
            gfx.draw_text(
                surface,
                line,
                small,
                (geo.middle[0], top + px * 1.8 + index * small * 1.3),
                gfx.INK,
                anchor="midtop",
                max_width=width * 0.92,
            )

    def _draw_deal(self, surface: pygame.Surface, t: float) -> None:
        geo = self.geometry()
        start = layout.centred(geo.middle, geo.small)
        view = self.shown()
        for seat in range(len(self.names)):
            target = self.seat_anchor(geo, seat)
            target = layout.centred(layout.centre(target), geo.small)
            backs = self.presenter.deal_backs(view, seat)
            for number, lag in enumerate((0.0, 0.25, 0.5)):
                local = min(1.0, max(0.0, (t - lag) / 0.5))
                if 0 < local < 1:
                    back = backs[number % len(backs)] if backs else None
                    rect = lerp_rect(start, target, local)
                    gfx.draw_card(surface, self.match.game_id, None, rect, back=back)
