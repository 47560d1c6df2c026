"""Pure tween maths: easing curves, single tweens and a timeline that can be sped up or skipped.

Time is always seconds from ``dt``, never frames. A :class:`Timeline` runs steps one
after another (each a duration with callbacks at its start and end), scaled by the
player's animation speed; ``skip`` runs every remaining step's callbacks at once so
the table ends up exactly where it would have after watching. An ``instant`` timeline
(the player's reduced-motion setting) gives every step 0 s: each update runs the steps'
callbacks in order, still stopping after a step that opened a screen on top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def clamp01(t: float) -> float:
    return 0.0 if t < 0 else 1.0 if t > 1 else t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_rect(a: Sequence[float], b: Sequence[float], t: float) -> tuple[float, float, float, float]:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t), lerp(a[3], b[3], t))


@dataclass
class Tween:
    """A value going from ``start`` to ``end`` over ``duration`` seconds after ``delay``."""

    start: float
    end: float
    duration: float
    delay: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return clamp01((self.elapsed - self.delay) / self.duration)

    @property
    def value(self) -> float:
        return lerp(self.start, self.end, self.ease(self.progress))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + max(0.0, self.duration)

    def finish(self) -> None:
        self.elapsed = self.delay + max(0.0, self.duration)


@dataclass
class Step:
    """One beat of a timeline: ``duration`` seconds, ``on_start`` and ``on_end`` callbacks.

    ``draw`` receives whatever the timeline's ``draw`` is given (the surface) and then
    the eased progress while the step runs; it is how a flying card or a banner shows
    itself, and it never changes anything.
    """

    duration: float
    on_start: Callable[[], None] | None = None
    on_end: Callable[[], None] | None = None
    draw: Callable[..., None] | None = None
    ease: Callable[[float], float] = ease_out_cubic
    skippable: bool = True
    pause_after: bool = False  # the frame ends with this step (it opened a screen on top)
    ahead: Callable[[], None] | None = None  # what it draws made ahead (a banner's words), never shown


@dataclass
class Timeline:
    """Steps played in order at ``speed`` times real time."""

    speed: float = 1.0
    steps: list[Step] = field(default_factory=list)
    instant: bool = False  # reduced motion: nothing moves, every step takes 0 s
    elapsed: float = 0.0
    _started: bool = False

    def add(self, step: Step) -> None:
        self.steps.append(step)

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    @property
    def current(self) -> Step | None:
        return self.steps[0] if self.steps else None

    @property
    def progress(self) -> float:
        step = self.current
        if step is None or step.duration <= 0:
            return 1.0
        return step.ease(clamp01(self.elapsed / step.duration))

    def update(self, dt: float) -> None:
        """Advance by ``dt`` real seconds, running every step that ends within it."""
        budget = float("inf") if self.instant else dt * self.speed
        while self.steps:
            step = self.steps[0]
            if not self._started:
                self._started = True
                if step.on_start:
                    step.on_start()
            remaining = step.duration - self.elapsed
            if budget < remaining:
                self.elapsed += budget
                return
            budget -= max(0.0, remaining)
            pause = step.pause_after
            self._end_current()
            if pause:
                return

    def skip(self) -> None:
        """Finish every step now, in order, as if it had been watched."""
        while self.steps:
            if not self._started:
                self._started = True
                if self.steps[0].on_start:
                    self.steps[0].on_start()
            self._end_current()

    def _end_current(self) -> None:
        step = self.steps.pop(0)
        self.elapsed = 0.0
        self._started = False
        if step.on_end:
            step.on_end()

    def make_ahead(self) -> bool:
        """Run the next waiting step's ``ahead`` (once); whether there was one. The table
        calls it in a frame with little to do, so the frame a banner starts in does not
        also set its words."""
        for index, step in enumerate(self.steps):
            if step.ahead is not None and (index > 0 or not self._started):
                made, step.ahead = step.ahead, None
                made()
                return True
        return False

    def draw(self, *args: object) -> None:
        step = self.current
        if step is not None and step.draw is not None and self._started and not self.instant:
            step.draw(*args, self.progress)
