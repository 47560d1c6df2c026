"""A window that fits the screen (issue 29): first start from the desktop, later starts as
remembered but never larger than the screen nor off it, and the settings that hold it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from table.persistence import Settings, load_settings, locations
from table.ui import layout
from table.ui.app import App, open_app
from table.ui.screen import Display, first_scale, fit, place

MIN = layout.MIN_WINDOW
LAPTOP = Display((0, 0, 1280, 720), (0, 27, 1280, 693))
WIDE = Display((1280, 0, 2560, 1440), (1280, 0, 2560, 1400))


def test_a_remembered_window_larger_than_the_screen_is_clamped_to_its_usable_area() -> None:
    placed = place([LAPTOP], (2560, 1440), (0, 0), MIN)
    assert placed.size == (1280, 693)
    assert placed.position == (0, 27)


@pytest.mark.parametrize("position", [(3000, 2000), (-900, -400), (1000, 600)])
def test_a_remembered_window_off_the_screen_is_moved_whole_onto_it(position: tuple[int, int]) -> None:
    placed = place([LAPTOP], (1000, 600), position, MIN)
    x, y = placed.position or (None, None)
    w, h = placed.size
    assert placed.size == (1000, 600)
    assert x >= 0 and x + w <= 1280 and y >= 27 and y + h <= 720


def test_a_window_on_a_second_screen_opens_there_and_on_the_first_once_that_one_is_gone() -> None:
    there = place([LAPTOP, WIDE], (1600, 900), (1500, 100), MIN)
    assert there.size == (1600, 900) and there.position == (1500, 100)
    gone = place([LAPTOP], (1600, 900), (1500, 100), MIN)
    assert gone.size == (1280, 693) and gone.position == (0, 27)


def test_maximised_and_fullscreen_are_kept() -> None:
    placed = place([LAPTOP], (1000, 600), (10, 40), MIN, maximised=True, fullscreen=True)
    assert placed.maximised and placed.fullscreen


def test_the_first_start_fills_the_usable_area() -> None:
    placed = place([Display((0, 0, 3840, 2160), (0, 30, 3840, 2082), 192.0)], None, None, MIN)
    assert placed.size == (3840, 2082)
    assert placed.position == (0, 30)


def test_the_first_ui_scale_follows_the_physical_size_of_the_screen() -> None:
    assert first_scale((0, 0, 3840, 2160), 192.0) == 1.0  # a 4K desktop monitor, 11 inches tall
    assert first_scale((0, 0, 1920, 1080), 96.0) == 1.0
    assert first_scale((0, 0, 2560, 1600), 400.0) == 1.75  # a small, very dense screen
    assert first_scale((0, 0, 1920, 1080), 220.0) == 1.5
    assert first_scale((0, 0, 1920, 1080), None) == 1.0  # density unknown: as designed


def test_fit_never_goes_beyond_the_usable_area_and_keeps_the_minimum_where_it_can() -> None:
    assert fit((1280, 720), (0, 0), (0, 0, 800, 600), MIN) == (0, 0, 800, 600)
    assert fit((300, 200), (50, 50), (0, 0, 1920, 1080), MIN) == (50, 50, *MIN)


@pytest.mark.parametrize(
    "bad",
    [{"window_x": "left"}, {"window_y": 10**9}, {"window_x": True}, {"maximized": "yes"}],
)
def test_bad_remembered_places_are_refused_with_defaults(tmp_path: Path, bad: dict[str, object]) -> None:
    store = locations(tmp_path)
    store.settings_file.write_text(json.dumps({**Settings().to_json(), **bad}), encoding="utf-8")
    settings, notice = load_settings(store)
    assert settings == Settings()
    assert notice is not None and len(notice) <= 200 and next(iter(bad)) in notice


def test_a_remembered_place_round_trips(tmp_path: Path) -> None:
    store = locations(tmp_path)
    kept = Settings(window_width=1100, window_height=650, window_x=-20, window_y=35, maximized=True)
    store.settings_file.write_text(json.dumps(kept.to_json()), encoding="utf-8")
    assert load_settings(store) == (kept, None)


def test_the_real_app_opens_a_remembered_huge_window_inside_the_screen(tmp_path: Path) -> None:
    store = locations(tmp_path)
    huge = Settings(window_width=5000, window_height=3000, window_x=4000, window_y=-500)
    store.settings_file.write_text(json.dumps(huge.to_json()), encoding="utf-8")
    app = open_app(store, sound=False)
    try:
        desk = pygame.display.get_desktop_sizes()[0]
        assert app.size[0] <= max(desk[0], MIN[0]) and app.size[1] <= max(desk[1], MIN[1])
        assert app.settings.window_x is not None and app.settings.window_x >= 0
        assert app.settings.window_x + app.size[0] <= max(desk[0], MIN[0])
    finally:
        app.close()


def test_the_first_start_sizes_the_window_from_the_desktop(tmp_path: Path) -> None:
    app = open_app(locations(tmp_path), sound=False)
    try:
        desk = pygame.display.get_desktop_sizes()[0]
        expected = place([Display((0, 0, *desk), (0, 0, *desk))], None, None, MIN).size
        assert app.size == expected
        assert expected != Settings().window or desk == (1422, 800)  # not just the default
    finally:
        app.close()


def test_moves_and_maximising_are_remembered_but_not_a_maximised_size() -> None:
    if os.environ.get("SDL_VIDEODRIVER") != "dummy":
        pytest.skip("headless only")
    app = App(Settings(window_width=1100, window_height=650), sound=False)
    app.window_event(pygame.event.Event(pygame.WINDOWMOVED, x=70, y=80))
    app.window_event(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    app.resize((1280, 700))
    app.window_event(pygame.event.Event(pygame.WINDOWMOVED, x=0, y=0))
    s = app.settings
    assert (s.window_x, s.window_y, s.maximized, s.window) == (70, 80, True, (1100, 650))
    app.window_event(pygame.event.Event(pygame.WINDOWRESTORED))
    assert not app.settings.maximized
    app.close()
