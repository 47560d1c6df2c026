"""The coach's words in pages where its box cannot hold them at once (the pseudo-locale's
40% longer words at 960x540): the welcome alone first, and Space or a click on the box
turns to the step; where they fit (English at every size) they show together as before."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.core import i18n
from table.learn import LESSON_IDS
from table.manifest import catalogues
from table.ui import coach, gfx, layout
from table.ui.app import App
from table.ui.intents import click, key
from table.ui.scenes import lesson
from table.ui.scenes.lesson import LessonScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME
from tests.ui.test_learn_lesson import settle


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def _lesson(lang: str, game_id: str, size: tuple[int, int] = (960, 540)) -> tuple[App, LessonScene]:
    i18n.pin(lang, catalogues())
    app = App(Settings(ui_scale=1.0, learn_offered=True, animation_speed=8.0), size=size, sound=False)
    scene = LessonScene(app, game_id)
    app.stack.reset(scene)
    settle(app, scene)
    app.step([], FRAME)
    return app, scene


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_english_shows_the_welcome_with_the_first_step(game_id: str) -> None:
    for size in ((960, 540), (1280, 720)):
        app, scene = _lesson("en", game_id, size)
        assert scene.show_intro and not scene.more_pages
        assert scene.shown_blocks == [scene.lesson.intro, scene.shown_bubble.words]
        app.close()


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_words_too_long_for_the_box_come_in_pages_each_whole(game_id: str) -> None:
    app, scene = _lesson("qps", game_id)
    ctx = scene.context()
    words = " ".join(f"Sentence {n} of the step, long enough to fill a line of the box." for n in range(30))
    with gfx.at_scale(app.ui_scale):
        pages = coach.pages(ctx, scene.lesson.intro, "Well played!", words, lesson.READ_ON())
        assert pages[0] == (scene.lesson.intro, "", "")  # the welcome alone first
        assert pages[1][1] == "Well played!" and all(not page[1] for page in pages[2:])
        assert " ".join(page[2] for page in pages[1:]) == words  # every word, in order, once
        for page in pages[1:]:
            assert coach.fits(ctx, [text for text in (*page[1:], lesson.READ_ON()) if text])
    app.close()


@pytest.mark.parametrize("game_id", LESSON_IDS)
@pytest.mark.parametrize("how", ["skip", "click"])
def test_space_or_a_click_on_the_box_turns_the_page(how: str, game_id: str) -> None:
    app, scene = _lesson("qps", game_id)
    step = scene.shown_bubble.words
    scene.reply = " ".join(["Well played! That card was the one to play here, as the coach said."] * 12)
    app.step([], FRAME)
    assert scene.more_pages and scene.page == 0
    assert scene.shown_blocks == [scene.lesson.intro, "", lesson.READ_ON()]  # the welcome alone first
    with gfx.at_scale(app.ui_scale):
        box = coach.bubble_rect(scene.context())
    spot = layout.centre(box)
    turn = key("skip") if how == "skip" else click((round(spot[0]), round(spot[1])))
    for page in range(1, 10):
        app.step([turn], FRAME)
        app.step([], FRAME)
        assert scene.page == page and scene.lesson.intro not in scene.shown_blocks
        if not scene.more_pages:
            break
    assert not scene.more_pages and step.endswith(scene.shown_blocks[-1])  # the step ends the last page
    assert scene.actor() is not None  # still the student's move: turning pages played nothing
    app.close()
