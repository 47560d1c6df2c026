"""What the table says aloud in another language (issue 33): with German spoken, the
review keys, the focus lines and the coach's lines are German — no sentence frame of
``table/ui/speech/words.py`` is left in English — and the same state says the English
sentences when English is spoken again."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.core.words import Words
from table.games import game_ids
from table.learn import LESSON_IDS
from table.manifest import catalogues
from table.ui import speech
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes.lesson import LessonScene
from table.ui.scenes.table import TableScene
from table.ui.settings_model import Settings
from table.ui.speech import words
from tests.per_game import data_of
from tests.ui.driver import FRAME, TableDriver, make_app, start_table

REVIEWS = ("hand", "table", "scores", "last", "track", "seats")


def english_frames() -> list[str]:
    """The fixed words of every speech template: each run of two or more words between
    placeholders ("cannot be played", "Your hand"), as English says them."""
    found = set()
    for value in vars(words).values():
        templates = value.templates() if isinstance(value, Words) else []
        if isinstance(value, dict):
            templates = [t for item in value.values() if isinstance(item, Words) for t in item.templates()]
        for template in templates:
            for part in re.split(r"\{[^}]*\}", template):
                part = part.strip(" .,:;")
                if re.search(r"[A-Za-z]+ [A-Za-z]+", part):
                    found.add(part)
    return sorted(found, key=len, reverse=True)


FRAMES = english_frames()
ENGLISH_WORDS = re.compile(r"\b(cards?|button|choice|Your|Coach|step|Scores|table|runway)\b")


def english_in(line: str) -> list[str]:
    return [frame for frame in FRAMES if frame in line] + ENGLISH_WORDS.findall(line)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()
    speech.SPEAKER.use(speech.Silent())
    speech.SPEAKER.enabled = False


def at_my_turn(game_id: str, options: dict[str, object]) -> TableScene:
    app = make_app()
    scene = start_table(app, game_id, "human,ai,ai", seed=4, options=options)
    driver = TableDriver(app, scene, random.Random(1), keyboard=True)
    for _ in range(5000):
        if scene.actor() is not None and not scene.timeline.busy and app.stack.top is scene:
            break
        driver.frame([key("skip")] if scene.timeline.busy else [])
    return scene


def said(scene: TableScene) -> list[str]:
    """The review keys' lines and the focus line of every card and button, as said now."""
    ctx = scene.context()
    count = len(ctx.frame.hand) + len(ctx.frame.buttons)
    return [scene.voice.review_line(what) for what in REVIEWS] + [
        scene.voice.focus_line(ctx, index) for index in range(count)
    ]


def test_the_english_frames_are_found() -> None:
    assert "cannot be played" in FRAMES and "On the table" in FRAMES and len(FRAMES) > 40


@pytest.mark.parametrize(
    ("game_id", "options"),
    [(game_id, data_of(game_id, "SPEECH_OPTIONS")) for game_id in game_ids()],
)
def test_the_review_keys_and_focus_lines_are_german(game_id: str, options: dict[str, object]) -> None:
    scene = at_my_turn(game_id, options)
    i18n.use("de", catalogues())
    german = said(scene)
    i18n.use("en", catalogues())
    english = said(scene)
    assert len(german) == len(english) > len(REVIEWS)
    for de, en in zip(german, english, strict=True):
        assert de != en, de
        assert not english_in(de), (de, english_in(de))
    assert any(english_in(line) for line in english)  # the check would catch English


def test_the_coach_and_the_screens_are_german() -> None:
    app = App(Settings(animation_speed=8.0, learn_offered=True, language="de"), size=(1280, 720), sound=False)
    i18n.use("de", catalogues())
    record = speech.transcript()
    scene = LessonScene(app, LESSON_IDS[0])  # the first lesson
    app.stack.reset(scene)
    for _ in range(200):
        app.step([], FRAME)
        if any(line.startswith("Trainer") for line in record.lines):
            break
    coach = [line for line in record.lines if line.startswith("Trainer")]
    assert coach and not any(english_in(line) for line in coach), coach
    lines = [words.rules_page("Munch", 5), words.section(1, 5, "x"), words.last_section(),
             words.choice("Spieler", "4"), words.text_field("Name", ""), words.button("Los", False),
             words.screen("Titel", words.TITLE_HOW()), words.could_be(["1", "star", "garlic"]),
             words.track([("Ann", "rot", 3)], 10), words.game_over_choices(["A", "B", "C"])]
    for line in lines:
        assert not english_in(line), line
