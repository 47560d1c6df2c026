"""Munch's lesson hints in German (every game's hints in every language:
``tests/learn/test_hint_languages.py``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.core import i18n
from table.learn.coach import Coach
from table.learn.hint import hint
from table.learn.lessons import lesson_for
from table.manifest import catalogues
from tests.learn.test_hint import FAST


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def test_the_lesson_hints_in_german() -> None:
    i18n.use("de", catalogues())
    coach = Coach(lesson_for("munch").said())
    coach.answer("predict 2")
    given = hint(coach.state, 0, coach.lesson.names, iterations=FAST)
    assert given.action == "play bat-8"
    assert given.reason.startswith("Nimm ihn mit ") and given.reason.endswith("Du brauchst noch 2 Stiche.")
