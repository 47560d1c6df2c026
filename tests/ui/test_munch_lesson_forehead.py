"""Munch's lesson plays the forehead round, not only tells it: the end box of its
four-card hand leads on to a second part on a deal of hand 1, where the student sees
the others' cards held up and never their own until it is played (issue 32)."""

from __future__ import annotations

import pytest

from table.ui.app import App
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.setup import SetupScene
from table.ui.settings_model import Settings
from tests.ui.test_learn_lesson import drive, settle


@pytest.mark.parametrize("how", ["mouse", "keyboard"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_forehead_round_is_played_after_the_first_hand(how: str, size: tuple[int, int]) -> None:
    app = App(Settings(animation_speed=8.0, learn_offered=True), size=size, sound=False)
    first = LessonScene(app, "munch")
    app.stack.reset(first)
    drive(app, first, how)
    end = app.stack.top
    assert isinstance(end, LessonEnd) and not end.last_part
    app.step([], 0.0)
    assert end.buttons[0].label == "Go on: The forehead round"
    end.buttons[0].on_press()
    forehead = app.stack.top
    assert isinstance(forehead, LessonScene) and forehead.part == 1
    settle(app, forehead)
    assert forehead.actor() == 0 and forehead.match.view()["forehead"]
    app.step([], 0.0)
    faces = app.probe.faces
    assert {"bat-3", "werewolf-5"} <= faces, "the others' cards are held up for the student"
    assert "fairy-6" not in faces, "the student's own card stays unseen"
    assert drive(app, forehead, how) == 2  # predict, then play the unseen card
    assert forehead.coach.finished and forehead.coach.on_script
    last = app.stack.top
    assert isinstance(last, LessonEnd) and last.last_part
    last.buttons[0].on_press()  # "Play a real game"
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game_id == "munch"
    app.close()
