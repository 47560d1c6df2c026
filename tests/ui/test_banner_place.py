"""A banner ("Topsy Turvy!", "… steals the show!", "Hunters are unlocked!") never covers
the trick it tells of: at every table, window size, UI scale and player count it lies
below the trick with its caption and names, inside the window and clear of the hand's
highest card; Royal's reveal keeps its place under the card in the middle."""

from __future__ import annotations

import pytest

from table.games import game_ids, get_game
from table.ui import gfx
from table.ui.app import App
from table.ui.scenes.table_draw import banner_rect
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.base import Banner
from table.ui.tables.context import applied_ui_scale
from tests.per_game import data_of
from tests.ui.driver import start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
# The games with tricks (TRICK_UNIT in their test data); Royal's banner is under its card
# (test_royal_table20).
GAMES = [game for game in game_ids() if data_of(game, "TRICK_UNIT") is not None]


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_banner_lies_below_the_trick(game_id: str, size: tuple[int, int]) -> None:
    game = get_game(game_id)
    scales = sorted({applied_ui_scale(scale, size) for scale in UI_SCALES})
    for scale in scales:
        for players in range(game.min_players, game.max_players + 1):
            app = App(Settings(ui_scale=scale), size=size, sound=False)
            scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=1)
            seats = len(scene.names)
            with gfx.at_scale(app.ui_scale):
                geo = scene.geometry()
                trick = geo.trick_area(seats)
                hand_top = geo.hand_rects(1, None)[0][1]
                for lines in (1, 2):
                    box = banner_rect(geo, Banner("Topsy Turvy!", ["A line of words"] * lines), seats)
                    where = f"{game_id} {players} players at {scale:.0%}, {lines} lines: {box}"
                    assert not _overlap(box, trick), f"over the trick {trick}: {where}"
                    assert box[1] + box[3] <= hand_top + 1, f"over the hand (top {hand_top}): {where}"
                    assert box[0] >= 0 and box[0] + box[2] <= size[0], where
                    prompt = geo.prompt_box(1, seats)  # the line under the table, never cut in half
                    bottom, prompt_bottom = box[1] + box[3], prompt[1] + prompt[3]
                    assert not prompt[1] < bottom < prompt_bottom, f"across the prompt {prompt}: {where}"
            app.close()
