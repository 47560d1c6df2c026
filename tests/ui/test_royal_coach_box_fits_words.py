"""The coach's box is no taller than its words need, down to the score panel it covers:
while moves play in Royal's lesson it said only "Well played!" in a box the whole side
column tall. Longer words still take the whole column (nothing half covered under it).
(``box_height`` is the box over the panel's place; a short reply is drawn in a box its
own size at the column's foot where there is room: ``test_coach_short_reply.py``.)"""

from __future__ import annotations

import pytest

from table.ui import coach, gfx, layout
from table.ui.app import App
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME
from tests.ui.test_learn_lesson import settle


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 1.75])
def test_a_short_reply_gets_a_short_box(size: tuple[int, int], scale: float) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=8.0, learn_offered=True), size=size, sound=False)
    scene = LessonScene(app, "royal")
    app.stack.reset(scene)
    settle(app, scene)
    assert not isinstance(app.stack.top, LessonEnd)
    app.step([], FRAME)
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        column, panel = coach.bubble_rect(ctx), ctx.geo.score_panel_rect(ctx.players)
        one_line = coach.box_height(ctx, gfx.line_height(round(ctx.geo.h * 0.026)))
        many_lines = coach.box_height(ctx, column[3])
    app.close()
    assert one_line < column[3] * 0.8, f"a one-line reply in a box {one_line:.0f} of {column[3]:.0f} tall"
    box = (column[0], column[1], column[2], one_line)
    covered = layout.overlap(box, panel)
    assert covered == pytest.approx(panel[2] * panel[3]), "the short box leaves the score panel half covered"
    assert many_lines == column[3]
