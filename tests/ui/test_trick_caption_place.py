"""The reason a trick was won is shown over the prompt while the trick is held: in the
band the table keeps for the prompt's second line, so it covers nothing a table draws.

It once sat at a fixed height under the middle, where Batwalk's runway lies: the
reason ("wins show 3 with Red Garlic") hid the standees as they stepped forward.
"""

from __future__ import annotations

import pytest

from table.games import get_game
from table.ui import gfx, layout
from table.ui.scenes.table_draw import caption_box
from table.ui.settings_model import UI_SCALES
from table.ui.tables.batwalk.runway import runway_area
from table.ui.tables.context import Geometry
from tests.ui.driver import make_app, start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _inside(inner: layout.Rect, outer: layout.Rect) -> bool:
    return (inner[0] >= outer[0] - 0.5 and inner[1] >= outer[1] - 0.5
            and inner[0] + inner[2] <= outer[0] + outer[2] + 0.5
            and inner[1] + inner[3] <= outer[1] + outer[3] + 0.5)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", UI_SCALES)
def test_the_caption_lies_in_the_prompts_second_line(size: tuple[int, int], scale: float) -> None:
    with gfx.at_scale(scale):
        geo = Geometry.for_size(size)
        for seats in range(2, 7):
            box = caption_box(geo, seats)
            assert box[3] > 0
            assert _inside(box, geo.prompt_box(2, seats))  # what the overlap audit keeps clear
            assert layout.overlap(box, geo.prompt_box(1, seats)) == 0  # the prompt still reads


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 6])
def test_in_batwalk_the_caption_leaves_the_runway_clear(size: tuple[int, int], players: int) -> None:
    assert get_game("batwalk").max_players >= players
    app = make_app(size)
    scene = start_table(app, "batwalk", ",".join(["human"] + ["ai"] * (players - 1)), seed=2)
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        assert layout.overlap(caption_box(ctx.geo, len(ctx.names)), runway_area(ctx, ctx.geo)) == 0
    app.close()
