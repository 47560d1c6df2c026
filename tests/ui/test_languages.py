"""Choosing the language: Settings changes every label at once and remembers it; an
unknown code speaks English; and the pseudo-locale (accented, 40% longer) still fits the
title, the setup and a table at 960x540, with the overlap audit's checks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from table.core import i18n
from table.games import game_ids
from table.manifest import catalogues
from table.persistence import Settings, load_settings, locations, save_settings
from table.ui import gfx, layout
from table.ui.app import App
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import TitleScene
from table.ui.widgets import Button, Choice, label_fits
from tests.ui.driver import TableDriver, start_table
from tests.ui.overlap_parts import clashes, describe, table_parts

SMALL = (960, 540)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def test_settings_changes_the_words_at_once_and_remembers_them(tmp_path: Path) -> None:
    app = App(Settings(language="en"), size=(1280, 720), sound=False, store=locations(tmp_path))
    title = TitleScene(app)
    app.push(title)
    screen = SettingsScene(app)
    app.push(screen)
    language = next(w for w in screen.focus.widgets if isinstance(w, Choice) and w.value in i18n.LANGUAGES)
    assert language.label == "Language"
    language.set_value("fr")
    language.step(-1)  # fr -> de
    assert i18n.current() == "de" and app.settings.language == "de"
    assert language.label == "Sprache" and screen.title == "Einstellungen"  # this screen, at once
    assert "Einstellungen" in [button.label for button in title.buttons]  # and the one under it
    app.step([], 0.0)
    app.close()
    assert load_settings(locations(tmp_path))[0].language == "de"
    App(Settings(language="de"), size=(1280, 720), sound=False)  # the next start speaks it
    assert i18n.current() == "de"


def test_an_unknown_language_in_the_settings_file_speaks_english(tmp_path: Path) -> None:
    save_settings(locations(tmp_path), Settings(language="tlh"))
    settings, notice = load_settings(locations(tmp_path))
    assert notice is None and settings.language == "tlh"
    app = App(settings, size=(1280, 720), sound=False)
    assert i18n.current() == "en"
    title = TitleScene(app)
    app.push(title)
    app.step([], 0.0)
    assert "Settings" in [button.label for button in title.buttons]
    with pytest.raises(ValueError, match="language"):
        Settings(language=["de"]).validate()  # type: ignore[arg-type]


def _whole_and_apart(app: App, buttons: list[Button]) -> None:
    w, h = app.size
    with gfx.at_scale(app.ui_scale):
        for button in buttons:
            assert label_fits(button.label, button.rect), f"{button.label!r} is cut in {button.rect}"
        for a, b in itertools.combinations(buttons, 2):
            assert layout.overlap(a.rect, b.rect) == 0, f"{a.label!r} and {b.label!r} overlap"
    for rect in app.probe.rects:
        assert rect.x >= 0 and rect.y >= 0 and rect.right <= w and rect.bottom <= h, f"{rect} is off screen"
    assert min(app.probe.sizes) >= 12


def test_the_pseudo_locale_fits_the_title_and_the_setup_at_the_smallest_window() -> None:
    i18n.pin("qps", catalogues())
    app = App(Settings(learn_offered=False), size=SMALL, sound=False)
    title = TitleScene(app)
    app.push(title)
    app.step([], 0.0)
    assert "[Šéttîñgš~~]" in [b.label for b in title.buttons]  # it is the pseudo-locale on screen
    _whole_and_apart(app, title.buttons + title.offer)
    for game_id in game_ids():
        setup = SetupScene(app, game_id)
        app.push(setup)
        app.step([], 0.0)
        _whole_and_apart(app, [setup.start_button, setup.back_button, setup.learn_button])
        app.stack.remove(setup)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_pseudo_locale_keeps_the_table_apart_at_the_smallest_window(game_id: str) -> None:
    i18n.pin("qps", catalogues())
    app = App(Settings(animation_speed=8.0), size=SMALL, sound=False)
    scene = start_table(app, game_id, "human,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(4), skip=True)
    for frame in driver.table_frames(40):
        with gfx.at_scale(app.ui_scale):
            found = list(clashes(table_parts(scene)))
        assert not found, describe(found, f"frame {frame}:")
        assert min(app.probe.sizes) >= 12
    app.close()


def test_lang_speaks_a_language_for_the_run_before_or_after_the_command(tmp_path: Path) -> None:
    from table.__main__ import main

    out = tmp_path / "title.png"
    argv = ["screenshot", "--data-dir", str(tmp_path), "--lang", "es", "--screen", "title",
            "--size", "960x540", "--out", str(out)]
    assert main(argv) == 0 and out.stat().st_size > 0
    assert i18n.current() == "es"
    again = ["--lang", "de", "screenshot", "--screen", "title", "--size", "960x540", "--out", str(out)]
    assert main(again) == 0
    assert i18n.current() == "de"
