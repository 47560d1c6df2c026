"""The title and the one saved game: the "New to these games?" offer is gone once a
lesson has been finished (however it was opened), and starting a new game over a saved
one asks first, by keyboard and by mouse; keeping it keeps the save untouched."""

from __future__ import annotations

from pathlib import Path

from table.games import game_ids, get_game
from table.learn import LESSON_IDS
from table.persistence import load_autosave, locations
from table.ui import layout
from table.ui.app import App, open_app
from table.ui.controller import SeatPlan
from table.ui.intents import click, key
from table.ui.scenes.common import ConfirmOverlay
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from table.ui.widgets import Button
from tests.per_game import data_of, sample_game
from tests.ui.driver import FRAME, make_app
from tests.ui.test_learn_lesson import drive

AI = [SeatPlan("ai", "Mildred", "random"), SeatPlan("ai", "Bones", "random")]
SAVED = sample_game()  # the game saved: any game of three
OTHER = next(game_id for game_id in game_ids() if game_id != SAVED)  # the one started over it


def test_a_lesson_finished_from_a_games_setup_ends_the_offer() -> None:
    app = make_app()
    assert TitleScene(app).offer  # a first launch: the offer shows
    setup = SetupScene(app, LESSON_IDS[0])  # a game with a lesson
    app.stack.reset(setup)
    setup.learn()  # the setup's own "Learn to play", not the title's
    lesson = app.stack.top
    assert isinstance(lesson, LessonScene) and TitleScene(app).offer  # begun, not finished: still offered
    drive(app, lesson, "keyboard")
    assert isinstance(app.stack.top, LessonEnd)
    assert app.settings.learn_offered and not TitleScene(app).offer
    app.close()


def _with_a_save(folder: Path) -> tuple[App, list[list[object]]]:
    app = open_app(locations(folder), size=(1280, 720), sound=False)
    app.settings.animation_speed = 8.0
    match = app.new_match(SAVED, [SeatPlan("human", "Ann"), *AI], data_of(SAVED, "SHORT_OPTIONS"), 3)
    seat = match.state.turn[0]  # whoever the game has play first (not always seat 0)
    match.act(seat, match.legal_actions(seat)[0])  # a move, so the save has a history
    assert app.autosave_writer is not None and app.autosave_writer.flush()
    record, _ = load_autosave(locations(folder))
    assert record is not None
    return app, record["state"]["history"]


def _press(app: App, button: Button) -> None:
    x, y = layout.centre(button.rect)
    app.step([click((round(x), round(y)))], FRAME)


def test_starting_over_a_saved_game_asks_first(tmp_path: Path) -> None:
    app, history = _with_a_save(tmp_path)
    setup = SetupScene(app, OTHER)
    app.stack.reset(setup)
    app.step([], FRAME)
    # Enter on Start (the keyboard's way): a question, not a new game.
    setup.focus.focus = setup.focus.widgets.index(setup.start_button)
    app.step([key("activate")], FRAME)
    ask = app.stack.top
    assert isinstance(ask, ConfirmOverlay) and get_game(SAVED).title in ask.subtitle
    # Enter again keeps the save (the safe choice has the focus), as Esc does.
    app.step([key("activate")], FRAME)
    assert app.stack.top is setup
    app.step([key("activate")], FRAME)
    assert isinstance(app.stack.top, ConfirmOverlay)
    app.step([key("back")], FRAME)
    assert app.stack.top is setup
    record, _ = load_autosave(locations(tmp_path))
    assert record is not None and record["state"]["history"] == history and record["game"] == SAVED
    # By mouse: Start, then "Start the new game": the new game replaces the save.
    app.step([], FRAME)
    _press(app, setup.start_button)
    ask = app.stack.top
    assert isinstance(ask, ConfirmOverlay)
    app.step([], FRAME)
    _press(app, ask.go_button)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.match.game_id == OTHER
    app.close()


def test_keyboard_can_choose_to_replace_and_no_save_means_no_question(tmp_path: Path) -> None:
    app, _ = _with_a_save(tmp_path / "saved")
    setup = SetupScene(app, SAVED)
    app.stack.reset(setup)
    setup.start()
    app.step([key("move", dx=1)], FRAME)  # from "Keep the saved game" to "Start the new game"
    app.step([key("activate")], FRAME)
    assert isinstance(app.stack.top, TableScene)
    app.close()
    fresh = open_app(locations(tmp_path / "fresh"), size=(1280, 720), sound=False)
    setup = SetupScene(fresh, SAVED)
    fresh.stack.reset(setup)
    setup.start()
    assert isinstance(fresh.stack.top, TableScene)  # nothing to lose: no question
    fresh.close()
