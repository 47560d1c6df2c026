"""What the table says (issue 34): events in the table's order, focus, prompts, the
hot-seat hand-over, the review keys and the keys page; never a card the listener may
not know."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from table.games import game_ids
from table.learn.recap import shown_log
from table.ui import speech
from table.ui.intents import Intent, key
from table.ui.scenes.keys import KeysPage
from table.ui.scenes.table import TableScene
from table.ui.speech import Transcript, words
from tests.per_game import data_of, sample_game
from tests.ui.driver import TableDriver, make_app, start_table


class Watcher(Transcript):
    """A transcript that, as each line is said, checks it names no card the listener
    (``listener()``: the seat, or None for the whole room) cannot know and never could:
    hidden now and on every frame before (a card played in an earlier hand was seen by
    all, even once the next deal has gathered it back)."""

    def __init__(self, scene: TableScene, listener: Callable[[], int | None]) -> None:
        super().__init__()
        self.scene = scene
        self.listener = listener
        self.leaks: list[str] = []
        self.known: dict[int | None, set[str]] = {}

    def observe(self) -> set[str]:
        """The names hidden from the listener now; what is not hidden joins what it knows."""
        state, presenter = self.scene.match.state, self.scene.presenter
        listener = self.listener()
        hidden = state.hidden_ids(listener)
        deck = presenter.deck(len(self.scene.match.seats))
        known = self.known.setdefault(listener, set())
        events = state.visible_log(listener)
        named = set(strings(events))  # what the events showed it
        # Dodge the Dragon: who holds Blue 1 is announced to all (they must lead it).
        named |= {"blue-1" for event in events if event.get("type") == "lead_blue_1"}
        known |= {presenter.card_name(card) for card in deck if card not in hidden or card in named}
        return {presenter.card_name(card) for card in hidden} - known

    def speak(self, text: str, interrupt: bool) -> None:
        super().speak(text, interrupt)
        for name in self.observe():
            if re.search(rf"\b{re.escape(name)}\b", text):
                self.leaks.append(f"{text!r} names hidden {name}")


def strings(value: object) -> Iterator[str]:
    """Every string inside a JSON-like value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


class WatchedDriver(TableDriver):
    watcher: Watcher | None = None

    def frame(self, intents: list[Intent] | None = None) -> None:
        super().frame(intents)
        if self.watcher is not None:
            self.watcher.observe()


def listen(scene: TableScene, listener: Callable[[], int | None]) -> Watcher:
    watcher = Watcher(scene, listener)
    speech.SPEAKER.use(watcher)
    speech.SPEAKER.enabled = True
    return watcher


SAMPLE = sample_game()  # any game of three seats, a short one
GAMES = [(game_id, "human,ai,ai", data_of(game_id, "SPEECH_OPTIONS")) for game_id in game_ids()]


