"""Issue 20's smaller points at Snow's table: its race readable at low scores and following the
scores on screen, and the table reading actions through the game's parser.
"""

from __future__ import annotations

import random

import pygame
import pytest

from table.core import IllegalMove
from table.games.snow.actions import ALL_ACTIONS, Enhance
from table.ui.tables.context import Geometry
from table.ui.tables.snow import race
from table.ui.tables.snow.presenter import PRESENTER as SNOW
from table.ui.tables.snow.presenter import _enhanced
from tests.ui.driver import TableDriver, make_app, start_table
from tests.ui.test_small_polish import _bright


def test_snow_race_bars_show_a_low_score_and_none_at_zero() -> None:
    bar = race.race_bar(240, 10, 30)
    assert race.race_fill(bar, 0, 300) == 0
    low = race.race_fill(bar, 10, 300)
    assert low >= bar[3] > bar[2] * 10 / 300  # a bar's height at least, not its 3% share
    assert race.race_fill(bar, 150, 300) == pytest.approx(bar[2] / 2)
    assert race.race_fill(bar, 400, 300) == bar[2]


def test_snow_race_panel_draws_the_start_line_the_low_fill_and_each_total() -> None:
    app = make_app((1280, 720))
    scene = start_table(app, "snow", "human,ai,ai", seed=2)
    ctx = scene.context()
    geo = ctx.geo
    box = pygame.Rect(0, 0, round(geo.panel[2]), round(geo.h * 0.05 + 3 * geo.h * 0.042))
    image = race._race_image(ctx, geo, box, [10, 0, 300], 300)
    line = geo.h * 0.042
    for seat, filled in ((0, True), (1, False), (2, True)):
        bar = race.race_bar(box.width, geo.h * 0.05 + seat * line, line)
        middle = round(bar[1] + bar[3] / 2)
        start = image.get_at((round(bar[0] + max(2.0, line * 0.08) + 2), middle))
        track = (48, 42, 60)
        assert (abs(start.r - track[0]) + abs(start.g - track[1]) > 40) == filled, seat
        assert _bright(image.get_at((round(bar[0]), middle))) > 500  # the start line, at 0 too
    app.close()


def test_snow_reads_enhancements_through_the_rules_parser() -> None:
    for action in ALL_ACTIONS:
        text = str(action)
        aimed = action.target if isinstance(action, Enhance) else None
        assert _enhanced(text) == aimed
        assert SNOW.button_label(text)  # every action has a label
    with pytest.raises(IllegalMove):
        SNOW.button_label("enhance harpoon")


def test_snow_race_bars_follow_the_scores_on_screen() -> None:
    """Issue 32: the race panel is a cached patch blitted onto the table; the screen showed
    every bar at 0 while the score panel above it counted the battles won."""
    app = make_app((1280, 720))
    scene = start_table(app, "snow", "human,ai,ai,ai", seed=3, options={"target": 150})
    driver = TableDriver(app, scene, random.Random(1))
    for _ in driver.table_frames(20_000):
        scores = scene.shown()["scores"]
        if not scene.timeline.busy and max(scores) > 0:
            break
    else:
        pytest.fail("nobody scored")
    for _ in range(3):
        app.step([], 1 / 30)
    geo = Geometry.for_size((1280, 720))
    x, y, w, _ = geo.panel
    top = y + geo.h * 0.06 + 4 * min(geo.h * 0.08, geo.h * 0.5 / 4) + geo.h * 0.02
    screen = pygame.display.get_surface()
    line = geo.h * 0.042
    for seat, score in enumerate(scene.shown()["scores"]):
        bar = race.race_bar(round(w), geo.h * 0.05 + seat * line, line)
        point = (round(x) + round(bar[0] + bar[3] * 0.6), round(top) + round(bar[1] + bar[3] / 2))
        empty = screen.get_at(point)[:3] == (48, 42, 60)
        looks = "empty" if empty else "filled"
        assert empty == (score == 0), f"seat {seat} scored {score} but its race bar looks {looks}"
    app.close()
