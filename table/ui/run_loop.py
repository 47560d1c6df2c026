"""The app's loop: it sleeps while nothing changes and draws only when something did.

Each turn of the loop waits for input, at most until the next thing the top scene has
scheduled (``Scene.wake_in``: a frame while something moves, at 60 per second; a
tooltip's, a message's or an AI's delay; nothing at all while the scene is still), then
hands the input and the time that passed to the app (``App.advance``) and draws a frame
only if something changed: input arrived, a scheduled time came, the scene moved, the
stack changed or the window must be drawn again (shown, exposed, restored, resized,
fullscreen toggled). The display is flipped only after a frame was drawn, and when the
scene says what the frame changed (the table, between two of its own frames), only
those rectangles are sent to the screen (``pygame.display.update``). While the
scene works without showing anything (``Scene.working``: an AI thinking), the loop
updates it again at once and draws nothing, so the CPU goes to the work. While the
window is hidden or minimised nothing is drawn, and a moving scene is updated only
ten times a second (the app's longest step), so its animations still keep their time.

Time, waiting and flipping are given to ``Loop`` so tests drive it with a fake clock
and count the frames drawn and flipped.
"""

from __future__ import annotations

import ctypes
import math
import os
import time
from collections.abc import Callable, Sequence
from functools import cache
from typing import Protocol, cast

import pygame

from table.ui import screen
from table.ui.intents import Intent, translate
from table.ui.scene import SceneStack

FRAME = 1 / 60  # the shortest time between two frames drawn
HIDDEN_STEP = 0.1  # seconds between updates of a moving scene in a hidden window
EARLY = 0.001  # a timer this close to due counts as due (waits end on whole milliseconds)

HIDE = frozenset({pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN})
SHOW = frozenset({pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED, pygame.WINDOWEXPOSED})
# After these the window's picture may be lost or stale: the next frame is drawn whole.
REDRAW = SHOW | {pygame.VIDEOEXPOSE, pygame.WINDOWSIZECHANGED, pygame.WINDOWDISPLAYCHANGED}


class Loopable(Protocol):
    """What the loop drives (``App``)."""

    running: bool

    @property
    def stack(self) -> SceneStack: ...

    def advance(self, intents: list[Intent], dt: float, longest: float = ...) -> bool: ...

    def draw(self) -> None: ...

    def invalidate(self) -> None: ...

    def window_event(self, event: pygame.event.Event) -> None: ...

    def first_frame(self) -> None: ...

    @property
    def dirty(self) -> list[pygame.Rect] | None: ...


@cache
def _sdl_wait() -> Callable[[None, int], int] | None:
    """SDL's own wait for the next event, which sleeps until one comes; pygame-ce's
    ``event.wait`` checks for one every millisecond, a lasting 1–2% of a core."""
    library = screen.sdl_library()
    wait = getattr(library, "SDL_WaitEventTimeout", None) if library is not None else None
    if wait is None:
        return None
    wait.argtypes = [ctypes.c_void_p, ctypes.c_int]
    wait.restype = ctypes.c_int
    return cast(Callable[[None, int], int], wait)


def wait_events(timeout: float | None) -> list[pygame.event.Event]:
    """The events that arrive within ``timeout`` seconds (None: wait as long as it takes),
    returned as soon as there is one, with all the others already queued."""
    if timeout is not None and timeout <= 0:
        return pygame.event.get()
    ms = -1 if timeout is None else max(1, math.ceil(timeout * 1000))
    wait = _sdl_wait()
    if wait is not None:
        wait(None, ms)  # the event stays queued for pygame to read
        return pygame.event.get()
    first = pygame.event.wait() if timeout is None else pygame.event.wait(ms)
    return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()


class Loop:
    def __init__(
        self,
        app: Loopable,
        now: Callable[[], float] = time.perf_counter,
        wait: Callable[[float | None], Sequence[pygame.event.Event]] = wait_events,
        flip: Callable[[], None] = pygame.display.flip,
        update: Callable[[Sequence[pygame.Rect]], None] = pygame.display.update,
    ) -> None:
        self.app = app
        self.now = now
        self.wait = wait
        self.flip = flip
        self.update = update
        self.last = now()  # the last update
        self.last_frame = -math.inf  # the last frame drawn
        self.due: float | None = self.last  # when the top scene next changes by itself
        self.working = False
        self.still = False  # the top scene had nothing moving: only timers ran while it slept
        self.pending = True  # a frame is owed (the first one among them)
        self.hidden = False
        self.frames = 0  # frames drawn (and flipped)
        self.updates = 0

    def timeout(self, now: float) -> float | None:
        """How long the next wait may last: None while nothing is scheduled."""
        if self.working:
            return 0.0
        if self.hidden:
            wake = None if self.due is None else max(self.due, self.last + HIDDEN_STEP)
        else:
            wake = self.due
            if self.pending:
                wake = now if wake is None else min(wake, now)
            if wake is not None:
                wake = max(wake, self.last_frame + FRAME)
        return None if wake is None else max(0.0, wake - now)

    def window_event(self, event: pygame.event.Event) -> None:
        self.app.window_event(event)
        if event.type in HIDE:
            self.hidden = True
        elif event.type in SHOW:
            self.hidden = False
        if event.type in REDRAW:
            self.app.invalidate()
            self.pending = True

    def iterate(self) -> None:
        """One turn: wait, take the input, update, and draw if something changed."""
        events = self.wait(self.timeout(self.now()))
        now = self.now()
        intents = []
        for event in events:
            self.window_event(event)
            intent = translate(event)
            if intent is not None:
                intents.append(intent)
        dt, self.last = now - self.last, now
        stack = self.app.stack
        before = list(stack.scenes)
        timer = self.due is not None and now >= self.due - EARLY
        was_working = self.working
        if self.still and dt > FRAME:
            # Nothing moved while the loop slept, so its timers (an AI's pace, a forced
            # move's ring, a message's or a tooltip's delay) are owed all the time slept,
            # not the app's longest step; the input comes after, with no time of its own,
            # so an animation it starts does not jump.
            self.app.advance([], dt, math.inf)
            dt = 0.0
        if not self.app.advance(intents, dt):
            return
        self.updates += 1
        top = stack.top
        wake = top.wake_in() if top is not None else None
        self.working = top is not None and top.working()
        self.still = wake != 0.0 and not self.working
        self.due = None if wake is None else now + wake
        if intents or timer or wake == 0.0 or stack.scenes != before or was_working > self.working:
            self.pending = True
        if self.pending and not self.hidden and now >= self.last_frame + FRAME - EARLY:
            self.app.draw()
            self.show(self.app.dirty)
            self.pending = False
            self.last_frame = now
            self.frames += 1
            if self.frames == 1:
                self.app.first_frame()

    def show(self, rects: list[pygame.Rect] | None) -> None:
        """Send the frame to the screen: only the rectangles it changed when the scene says
        which (a table mid-animation: a card's path, not a 4K window's 33 MB), else all."""
        if rects is None:
            self.flip()
        else:
            self.update(rects)  # none at all: nothing changed on the window

    def run(self) -> None:
        while self.app.running and self.app.stack.top is not None:
            self.iterate()


def first_frame_only() -> bool:
    """bench/launch_time.py: time a real launch, frozen or not, to its first frame."""
    return bool(os.environ.get("SPOOKY_TABLE_FIRST_FRAME_ONLY"))
