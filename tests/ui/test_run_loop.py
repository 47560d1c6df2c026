"""The app's loop sleeps while nothing changes and draws only when something did (issue 29).

A fake clock and a fake event wait drive the real ``Loop`` around the real app and
scenes; the tests count the frames drawn and flipped, and the waits asked for.
"""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from table.ai.agent import Agent, make_agent
from table.games import game_ids
from table.learn import LESSON_IDS
from table.ui.controller import Match, SeatPlan
from table.ui.run_loop import FRAME, HIDDEN_STEP, Loop, wait_events
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from tests.per_game import sample_game
from tests.ui.driver import make_app, start_table

FIRST = game_ids()[0]  # the catalogue's first game, any game will do
SAMPLE = sample_game()  # any game of four seats


class Fake:
    """Time that passes only in waits, events handed out one batch per wait, and
    the frames drawn and flipped."""

    def __init__(self, app: object) -> None:
        self.t = 1000.0
        self.queue: list[list[pygame.event.Event]] = []
        self.timeouts: list[float | None] = []
        self.draws = 0
        self.flips = 0
        self.partial = 0
        real_draw = app.draw  # type: ignore[attr-defined]

        def draw() -> None:
            self.draws += 1
            real_draw()

        app.draw = draw  # type: ignore[attr-defined]

    def now(self) -> float:
        return self.t

    def wait(self, timeout: float | None) -> list[pygame.event.Event]:
        self.timeouts.append(timeout)
        if self.queue:
            self.t += FRAME if timeout is None else min(timeout, FRAME)  # input, a moment later
            return self.queue.pop(0)
        self.t += 30.0 if timeout is None else timeout  # None: woken by nothing, much later
        return []

    def flip(self) -> None:
        self.flips += 1

    def update(self, rects: object) -> None:
        self.flips += 1  # only the frame's changed rectangles sent to the screen
        self.partial += 1


def loop_for(app: object) -> tuple[Loop, Fake]:
    fake = Fake(app)
    return Loop(app, fake.now, fake.wait, fake.flip, fake.update), fake  # type: ignore[arg-type]


