"""Snow's lesson: another human's move blocks an undo in hot seat (every game's undo:
``tests/learn/test_undo.py``).
"""

from __future__ import annotations

from table.learn.undo import check_undo
from tests.learn.test_undo import lesson_after


def test_another_humans_move_blocks_an_undo_in_hot_seat() -> None:
    coach, before = lesson_after("snow", 1)
    check = check_undo(coach.state, 0, seen=before[0], computers={2})  # seat 1 is a human
    assert check.reason == "Can't undo: another player has moved since."
