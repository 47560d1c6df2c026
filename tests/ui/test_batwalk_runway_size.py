"""Batwalk's runway stays readable at every UI scale: never lower than ``MIN_SHARE`` of
the window's height (so never narrower than that times its aspect), in every window
size and player count, with the show's cards never smaller than at 100%: the table's
room for the runway counts when the app fits the UI scale to the window, so a scale too
large for both is brought down there (as for any table), never the runway squeezed."""

from __future__ import annotations

import pytest

from table.ui import gfx
from table.ui.app import App
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.batwalk import runway
from tests.ui.driver import start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_runway_keeps_its_size_at_every_scale(size: tuple[int, int], players: int) -> None:
    plain = gfx.card_size(size)
    for scale in UI_SCALES:
        app = App(Settings(ui_scale=scale), size=size, sound=False)
        scene = start_table(app, "batwalk", ",".join(["human"] + ["ai"] * (players - 1)), seed=1)
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            _, _, w, h = runway.runway_rect(ctx, ctx.geo)
            card = ctx.geo.card
        app.close()
        assert h >= runway.MIN_SHARE * size[1] - 1, f"{scale:.0%}: a runway {w:.0f}x{h:.0f}"
        assert w >= runway.MIN_SHARE * size[1] * runway.RUNWAY_ASPECT - 2
        assert card[1] >= plain[1], f"{scale:.0%}: the show's cards shrank to {card}"
