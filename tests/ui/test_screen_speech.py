"""Every screen by keyboard, with spoken labels (issue 34): the title, setup (name
entry: typed letters echoed, field labels), settings, the rules page read by section,
statistics, the lessons' menu, the coach and the lesson's end; and no spoken line asks
for a click without naming a key."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator

import pytest

from table.core.words import Sentence, Words
from table.games import game_ids
from table.persistence.statistics import PlayerRecord
from table.ui import ear_check, speech
from table.ui.app import App
from table.ui.intents import Intent, key, text
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.rules import RulesScene
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.statistics import StatisticsScene, statistics_lines
from table.ui.scenes.title import LearnMenu, TitleScene
from table.ui.speech import Transcript
from table.ui.widgets import Choice
from tests.ui.driver import make_app


@pytest.fixture
def heard() -> Iterator[Transcript]:
    record = speech.transcript()
    yield record
    speech.SPEAKER.use(speech.Silent())
    speech.SPEAKER.enabled = False


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


def test_setup_says_labels_values_and_echoes_typed_letters(heard: Transcript) -> None:
    app = make_app()
    app.stack.reset(SetupScene(app, "batwalk"))
    press(app)
    assert heard.lines[0].startswith("New game: Vamp on the Batwalk. Tab or Down moves")
    assert re.fullmatch(r"Players: \d, choice\. Left and Right arrows change it\.", heard.lines[-1])
    press(app, key("move", dx=-1))
    assert re.fullmatch(r"\d\.", heard.lines[-1]), "a value changed in place is said alone"
    press(app, key("next"))
    assert heard.lines[-1] == "Seat 1: Human, choice. Left and Right arrows change it."
    press(app, key("next"))
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    name = setup.name_fields[0].value
    assert heard.lines[-1] == f"Seat 1, name: {name}, text field. Type to change it, Backspace deletes."
    for _ in name:
        press(app, key("erase"))
    assert heard.lines[-1] == f"{name[0]} deleted."
    press(app, text("S"), text("a"), key("skip"), text("m"))
    assert heard.lines[-4:] == ["S", "a", "space", "m"]
    assert setup.name_fields[0].value == "Sa m"
    press(app, key("next"))
    assert heard.lines[-1].startswith("Seat 2: AI")


def test_a_screens_message_is_said_when_it_appears(heard: Transcript) -> None:
    app = make_app()
    app.stack.reset(SetupScene(app, "munch"))
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


def test_the_rules_page_is_read_section_by_section(heard: Transcript) -> None:
    app = make_app()
    app.routes.start()
    app.push(RulesScene(app, "batwalk"))
    press(app)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    sections = rules.sections()
    count = len(sections)
    assert count >= 4
    assert f"How to play Vamp on the Batwalk: {count} sections." in heard.lines[-3]
    assert heard.lines[-2] == f"Section 1 of {count}. {sections[0][1]}"
    press(app, key("move", dx=1))
    assert heard.lines[-1].startswith(f"Section 2 of {count}. The cards. Each vamp has a suit")
    assert "Red Garlic" in heard.lines[-1], "a row of cards is read by the cards' names"
    assert rules.scroll > 0, "the page scrolls to the section read"
    for _ in range(count - 2):
        press(app, key("move", dx=1))
    assert heard.lines[-1].startswith(f"Section {count} of {count}.")
    press(app, key("move", dx=1))
    assert heard.lines[-1].startswith("That was the last section.")
    for _ in range(count + 1):
        press(app, key("move", dx=-1))
    assert heard.lines[-1].startswith("This is the first section.") and rules.scroll == 0


def test_statistics_rows_are_said_with_their_column_names(heard: Transcript) -> None:
    app = make_app()
    app.routes.start()
    scene = StatisticsScene(app)
    scene.raw_lines = statistics_lines({"batwalk": {"Sam": PlayerRecord(played=3, won=2, best=9, total=24)}})
    app.push(scene)
    press(app)
    assert "Statistics. Escape closes." in heard.lines
    assert "Vamp on the Batwalk (highest score is best)" in heard.lines
    assert "Sam: Played 3, Won 2, Best 9, Average 8.0." in heard.lines
    assert heard.lines[-1] == "Close, button."


def test_the_lessons_menu_the_coach_and_the_lessons_end_speak(heard: Transcript) -> None:
    app = make_app(speed=8.0)
    app.routes.start()
    app.push(LearnMenu(app))
    press(app)
    assert heard.lines[-2] == "Up and Down move; Enter chooses; Escape goes back."
    assert heard.lines[-1].endswith(", button.")
    heard.clear()
    lesson = LessonScene(app, "munch")
    app.stack.reset(lesson)
    for _ in range(120):
        press(app)
    coach = [line for line in heard.lines if line.startswith("Coach, step 1 of")]
    assert coach and lesson.shown_bubble.words in coach[0]
    assert heard.lines.index(lesson.lesson.intro) < heard.lines.index(coach[0])
    # What to press comes last: the focus, on the move the step asks for.
    assert lesson.shown_bubble.teach == "predict 2"
    assert heard.lines[-1] == "2, button."
    assert lesson.coach.step_index == 0
    # Munch's first part ends by offering its second, the forehead round, as the box shows.
    app.push(LessonEnd(app, lesson))
    press(app)
    assert any(line.startswith("Well done: ") for line in heard.lines)
    assert heard.lines[-1] == "Go on: The forehead round, button."
    heard.clear()
    last = LessonScene(app, "munch", 1)
    app.stack.reset(last)
    app.push(LessonEnd(app, last))
    press(app)
    assert any(line.startswith(f"Lesson complete: {lesson.lesson.title}") for line in heard.lines)
    assert heard.lines[-1] == "Play a real game, button."


KEY_WORDS = re.compile(r"\b(Enter|Space|Esc|Escape|arrow|arrows|Tab)\b")


@pytest.mark.parametrize("game_id", ["royal", "snow", "munch"])
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


def test_the_score_pad_and_the_last_trick_are_said(heard: Transcript) -> None:
    import random

    from tests.ui.driver import TableDriver, start_table

    app = make_app(speed=8.0)
    scene = start_table(app, "batwalk", "human,ai,ai", seed=7)
    driver = TableDriver(app, scene, random.Random(3), keyboard=True)
    for _ in driver.table_frames(30000):
        if scene.pad_rows and not scene.timeline.busy:
            break
    heard.clear()
    scene.open_score_pad()
    press(app)
    assert heard.lines[0] == "Score pad. Escape closes."
    names = scene.names
    assert any(line.startswith(f"Round 1: {names[0]} ") and f", {names[1]} " in line for line in heard.lines)
    assert heard.lines[-1] == "Close, button."
    press(app, key("back"))
    scene.open_last_trick()
    press(app)
    assert heard.lines[-2] == scene.voice.review_line("last") and heard.lines[-2].startswith("Last show: ")
    assert heard.lines[-1] == "Enter or Escape returns to the table."
