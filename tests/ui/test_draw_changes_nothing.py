"""``draw`` changes nothing, layout included: each scene is laid out in ``place()``, which
the app calls after every update for every visible scene, and drawing a scene once or
twice, even at a size it has not been laid out for, leaves every attribute it has (its
widgets' rectangles and text sizes among them) as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from table.games import game_ids
from table.learn import LESSON_IDS
from table.ui import gfx
from table.ui.app import App
from table.ui.scene import Scene
from table.ui.scenes.common import ConfirmOverlay
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import LearnMenu, TitleScene
from tests.ui.driver import make_app


def state(value: object, seen: set[int] | None = None) -> object:
    """Everything a scene keeps, as plain nested values: its own attributes and those of
    the project's objects it holds (widgets, focus lists), but not the app's."""
    seen = set() if seen is None else seen
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list | tuple):
        return [state(item, seen) for item in value]
    if isinstance(value, dict):
        return {repr(key): state(item, seen) for key, item in value.items()}
    if not type(value).__module__.startswith("table.") or id(value) in seen or isinstance(value, App):
        return type(value).__name__
    seen.add(id(value))
    fields = getattr(value, "__dict__", {})
    return {name: state(item, seen) for name, item in fields.items() if name != "app"}


def _title(app: App) -> Scene:
    app.notice = "Your settings file was damaged: the defaults are back."  # a notice takes room too
    return TitleScene(app)


def _lesson_end(app: App) -> Scene:
    lesson = LessonScene(app, LESSON_IDS[-1])  # any lesson: its end box
    app.push(lesson)
    return LessonEnd(app, lesson)


SCENES: dict[str, Callable[[App], Scene]] = {
    "title": _title,
    **{f"setup {game_id}": (lambda app, game_id=game_id: SetupScene(app, game_id)) for game_id in game_ids()},
    "settings": SettingsScene,
    "learn menu": LearnMenu,
    "confirm": lambda app: ConfirmOverlay(app, "Replace the saved game?", "It will be lost.",
                                          ("Start", lambda: None), "Keep it"),
    "lesson end": _lesson_end,
}


@pytest.mark.parametrize("name", SCENES)
def test_drawing_a_scene_changes_nothing(name: str) -> None:
    app = make_app((1280, 720))
    scene = SCENES[name](app)
    app.push(scene)
    if isinstance(scene, SetupScene):
        scene.toggle_advanced()  # the deal number and its note shown too
    app.step([], 0.0)
    app.resize((960, 540))  # a size the scene has not been laid out for yet
    before = state(scene)
    with gfx.at_scale(app.ui_scale):
        scene.draw(app.surface)
        scene.draw(app.surface)
    assert state(scene) == before
    app.step([], 0.0)  # the next frame lays it out for the new size, before drawing it
    assert state(scene) != before, "the layout follows the window outside draw"
