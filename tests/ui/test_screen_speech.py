"""Every screen by keyboard, with spoken labels (issue 34): the title, setup (name
entry: typed letters echoed, field labels), settings, the rules page read by section,
statistics, the lessons' menu, the coach and the lesson's end; and no spoken line asks
for a click without naming a key."""

from __future__ import annotations

import argparse
import re

import pytest

from table.core.words import Sentence, Words
from table.games import game_ids
from table.ui import ear_check, speech
from table.ui.app import App
from table.ui.intents import Intent, key
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import TitleScene
from table.ui.speech import Transcript
from table.ui.widgets import Choice
from tests.per_game import data_of
from tests.ui.driver import make_app


def press(app: App, *intents: Intent) -> None:
    for intent in intents:
        app.step([intent], 1 / 30)
    app.step([], 1 / 30)


def test_the_title_says_its_name_how_to_use_it_and_each_control(heard: Transcript) -> None:
    app = make_app()
    app.routes.start()
    press(app)
    assert heard.lines[0].startswith("Spooky Table. Arrows or Tab move between the five games")
    assert heard.lines[-1] == "Dodge the Dragon, button."
    press(app, key("move", dx=1))
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert heard.lines[-1] == f"{title.focus.focused.label}, button."  # type: ignore[union-attr]


def test_a_screens_message_is_said_when_it_appears(heard: Transcript) -> None:
    app = make_app()
    app.stack.reset(SetupScene(app, game_ids()[0]))  # any game's setup
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    press(app)
    setup.message = "The rules refused this table: too many players."  # as a refused start sets it
    press(app)
    assert heard.lines[-1] == setup.message
    press(app)
    assert heard.lines.count(setup.message) == 1


def test_settings_say_each_choice_and_its_new_value(heard: Transcript) -> None:
    app = make_app()
    app.routes.start()
    app.push(SettingsScene(app))
    press(app)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    assert "Settings." in heard.lines
    first = scene.focus.focused
    assert isinstance(first, Choice)
    value = first.show(first.value)
    assert heard.lines[-1] == f"{first.label}: {value}, choice. Left and Right arrows change it."
    press(app, key("move", dx=1))
    assert heard.lines[-1] == f"{first.show(first.value)}."
    press(app, key("move", dy=1))
    second = scene.focus.focused
    assert heard.lines[-1].startswith(f"{second.label}: ")  # type: ignore[union-attr]


KEY_WORDS = re.compile(r"\b(Enter|Space|Esc|Escape|arrow|arrows|Tab)\b")


# The games whose whole ear check is read for clicks here (EAR_CLICK_CHECK in their test data).
@pytest.mark.parametrize("game_id", [gid for gid in game_ids() if data_of(gid, "EAR_CLICK_CHECK")])
def test_no_spoken_line_asks_for_a_click_without_a_key(
    game_id: str, heard: Transcript, capsys: pytest.CaptureFixture[str]
) -> None:
    args = argparse.Namespace(game=game_id, seed=3, players=3, transcript=True, max_keys=5000)
    assert ear_check.run(args) == 0
    lines = capsys.readouterr().out.splitlines()
    clicks = [line for line in lines if re.search(r"\bclick", line, re.I) and not KEY_WORDS.search(line)]
    assert clicks == []


def test_no_prompt_in_the_games_words_asks_for_a_click_without_a_key() -> None:
    from table.ui.tables.base import Presenter

    found = []
    for game_id in game_ids():
        module = __import__(f"table.games.{game_id}.words", fromlist=["*"])
        for name, value in vars(module).items():
            for form in value.templates() if isinstance(value, Sentence | Words) else ():
                if re.search(r"\bclick", str(form), re.I) and not KEY_WORDS.search(str(form)):
                    found.append(f"{game_id}.{name}: {form}")
    instruction, _ = Presenter.hand_over_words(None, "Sam")  # type: ignore[arg-type]
    assert KEY_WORDS.search(instruction)
    assert found == []


def test_a_screen_is_said_once_a_voice_is_found_even_if_that_came_late() -> None:
    """At start the voice is looked for on a background thread: the title shown before
    it was found is still said, from its name, once speech is on."""
    app = make_app()
    app.routes.start()
    speech.SPEAKER.use(speech.Silent())
    speech.SPEAKER.enabled = False
    press(app)
    record = speech.transcript()  # the voice is found now
    try:
        press(app)
        assert record.lines[0].startswith("Spooky Table. Arrows or Tab")
        assert record.lines[1].startswith("The games, left to right: Munch, Crunch, Scrunch!; ")
        assert record.lines[2] == "Dodge the Dragon, button."
    finally:
        speech.SPEAKER.use(speech.Silent())
        speech.SPEAKER.enabled = False


def test_the_smoke_check_fails_a_prismatoid_that_does_not_load(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    from table.ui.speech import backends

    fine, how = backends.prism_status()
    assert fine, how  # here: installed and loading, or not installed at all
    real = importlib.import_module

    def broken(name: str, package: str | None = None) -> object:
        if name == "prism":
            raise ModuleNotFoundError("No module named '_cffi_backend'")
        return real(name, package)

    monkeypatch.setattr(backends.importlib.util, "find_spec", lambda name: object())
    monkeypatch.setattr(backends.importlib, "import_module", broken)
    fine, how = backends.prism_status()
    assert not fine and "_cffi_backend" in how
