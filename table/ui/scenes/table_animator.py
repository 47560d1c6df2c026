"""The table's animator: each event becomes timeline steps, and reveals its effect as they play.

A card played flies from its seat (or from where it was clicked) to its place in the
trick; a trick is held, its winner's card ringed under what it took ("Mildred takes 6
points") with the reason below, and then collected by its winner; a deal flies
backs to every seat; face-down cards slide between seats; reveals and scores get a
banner; a scored round adds its row to the score pad and asks for the round summary.
Each event's effect reaches the presented model (``table.ui.presented``) when its
animation shows it, never before. Time is seconds from ``dt``, scaled by the player's
animation speed; skipping runs every remaining step at once. With reduced motion the
timeline is instant: nothing flies, and every event still reaches the presented model
in order.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

import pygame

from table.core.vocabulary import Event as Event  # re-exported for the table scene
from table.core.vocabulary import View as View
from table.core.vocabulary import table_event
from table.ui import gfx, layout
from table.ui.controller import Match
from table.ui.drawing import unrecorded
from table.ui.presented import PresentedTable, TakenTrick, taken
from table.ui.scenes import table_draw, trick_mark
from table.ui.tables.base import AnyPresenter, Banner
from table.ui.tables.context import Geometry, Play, TableContext
from table.ui.tween import Step, Timeline, ease_in_out, lerp_rect

PadRow = tuple[str, list[str]]
Draw = Callable[[pygame.Surface, float], None]
Slide = tuple[int | None, int]  # a card sliding from a seat (None: the middle) to a seat


class Cues(Protocol):
    """The sound cues the table plays (``sounds.Sounds``)."""

    def play(self, cue: str) -> None: ...

    def for_event(self, game_id: str, event: Event, seat: int | None) -> list[str]: ...


class Animator:
    """The timeline of one table and what it has shown: the trick, the last trick, the pad."""

    def __init__(
        self,
        match: Match,
        presenter: AnyPresenter,
        names: list[str],
        cues: Cues,
        speed: float,
        geometry: Callable[[], Geometry],
        round_over: Callable[[PadRow, Event], None],
        instant: bool = False,
        context: Callable[[], TableContext] | None = None,
    ) -> None:
        self.match = match
        self.presenter = presenter
        self.names = names
        presenter.names = names  # this table's own presenter: its words may name any seat
        self.cues = cues
        self.geometry = geometry
        self.round_over = round_over
        self.timeline = Timeline(speed=speed, instant=instant)
        # False: the table stays where the animated events left it (a lesson that ends
        # at a round's scoring never shows the deal the engine made after it).
        self.settles = True
        view = match.view()
        self.presented = PresentedTable(view, match.viewer, presenter.reveal, presenter.blank, presenter.land)
        self.shown_trick: list[Play] = presenter.trick(view)
        self.pad_rows: list[PadRow] = []
        self.pad_totals: list[list[int] | None] = []  # each pad row's running totals, when told
        self.dealing = False
        self.origin_hint: dict[str, layout.Rect] = {}  # where a clicked card starts its flight
        self.on_shown: Callable[[Event, int], None] | None = None  # told as each event is revealed
        self.context = context  # what the presenter reads now: where a sliding card lands
        # How much of the log the presented model has shown: an event counts once its
        # animation has revealed it (Undo and the overlays go by this, never further).
        self._shown_log = len(match.state.log)
        for event in match.state.visible_log(None):
            self._remember(event)
        cards = presenter.last_trick(view)
        if cards:
            last = self.presented.last_trick
            self.presented.collect(taken(cards, last.reason, last.result))

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    @property
    def shown_log(self) -> int:
        """How much of the log the table has shown: all of it once nothing animates
        (and the table settles on the live view), else up to the last event revealed."""
        if not self.timeline.busy and self.settles:
            return len(self.match.state.log)
        return self._shown_log

    @property
    def last_trick(self) -> list[Play]:
        """The cards of the trick collected last (the "Last trick" screen's)."""
        return list(self.presented.last_trick.cards)

    @property
    def last_trick_reason(self) -> str:
        return self.presented.last_trick.reason

    def _remember(self, event: Event) -> None:
        """Keep the score pad and the last trick up to date (no animation)."""
        row = self.presenter.score_pad_row(event)
        if row is not None:
            self.pad_rows.append(row)
            self.pad_totals.append(self.presenter.totals(event))
        if event["type"] == self.presenter.trick_won_event:
            # Resumed: the trick's view is gone, so its result is told from the event alone.
            reason = self.presenter.trick_reason(event, self.names)
            result = self.presenter.trick_result(event, self.names, None)
            self.presented.collect(taken(self.presented.last_trick.cards, reason, result))
        shown = self.presenter.last_shown(event, self.names)
        if shown is not None:
            self.presented.collect(taken(*shown))

    def deal_from_scratch(self, events: list[Event]) -> None:
        """A new game: its deal is animated onto an empty table."""
        self.shown_trick = []
        self._shown_log = 0
        self.presented.begin(None, blank=self.presenter.blank(self.match.view()))
        self.animate(events, 0)

    def animate(self, events: list[Event], start: int | None = None) -> None:
        """Each event's animation, in order; its effect is revealed to the presented
        view as the animation shows it (a card leaves the hand as it flies, a trick
        counts once collected, the next hand appears with the deal, totals with the score).
        ``events`` are the viewer's visible events of the log from ``start`` (default:
        the last ones of the log)."""
        places = self._log_places(len(events), start)
        if not self.timeline.busy and self.settles:
            # What was there before was all shown: the table was still.
            self._shown_log = places[0] if places else len(self.match.state.log)
        self.presented.begin(self.match.take_before())
        moving = (self.presenter.deal_event, self.presenter.trick_won_event, "card_played")
        for event, index in zip(events, places, strict=True):
            shared = table_event(event)
            kind, card, seat = shared["type"], shared.get("card"), shared.get("seat")
            reveal = partial(self._reveal, event, index)
            banner = self.presenter.banner(event, self.names, self.match.viewer)
            self._told(kind, banner, before=True)
            if kind not in moving or (kind == "card_played" and not card):
                self.timeline.add(Step(0.0, on_start=reveal))  # shown as its own animation begins
            self._cue_step(event)
            if kind == self.presenter.deal_event:
                self._deal_step(reveal)
            elif kind == "card_played" and card and seat is not None:
                self._play_step(seat, card, reveal)
            elif kind == self.presenter.trick_won_event:
                self._trick_steps(event, reveal, banner)
            slides = self.presenter.slides(event)
            if slides:
                self._slide_step(event, slides, partial(self._land, event))
            shown = self.presenter.last_shown(event, self.names)
            if shown is not None:
                last = taken(*shown)
                self.timeline.add(Step(0.0, on_start=partial(self.presented.collect, last)))
            self._told(kind, banner, before=False)
            row = self.presenter.score_pad_row(event)
            if row is not None:
                # The summary goes on top: nothing after it starts until it is closed.
                self.timeline.add(Step(0.0, on_end=partial(self._round_over, row, event), pause_after=True))

    def _told(self, kind: str | None, banner: Banner | None, before: bool) -> None:
        """``banner``'s step, before the event's effect shows or after it, as the banner
        asks (a trick's banner is told while its cards lie there, ``_trick_steps``)."""
        if banner is not None and kind != self.presenter.trick_won_event and banner.before_effect == before:
            self._banner_step(banner)

    def update(self, dt: float, speed: float) -> None:
        self.timeline.speed = speed
        self.timeline.update(dt)
        self.follow()

    def skip(self) -> None:
        """Everything still to animate, at once: the table shows the live view."""
        self.timeline.skip()
        self.follow()

    def follow(self) -> None:
        """The presented view is the live one once nothing is animating, and is always
        seen by the seat that may look now (hot-seat: hidden mid-animation)."""
        match = self.match
        if not self.timeline.busy:
            if self.settles:
                self.presented.settle(match.view(), match.viewer)
        elif self.presented.viewer != match.viewer:
            self.presented.rebuild(match.state, match.viewer, match.view())

    # -- steps --------------------------------------------------------------------------

    def _log_places(self, count: int, start: int | None) -> list[int]:
        """Where in the log the ``count`` events the viewer sees from ``start`` (or the
        last ``count`` it sees) lie."""
        state, viewer = self.match.state, self.match.viewer
        log = state.log
        if start is None:
            places: list[int] = []
            for index in range(len(log) - 1, -1, -1):
                if len(places) == count:
                    break
                if state.redact_event(log[index], viewer) is not None:
                    places.append(index)
            places.reverse()
        else:
            places = [i for i in range(start, len(log)) if state.redact_event(log[i], viewer) is not None]
        places = places[:count]
        return places + [len(log) - 1] * (count - len(places))

    def _reveal(self, event: Event, index: int) -> None:
        self._shown_log = max(self._shown_log, index + 1)
        self.presented.reveal(event, self.match.view())
        if self.on_shown is not None:
            self.on_shown(event, index)  # the table's speech: in the order the table shows

    def _round_over(self, row: PadRow, event: Event) -> None:
        self.pad_rows.append(row)
        self.pad_totals.append(self.presenter.totals(event))
        self.round_over(row, event)

    def _cue_step(self, event: Event) -> None:
        cues = self.cues.for_event(self.match.game_id, event, self.match.viewer)
        if cues:
            self.timeline.add(Step(0.0, on_end=lambda: self._play_cues(cues)))

    def _play_cues(self, cues: list[str]) -> None:
        for cue in cues[:1]:
            self.cues.play(cue)
        if len(cues) > 1:
            self.timeline.steps.insert(1, Step(0.25, on_end=lambda: self.cues.play(cues[1])))

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
        return geo.trick_slots(len(self.names))[min(index, len(self.names) - 1)]

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

    def _land(self, event: Event) -> None:
        self.presented.land(event, self.match.view())

    def _slide_step(self, event: Event, slides: list[Slide], land: Callable[[], None]) -> None:
        """Cards sliding from seat to seat (or from the middle), all at once, face down
        unless the presenter names a face (``slide_face``); each ends where the presenter
        says it will lie (``slide_to``: the very rectangle it is drawn in), else at its
        seat, at one size all the way; they show at their new place when they land
        (``Presenter.land``)."""
        face = self.presenter.slide_face(event)
        name = self.presenter.card_name(face) if face else ""

        def draw(surface: pygame.Surface, t: float) -> None:
            geo = self.geometry()
            ctx = self.context() if self.context is not None else None
            for giver, receiver in slides:
                source = layout.centre(self.seat_anchor(geo, giver)) if giver is not None else geo.middle
                end = self.presenter.slide_to(ctx, event, receiver) if ctx is not None else None
                end = end or layout.centred(layout.centre(self.seat_anchor(geo, receiver)), geo.small)
                start = layout.centred(source, (end[2], end[3]))
                gfx.draw_card(surface, self.match.game_id, face, lerp_rect(start, end, t), name)

        self.timeline.add(Step(0.45, draw=draw, ease=ease_in_out, on_end=land))

    def _trick_steps(self, event: Event, reveal: Callable[[], None], banner: Banner | None = None) -> None:
        winner, early = table_event(event).get("seat"), self.presenter.result_tells_total
        reason = self.presenter.trick_reason(event, self.names)

        def decide() -> None:
            # Decided now, from what has been shown: the trick not yet counted for its winner.
            result = self.presenter.trick_result(event, self.names, self.presented.view)
            self.presented.decide(taken(self.shown_trick, reason, result))
            if early:
                reveal()  # the total its words tell shows on the score panel with them

        def hold_draw(surface: pygame.Surface, t: float) -> None:
            geo = self.geometry()
            decided = self.presented.deciding
            if decided is not None:
                self._draw_decided(surface, geo, decided)
            table_draw.caption(surface, geo, reason, len(self.names))

        def fly(surface: pygame.Surface, t: float) -> None:
            geo = self.geometry()
            anchor = (
                self.seat_anchor(geo, winner)
                if winner is not None
                else layout.centred((geo.middle[0], -geo.card[1]), geo.card)
            )
            target = layout.centred(layout.centre(anchor), geo.card)
            for seat, card in self.presented.last_trick.cards:
                rect = lerp_rect(self.trick_rect(geo, seat), target, t)
                gfx.draw_card(surface, self.match.game_id, card, rect, self.presenter.card_name(card))

        def lift() -> None:
            self.shown_trick = []

        def cleared() -> None:
            self.shown_trick = []
            if not early:
                reveal()  # the trick's count and points go to its winner once collected

        self.timeline.add(Step(1.1, on_start=decide, draw=hold_draw))
        if banner is not None:  # what the trick did (Slime, prey) is told while its cards lie there
            self._banner_step(banner, hold_draw)
        self.timeline.add(Step(0.0, on_end=self.presented.collect))
        self.timeline.add(Step(0.4, on_start=lift, draw=fly, on_end=cleared))

    def _draw_decided(self, surface: pygame.Surface, geo: Geometry, decided: TakenTrick) -> None:
        """The winner's card ringed in its slot, what it took written above it."""
        index = decided.winner_index
        if index is None or decided.result is None:
            return
        rect = self.trick_rect(geo, decided.cards[index][0])
        bounds = (geo.table[0], 0.0, geo.table[2], geo.h)
        # Where a seat's plate is in the way: over the trick's row only, then lower too,
        # in the caption's band (both kept clear of the plates by the table's geometry).
        area = geo.trick_area(len(self.names))
        tighter = [(area[0], 0.0, area[2], geo.h), area]
        seats = layout.opponent_centres(len(self.names), self.match.bottom_seat, geo.table)
        plates = [geo.plate_rect(point) for point in seats.values()]
        trick_mark.mark(surface, rect, decided.result.words, round(geo.h * 0.03), bounds, tighter, plates)

    def _banner_step(self, banner: Banner, under: Draw | None = None) -> None:
        def start() -> None:
            if banner.cue:
                self.cues.play(banner.cue)

        def draw(surface: pygame.Surface, t: float) -> None:
            if under is not None:
                under(surface, t)  # the decided trick, still held under the banner
            table_draw.banner(surface, self.geometry(), banner, len(self.names), self._kept_in_sight())

        def ahead() -> None:  # its box and words set on a pixel of scratch, before it shows
            with unrecorded():
                scratch = pygame.Surface((1, 1))
                table_draw.banner(scratch, self.geometry(), banner, len(self.names), self._kept_in_sight())

        self.timeline.add(Step(banner.seconds, on_start=start, draw=draw, ahead=ahead))

    def _kept_in_sight(self) -> layout.Rect | None:
        """What of the middle a banner leaves in sight (``Presenter.banner_clear``)."""
        return self.presenter.banner_clear(self.context()) if self.context is not None else None

    def _draw_deal(self, surface: pygame.Surface, t: float) -> None:
        geo = self.geometry()
        start = layout.centred(geo.middle, geo.small)
        view = self.presented.view
        for seat in range(len(self.names)):
            target = layout.centred(layout.centre(self.seat_anchor(geo, seat)), geo.small)
            backs = self.presenter.deal_backs(view, seat)
            for number, lag in enumerate((0.0, 0.25, 0.5)):
                local = min(1.0, max(0.0, (t - lag) / 0.5))
                if 0 < local < 1:
                    back = backs[number % len(backs)] if backs else None
                    rect = lerp_rect(start, target, local)
                    gfx.draw_card(surface, self.match.game_id, None, rect, back=back)
