"""Snow's lesson opens on a forced move: the only move needs no search (every game's hints:
``tests/learn/test_hint.py``).
"""

from __future__ import annotations

import pytest

from table.learn.coach import Coach
from table.learn.hint import hint
from table.learn.lessons import lesson_for
from tests.learn.test_hint import FAST


def test_the_only_move_needs_no_search() -> None:
    coach = Coach(lesson_for("snow"))
    given = hint(coach.state, 0, iterations=FAST)
    assert (given.action, given.reason, given.runner_up) == ("play gremlin", "It is your only move.", None)
    with pytest.raises(ValueError, match="not your turn"):
        hint(coach.state, 1, iterations=FAST)