@pytest.mark.parametrize(("game_id", "spec", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_by_keys_is_spoken_in_the_tables_order_and_hides_what_is_hidden(
    spoken: None, game_id: str, spec: str, options: dict[str, object]
) -> None:
    app = make_app()
    scene = start_table(app, game_id, spec, seed=7, options=options)
    watcher = listen(scene, lambda: 0)
    driver = WatchedDriver(app, scene, random.Random(3), keyboard=True)
    driver.watcher = watcher
    # Every event handed to the table to show, in order: the opening deal, then each move's.
    animated: list[dict[str, object]] = list(scene.match.state.visible_log(scene.match.viewer, 0))
    animate = scene.animator.animate

    def keep(events: list[dict[str, object]], start: int | None = None) -> None:
        animated.extend(events)
        animate(events, start)

    scene.animator.animate = keep  # type: ignore[method-assign]
    driver.play_to_end()
    assert not scene.timeline.busy
    # Every event the table showed, in its words and in its order, was said (and the
    # table showed, by the end, as much of the log as the seat may see).
    expected = [line for event in animated if (line := scene.presenter.describe(event, scene.names))]
    assert expected, "a whole game has events worth a line"
    match = scene.match
    assert len(shown_log(match.state, match.viewer, 0, scene.animator.shown_log)) == len(animated)
    said = [line for line in watcher.lines if line in set(expected)]
    assert said == expected
    assert watcher.leaks == []
    assert any(line.endswith(": can be played.") for line in watcher.lines), "focus is spoken"
    summaries = [line for line in watcher.lines if line.endswith("Press Enter to continue.")]
    assert len(summaries) == len(scene.pad_rows), "each round's summary says how to go on"
    # Game over says its choices, then the focused one as every screen's control is said.
    assert watcher.lines[-2].startswith("Game over. Press Enter for Play again;")
    assert watcher.lines[-1] == "Play again, button."


def test_hot_seat_says_the_hand_over_and_nothing_private_to_the_room(spoken: None) -> None:
    app = make_app()
    scene = start_table(app, SAMPLE, "human,human,ai", seed=21, options=data_of(SAMPLE, "SPEECH_OPTIONS"))
    driver = WatchedDriver(app, scene, random.Random(5), skip=True)
    watcher = listen(scene, driver.allowed_viewer)
    driver.watcher = watcher
    driver.play_to_end()
    assert driver.hand_overs
    for seat in set(driver.hand_overs):
        name = scene.match.names[seat]
        assert any(line.startswith(f"Pass the computer to {name}.") for line in watcher.lines)
    assert watcher.leaks == []


def keyboard_table(game_id: str = SAMPLE) -> tuple[TableScene, TableDriver]:
    """A table of three played by keyboard, run on to your first turn (its animations skipped)."""
    app = make_app()
    scene = start_table(app, game_id, "human,ai,ai", seed=4, options=data_of(game_id, "SPEECH_OPTIONS"))
    driver = TableDriver(app, scene, random.Random(1), keyboard=True)
    for _ in range(5000):
        if scene.actor() is not None and not scene.timeline.busy and app.stack.top is scene:
            break
        driver.frame([key("skip")] if scene.timeline.busy else [])
    return scene, driver


def test_focus_says_the_card_and_whether_it_can_be_played(spoken: None) -> None:
    scene, driver = keyboard_table()
    record = speech.transcript()
    driver.frame([])
    assert record.lines[-2] == scene.prompt(scene.shown()).text
    assert ", card " in record.lines[-1]
    assert record.interrupted == 0  # the turn's focus comes after its prompt, not over it
    driver.frame([key("move", dx=1)])
    frame = scene.frame()
    card = frame.hand[scene.focus]
    assert card is not None
    name = scene.presenter.card_name(card)
    assert record.lines[-1].startswith(f"{name}, card {scene.focus + 1} of {len(frame.hand)}: ")
    assert record.interrupted == 1  # a key moving the focus cuts in on what was being said
    driver.frame([key("move", dx=1)])
    assert ", card " in record.lines[-1] and record.interrupted == 2


def test_review_keys_and_the_keys_page(spoken: None) -> None:
    scene, driver = keyboard_table()
    record = speech.transcript()
    driver.frame([])  # the turn's prompt and focus are said first
    view = scene.shown()
    hand = [scene.presenter.card_name(c) for c in scene.hand_cards(view) if c]
    driver.frame([Intent("review", text="hand")])
    said = record.lines[-1]
    assert said.startswith(f"Your hand, {len(hand)} cards.")
    for suit in {name.rpartition(" ")[0] or name for name in hand}:
        assert suit in said
    driver.frame([Intent("review", text="scores")])
    assert record.lines[-1].startswith("Scores: ") and scene.names[0] in record.lines[-1]
    driver.frame([Intent("review", text="turn")])
    assert record.lines[-1] == scene.prompt(scene.shown()).text
    driver.frame([Intent("review", text="table")])
    driver.frame([Intent("review", text="last")])
    assert record.lines[-1] == "No trick has been taken yet."
    driver.frame([Intent("review", text="repeat")])
    assert record.lines[-1] == record.lines[-2]
    driver.frame([key("keys")])
    assert isinstance(scene.app.stack.top, KeysPage)
    assert record.lines[-len(words.KEYS) - 1 : -1] == words.keys_lines()
    assert record.lines[-1] == "Close, button."  # then its one control, as on every screen
    driver.frame([key("keys")])  # not twice
    assert isinstance(scene.app.stack.top, KeysPage) and scene.app.stack.scenes[-2] is scene
    driver.frame([key("back")])


def test_the_accessibility_page_lists_every_key_of_the_keys_page() -> None:
    page = (Path(__file__).resolve().parents[2] / "docs" / "ACCESSIBILITY.md").read_text()
    for key_name, what in words.KEYS:
        assert f"| {key_name} | {what} |" in page, key_name


def test_a_hint_is_spoken_with_its_reason(spoken: None) -> None:
    scene, driver = keyboard_table()
    record = speech.transcript()
    driver.frame([Intent("text", text="h")])
    for _ in range(600):
        if scene.help.shown is not None:
            break
        driver.frame()
    assert scene.help.shown is not None
    assert f"Hint: {scene.help.shown.reason}" in record.lines


# The games whose table key says who still plays to the trick (SAYS_STILL_TO_PLAY in their test data).
@pytest.mark.parametrize("game_id", [gid for gid in game_ids() if data_of(gid, "SAYS_STILL_TO_PLAY")])
def test_the_table_key_says_who_still_plays_to_the_trick_in_turn(game_id: str, spoken: None) -> None:
    app = make_app(speed=8.0)
    scene = start_table(app, game_id, "human,ai,ai", seed=7, options=data_of(game_id, "SPEECH_OPTIONS"))
    driver = TableDriver(app, scene, random.Random(3), keyboard=True)
    record = speech.transcript()
    checked = 0
    for _ in driver.table_frames(30000):
        decider = scene.match.next_decider()
        trick = scene.shown_trick
        if scene.timeline.busy or decider is None or not trick or len(trick) >= len(scene.match.seats):
            continue
        scene.voice.review("table")
        waiting = record.lines[-1].split("Still to play: ", 1)[1].rstrip(".").split(", ")
        assert waiting[0] == scene.names[decider]  # the next to play comes first
        assert not {scene.names[seat] for seat, _ in trick} & set(waiting)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game_id", game_ids())
def test_ear_check_plays_a_whole_game_and_its_lesson_from_the_transcript(
    game_id: str, spoken: None, capsys: pytest.CaptureFixture[str]
) -> None:
    import argparse

    from table.ui import ear_check

    args = argparse.Namespace(game=game_id, seed=2, players=3, transcript=False, max_keys=5000)
    assert ear_check.run(args) == 0
    said = capsys.readouterr().out
    assert f"ear-check {game_id} game: reached the end" in said
    assert f"ear-check {game_id} lesson: reached the end" in said


@pytest.mark.parametrize(("game_id", "lang"), list(zip(game_ids()[::2], ["de", "fr", "es"], strict=False)))
def test_ear_check_plays_by_ear_in_another_language(
    game_id: str, lang: str, spoken: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """``ear-check --lang``: the transcript is in that language and the listener knows its
    phrases from the catalogue, so the game and the lesson still reach their end by ear."""
    import argparse

    from table.core import i18n
    from table.manifest import catalogues
    from table.ui import ear_check

    i18n.pin(lang, catalogues())  # --lang
    try:
        args = argparse.Namespace(game=game_id, seed=2, players=3, transcript=True, max_keys=5000)
        assert ear_check.run(args) == 0
    finally:
        i18n.reset()
    said = capsys.readouterr().out
    assert f"ear-check {game_id} game: reached the end" in said
    assert f"ear-check {game_id} lesson: reached the end" in said
    assert ": can be played." not in said and ", button." not in said  # heard in the language spoken
