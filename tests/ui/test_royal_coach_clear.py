"""In Royal's lesson the coach's box leaves your own critters in sight: while the claim
buttons take their room under the card in play they lie at the side column's foot, and
the box ends above them (found playing: the box covered the side column, so your critters
were hidden whenever you had to choose). Every step of the lesson, each stage of a move
made in parts (card, seat, claim) pressed by keyboard as the coach asks, at 960x540,
1280x720 and 1920x1080, at 100% and 175%."""

from __future__ import annotations

import pytest

from table.ui import coach, gfx, layout
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.settings_model import Settings
from table.ui.tables.royal.draw import front_cards, own_look
from tests.ui.driver import FRAME
from tests.ui.test_learn_lesson import settle


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 1.75])
def test_the_coach_box_leaves_your_critters_in_sight(size: tuple[int, int], scale: float) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=8.0, learn_offered=True), size=size, sound=False)
    scene = LessonScene(app, "royal")
    app.stack.reset(scene)
    problems: list[str] = []
    modes: set[str] = set()
    for _ in range(80):
        settle(app, scene)
        if isinstance(app.stack.top, LessonEnd):
            break
        app.step([], FRAME)
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            box = coach.bubble_rect(ctx)
            own = own_look(ctx, ctx.geo)
            fronts = front_cards(ctx, ctx.geo, ctx.view)
            cards = [front.rect for front in fronts if front.seat == ctx.bottom_seat]
        modes.add(own.mode)
        step = scene.shown_bubble.step
        for rect in ([own.rect] if own.mode != "hidden" else []) + cards:
            if layout.overlap(box, rect) > 0:
                problems.append(f"step {step}: your critters ({own.mode}) at {rect} under the box {box}")
        app.step([key("activate")], FRAME)  # the coach's move, one stage at a time (its focus)
    app.close()
    assert "side" in modes, f"the claim buttons never pushed your critters aside ({modes})"
    assert not problems, f"at {size}, {scale:.0%}: " + "; ".join(problems[:3])
