"""Munch's lesson at the table: driven to its end by mouse and keyboard, its forehead round
after it, and another move explained and retried (every lesson:
``tests/ui/test_learn_lesson.py``).
"""

from __future__ import annotations

import pytest

from table.ui.intents import click
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import TitleScene
from tests.ui.driver import FRAME, make_app
from tests.ui.test_learn_lesson import drive, point_for, settle, start


@pytest.mark.parametrize("how", ["mouse", "keyboard"])
def test_munch_lesson_driven_to_its_end(how: str) -> None:
    app = make_app()
    scene = start(app, "munch")
    moves = drive(app, scene, how)
    assert moves == 5 and scene.coach.finished and scene.coach.on_script
    end = app.stack.top
    assert isinstance(end, LessonEnd)
    app.step([], FRAME)  # the end box is drawn with the scores
    end.buttons[0].on_press()  # "Go on: The forehead round", the lesson's second part
    forehead = app.stack.top
    assert isinstance(forehead, LessonScene) and forehead.part == 1
    assert drive(app, forehead, how) == 2 and forehead.coach.finished
    end = app.stack.top
    assert isinstance(end, LessonEnd)
    end.buttons[0].on_press()  # "Play a real game"
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game_id == "munch"
    assert isinstance(app.stack.scenes[0], TitleScene)


def test_another_move_is_explained_and_retried() -> None:
    app = make_app()
    scene = start(app, "munch")
    settle(app, scene)
    while scene.coach.step is not None and scene.coach.step.on_other != "retry":
        scene.human_act(scene.coach.suggestion())
        settle(app, scene)
    step = scene.coach.step
    assert step is not None and step.on_other == "retry"
    other = next(a for a in scene.match.legal_actions(0) if a != step.teach)
    history = len(scene.match.state.history)
    app.step([click(point_for(scene, other))], FRAME)
    assert "Try again?" in scene.reply and len(scene.match.state.history) == history
    assert scene.coach.step is step  # the same step waits for the retry
