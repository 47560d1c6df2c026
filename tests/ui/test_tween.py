"""Tween maths: easing ends, tween progress, and a timeline that can be sped up or skipped."""

from __future__ import annotations

import itertools

import pytest

from table.ui.tween import (
    Step,
    Timeline,
    Tween,
    clamp01,
    ease_in_out,
    ease_out_cubic,
    lerp,
    lerp_rect,
    linear,
)


@pytest.mark.parametrize("ease", [linear, ease_out_cubic, ease_in_out])
def test_easings_run_from_zero_to_one_without_going_back(ease: object) -> None:
    assert callable(ease)
    samples = [ease(i / 50) for i in range(51)]
    assert samples[0] == pytest.approx(0.0) and samples[-1] == pytest.approx(1.0)
    assert all(b >= a - 1e-12 for a, b in itertools.pairwise(samples))


def test_lerp_and_clamp() -> None:
    assert lerp(2, 10, 0.25) == 4
    assert lerp_rect((0, 0, 10, 10), (10, 20, 30, 40), 0.5) == (5, 10, 20, 25)
    assert clamp01(-3) == 0 and clamp01(7) == 1 and clamp01(0.4) == 0.4


def test_tween_waits_for_its_delay_then_runs_its_duration() -> None:
    tween = Tween(10.0, 20.0, duration=1.0, delay=0.5, ease=linear)
    tween.update(0.25)
    assert tween.value == 10.0 and not tween.done
    tween.update(0.75)
    assert tween.value == pytest.approx(15.0)
    tween.update(0.6)
    assert tween.value == 20.0 and tween.done


def test_tween_finish_jumps_to_the_end() -> None:
    tween = Tween(0.0, 1.0, duration=3.0)
    tween.finish()
    assert tween.done and tween.value == 1.0


def test_timeline_runs_steps_in_order_with_callbacks() -> None:
    said: list[str] = []
    timeline = Timeline()
    timeline.add(Step(1.0, on_start=lambda: said.append("a+"), on_end=lambda: said.append("a-")))
    timeline.add(Step(0.5, on_start=lambda: said.append("b+"), on_end=lambda: said.append("b-")))
    timeline.update(0.5)
    assert said == ["a+"] and timeline.busy
    timeline.update(0.6)  # ends a and starts b within one frame
    assert said == ["a+", "a-", "b+"]
    timeline.update(0.5)
    assert said == ["a+", "a-", "b+", "b-"] and not timeline.busy


def test_timeline_speed_scales_time() -> None:
    ended: list[int] = []
    fast = Timeline(speed=4.0)
    fast.add(Step(1.0, on_end=lambda: ended.append(1)))
    fast.update(0.24)
    assert not ended
    fast.update(0.02)
    assert ended == [1]


def test_skip_finishes_every_step_in_order() -> None:
    said: list[str] = []
    timeline = Timeline()
    for name in "xyz":
        timeline.add(
            Step(2.0, on_start=lambda n=name: said.append(n + "+"), on_end=lambda n=name: said.append(n))
        )
    timeline.update(0.1)
    timeline.skip()
    assert said == ["x+", "x", "y+", "y", "z+", "z"]
    assert not timeline.busy


def test_timeline_draw_gets_eased_progress_of_the_running_step() -> None:
    seen: list[tuple[str, float]] = []
    timeline = Timeline()
    timeline.add(Step(1.0, draw=lambda tag, t: seen.append((tag, t)), ease=linear))
    timeline.draw("before start")
    assert seen == []
    timeline.update(0.25)
    timeline.draw("surface")
    assert seen == [("surface", pytest.approx(0.25))]


def test_steps_added_while_running_keep_their_order() -> None:
    said: list[str] = []
    timeline = Timeline()
    timeline.add(Step(0.1, on_end=lambda: timeline.add(Step(0.1, on_end=lambda: said.append("late")))))
    timeline.add(Step(0.1, on_end=lambda: said.append("second")))
    timeline.update(1.0)
    assert said == ["second", "late"]


def test_make_ahead_runs_each_waiting_steps_ahead_once_in_order_never_the_running_ones() -> None:
    """A banner's box and words are set ahead, in a frame with little to do, while the
    steps before it run; never once its own step has begun (it is drawn by then)."""
    made: list[str] = []
    timeline = Timeline()
    timeline.add(Step(1.0, ahead=lambda: made.append("first")))
    timeline.add(Step(1.0))
    timeline.add(Step(1.0, ahead=lambda: made.append("third")))
    timeline.update(0.5)  # the first step has begun: its drawing is its own now
    assert timeline.make_ahead() is True and made == ["third"]
    assert timeline.make_ahead() is False and made == ["third"]  # once each
    fresh = Timeline()
    fresh.add(Step(1.0, ahead=lambda: made.append("waiting")))
    assert fresh.make_ahead() is True and made == ["third", "waiting"]  # not begun yet
