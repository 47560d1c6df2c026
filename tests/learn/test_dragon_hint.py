"""Dodge the Dragon's hint words, found playing a whole game in the real window; the reason
naming the deciding factor in its lesson, and a view of an unknown shape still getting a
reason (every game's hints: ``tests/learn/test_hint.py``)."""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.hint import hint
from table.learn.lessons import lesson_for
from tests.learn.test_hint import FAST


def test_a_pick_that_never_left_you_ahead_is_said_as_the_best_on_average() -> None:
    """Played whole in the real window (Dragon, round 5, the Dragon and the Black 2 left in
    black, last to a pointless black trick): the hint said "Play the Black 12 (the Dragon):
    in 0 of 229 deals of the unseen cards the computer tried, it left you ahead", a count
    that argues against its own move. The search picks what did best on average; say so."""
    from table.ai.heuristics.factors import Explanation
    from table.learn.reasons import reason

    why = Explanation("play black-12", "play black-2", None, True, ())
    found = {"play black-12": (229, 0), "play black-2": (171, 5)}
    said = reason("dragon", {"phase": "play"}, 0, why, None, found)
    assert said == ("Play the Black 12 (the Dragon): the computer played the rest out over 229 deals "
                    "of the unseen cards, and this did best on average.")
    # the next best ahead more often, its count no argument for the pick either
    found = {"play black-12": (200, 20), "play black-2": (100, 30)}
    assert "best on average" in reason("dragon", {"phase": "play"}, 0, why, None, found)
    # ahead more often than the next best: the counts say why
    found = {"play black-12": (200, 90), "play black-2": (100, 30)}
    assert "in 90 of 200 deals" in reason("dragon", {"phase": "play"}, 0, why, None, found)


def test_reasons_name_the_deciding_factor() -> None:
    coach = Coach(lesson_for("dragon"))
    for _ in range(3):
        coach.answer(coach.suggestion())
    given = hint(coach.state, 0, coach.lesson.names, iterations=FAST)
    # Ghoulia dropped the Dragon on Bones's Blue 10: duck, whichever blue under it.
    assert given.action in ("play blue-9", "play blue-5", "play safety-1")
    assert "15 points" in given.reason


def test_a_view_of_an_unknown_shape_still_gets_a_reason() -> None:
    from table.ai.heuristics.factors import Explanation, Factor
    from table.learn.reasons import reason

    why = Explanation("play blue-9", "play blue-12", Factor("duck", 100.0), True, (Factor("duck", 100.0),))
    # The search decides, and the hint says what it found (issue 32), not "it does better".
    found = {"play blue-9": (70, 49), "play blue-12": (30, 9)}
    said = reason("dragon", {"phase": "play"}, 0, why, None, found)
    assert said == ("Play the Blue 9: in 49 of 70 deals of the unseen cards it left you ahead; "
                    "the Blue 12 did in 9 of 30.")
    assert "does better" not in reason("dragon", {"phase": "play"}, 0, why, None)
