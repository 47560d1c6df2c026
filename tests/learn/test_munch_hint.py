"""Munch's hint in its lesson names the deciding factor (every game's hints:
``tests/learn/test_hint.py``).
"""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.hint import hint
from table.learn.lessons import lesson_for
from tests.learn.test_hint import FAST


def test_munchs_reason_names_the_deciding_factor() -> None:
    coach = Coach(lesson_for("munch"))
    coach.answer("predict 2")
    given = hint(coach.state, 0, coach.lesson.names, iterations=FAST)
    assert given.action == "play bat-8"
    assert given.reason == "Take it with the Bat 8: you still need 2 more tricks."
    assert given.points_at == ("bat-8",)
