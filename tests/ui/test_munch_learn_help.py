"""Munch's lesson at the real table: hint, undo (and a refused one), the recap key and the
hot-seat hand-over's recap (Dragon's forced moves: ``test_dragon_learn_help.py``)."""

from __future__ import annotations

from pathlib import Path

from table.learn import Coach, lesson_for
from table.persistence import locations
from table.persistence.saves import load_autosave
from table.persistence.statistics import load_statistics, record_result
from table.ui.app import App
from table.ui.controller import Match, SeatPlan
from table.ui.intents import key, text
from table.ui.scenes.common import TextPanel
from table.ui.scenes.overlays import HandOverScene
from table.ui.scenes.table import TableScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME, make_app

PLANS = [SeatPlan("human", "Ann"), SeatPlan("ai", "Mildred"), SeatPlan("ai", "Bones")]


def lesson_table(app: App, game_id: str) -> TableScene:
    """A real (saved) game on a lesson's deal, one human against two computers."""
    coach = Coach(lesson_for(game_id))
    match = Match(game_id, PLANS, state=coach.state, store=app.store)
    scene = TableScene(app, match, animate_start=False)
    app.stack.reset(scene)
    return scene


def until_my_turn(app: App, limit: int = 4000) -> TableScene:
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, TableScene) and top.actor() is not None:
            return top
        app.step([], FRAME)
    raise AssertionError("never my turn")


def test_hint_rings_the_hard_ai_move_with_a_reason() -> None:
    app = make_app()
    scene = lesson_table(app, "munch")
    scene = until_my_turn(app)
    app.step([text("h")], FRAME)
    for _ in range(600):
        if scene.help.shown is not None:
            break
        app.step([], FRAME)
    shown = scene.help.shown
    assert shown is not None and shown.action in scene.match.legal_actions(0) and shown.reason
    app.step([], FRAME)  # drawn: the reason over the table
    scene.human_act(shown.action)
    app.step([], FRAME)
    assert scene.help.shown is None  # a move ends the hint


def test_no_hint_in_hot_seat_unless_the_setting_allows_it() -> None:
    def labels(settings: Settings) -> list[str]:
        app = App(settings, size=(1280, 720), sound=False)
        plans = [SeatPlan("human", "Ann"), SeatPlan("human", "Ben"), SeatPlan("ai", "Bones")]
        return TableScene(app, Match("munch", plans)).renderer.side_labels

    assert "Hint (H)" not in labels(Settings()) and "Undo (Ctrl+Z)" not in labels(Settings())
    assert "Hint (H)" in labels(Settings(hints_in_hot_seat=True))


def test_undo_takes_back_the_move_until_the_predictions_are_shown(tmp_path: Path) -> None:
    store = locations(tmp_path)
    app = App(Settings(animation_speed=4.0), size=(1280, 720), sound=False, store=store)
    lesson_table(app, "munch")
    scene = until_my_turn(app)
    before = list(scene.match.state.history)
    scene.human_act(scene.match.legal_actions(0)[0])
    app.step([key("undo")], FRAME)  # Ctrl+Z while the predictions are still to be shown
    top = app.stack.top
    assert isinstance(top, TableScene) and top is not scene
    assert top.match.state.history == before and 0 in top.match.state.turn
    assert isinstance(top, TableScene) and "taken back" in top.help.notice  # said in green, not as an error
    app.flush_saves()
    saved, _ = load_autosave(store)
    assert saved is not None and saved["undid"] == [0]
    assert [tuple(move) for move in saved["state"]["history"]] == before  # the undone move is in no record
    # Once everyone's predictions have been shown, the undo is refused in words.
    top.human_act(top.match.legal_actions(0)[0])
    scene = until_my_turn(app)
    moves = len(scene.match.state.history)
    app.step([key("undo")], FRAME)
    assert app.stack.top is scene and len(scene.match.state.history) == moves
    assert scene.message == "Can't undo: you have seen everyone's predictions."
    assert scene.match.session.undid == {0}


def test_statistics_count_a_game_with_undos_for_the_player_who_undid(tmp_path: Path) -> None:
    store = locations(tmp_path)
    record_result(store, "munch", ["Ann", "Bones"], [10, 20], [1], low_is_best=False, with_undos={0})
    record_result(store, "munch", ["Ann", "Bones"], [30, 20], [0], low_is_best=False)
    stats, problem = load_statistics(store)
    assert problem is None
    assert stats["munch"]["Ann"].with_undos == 1 and stats["munch"]["Bones"].with_undos == 0
    assert stats["munch"]["Ann"].played == 2


def test_recap_key_and_the_hot_seat_hand_over_list_what_happened() -> None:
    app = make_app()
    lesson_table(app, "munch")
    scene = until_my_turn(app)
    scene.human_act(scene.match.legal_actions(0)[0])
    scene = until_my_turn(app)
    app.step([text("r")], FRAME)
    panel = app.stack.top
    assert isinstance(panel, TextPanel) and panel.title == "Since your last turn"
    # Hot-seat: the hand-over lists the public events since that person last moved.
    app = make_app()
    plans = [SeatPlan("human", "Ann"), SeatPlan("human", "Ben"), SeatPlan("ai", "Bones")]
    coach = Coach(lesson_for("munch"))
    match = Match("munch", plans, state=coach.state)
    app.stack.reset(TableScene(app, match, animate_start=False))
    seen: list[list[str]] = []
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, HandOverScene):
            seen.append(top.recap)
            app.step([], FRAME)  # drawn with its recap
            if len(seen) >= 3:
                break
            app.step([key("activate")], FRAME)
            continue
        if isinstance(top, TableScene) and top.actor() is not None:
            top.human_act(top.match.legal_actions(top.actor() or 0)[0])
        app.step([], FRAME)
    assert len(seen) >= 3 and any(lines for lines in seen[1:])
    for lines in seen:
        assert all(isinstance(line, str) and line for line in lines)
