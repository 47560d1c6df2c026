"""Every lesson is validated against the rules engine, so a rules change that breaks a
lesson fails here: each taught move is legal at its step, each explained move is
another legal move there, every pointer names a card, a move or a table target, the
lesson reaches its end on script, and a student who deviates everywhere finishes too."""

from __future__ import annotations

import pytest

from table.games import game_ids
from table.learn.check import deviate, follow, problems
from table.learn.coach import Coach
from table.learn.lesson import Lesson
from table.learn.lessons import LESSON_IDS, lesson_for

# Every part of every lesson (Munch's second part plays the forehead round on its own deal).
PARTS = [(gid, number) for gid in LESSON_IDS for number in range(len(lesson_for(gid).parts()))]


def _part(gid: str, number: int) -> Lesson:
    return lesson_for(gid).parts()[number]


def test_every_game_has_a_lesson() -> None:
    assert list(LESSON_IDS) == game_ids()
    with pytest.raises(KeyError, match="lessons: munch"):
        lesson_for("chess")


@pytest.mark.parametrize(("gid", "part"), PARTS)
def test_the_lesson_agrees_with_the_engine(gid: str, part: int) -> None:
    assert problems(_part(gid, part)) == []


@pytest.mark.parametrize(("gid", "part"), PARTS)
def test_a_student_who_follows_the_coach_finishes_with_the_scoring(gid: str, part: int) -> None:
    lesson = _part(gid, part)
    run = follow(lesson)
    assert run.finished and run.on_script
    assert run.steps_taught == len(lesson.steps)
    assert f"{lesson.score_label}:" in run.ending and lesson.ending in run.ending


@pytest.mark.parametrize(("gid", "part"), PARTS)
def test_a_student_who_deviates_everywhere_still_finishes(gid: str, part: int) -> None:
    lesson = _part(gid, part)
    run = deviate(lesson)
    assert run.finished and run.on_script
    retried = [s for s in lesson.steps if s.on_other == "retry" and len(s.others) > 0]
    assert run.outcomes.count("retry") >= len(retried)


@pytest.mark.parametrize(("gid", "part"), PARTS)
def test_every_move_a_stand_step_lets_stand_keeps_the_lesson_on_script(gid: str, part: int) -> None:
    lesson = _part(gid, part)
    widest = 1
    coach = Coach(lesson)
    for step in lesson.steps:
        if step.on_other == "stand":
            widest = max(widest, len(step.others) or len(coach.legal_actions()) - 1)
        coach.answer(step.teach)
    for choice in range(widest):
        run = deviate(lesson, choice)
        assert run.finished and run.on_script, f"choice {choice}"


@pytest.mark.parametrize("gid", LESSON_IDS)
def test_the_lesson_is_short_and_covers_its_rules(gid: str) -> None:
    parts = lesson_for(gid).parts()
    assert 3 <= sum(len(lesson.steps) for lesson in parts) <= 20
    assert sum(follow(lesson).moves for lesson in parts) <= 30  # a few minutes of play
    assert sum(len(lesson.covers) for lesson in parts) >= 3
    assert all(step.words and step.why for lesson in parts for step in lesson.steps)


def test_the_tutorial_command_checks_every_lesson(capsys: pytest.CaptureFixture[str]) -> None:
    from table.__main__ import main

    for gid in LESSON_IDS:
        assert main(["tutorial", "--game", gid, "--check"]) == 0
        out = capsys.readouterr().out
        assert out.count("finished in") == 2 * len(lesson_for(gid).parts()) and "steps" in out


@pytest.mark.parametrize(("gid", "part"), PARTS)
def test_the_coach_never_points_at_a_card_the_student_cannot_see(gid: str, part: int) -> None:
    coach = Coach(_part(gid, part))
    while coach.step is not None:
        hidden = coach.state.hidden_ids(coach.lesson.student)
        assert not hidden & set(coach.bubble().points_at), coach.bubble().words
        coach.answer(coach.suggestion())
