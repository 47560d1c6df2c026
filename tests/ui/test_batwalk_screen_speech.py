"""Batwalk's screens by ear: its setup's labels, values and typed letters, its rules page read
section by section, its statistics rows, and its score pad and last show (every screen:
``tests/ui/test_screen_speech.py``).
"""

from __future__ import annotations

import re

from table.persistence.statistics import PlayerRecord
from table.ui.intents import key, text
from table.ui.scenes.rules import RulesScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.statistics import StatisticsScene, statistics_lines
from table.ui.speech import Transcript
from tests.ui.driver import make_app
from tests.ui.test_screen_speech import press


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
