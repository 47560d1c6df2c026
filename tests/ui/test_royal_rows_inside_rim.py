"""Every other seat's row of critters in front lies inside the table's border (the left
seat's started at x=2-5, over and outside the rim), at 3 sizes and two UI scales with 3 to 6 players: the
rim is found in the table's own art, along the row's middle."""

from __future__ import annotations

import pygame
import pytest

from table.ui import gfx, layout
from table.ui.app import App
from table.ui.settings_model import Settings
from tests.ui.driver import start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _rim(felt: pygame.Surface, y: int, width: int) -> tuple[int, int]:
    """The inner edges of the brown rim (left, right) along row ``y`` of the table art."""

    def brown(x: int) -> bool:
        red, green, blue = felt.get_at((x, y))[:3]
        return red > 100 and green > 60 and red > blue + 40

    band = width // 20
    left = max(x for x in range(band) if brown(x)) + 1
    right = min(x for x in range(width - band, width) if brown(x))
    return left, right


@pytest.mark.parametrize("scale", [1.0, 1.75])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_rows_in_front_keep_inside_the_rim(size: tuple[int, int], players: int, scale: float) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = start_table(app, "royal", ",".join(["human"] + ["ai"] * (players - 1)), seed=players)
    with gfx.at_scale(app.ui_scale):
        geo = scene.context().geo
        felt = gfx.background_image("royal", size)
        for seat, point in layout.opponent_centres(players, 0, geo.table).items():
            x, y, w, h = geo.front_row_rect(geo.plate_rect(point), players)
            left, right = _rim(felt, round(y + h / 2), size[0])
            assert left <= x and x + w <= right, f"seat {seat}'s row {(x, y, w, h)} is outside {left}-{right}"
    app.close()
