"""Royal's recap in its lesson tells claims, steals and scores (every game:
``tests/learn/test_recap.py``).
"""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.lessons import lesson_for
from table.learn.recap import recap


def test_the_recap_tells_claims_steals_and_scores() -> None:
    coach = Coach(lesson_for("royal"))
    names = coach.lesson.names
    coach.answer(coach.suggestion())
    assert recap(coach.state, 0, names) == [
        "Mildred called it true (wrong): it was the Toad 2. Mildred took it.",
        'Mildred gave you a card, saying "Royal".',
    ]
