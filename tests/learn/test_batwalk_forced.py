"""Batwalk's lesson: no forced move while there is a choice, then the last card
(every game's forced moves: ``tests/learn/test_forced.py``)."""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.forced import forced_move
from table.learn.lessons import lesson_for


def test_no_forced_move_when_there_is_a_choice() -> None:
    coach = Coach(lesson_for("batwalk"))
    assert forced_move(coach.state, 0) is None
    for _ in range(4):
        coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play 0" and forced.reason == "Your last card."
