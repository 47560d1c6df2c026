"""The table's help for the person playing: Hint (H), Undo (Ctrl+Z) and "since your last turn" (R).

``TableHelp`` belongs to one table scene and works through ``table.learn``:

- **Hint**: the Hard AI's move from the seat's own view, worked out by a
  ``HintSearch`` a slice per frame (the frame loop never waits on it), then ringed on
  the table with its one-line reason. Hidden in hot-seat unless the Settings switch
  allows it; gone as soon as any move is made.
- **Undo**: in a game with one human, takes back that human's last move and the
  computer's replies (``Match.undo``), unless something new was revealed to them since:
  ``seen`` is how much of the log the table has shown (``Animator.shown_log``: an event
  counts from the moment its animation reveals it, so a card turned face up mid-trick
  has been seen, one not yet thrown has not). A refusal is shown in words. The table is
  rebuilt on the shortened game, with the table's own switches (Batwalk's card aid) as
  they were.
- **Recap**: a panel of what happened since the seat last moved, in a few lines from
  the public log (the hand-over screen shows the same in hot-seat).
- **Forced moves**: a seat's only legal move is ringed for a moment with the rule that
  forces it, then played for them through the table's own move path, so its events
  animate like any other: the card slides from its place in the hand (the animator's
  ``origin_hint``) under the caption "Played for you: the only legal move", which a
  short timeline step after the flight holds on screen. With reduced motion the
  timeline is instant, so the card is simply there and the caption is said in the
  table's message strip instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from table.core.i18n import N_, _
from table.learn import ForcedMove, Hint, HintSearch, forced_move, recap
from table.learn.hint import cards_in
from table.ui import gfx, speech
from table.ui.coach import bubble_rect, played_from_hand, targets
from table.ui.layout import Rect
from table.ui.scene import soonest
from table.ui.tables.context import TableContext
from table.ui.tween import Step

if TYPE_CHECKING:
    from table.ui.scenes.table_seen import TableSeen

# A move played for you is paced like one you make: ringed, with the rule that forces
# it, for as long as it takes to read that (never under FORCED_PAUSE), and its card
# stays under "Played for you" a while after it lands, so a hand of forced moves
# (Munch's forehead round, a run of last cards) can be followed trick by trick.
FORCED_PAUSE = 1.2  # seconds (at speed 1) a forced move is ringed, at least, before it is played
READING_RATE = 4.0  # words a second: how long the reason beside a forced move is shown
FORCED_HOLD = 1.0  # seconds (at speed 1) its caption stays once the card has landed


def forced_pause(reason: str) -> float:
    """Seconds (at speed 1) a forced move is shown before it is played: time to read why."""
    return max(FORCED_PAUSE, len(f"Your only move: {reason}".split()) / READING_RATE)
PLAYED_FOR_YOU = N_("Played for you: the only legal move")
HINT_SLICE = 0.006  # seconds of hint search per frame, as the AI's own thinking slice


class TableHelp:
    def __init__(self, scene: TableSeen, offered: bool = True) -> None:
        self.scene = scene
        match = scene.match
        one_human = len(match.humans) == 1
        hints = bool(match.humans) and (one_human or scene.app.settings.hints_in_hot_seat)
        entries: list[tuple[str, str, Callable[[], None]]] = []
        if offered and hints:
            entries.append(("hint", N_("Hint (H)"), self.hint))
        if offered and one_human:
            entries.append(("undo", N_("Undo (Ctrl+Z)"), self.undo))
        if offered and match.humans:
            entries.append(("recap", N_("Since my turn (R)"), self.recap))
        self.entries = entries
        self.search: HintSearch | None = None
        self.shown: Hint | None = None
        self._hint_moves = -1  # the history length the hint is for
        self._focused_step: tuple[object, ...] | None = None  # the hint and step focus was put on
        self.offered = offered
        self.forced: ForcedMove | None = None
        self._forced_at = -1  # the history length the forced move is for
        self._forced_wait = 0.0
        self._blind_wait = 0.0  # a hot-seat blind move waiting its turn (``play_blind``)
        self._blind_due: float | None = None  # seconds (at speed 1) until it is played
        self.played_for_you = False  # the caption is up: the forced move is animating
        # A good-news line ("Your move is taken back"), in the hint's green rather than the
        # message strip's red, until the next move is made.
        self.notice = ""
        self._notice_at = -1

    @property
    def seen(self) -> int:
        """How much of the log this table has shown the player (see ``Animator.shown_log``)."""
        return self.scene.animator.shown_log

    @property
    def commands(self) -> tuple[tuple[str, Callable[[], None]], ...]:
        return tuple((name, run) for name, _, run in self.entries)

    @property
    def labels(self) -> list[str]:
        return [label for _, label, _ in self.entries]

    # -- each frame ---------------------------------------------------------------------

    def update(self) -> None:
        state = self.scene.match.state
        if self._hint_moves != len(state.history):
            self.search, self.shown = None, None
        if self.search is not None:
            found = self.search.think(HINT_SLICE)
            if found is not None:
                self.search, self.shown = None, found
                speech.say(f"Hint: {found.reason}", interrupt=True)  # as the strip shows it
        self._focus_hint()

    def _focus_hint(self) -> None:
        """Put the keyboard's focus on the hinted move once it is shown, and again at each
        step of a move built in steps (Royal: the card, the seat, the claim), so Enter
        plays what the rings show; the player may move it away after."""
        scene = self.scene
        if self.shown is None or scene.timeline.busy or scene.actor() is None:
            return
        frame = scene.frame()
        # The move's number too: a hint for another turn may name the same action (Batwalk's
        # "play 3", by place), and its focus must be set again.
        moves = len(scene.match.state.history)
        step = (moves, self.shown.action, tuple(frame.buttons), tuple(scene.selection), scene.pending_card)
        if step == self._focused_step:
            return
        self._focused_step = step
        actions = scene.match.legal_actions(scene.actor() or 0)
        allowed = scene.input.targets(frame, actions)
        game_id, action = scene.match.game_id, self.shown.action
        target = hint_target(game_id, action, frame.hand, frame.buttons, scene.selection)
        if target is not None and target in allowed:
            scene.focus = target

    def wake_in(self) -> float | None:
        """When the forced move now ringed, or the blind move waiting, is played (see
        ``Scene.wake_in``)."""
        speed = max(0.1, self.scene.timeline.speed)
        forced = None
        if self.forced is not None:
            forced = (forced_pause(self.forced.reason) - self._forced_wait) / speed
        blind = None if self._blind_due is None else self._blind_due / speed
        return soonest(forced, blind)

    def play_forced(self, dt: float) -> None:
        """The seat on screen's only legal move, shown for a moment, then played for them
        (the Forced moves setting, on by default)."""
        scene = self.scene
        seat = scene.actor()
        history = len(scene.match.state.history)
        if seat is None or not self.offered or not scene.app.settings.forced_moves:
            self.forced = None
            return
        if self._forced_at != history:
            self._forced_at, self._forced_wait = history, 0.0
            self.forced = forced_move(scene.match.state, seat)
            if self.forced is not None:
                speech.say(f"Your only move: {self.forced.reason}")
        if self.forced is None:
            return
        self._forced_wait += dt * max(0.1, scene.timeline.speed)
        if self._forced_wait >= forced_pause(self.forced.reason):
            action, self.forced = self.forced.action, None
            self._play_for_them(action)

    def play_blind(self, seat: int, dt: float) -> bool:
        """Hot-seat: a move ``seat`` has no choice in (their only legal move: Munch's
        forehead card, which its holder cannot see, a last card, the lone card that may
        follow) is played for them where it lies, paced like a computer's move, without
        calling them to the computer only to watch it. True while one is being played."""
        scene = self.scene
        forced = forced_move(scene.match.state, seat) if scene.app.settings.forced_moves else None
        if forced is None:
            self._blind_due = None
            return False
        scene.match.hide_private()  # played before the whole room: nobody's hand on screen
        self._blind_wait += dt * max(0.1, scene.timeline.speed)
        self._blind_due = FORCED_PAUSE - self._blind_wait
        if self._blind_wait >= FORCED_PAUSE:
            self._blind_wait, self._blind_due = 0.0, None
            scene.animate(scene.match.act(seat, forced.action))
        return True

    def _play_for_them(self, action: str) -> None:
        """Play ``action`` as the player's own: its cards fly from where they lie in the
        hand, and the caption holds a moment after the flight (right after it, so a
        trick it completes is collected under its own caption afterwards)."""
        scene = self.scene
        frame = scene.frame()
        for card in cards_in(scene.match.game_id, action):
            if card in frame.hand:
                scene.animator.origin_hint[card] = frame.hand_rects[list(frame.hand).index(card)]
        timeline = scene.timeline
        before = len(timeline.steps)
        scene.human_act(action)
        if len(timeline.steps) == before:
            return  # nothing to animate (or refused, which the only legal move is not)
        if timeline.instant:
            self.note(PLAYED_FOR_YOU)
            return
        self.played_for_you = True
        flights = [i for i, step in enumerate(timeline.steps[before:], before) if step.draw is not None]
        at = flights[0] + 1 if flights else len(timeline.steps)
        timeline.steps.insert(at, Step(FORCED_HOLD, on_end=self._caption_done))

    def _caption_done(self) -> None:
        self.played_for_you = False

    # -- the commands -------------------------------------------------------------------

    def hint(self) -> None:
        scene = self.scene
        # Asked while the last moves still animate, on the player's own turn: worked out
        # now and shown once the table is still (the live state is already theirs).
        seat = scene.actor() if scene.actor() is not None else scene.match.human_to_act()
        if seat is None:
            scene.input.say(_("A hint is for your own turn."))
            return
        if self.shown is not None or self.search is not None:
            return
        self._hint_moves = len(scene.match.state.history)
        self.search = HintSearch(scene.match.state.clone(), seat, scene.names)

    def undo(self) -> None:
        scene = self.scene
        match = scene.match
        refusal = match.undo(match.humans[0], self.seen)
        if refusal is not None:
            scene.input.say(refusal)
            return
        rebuilt = scene.app.routes.table(match, animate_start=False)
        presenter = getattr(rebuilt, "presenter", None)
        if presenter is not None:
            presenter.keep_switches(scene.presenter)  # an undo changes no setting
        scene.app.stack.replace(rebuilt)
        help_ = getattr(rebuilt, "help", None)
        if isinstance(help_, TableHelp):
            help_.note(_("Your move is taken back: choose again."))

    def note(self, text: str) -> None:
        """Show ``text`` in green over the prompt until the next move is made."""
        self.notice, self._notice_at = text, len(self.scene.match.state.history)

    def recap(self) -> None:
        from table.ui.scenes.common import TextPanel

        scene = self.scene
        match = scene.match
        seat = match.viewer if match.viewer is not None else match.bottom_seat
        lines = recap(match.state, seat, scene.names, public=match.hot_seat, until=self.seen)
        lines = lines or [_("Nothing has happened since your last move.")]
        scene.app.push(TextPanel(scene.app, _("Since your last turn"), lines))

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, ctx: TableContext) -> None:
        """The hint's rings and its reason over the prompt line (or "thinking"), or the
        forced move about to be played, and why; "Played for you" while it animates."""
        if self.played_for_you:
            _strip(surface, ctx, _(PLAYED_FOR_YOU))
        elif self.notice and self._notice_at == len(self.scene.match.state.history):
            _strip(surface, ctx, self.notice)  # a hint or a forced move below covers it
        if ctx.actor is None or (self.shown is None and self.search is None and self.forced is None):
            return
        if self.forced is not None:
            text = _("Your only move: {reason}").format(reason=self.forced.reason)
        else:
            text = _("Working out a hint…") if self.shown is None else _("Hint: {reason}").format(
                reason=self.shown.reason)
        _strip(surface, ctx, text)
        named = [self.forced.action] if self.forced else []
        named += [self.shown.action, *self.shown.points_at] if self.shown else []
        if named:
            for rect in targets(ctx, ctx.trick, named):
                grow = 5
                ring = (rect[0] - grow, rect[1] - grow, rect[2] + 2 * grow, rect[3] + 2 * grow)
                gfx.panel(surface, ring, fill=gfx.GOOD, edge=gfx.GOOD, radius=8, alpha=0)


def hint_target(
    game_id: str, action: str, hand: Sequence[str | None], buttons: Sequence[tuple[str, str | None]],
    chosen: Sequence[str],
) -> int | None:
    """Where the keyboard's focus goes for the hinted ``action`` (the index in the hand,
    then the buttons after it): the button that is the action, or takes the step toward
    it that it names ("To Bones" for "give bat-2 to 1 as bat"), else the first of its
    cards in hand not chosen yet."""
    for index, (_label, value) in enumerate(buttons):
        if value == action or (value and value.startswith("to ") and f" {value} " in f" {action} "):
            return len(hand) + index
    for card in cards_in(game_id, action):
        if card in hand and card not in chosen:
            return list(hand).index(card)
    played = played_from_hand(game_id, action)
    return played if isinstance(played, int) and played < len(hand) else None  # Batwalk's, by place


def strip_box(ctx: TableContext, text: str) -> tuple[Rect, list[str], int]:
    """Where the line over the prompt strip goes, its lines and their size. Above the
    strip it would cover the seats' cards at the sides, and the prompt is back once the
    line is gone. It lies under the lowest decision button (Royal's second row of
    claims) and above the hand with every card raised, so it covers no button and no
    card's index. A reason too long for one line at a readable size takes two, set
    smaller if need be; where even two lines at the smallest size find no room there,
    the words go whole to the side column, over the score panel (``side_box``)."""
    geo = ctx.geo
    px = round(geo.h * 0.028)
    left, width = geo.table[0], geo.table[2]
    room = width * 0.96
    count = len(ctx.frame.hand)
    raised = geo.hand_rects(count, None, range(count))  # any card may be raised or hovered
    floor = min([geo.h] + [rect[1] - geo.h * 0.004 for rect in raised])
    bottom = min(geo.prompt_y + px, floor)  # over the prompt; lower, down to the hand, for room
    ceiling = max((rect[1] + rect[3] for rect in ctx.frame.button_rects
                   if rect[1] < bottom and rect[0] < left + width and rect[0] + rect[2] > left), default=None)
    top = -geo.h if ceiling is None else ceiling + geo.h * 0.004
    for size in range(px, min(px, gfx.MIN_TEXT_PX) - 1, -1):
        fitted = gfx.fit_px(text, size, room)
        if fitted >= size * 0.85 and gfx.font(fitted).size(gfx.showable(text))[0] <= room:
            lines = [text]
        elif size == px:
            continue  # two lines are set a little smaller than one
        else:
            lines = gfx.wrap(text, size, room)
        height = _height(size, len(lines))
        if len(lines) <= 2 and top + height <= floor:
            return (left, max(top, bottom - height), width, height), lines, size
    return side_box(ctx, text)


def side_box(ctx: TableContext, text: str) -> tuple[Rect, list[str], int]:
    """The words in the side column, where the strip has no room for them: as large as
    fit, from its top down, in a box as tall as the score panel where they fit in it,
    else the whole column (nothing half covered, as the coach's box), never over the
    side buttons or what a game draws over them (``coach.bubble_rect``)."""
    geo = ctx.geo
    x, y, w, h = bubble_rect(ctx)
    size, lines = gfx.MIN_TEXT_PX, [text]
    for size in range(round(geo.h * 0.028), gfx.MIN_TEXT_PX - 1, -1):
        lines = gfx.wrap(text, size, w * 0.9)
        if _height(size, len(lines)) <= h:
            break
    while len(lines) > 1 and _height(size, len(lines)) > h:
        lines = lines[:-1]  # longer than the whole column (no reason is): the lines that fit
    panel = geo.score_panel_rect(ctx.players)[3]
    return (x, y, w, panel if _height(size, len(lines)) <= panel < h else h), lines, size


def _height(px: int, lines: int) -> float:
    return 2 * px + px * 1.25 * (lines - 1)


def _strip(surface: pygame.Surface, ctx: TableContext, text: str) -> None:
    """A line over the prompt strip, or the words in the side column (see ``strip_box``)."""
    rect, lines, px = strip_box(ctx, text)
    left, top, width = rect[:3]
    room = width * 0.96
    corners = ctx.geo.score_panel_radius if left >= ctx.geo.panel[0] else None  # over the score panel's
    gfx.panel(surface, rect, fill=(30, 44, 34), edge=gfx.GOOD, radius=corners)
    at, anchor = (left + width / 2, "center") if len(lines) <= 2 else (left + width * 0.05, "midleft")
    for index, line in enumerate(lines):
        y = top + px + px * 1.25 * index
        gfx.draw_text(surface, line, px, (at, y), gfx.GOOD, anchor=anchor, max_width=room)
