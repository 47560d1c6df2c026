"""In Batwalk the trick's caption leaves the runway clear (every table's caption:
``tests/ui/test_trick_caption_place.py``).
"""

from __future__ import annotations

import pytest

from table.games import get_game
from table.ui import gfx, layout
from table.ui.scenes.table_draw import caption_box
from table.ui.tables.batwalk.runway import runway_area
from tests.ui.driver import make_app, start_table
from tests.ui.test_trick_caption_place import SIZES


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
