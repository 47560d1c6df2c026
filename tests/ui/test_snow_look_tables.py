"""Snow Monster Battle's table at every window size and UI scale: the own enhancement and its
label clear the hand and the panel and are drawn where the tooltip finds them, the race's
names fit whole before their bars, and a tooltip box stays in the window, off its mark, in
readable text (the other tables: ``test_look_tables.py``).
"""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from table.ui import gfx, layout, tooltip
from table.ui.app import App
from table.ui.settings_model import Settings
from table.ui.tables.context import Geometry, applied_ui_scale
from table.ui.tables.snow import marks as snow_marks
from tests.ui.driver import TableDriver, start_table
from tests.ui.test_look_tables import SCALES, SIZES, _inside


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_snow_own_enhancement_and_its_label_clear_the_hand_and_the_panel(
    size: tuple[int, int], scale: float
) -> None:
    with gfx.at_scale(applied_ui_scale(scale, size)):
        geo = Geometry.for_size(size)
        card, limit = snow_marks.own_slot(geo)
        px = gfx.font_size(snow_marks._label_px(geo))
        label_w, label_h = gfx.font(snow_marks._label_px(geo)).size(snow_marks.OWN_LABEL)
        label = (card[0] + card[2] / 2 - label_w / 2, card[1] - geo.h * 0.006 - label_h, label_w, label_h)
        for count in (13, 14):  # a full hand, and one holding the Sly Fox too
            for lifted in (None, count - 1):
                hand = snow_marks.hand_rects(geo, count, lifted, ())
                assert hand[-1][0] + hand[-1][2] <= limit + 0.5
                for rect in (card, label):
                    assert all(layout.overlap(rect, held) == 0 for held in hand), (count, lifted, rect)
                # every card's index (its corner) still shows past the next card
                assert all(b[0] - a[0] >= layout.index_rect(a)[2] for a, b in itertools.pairwise(hand))
    window = (0.0, 0.0, float(size[0]), float(size[1]))
    for rect in (card, label):
        assert _inside(rect, window)
        assert rect[0] + rect[2] <= geo.panel[0]
    assert px >= 12


def test_snow_table_draws_the_own_enhancement_where_the_tooltip_finds_it() -> None:
    app = App(Settings(ui_scale=2.0, animation_speed=8.0), size=(960, 540), sound=False)
    scene = start_table(app, "snow", "human,ai,ai,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    for _ in range(200):
        driver.frame()
        if not scene.timeline.busy and scene.presenter.own_enhancement(scene.shown()):
            break
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        card = snow_marks.own_slot(ctx.geo)[0]
        tips = scene.presenter.tooltips(ctx)
        held = scene.presenter.own_enhancement(ctx.view)
    assert held is not None
    assert any(rect == card and snow_marks.NAMES[held] in words for rect, words in tips)
    app.step([], 0.0)
    assert held in app.probe.faces
    drawn = pygame.Rect(round(card[0]), round(card[1]), round(card[2]), round(card[3])).inflate(8, 8)
    assert drawn in app.probe.rects  # ``gfx.draw_card`` notes the card with its edge


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_snow_race_names_fit_whole_before_their_bars(size: tuple[int, int], scale: float) -> None:
    with gfx.at_scale(applied_ui_scale(scale, size)):
        geo = Geometry.for_size(size)
        width = geo.panel[2]
        bar = snow_marks.race_bar(width, 0.0, geo.h * 0.042)
        px = round(round(geo.h * 0.024) * 0.85)
        for name in ("Count Crumb", "Sir Rattle", "Ghoulia"):
            fitted = gfx.fit_px(name, px, width * 0.42)
            assert gfx.shorten(name, fitted, width * 0.42) == name, f"{name} is cut at {size}, {scale}"
            assert width * 0.06 + gfx.font(fitted).size(name)[0] <= bar[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_a_tooltip_box_stays_in_the_window_off_its_mark_in_readable_text(
    size: tuple[int, int], scale: float
) -> None:
    words = "Net: in the same battle as the Jackalope, it earns its player +40. " * 2
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    scene = start_table(app, "snow", "human,ai,ai,ai", seed=3)
    app.step([], 0.0)
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        marks = [rect for rect, _ in scene.presenter.tooltips(ctx)]
        marks += list(ctx.frame.hand_rects) + list(ctx.frame.trick_slots)
        assert marks
        for mark in marks:
            box, lines, px = tooltip.box_for(size, (mark, words))
            assert _inside(box, (0.0, 0.0, float(size[0]), float(size[1])))
            assert layout.overlap(box, mark) == 0, f"the tooltip {box} covers its own mark {mark}"
            assert gfx.font_size(px) >= 12
            assert len(lines) * gfx.line_height(px) <= box[3]
            assert all(gfx.font(px).size(line)[0] <= box[2] for line in lines)
    app.close()
