"""Royal's lesson: the computer judging a card you gave reveals nothing (every game's undo:
``tests/learn/test_undo.py``).
"""

from __future__ import annotations

from table.learn.undo import check_undo
from tests.learn.test_undo import COMPUTERS, lesson_after


def test_the_computer_judging_a_card_you_gave_reveals_nothing() -> None:
    """Royal: Mildred's verdict on the student's own Toad shows no card the student did
    not know, so the give, her judgement and her next give are all taken back."""
    coach, _ = lesson_after("royal", 1)
    check = check_undo(coach.state, 0, computers=COMPUTERS)
    assert check.allowed
    assert [seat for seat, _ in check.undone] == [0, 1, 1]
