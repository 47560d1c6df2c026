"""The UI scale fits the window: at 200% in a small window nothing on the table overlaps.

Every table is opened at 200% at 960x540 and 1280x720 (for each player count) and
played a few moves in; the hand (every card raised, as chosen cards rise), the trick
with its caption and names, the seat plates, the prompt (two lines) and the decision
buttons' row are taken from the very layout the table draws with, and no two of them
may share a pixel. The Settings caption says when the window holds less than the
scale chosen, and the choice is kept for a larger window.
"""

from __future__ import annotations

import random

import pytest

from table.games import game_ids, get_game
from table.ui import gfx, layout
from table.ui.app import App
from table.ui.scenes.settings import SettingsScene, scale_caption
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import applied_ui_scale, fitting_ui_scale, text_px
from tests.ui.driver import TableDriver, start_table

GAMES = game_ids()
SMALL = [(960, 540), (1280, 720)]


def table_parts(scene: object, players: int) -> dict[str, list[layout.Rect]]:
    geo = scene.geometry()  # type: ignore[attr-defined]
    count = max(13, len(scene.frame().hand))  # type: ignore[attr-defined]
    centres = layout.opponent_centres(players, scene.match.bottom_seat, geo.table)  # type: ignore[attr-defined]
    return {
        "hand": geo.hand_rects(count, None, range(count)),
        "trick": [geo.trick_area(players), layout.centred(geo.middle, geo.card)],
        "plates": [geo.plate_rect(point) for point in centres.values()],
        "prompt": [geo.prompt_box(2)],
        "buttons": geo.button_rects(8),
    }


def clashes(parts: dict[str, list[layout.Rect]]) -> list[tuple[str, str, layout.Rect, layout.Rect]]:
    names = list(parts)
    found = []
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            for a in parts[first]:
                for b in parts[second]:
                    if layout.overlap(a, b) > 0:
                        found.append((first, second, a, b))
    return found


@pytest.mark.parametrize("size", SMALL)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_at_200_percent_in_a_small_window_overlaps_nothing(
    game_id: str, size: tuple[int, int]
) -> None:
    game = get_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        app = App(Settings(ui_scale=2.0, animation_speed=8.0), size=size, sound=False)
        assert 1.0 < app.ui_scale <= 2.0
        spec = ",".join(["human"] + ["ai"] * (players - 1))
        scene = start_table(app, game_id, spec, seed=players)
        driver = TableDriver(app, scene, random.Random(players), skip=True)
        for _ in range(120):  # a few moves in, so a trick lies on the table
            driver.frame(driver.human_intents())
        with gfx.at_scale(app.ui_scale):  # the geometry the app's frames use
            found = clashes(table_parts(scene, players))
            geo = scene.geometry()
        assert not found, f"{game_id} with {players} at {size}: {found[:3]}"
        assert geo.card[1] >= gfx.card_size(size)[1]  # cards never smaller than at 100%
        app.close()


def test_the_scale_used_is_the_chosen_one_where_it_fits_and_less_where_it_does_not() -> None:
    assert fitting_ui_scale((1920, 1080), UI_SCALES) == 2.0
    assert applied_ui_scale(2.0, (1920, 1080)) == 2.0
    small = applied_ui_scale(2.0, (960, 540))
    assert 1.0 < small < 2.0
    assert applied_ui_scale(1.25, (960, 540)) == 1.25  # a scale that fits is used as it is
    assert applied_ui_scale(0.5, (960, 540)) == 1.0


def test_the_fitting_sums_use_the_sizes_text_is_really_set_in() -> None:
    for scale in UI_SCALES:
        with gfx.at_scale(scale):
            for px in (10, 14, 16.2, 21.6, 32.4, 60):
                assert text_px(px, scale) == gfx.font_size(px)


def test_resizing_the_window_refits_the_scale_and_keeps_the_choice() -> None:
    app = App(Settings(ui_scale=2.0), size=(1920, 1080), sound=False)
    assert app.ui_scale == 2.0
    app.resize((960, 540))
    assert app.ui_scale == applied_ui_scale(2.0, (960, 540)) < 2.0
    assert app.settings.ui_scale == 2.0
    app.resize((1920, 1080))
    assert app.ui_scale == 2.0
    app.close()


def test_settings_caption_says_when_the_window_holds_less_than_the_scale_chosen() -> None:
    app = App(Settings(ui_scale=2.0), size=(960, 540), sound=False)
    screen = SettingsScene(app)
    app.push(screen)
    app.step([], 1 / 60)
    applied = round(app.ui_scale * 100)
    assert "200%" in screen.subtitle and f"{applied}%" in screen.subtitle
    assert scale_caption(1.5, 1.5) == "" and scale_caption(1.0, 1.0) == ""
    app.close()
