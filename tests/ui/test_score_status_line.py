"""A score row's status line ("winning the show so far", "dealer · predicting…") sits
under its name and inside its row at every table, window size, UI scale and player
count, never squashed into the next row or the panel's edge, and never under 12 px."""

from __future__ import annotations

import pytest

from table.games import game_ids, get_game
from table.ui import gfx
from table.ui.app import App
from table.ui.scenes.table_draw import status_line
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import applied_ui_scale
from tests.ui.driver import start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_status_line_fits_under_the_name(game_id: str, size: tuple[int, int]) -> None:
    game = get_game(game_id)
    for scale in sorted({applied_ui_scale(scale, size) for scale in UI_SCALES}):
        app = App(Settings(ui_scale=scale), size=size, sound=False)
        spec = ",".join(["human"] + ["ai"] * (game.max_players - 1))
        scene = start_table(app, game_id, spec, seed=1)
        with gfx.at_scale(app.ui_scale):
            geo = scene.geometry()
            row_h = geo.score_row_height(len(scene.names))
            px = round(geo.h * 0.028)
            sub_px, top = status_line(geo, row_h, px)
            name_bottom = row_h * 0.08 + gfx.font(px, True).get_height() * 0.9
            where = f"{game_id} at {app.ui_scale:.0%}: row {row_h:.0f}, status at {top:.0f}"
            assert top >= name_bottom, f"into the name (ends {name_bottom:.0f}): {where}"
            assert top + gfx.font(sub_px).get_height() <= row_h + 1, f"past the row: {where}"
            assert gfx.font_size(sub_px) >= 12, where
        app.close()
