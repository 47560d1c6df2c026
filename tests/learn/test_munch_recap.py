"""Munch's recaps in its lesson: the final scores, predictions told once revealed, long recaps cut
(every game: ``tests/learn/test_recap.py``).
"""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.lessons import lesson_for
from table.learn.recap import recap


def test_the_recap_tells_the_final_scores() -> None:
    coach = Coach(lesson_for("munch"))
    while not coach.finished:
        coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names)[-2:] == [
        "Scores: you 50, Mildred -10, Bones 60.",
        "The game is over.",
    ]


def test_predictions_are_told_once_revealed_and_long_recaps_are_cut() -> None:
    coach = Coach(lesson_for("munch"))
    coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names, since=0)[:2] == [
        "New cards were dealt.",
        "You predicted 2. Mildred predicted 1. Bones predicted 0.",
    ]
    lines = recap(coach.state, 0, coach.lesson.names, since=0, limit=2)
    assert len(lines) == 2 and lines[0].startswith("(")
