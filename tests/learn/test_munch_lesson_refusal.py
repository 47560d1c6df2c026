"""Munch's lesson: the coach says the engine's refusal in the language spoken (issue 33)."""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.lessons import lesson_for


def test_the_coach_says_the_engines_refusal_in_the_language_spoken() -> None:
    from table.core import i18n
    from table.manifest import catalogues

    coach = Coach(lesson_for("munch"))
    coach.answer("predict 4")
    i18n.use("de", catalogues())
    illegal = coach.answer("play vampire-6")  # Mildred led a Bat: the engine refuses it
    assert illegal.outcome == "illegal"
    assert illegal.message.startswith("Du musst bedienen: du hast eine Karte der Farbe "), illegal.message
