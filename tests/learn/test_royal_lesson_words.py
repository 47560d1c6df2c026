"""What Royal's lesson says where a newcomer was lost: its shortened game said to differ from a
real one."""

from __future__ import annotations

from table.learn import lesson_for


def test_royal_says_the_lesson_is_shortened() -> None:
    lesson = lesson_for("royal")
    assert lesson.options["lose_at"] == 2 and len(lesson.deal["penalty"]) == 50
    assert "50" in lesson.intro and "pair" in lesson.intro
    assert "real game" in lesson.intro and "four of a kind" in lesson.intro
