"""Batwalk's recap in its lesson tells a steal and the show won (every game:
``tests/learn/test_recap.py``).
"""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.lessons import lesson_for
from table.learn.recap import recap


def test_the_recap_tells_a_steal_and_the_show_won() -> None:
    coach = Coach(lesson_for("batwalk"))
    coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names)[0] == (
        "Mildred played the Red Star (stole the show, +1), Bones the Blue Garlic. Bones won the show."
    )
