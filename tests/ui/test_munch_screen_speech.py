"""Munch's lesson by ear: the lessons menu, the coach and the lesson's end, which offers its
forehead round (every screen: ``tests/ui/test_screen_speech.py``).
"""

from __future__ import annotations

from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.title import LearnMenu
from table.ui.speech import Transcript
from tests.ui.driver import make_app
from tests.ui.test_screen_speech import press


def test_the_lessons_menu_the_coach_and_the_lessons_end_speak(heard: Transcript) -> None:
    app = make_app(speed=8.0)
    app.routes.start()
    app.push(LearnMenu(app))
    press(app)
    assert heard.lines[-2] == "Up and Down move; Enter chooses; Escape goes back."
    assert heard.lines[-1].endswith(", button.")
    heard.clear()
    lesson = LessonScene(app, "munch")
    app.stack.reset(lesson)
    for _ in range(120):
        press(app)
    coach = [line for line in heard.lines if line.startswith("Coach, step 1 of")]
    assert coach and lesson.shown_bubble.words in coach[0]
    assert heard.lines.index(lesson.lesson.intro) < heard.lines.index(coach[0])
    # What to press comes last: the focus, on the move the step asks for.
    assert lesson.shown_bubble.teach == "predict 2"
    assert heard.lines[-1] == "2, button."
    assert lesson.coach.step_index == 0
    # Munch's first part ends by offering its second, the forehead round, as the box shows.
    app.push(LessonEnd(app, lesson))
    press(app)
    assert any(line.startswith("Well done: ") for line in heard.lines)
    assert heard.lines[-1] == "Go on: The forehead round, button."
    heard.clear()
    last = LessonScene(app, "munch", 1)
    app.stack.reset(last)
    app.push(LessonEnd(app, last))
    press(app)
    assert any(line.startswith(f"Lesson complete: {lesson.lesson.title}") for line in heard.lines)
    assert heard.lines[-1] == "Play a real game, button."
