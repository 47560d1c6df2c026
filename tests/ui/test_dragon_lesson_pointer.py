"""In Dodge the Dragon's lesson the coach's pointer misses the prompt's words at the lead of the
blue 1, the card under the prompt (the pointer's path round a box:
``tests/ui/test_shared_layer_fits.py``).
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from table.ui import gfx
from table.ui.app import App
from table.ui.coach import bubble_rect
from table.ui.intents import key
from table.ui.pointer import gap, gap_to, route
from table.ui.scenes.lesson import LessonScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME


@pytest.mark.parametrize("scale", [1.0, 1.75])
def test_in_the_dragon_lesson_the_pointer_misses_the_prompts_words(scale: float) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=(1280, 720), sound=False)
    scene = LessonScene(app, "dragon")
    app.stack.reset(scene)
    for _ in range(3000):  # to the lead of the blue 1 (the card sits under the prompt)
        if scene.actor() is not None and scene.coach.suggestion() == "play blue-1":
            break
        seat = scene.actor()
        if seat is not None:
            scene._play(seat, scene.coach.suggestion())
        app.step([key("skip")] if scene.timeline.busy else [], FRAME)
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        from table.ui.coach import targets

        rings = targets(ctx, scene.shown_trick, [scene.shown_bubble.teach or ""])
        assert rings and rings[0] in ctx.frame.hand_rects
        box = ctx.geo.prompt_box(2, ctx.players)
        x, y, w, h = bubble_rect(ctx)
        first = rings[0]
        room = gap(ctx.geo.h)
        path = route((x, y, w, h), y + h / 2, first, [box], room, ctx.geo.h * 0.05)
    assert path is not None, "no line reaches the blue 1"
    near = pygame.Rect(round(box[0]), round(box[1]), round(box[2]), round(box[3]))
    for one, two in itertools.pairwise(path):
        assert not near.clipline(one, two), f"the pointer crosses the prompt from {one} to {two}"
    assert gap_to(path, box) >= room - 1, f"the pointer passes {gap_to(path, box):.1f} px from the prompt"
    app.close()
