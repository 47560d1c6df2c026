"""Munch's lesson: a trick finished by your card can be taken back (every game's undo:
``tests/learn/test_undo.py``).
"""

from __future__ import annotations

from table.learn.undo import check_undo, undo
from tests.learn.test_undo import COMPUTERS, lesson_after


def test_a_trick_finished_by_your_card_can_be_taken_back() -> None:
    """Munch: the student's Bat 8 ends trick 1 and the student leads next, so nothing
    new was shown: the undo takes back exactly that card."""
    coach, _ = lesson_after("munch", 2)
    check = check_undo(coach.state, 0, coach.lesson.names, computers=COMPUTERS)
    assert check.allowed and check.undone == ((0, "play bat-8"),)
    back = undo(coach.state, 0, computers=COMPUTERS)
    assert back.legal_actions(0) == ["play bat-8", "play topsy"]
