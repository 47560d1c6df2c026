"""What the lessons say where a newcomer was lost: Batwalk's whose-vamp-is-whose legend and
why show 1 went to the Garlic and the lead jumped; Munch's Topsy Turvy told over two steps
in short sentences; Royal's shortened game said to differ from a real one."""

from __future__ import annotations

import re

from table.learn import lesson_for


def test_batwalk_tells_the_standees_and_why_show_one_and_the_lead_went_as_they_did() -> None:
    steps = lesson_for("batwalk").steps
    assert "runway" in steps[0].words and "score panel" in steps[0].words
    second = steps[1].words
    assert "Show 1" in second and "Garlic" in second and "after a Star" in second and "won" in second
    assert "lead jumped" in second and "at his right" in second


def test_munch_tells_topsy_turvy_over_two_steps_in_short_sentences() -> None:
    steps = lesson_for("munch").steps
    assert "Topsy Turvy" in steps[-2].words and "Topsy Turvy" in steps[-1].words
    sentences = [s for s in re.split(r"(?<=[.!?:])\s+", steps[-1].words) if s]
    assert len(sentences) >= 3 and max(len(s) for s in sentences) <= 80, sentences


def test_royal_says_the_lesson_is_shortened() -> None:
    lesson = lesson_for("royal")
    assert lesson.options["lose_at"] == 2 and len(lesson.deal["penalty"]) == 50
    assert "50" in lesson.intro and "pair" in lesson.intro
    assert "real game" in lesson.intro and "four of a kind" in lesson.intro
