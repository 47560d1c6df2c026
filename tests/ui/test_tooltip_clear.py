"""A focused or hovered card's tooltip never covers the instruction line (the prompt,
at its two-line height) nor its own card, and stays in the window: every hand card's
and trick card's tip at every table, window size and UI scale, as the table draws it."""

from __future__ import annotations

import pytest

from table.games import game_ids
from table.ui import gfx, layout, tooltip
from table.ui.app import App
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import applied_ui_scale
from tests.per_game import data_of
from tests.ui.driver import start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
WORDS = "Vanquish takes the trick (the first one played, if both are) unless Topsy Turvy is in it."


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_cards_tooltip_keeps_off_the_prompt(game_id: str, size: tuple[int, int]) -> None:
    players = data_of(game_id, "TOOLTIP_PLAYERS")
    for scale in sorted({applied_ui_scale(scale, size) for scale in UI_SCALES}):
        app = App(Settings(ui_scale=scale), size=size, sound=False)
        scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=3)
        app.step([], 0.0)
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            prompt = ctx.geo.prompt_box(2, ctx.players)
            marks = [*ctx.frame.hand_rects, *(rect for rect, _ in scene.presenter.tooltips(ctx))]
            assert ctx.frame.hand_rects
            for mark in marks:
                box, _, _ = tooltip.box_for(size, (mark, WORDS), [prompt])
                where = f"{game_id} at {app.ui_scale:.0%}: tip {box} for {mark}"
                assert layout.overlap(box, prompt) == 0, f"over the prompt {prompt}: {where}"
                assert layout.overlap(box, mark) == 0, where
                assert box[0] >= 0 and box[1] >= 0, where
                assert box[0] + box[2] <= size[0] and box[1] + box[3] <= size[1], where
        app.close()
