"""``spooky-table replay FILE``: watch a recorded game on the table, move by move.

The file is a game record (exported from the pause menu, or an autosave; the
bug-report format): it is replayed once to check it, then shown from the deal with the
table's normal animations, one recorded move at a time. A replay is public (whoever
has the file may see it all): every hand is shown face up, the first seat's
at the bottom and the others' above their plates (``open_hands``). Space pauses and
resumes, the right arrow (or the Next button) plays the next move and pauses, the left
arrow (or Back) steps back one move: the position is rebuilt from the record, move by
move from the deal, so it is exactly the one shown before. A click skips an
animation; Esc (or the Menu button) leaves. A file that is missing, damaged or not a game record gives one
clear line and exit code 1. The replay writes nothing: no autosave, no statistics.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from table.core import AnyState, replay
from table.core.i18n import N_, _
from table.core.vocabulary import View
from table.core.words import Words
from table.persistence import load_settings, locations, read_json
from table.persistence.notices import one_line, reason
from table.session import Session
from table.ui import gfx, layout
from table.ui.controller import Match
from table.ui.intents import Intent
from table.ui.open_hands import OpenHands, without_fans
from table.ui.scene import soonest
from table.ui.scenes.common import MenuOverlay
from table.ui.scenes.overlays import GameOverScene
from table.ui.scenes.table import AI_PACE, TableScene
from table.ui.scenes.table_draw import Prompt, draw_button
from table.ui.tables import table_support
from table.ui.tables.context import BUTTON_MIN
from table.ui.widgets import Button, Shown, label_fits

if TYPE_CHECKING:
    import pygame

    from table.ui.host import Host
    from table.ui.tables.context import TableContext, TableFrame

STEP_BUTTONS = (N_("< Back (Left)"), N_("Next (Right) >"))
SHORT_STEPS = (N_("< Back"), N_("Next >"))  # where only narrow buttons fit beside the middle
STILL_GOING = Words("The game was still going after move {n}.")
REPLAY_PAUSED = Words("Replay, paused: move {done} of {n} · Space pause/play · Left/Right step · Esc leave")
REPLAY_PLAYING = Words("Replay, playing: move {done} of {n} · Space pause/play · Left/Right step · Esc leave")
CANNOT_REPLAY = Words("Cannot replay {file}: {reason}.")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a game record (.json) exported from the pause menu")
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x720")


def load_record(path: Path) -> Session:
    """The recorded game, replayed and checked; ValueError with a readable reason if not."""
    data = read_json(path, contained=False)  # CorruptFile is a ValueError
    if data is None:
        raise ValueError("there is no file of that name")
    return Session.from_record(data)


def fresh_session(recorded: Session, moves: int = 0) -> Session:
    """The recorded game as it stood at the deal (same seed, options, deal and seats),
    with its first ``moves`` recorded moves played again."""
    start = _dealt(recorded)
    replay(start, recorded.state.history[:moves])  # the game's own moves come by themselves
    return Session(recorded.game_id, start, list(recorded.seats))


def _dealt(recorded: Session) -> AnyState:
    state = recorded.state
    return state.game.new_state(state.players, state.seed, dict(state.options), state.deal)


def stops(recorded: Session) -> list[int]:
    """The move counts a replay can stand at: the deal, then after each recorded move
    (a game's own moves, Batwalk's trendsetter, come with the move before them)."""
    history = recorded.state.history
    start = _dealt(recorded)
    counts = [len(start.history)]
    while counts[-1] < len(history):
        seat, action = history[counts[-1]]
        start.apply(seat, action)
        counts.append(len(start.history))
    return counts


class ReplayScene(TableScene):
    """The table playing a recording back: the moves come from the record, not from seats."""

    def __init__(
        self, app: Host, recorded: Session, at: int = 0, paused: bool = False, known: list[int] | None = None
    ) -> None:
        """The replay standing after ``at`` recorded moves (``known``: its ``stops``)."""
        self.recorded = recorded
        self.script = list(recorded.state.history)
        self._stops = known
        at = max(0, min(at, len(self.script)))
        match = Match.resume(fresh_session(recorded, at), spectator=True, looking=0)
        super().__init__(app, match, animate_start=at == 0)
        self.open_hands = OpenHands(match, self.presenter)
        if self.open_hands.active:
            self.renderer.presenter = without_fans(self.presenter)  # the faces replace the fans
        self.paused = paused
        self.wait = 0.0
        self.finished = False

    @property
    def moves_done(self) -> int:
        return len(self.match.state.history)

    def advance(self) -> bool:
        """Play the next recorded move (the game's own moves follow by themselves)."""
        done = self.moves_done
        if done >= len(self.script):
            return False
        seat, action = self.script[done]
        self.wait = 0.0
        self.animate(self.match.act(seat, action))
        return True

    def step_once(self) -> None:
        """Right arrow: finish what is moving, or play one move; either way, pause."""
        self.paused = True
        if self.timeline.busy:
            self.timeline.skip()
        else:
            self.advance()

    def step_back(self) -> None:
        """Left arrow: the position one recorded move earlier, rebuilt from the record
        (a fresh table at that move, paused); nothing happens at the deal."""
        if self.timeline.busy:
            self.timeline.skip()
        if self._stops is None:
            self._stops = stops(self.recorded)
        earlier = [count for count in self._stops if count < self.moves_done]
        if not earlier:
            return
        while self.app.stack.top is not None and self.app.stack.top is not self:
            self.app.stack.pop()  # the end of the recording's overlay, a round's summary
        back = ReplayScene(self.app, self.recorded, at=earlier[-1], paused=True, known=self._stops)
        self.app.stack.replace(back)

    def frame(self) -> TableFrame:
        """The table's frame, with Back and Next in the decision buttons' place (nobody
        decides in a replay), so a game keeps its own things clear of them (Royal's
        row of the bottom seat's critters). Nobody acts, so the table never presses them."""
        frame = super().frame()
        if frame.buttons:
            return frame
        rects = self._step_rects(frame)
        whole = all(label_fits(_(label), rect) for label, rect in zip(STEP_BUTTONS, rects, strict=True))
        labels = STEP_BUTTONS if whole else SHORT_STEPS
        return replace(frame, buttons=[(label, None) for label in labels], button_rects=rects)

    def step_rects(self) -> list[layout.Rect]:
        """The Back and Next buttons, in the decision buttons' row (nobody decides here),
        between the side seats: Back at its left end, Next at its right, so the middle
        stays free for what a game shows there (Batwalk's runway), and clear of what a
        game draws beside the seats itself (Batwalk's hands)."""
        return list(self.frame().button_rects)

    def _step_rects(self, frame: TableFrame) -> list[layout.Rect]:
        geo, seats = self.geometry(), len(self.names)
        back, after = geo.button_rects(len(STEP_BUTTONS), seats)
        if back[1] != after[1]:
            return [back, after]  # on two rows: each has its row
        top, bottom = back[1], back[1] + back[3]
        left, right = geo.button_span(seats, top, bottom)
        left, right = min(left, back[0]), max(right, after[0] + after[2])  # the row's ends (float noise)
        gap, width = geo.w * 0.008, back[2]
        middle = (geo.middle[0], geo.middle[0])  # what lies across the middle: between the buttons
        for x, y, w, h in self._drawn_by_game(frame):
            if not (y < bottom and y + h > top):
                continue
            if x < geo.middle[0] < x + w:
                middle = (min(middle[0], x - gap), max(middle[1], x + w + gap))
            elif x + w / 2 < geo.middle[0]:
                left = max(left, x + w + gap)
            else:
                right = min(right, x - gap)
        width = min(width, middle[0] - left, right - middle[1])  # narrower, beside the middle's
        short = (left, top, width, back[3])
        if width < geo.w * BUTTON_MIN and not all(label_fits(_(label), short) for label in SHORT_STEPS):
            return [back, after]  # no room beside them even for the short words: the usual places
        return [(left, top, width, back[3]), (right - width, top, width, after[3])]

    def _drawn_by_game(self, frame: TableFrame) -> list[layout.Rect]:
        """What a game draws itself beside the seats and in the middle (Batwalk: every
        other hand, face up, and the runway), which the step buttons keep clear of."""
        record = table_support(self.match.game_id)
        if record is None or record.drawn_areas is None:
            return []
        return record.drawn_areas(self.presenter, self.context(frame))

    def leave(self) -> None:
        """Esc: close the replay and anything over it (the app ends if nothing is left)."""
        while self.app.stack.top is not None and self.app.stack.top is not self:
            self.app.stack.pop()
        self.app.stack.remove(self)

    def watch_again(self) -> None:
        self.app.stack.reset(ReplayScene(self.app, self.recorded))

    def open_pause(self) -> None:
        # A replay has no game to pause or export: Esc (and the Menu button) leaves it.
        self.leave()

    def update(self, dt: float) -> None:
        if not self.run_animations(dt) or self.finished:
            return
        if self.moves_done >= len(self.script):
            self.finished = True
            self.show_end()
            return
        if self.paused:
            return
        self.wait += dt
        if self.wait >= AI_PACE / max(0.1, self.timeline.speed):
            self.advance()

    def wake_in(self) -> float | None:
        """Moving while a move animates; else the next move after its pace, unless paused."""
        if self.timeline.busy or self.presenter.moving(self.context()):
            return 0.0
        if self.finished or self.paused or self.app.stack.top is not self:
            return self.input.wake_in()
        if self.moves_done >= len(self.script):
            return 0.0  # the end screen opens at the next update
        return soonest(self.input.wake_in(), AI_PACE / max(0.1, self.timeline.speed) - self.wait)

    def working(self) -> bool:
        return bool(self._warm_queue) or self.presenter.working()

    def show_end(self) -> None:
        buttons = [
            Button(N_("Watch again"), self.watch_again),
            Button(N_("Step back"), self.step_back),
            Button(N_("Close"), self.leave),
        ]
        if self.match.state.is_over:
            self.game_over_shown = True
            self.app.push(GameOverScene(self.app, self, buttons))
        else:
            subtitle = Shown(STILL_GOING(n=len(self.script)))
            self.app.push(MenuOverlay(self.app, N_("End of the recording"), buttons, self.leave, subtitle))

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.leave()
        elif intent.kind == "skip":
            self.paused = not self.paused
            self.wait = 0.0
        elif intent.kind == "move" and intent.dx > 0:
            self.step_once()
        elif intent.kind == "move" and intent.dx < 0:
            self.step_back()
        elif intent.kind == "click" and self._step_clicked(intent.pos):
            return
        else:
            super().handle(intent)  # a click skips an animation; side buttons; L, T, S

    def _step_clicked(self, pos: tuple[int, int]) -> bool:
        for action, rect in zip((self.step_back, self.step_once), self.step_rects(), strict=True):
            if layout.contains(rect, pos):
                action()
                return True
        return False

    def status(self) -> str:
        said = REPLAY_PAUSED if self.paused else REPLAY_PLAYING
        return said(done=self.moves_done, n=len(self.script))

    def draw_over(self, surface: pygame.Surface, ctx: TableContext) -> None:
        super().draw_over(surface, ctx)
        self.open_hands.draw(surface, ctx)
        for (label, _action), rect in zip(ctx.frame.buttons, ctx.frame.button_rects, strict=False):
            draw_button(surface, label, rect, False, True)

    def prompt(self, view: View) -> Prompt:
        return Prompt(self.status(), gfx.ACCENT)  # on two lines where one would be cut


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        recorded = load_record(path)
    except ValueError as error:  # the file as given (its name if that is long), never its content
        shown = str(path) if len(str(path)) <= 100 else one_line(path.name, 100)
        print(one_line(CANNOT_REPLAY(file=shown, reason=reason(error, 80))))
        return 1
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    from table.ui.app import App, parse_size

    # The player's window and speed are used; the replay itself writes nothing, not even
    # to set a damaged settings file aside (it says so in one line and uses defaults).
    settings, notice = load_settings(locations(getattr(args, "data_dir", None)), repair=False)
    if notice:
        print(notice)
    size = parse_size(args.size) if getattr(args, "size", None) else None
    app = App(settings, size=size)
    app.push(ReplayScene(app, recorded))
    try:
        app.run_loop()
    finally:
        app.close()
    return 0
