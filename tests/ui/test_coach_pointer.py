"""The coach's pointer line crosses no seat's plate, no decision button (Royal's claims)
and not the prompt's words, only ever ending at what it points at: every coached step of
every lesson, at 960x540, 1280x720 and 1920x1080, at 100% and 175%, as the bubble draws it."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from table.learn import LESSON_IDS
from table.ui import coach, gfx, layout
from table.ui.app import App
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME
from tests.ui.test_learn_lesson import settle

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _crossed(path: list[layout.Point], boxes: list[layout.Rect]) -> list[layout.Rect]:
    near = [pygame.Rect(round(b[0]), round(b[1]), round(b[2]), round(b[3])) for b in boxes]
    steps = list(itertools.pairwise(path))
    return [boxes[i] for i, box in enumerate(near) for one, two in steps if box.clipline(one, two)]


@pytest.mark.parametrize("game_id", LESSON_IDS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 1.75])
def test_the_pointer_crosses_nothing(game_id: str, size: tuple[int, int], scale: float,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[Any] = []
    real = coach.pointer_path

    def record(start: layout.Point, end: layout.Point, avoid: Any, gap: float) -> list[layout.Point]:
        path = real(start, end, avoid, gap)
        drawn.append(path)
        return path

    monkeypatch.setattr(coach, "pointer_path", record)
    app = App(Settings(ui_scale=scale, animation_speed=8.0, learn_offered=True), size=size, sound=False)
    scene = LessonScene(app, game_id)
    app.stack.reset(scene)
    problems, pointed = [], 0
    for _ in range(60):
        settle(app, scene)
        if isinstance(app.stack.top, LessonEnd):
            break
        drawn.clear()
        app.step([], FRAME)  # drawn: the bubble, its rings and its pointer
        if drawn:
            pointed += 1
            with gfx.at_scale(app.ui_scale):
                ctx = scene.context()
                bubble = scene.shown_bubble
                target = coach.targets(ctx, scene.shown_trick, [bubble.teach or "", *bubble.points_at])[0]
                geo = ctx.geo
                seats = layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).values()
                plates = [geo.plate_rect(point) for point in seats]
                boxes = [geo.prompt_box(2, ctx.players), *plates, *ctx.frame.button_rects]
                boxes = [box for box in boxes if layout.overlap(box, target) == 0]
                for box in _crossed(drawn[-1], boxes):
                    problems.append(f"step {bubble.step}: {drawn[-1]} to {target} crosses {box}")
        scene.human_act(scene.coach.suggestion())  # the taught move (clicks: test_learn_lesson)
    app.close()
    assert pointed, "the coach never pointed across the table"
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + "; ".join(problems[:4])