def motion(pos: tuple[int, int] = (5, 5)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def settle(loop: Loop, fake: Fake, limit: int = 5000) -> None:
    """Run until the loop would sleep with no timer at all."""
    for _ in range(limit):
        loop.iterate()
        if loop.timeout(fake.now()) is None:
            return
    raise AssertionError("the loop never went still")


def test_an_idle_title_screen_draws_once_then_sleeps_without_a_timeout() -> None:
    app = make_app()
    app.push(TitleScene(app))
    loop, fake = loop_for(app)
    loop.iterate()
    assert (fake.draws, fake.flips) == (1, 1)
    for _ in range(500):
        loop.iterate()
    assert (fake.draws, fake.flips) == (1, 1)
    assert fake.timeouts[1:] == [None] * 500  # waits for input, no polling


def test_the_next_event_draws_one_frame_and_flips_only_after_it() -> None:
    app = make_app()
    app.push(TitleScene(app))
    loop, fake = loop_for(app)
    settle(loop, fake)
    drawn = fake.draws
    fake.queue.append([motion((400, 300))])
    loop.iterate()
    assert fake.draws == drawn + 1 and fake.flips == fake.draws
    for _ in range(50):
        loop.iterate()
    assert fake.draws == drawn + 1 and fake.flips == fake.draws


def test_a_hidden_window_draws_nothing_and_resumes_whole_when_restored() -> None:
    app = make_app()
    app.push(TitleScene(app))
    loop, fake = loop_for(app)
    settle(loop, fake)
    drawn = fake.draws
    fake.queue.append([pygame.event.Event(pygame.WINDOWMINIMIZED)])
    fake.queue.append([motion((300, 300))])
    fake.queue.append([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")])
    for _ in range(100):
        loop.iterate()
    assert fake.draws == drawn and fake.flips == drawn
    frames = app.frames
    fake.queue.append([pygame.event.Event(pygame.WINDOWRESTORED)])
    loop.iterate()
    assert fake.draws == drawn + 1 and fake.flips == drawn + 1
    assert app.frames == frames + 2  # a frame number skipped: drawn whole


def waiting_for_the_human() -> tuple[Loop, Fake, TableScene]:
    app = make_app(speed=1.0)
    scene = start_table(app, FIRST, "human,ai,ai,ai", seed=4)
    loop, fake = loop_for(app)
    for _ in range(5000):
        loop.iterate()
        if scene.actor() is not None and loop.timeout(fake.now()) is None:
            return loop, fake, scene
    raise AssertionError("the human was never asked to move")


def test_a_table_waiting_for_a_human_move_draws_nothing() -> None:
    loop, fake, scene = waiting_for_the_human()
    drawn = fake.draws
    assert drawn > 30  # the deal was drawn frame by frame
    for _ in range(300):
        loop.iterate()
    assert fake.draws == drawn and fake.flips == drawn
    assert scene.actor() is not None


def test_an_animation_gets_every_frame_at_60_per_second_of_its_time() -> None:
    app = make_app(speed=1.0)
    scene = start_table(app, SAMPLE, "human,ai,ai,ai", seed=2)
    loop, fake = loop_for(app)
    loop.iterate()
    started, drawn = fake.t, fake.draws
    while scene.timeline.busy:
        loop.iterate()
        assert fake.timeouts[-1] is not None and fake.timeouts[-1] <= FRAME + 1e-9
    seconds = fake.t - started
    assert seconds > 0.5  # the deal takes its time (0.7 s at speed 1)
    assert abs((fake.draws - drawn) - seconds / FRAME) <= 2


def test_while_an_ai_thinks_the_loop_updates_without_drawing(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(speed=1.0)
    plans = [SeatPlan("ai", f"AI {seat}", "hard") for seat in range(4)]
    match = Match(SAMPLE, plans, None, 5, ai_budget=0.05)
    session = match.session

    def capped(seat: int) -> Agent:
        # A search of a fixed size, not a fixed time: on a loaded machine a time budget
        # could be spent in the first slice, leaving no thinking turn to look at.
        seed = session.seats[seat].seed * 1_000_003 + len(session.state.history)
        return make_agent(SAMPLE, "hard", seed, budget=float("inf"), iterations=400)

    monkeypatch.setattr(session, "agent_for", capped)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    loop, fake = loop_for(app)
    thinking_turns = 0
    for _ in range(3000):
        before, drawn = loop.working, fake.draws
        loop.iterate()
        if before and loop.working and not scene._warm_queue:
            thinking_turns += 1
            assert fake.draws == drawn, "a frame was drawn while the AI was thinking"
            assert fake.timeouts[-1] == 0.0  # straight back to the search
        # Under load one slice may take a whole move's budget: go on for more moves then.
        if len(scene.match.state.history) >= 6 and thinking_turns > 5:
            break
    assert thinking_turns > 5
    assert len(scene.match.state.history) >= 6  # the AI moves were made and shown


def test_a_hidden_window_still_runs_animations_at_their_time() -> None:
    app = make_app(speed=1.0)
    scene = start_table(app, SAMPLE, "human,ai,ai,ai", seed=2)
    loop, fake = loop_for(app)
    loop.iterate()
    fake.queue.append([pygame.event.Event(pygame.WINDOWHIDDEN)])
    drawn = fake.draws
    for _ in range(200):
        loop.iterate()
        if not scene.timeline.busy:
            break
        assert fake.timeouts[-1] is None or fake.timeouts[-1] <= HIDDEN_STEP + 1e-9
    assert not scene.timeline.busy and fake.draws == drawn


def felt_pixel(app: object) -> tuple[int, int, int]:
    colour = app.surface.get_at((3, 3))  # type: ignore[attr-defined]
    return (colour.r, colour.g, colour.b)


@pytest.mark.parametrize(
    "event",
    [
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""),
        pygame.event.Event(pygame.WINDOWEXPOSED),
        pygame.event.Event(pygame.WINDOWRESTORED),
        pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=650, size=(1100, 650)),
    ],
    ids=["fullscreen", "expose", "restore", "resize"],
)
def test_the_frame_after_a_toggle_expose_restore_or_resize_is_drawn_whole(event: pygame.event.Event) -> None:
    loop, fake, _ = waiting_for_the_human()
    app = loop.app
    assert felt_pixel(app) != (0, 0, 0)
    # The control: a frame that continues the last one repaints only what moved.
    app.surface.fill((0, 0, 0))  # type: ignore[attr-defined]
    fake.queue.append([motion((640, 200))])
    loop.iterate()
    assert felt_pixel(app) == (0, 0, 0)
    app.surface.fill((0, 0, 0))  # type: ignore[attr-defined]  # the window's picture is lost
    fake.queue.append([event])
    drawn = fake.draws
    loop.iterate()
    assert fake.draws == drawn + 1
    assert felt_pixel(app) != (0, 0, 0)


def test_the_real_wait_returns_a_queued_event_and_leaves_none_behind() -> None:
    make_app()
    pygame.event.get()
    pygame.event.post(motion((7, 8)))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    events = wait_events(None)  # would sleep for ever if the queued events were missed
    assert [event.type for event in events] == [pygame.MOUSEMOTION, pygame.QUIT]
    assert wait_events(0.005) == [] and wait_events(0.0) == []


def test_a_lesson_waiting_for_the_student_draws_only_when_its_rings_change_size() -> None:
    """The coach's rings breathe through four sizes a few times, then rest: a waiting
    lesson draws a frame when the size changes (a few a second), then none, not sixty a
    second; each frame shows the size of its moment."""
    from table.ui import coach
    from table.ui.scenes.lesson import LessonScene
    from tests.ui.test_learn_lesson import settle as settle_lesson

    app = make_app()
    scene = LessonScene(app, LESSON_IDS[0])
    app.stack.reset(scene)
    settle_lesson(app, scene)
    assert scene.actor() is not None and scene.shown_bubble.points_at
    loop, fake = loop_for(app)
    sizes = []
    real_draw = app.draw

    def draw() -> None:
        sizes.append(coach.ring_grow(coach.pulse_at(scene.clock - scene._asked[1])))
        real_draw()

    app.draw = draw  # type: ignore[method-assign]
    breathing = coach.PULSES * 2 * math.pi / coach.PULSE_RATE
    started = fake.t
    while fake.t - started < breathing + 1:
        loop.iterate()
    assert 10 <= fake.draws <= breathing * 7, f"{fake.draws} frames while the rings breathed"
    # The first frame is owed anyway (a new loop); after it, each shows a new size.
    assert all(a != b for a, b in itertools.pairwise(sizes[1:])), "a frame drawn with nothing changed"
    assert set(sizes) == {4, 5, 6, 7}
    drawn = fake.draws
    for _ in range(100):
        loop.iterate()
    assert fake.draws == drawn and fake.timeouts[-1] is None, "the rings rest: nothing more to draw"
