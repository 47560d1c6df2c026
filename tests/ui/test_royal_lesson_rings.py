"""In Royal's lesson only the button the coach asks for is ringed: at the seat and claim
stages the rings went round every receiver and every claim, as if any would do (found
playing: all nine claims ringed gold, "Bat" asked for)."""

from __future__ import annotations

from table.ui import coach, gfx
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME
from tests.ui.test_learn_lesson import settle


def test_only_the_coached_button_is_ringed() -> None:
    app = App(Settings(animation_speed=8.0, learn_offered=True), size=(1280, 720), sound=False)
    scene = LessonScene(app, "royal")
    app.stack.reset(scene)
    checked, problems = 0, []
    for _ in range(80):
        settle(app, scene)
        if isinstance(app.stack.top, LessonEnd):
            break
        app.step([], FRAME)
        bubble = scene.shown_bubble
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            buttons = list(ctx.frame.button_rects)
            if ctx.actor is not None and bubble.teach and len(buttons) > 1:
                taught = coach.targets(ctx, scene.shown_trick, [bubble.teach])
                rings = coach.lesson_rings(ctx, scene.shown_trick, bubble.points_at, bubble.teach)
                ringed = [ring for ring in rings if ring in buttons]
                if taught and taught[0] in buttons:
                    checked += 1
                    if ringed != taught:
                        problems.append(f"step {bubble.step}: {len(ringed)} buttons ringed, not 1")
        app.step([key("activate")], FRAME)  # the coach's move, one stage at a time (its focus)
    app.close()
    assert checked >= 2, "never came to a seat or claim asked for among several buttons"
    assert not problems, "; ".join(problems[:3])
