"""The shell through intents: title -> setup -> table by keyboard, remembered set-ups,
settings, pause and quit to title, window limits and the intent translation."""

from __future__ import annotations

import json

import pygame
import pytest

from table.games import game_ids
from table.ui import intents
from table.ui.intents import Intent, click, key, text
from table.ui.scenes.overlays import PauseScene
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import SeatChoice, Settings, SetupChoice, remember_setup, setup_for
from tests.per_game import data_of, sample_game
from tests.ui.driver import make_app, start_table


def press(app, *kinds: str) -> None:  # type: ignore[no-untyped-def]
    for kind in kinds:
        app.step([key(kind)], 1 / 60)


@pytest.mark.parametrize("game_id", game_ids())
def test_setup_names_must_differ_for_hand_overs(game_id: str) -> None:
    app = make_app()
    setup = SetupScene(app, game_id)
    for field in setup.name_fields:
        field.value = "Sam"
    names = [plan.name for plan in setup.seat_plans()]
    assert len(set(names)) == len(names)


def test_settings_change_the_table_at_once() -> None:
    app = make_app(speed=1.0)
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    speed = app.stack.top.focus.widgets[0]  # type: ignore[union-attr]
    app.step([key("move", dx=1)], 1 / 60)
    assert app.settings.animation_speed == 1.5
    app.step([key("back")], 1 / 60)
    assert isinstance(app.stack.top, TitleScene)
    assert speed.value == 1.5


def test_pause_menu_and_quit_to_title() -> None:
    app = make_app()
    table = start_table(app, sample_game(), "human,ai,ai", seed=1)  # any game of three
    app.step([key("back")], 1 / 60)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    history = list(table.match.state.history)
    for _ in range(30):  # paused: nothing moves underneath
        app.step([], 0.1)
    assert table.match.state.history == history
    press(app, "activate")  # Resume
    assert app.stack.top is table
    app.step([key("back")], 1 / 60)
    press(app, "next", "next", "next", "activate")  # Quit to title
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


def test_window_never_shrinks_below_the_minimum() -> None:
    app = make_app()
    app.push(TitleScene(app))
    app.step([Intent("resize", size=(400, 300))], 1 / 60)
    assert app.size == (960, 540)
    app.step([Intent("resize", size=(1600, 900))], 1 / 60)
    assert app.size == (1600, 900) and app.settings.window == (1600, 900)


def test_each_tile_opens_its_setup_or_says_it_is_coming() -> None:
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    app.step([], 1 / 60)
    for tile in title.tiles:
        app.step([click((round(tile.rect[0] + 10), round(tile.rect[1] + 10)))], 1 / 60)
        if tile.playable:
            setup = app.stack.top
            assert isinstance(setup, SetupScene) and setup.game_id == tile.game_id
            app.step([key("back")], 1 / 60)
        else:
            assert "still being built" in title.message
        assert app.stack.top is title
    assert set(game_ids()) <= {tile.game_id for tile in title.tiles if tile.playable}


def test_pygame_events_become_intents() -> None:
    assert intents.translate(pygame.event.Event(pygame.QUIT)) == Intent("quit")
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(3, 4))
    assert intents.translate(down) == click((3, 4))
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(3, 4))
    assert intents.translate(right) is None
    left = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0)
    assert intents.translate(left) == key("move", -1, 0)
    tab_back = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert intents.translate(tab_back) == key("prev")
    for code, kind in [
        (pygame.K_RETURN, "activate"),
        (pygame.K_SPACE, "skip"),
        (pygame.K_ESCAPE, "back"),
        (pygame.K_F11, "fullscreen"),
    ]:
        assert intents.translate(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0)) == key(kind)
    assert intents.translate(pygame.event.Event(pygame.TEXTINPUT, text="7")) == text("7")
    assert intents.translate(pygame.event.Event(pygame.TEXTINPUT, text=" ")) is None
    resized = pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=700, size=(1000, 700))
    assert intents.translate(resized) == Intent("resize", size=(1000, 700))


def test_settings_round_trip_and_bad_data() -> None:
    settings = Settings(animation_speed=2.0, muted=True)
    settings.window = (1600, 900)
    game_id = sample_game()  # any game's set-up
    choice = SetupChoice(4, [SeatChoice("human", "Ann", "normal")], data_of(game_id, "SHORT_OPTIONS"), "7")
    remember_setup(settings, game_id, choice)
    again = Settings.from_json(json.loads(json.dumps(settings.to_json())))
    assert again == settings and again.window == (1600, 900)
    assert setup_for(again, game_id) == choice
    for bad in ({"animation_speed": "fast"}, {"window_width": 10}, {"muted": "yes"}, {"ai_budget": 99}):
        with pytest.raises(ValueError, match=next(iter(bad))):
            Settings.from_json({**Settings().to_json(), **bad})
    # A damaged remembered set-up is not an error: the setup screen offers the defaults.
    app = make_app()
    damaged, other = game_ids()[:2]  # any game's remembered set-up, and another game never set up
    default = SetupScene(make_app(), damaged).players
    app.settings.last_setup[damaged] = {"players": "many", "seats": 3}
    assert setup_for(app.settings, damaged) is None and SetupScene(app, damaged).players == default
    odd = {"players": 99, "seats": [{"kind": "robot", "level": "godlike"}], "seed": "x"}
    app.settings.last_setup[damaged] = odd
    assert setup_for(app.settings, damaged) == SetupChoice(99, [SeatChoice("ai", "", "normal")], {}, "")
    assert SetupScene(app, damaged).players == default  # 99 players is not offered: the default is
    assert setup_for(app.settings, other) is None


def test_the_real_loop_reads_events_and_quits() -> None:
    app = make_app()
    app.push(TitleScene(app))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_loop()
    assert not app.running and app.frames >= 0
