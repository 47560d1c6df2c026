"""Munch's lesson: the forehead round played as its second part, the coach's answer to each
kind of move, and the tutorial command naming a broken step (every lesson:
``tests/learn/test_lessons.py``).
"""

from __future__ import annotations

import pytest

from table.learn.coach import Coach
from table.learn.lessons import lesson_for


def test_munch_plays_the_forehead_round_as_its_second_part() -> None:
    # Not only told: the student predicts from the others' cards, never seeing their own,
    # then plays it blind (issue 32).
    forehead = lesson_for("munch").then
    assert forehead is not None and forehead.deal["hand_number"] == 1
    coach = Coach(forehead)
    view = coach.state.view(coach.lesson.student)
    assert view["forehead"] and view["hands"][0] == [None]  # their own card unseen
    assert view["hands"][1] == ["bat-3"] and view["hands"][2] == ["werewolf-5"]  # the others' seen
    assert coach.legal_actions() == ["predict 0", "predict 1"]
    assert coach.answer("predict 0").outcome == "taught"
    assert coach.legal_actions() == ["play forehead"]
    assert coach.answer("play forehead").outcome == "taught" and coach.finished


def test_the_coach_answers_each_kind_of_move() -> None:
    coach = Coach(lesson_for("munch"))
    assert coach.bubble().teach == "predict 2" and coach.bubble().step == 1
    stood = coach.answer("predict 4")
    assert stood.outcome == "stood" and "Topsy Turvy can never win" in stood.message
    assert stood.played and any(e["type"] == "predictions_revealed" for e in stood.events)
    # Step 2: Mildred led a Bat; the Vampire is refused by the engine itself.
    illegal = coach.answer("play vampire-6")
    assert illegal.outcome == "illegal" and "Bat" in illegal.message and not illegal.played
    before = coach.state.to_json()
    retry = coach.answer("play topsy")
    assert retry.outcome == "retry" and "Try again?" in retry.message
    assert coach.state.to_json() == before, "a retry takes nothing back: nothing was played"
    taught = coach.answer("play bat-8")
    assert taught.outcome == "taught" and coach.bubble().step == 3


def test_the_tutorial_command_names_a_broken_lesson(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import dataclasses

    import table.learn.tutorial as tutorial
    from table.__main__ import main

    lesson = lesson_for("munch")
    broken_step = dataclasses.replace(lesson.steps[1], teach="play fairy-2")
    broken = dataclasses.replace(lesson, steps=(lesson.steps[0], broken_step, *lesson.steps[2:]))
    monkeypatch.setattr(tutorial, "lesson_for", lambda gid: broken)
    assert main(["tutorial", "--game", "munch", "--check"]) == 1
    out = capsys.readouterr().out.strip()
    assert out.count("\n") == 0 and "step 2" in out and "not legal" in out
