"""Dodge the Dragon's forced opening lead of blue 1
(every game's forced moves: ``tests/learn/test_forced.py``)."""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.forced import forced_move
from table.learn.lessons import lesson_for


def test_dragons_opening_blue_1() -> None:
    coach = Coach(lesson_for("dragon"))
    assert forced_move(coach.state, 0) is None  # the pass is a choice
    coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play blue-1" and forced.kind == "opening lead"
    assert "blue 1" in forced.reason
    assert forced_move(coach.state, 1) is None  # not Mildred's turn
