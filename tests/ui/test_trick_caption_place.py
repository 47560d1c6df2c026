"""The reason a trick was won is shown over the prompt while the trick is held: in the
band the table keeps for the prompt's second line, so it covers nothing a table draws.

It once sat at a fixed height under the middle, where Batwalk's runway lies: the
reason ("wins show 3 with Red Garlic") hid the standees as they stepped forward.
"""

from __future__ import annotations

import pytest

from table.ui import gfx, layout
from table.ui.scenes.table_draw import caption_box
from table.ui.settings_model import UI_SCALES
from table.ui.tables.context import Geometry

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
