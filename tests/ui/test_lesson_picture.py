"""Munch's lesson shows the forehead round, not only tells it: its end box draws the
cards as the student would see hand 1 (the others' cards face up, their own face down),
between its words and its buttons, at 960x540 and 1280x720, 100% and 175%."""

from __future__ import annotations

import pytest

from table.ui import gfx, layout
from table.ui.app import App
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.settings_model import Settings
from tests.ui.test_learn_lesson import drive


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 1.75])
def test_the_forehead_round_is_pictured(size: tuple[int, int], scale: float) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=8.0, learn_offered=True), size=size, sound=False)
    scene = LessonScene(app, "munch")
    app.stack.reset(scene)
    drive(app, scene, "keyboard")
    end = app.stack.top
    assert isinstance(end, LessonEnd)
    app.step([], 0.0)
    assert {"bat-3", "werewolf-5"} <= app.probe.faces  # the others' cards, face up
    with gfx.at_scale(app.ui_scale):
        pictured = end.picture_rects()
        box = end.box()
        buttons = [button.rect for button in end.buttons]
    assert [card for (_, card), _ in pictured] == ["bat-3", "werewolf-5", None]  # yours: face down
    rects = [rect for _, rect in pictured]
    for rect in rects:
        assert box[0] <= rect[0] and rect[0] + rect[2] <= box[0] + box[2]
        assert all(layout.overlap(rect, button) == 0 for button in buttons)
        assert rect[1] + rect[3] <= min(button[1] for button in buttons)
    assert all(layout.overlap(a, b) == 0 for i, a in enumerate(rects) for b in rects[i + 1:])
    app.close()
