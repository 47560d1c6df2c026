"""Hint, undo (and a refused one), the recap key and the hot-seat hand-over's recap, at the real table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from table.learn import Coach, lesson_for
from table.persistence import locations
from table.persistence.saves import load_autosave
from table.persistence.statistics import load_statistics, record_result
from table.ui import layout
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


def test_a_forced_move_is_shown_then_played_and_the_option_turns_it_off() -> None:
    """Dodge the Dragon's blue 1 leads the first trick: played for the player after a
    moment with its reason on screen, unless Forced moves is off."""
    from table.learn import forced_move

    for on in (True, False):
        app = App(Settings(animation_speed=4.0, forced_moves=on), size=(1280, 720), sound=False)
        plans = [SeatPlan("human", "Ann"), *(SeatPlan("ai", n) for n in ("Mildred", "Bones", "Ghoulia"))]
        coach = Coach(lesson_for("dragon"))
        coach.answer(coach.suggestion())  # the pass: the blue 1 is the student's next move
        scene = TableScene(app, Match("dragon", plans, state=coach.state), animate_start=False)
        app.stack.reset(scene)
        scene = until_my_turn(app)
        forced = forced_move(scene.match.state, 0)
        assert forced is not None and forced.action == "play blue-1"
        moves = len(scene.match.state.history)
        app.step([], FRAME)
        assert (scene.help.forced is not None) == on  # shown first, with its reason
        for _ in range(60):
            app.step([], FRAME)
        played = len(scene.match.state.history) > moves
        assert played == on


def _forced_dragon_table(settings: Settings) -> tuple[App, TableScene]:
    """Dodge the Dragon after the lesson's pass: the student's blue 1 must lead."""
    app = App(settings, size=(1280, 720), sound=False)
    plans = [SeatPlan("human", "Ann"), *(SeatPlan("ai", n) for n in ("Mildred", "Bones", "Ghoulia"))]
    coach = Coach(lesson_for("dragon"))
    coach.answer(coach.suggestion())
    scene = TableScene(app, Match("dragon", plans, state=coach.state), animate_start=False)
    app.stack.reset(scene)
    return app, until_my_turn(app)


def _until_played_for_you(app: App, scene: TableScene) -> None:
    """Frames until the table plays the student's forced move: the blue 1."""
    moves = len(scene.match.state.history)
    for _ in range(200):
        app.step([], FRAME)
        if len(scene.match.state.history) > moves:
            break
    assert scene.match.state.history[moves] == (0, "play blue-1")


def test_a_forced_move_slides_from_the_hand_under_its_caption(monkeypatch: pytest.MonkeyPatch) -> None:
    """The card flies from where it lay in the hand through the table's own animation
    (the presented hand loses it only as it flies), captioned while it flies and a
    moment after, and the caption goes once that is over."""
    from table.ui import gfx, table_help
    from table.ui.table_help import PLAYED_FOR_YOU

    app, scene = _forced_dragon_table(Settings(animation_speed=1.0, forced_moves=True))
    frame = scene.frame()
    where = layout.centre(frame.hand_rects[list(frame.hand).index("blue-1")])
    flight: list[tuple[float, float]] = []
    captions: list[str] = []
    draw_card, strip = gfx.draw_card, table_help._strip

    def record_card(surface: Any, game: str, card: str | None, rect: Any, *rest: Any, **kw: Any) -> None:
        centre = layout.centre(rect)
        if card == "blue-1" and scene.timeline.busy and centre[1] < where[1] - 1:
            flight.append(centre)  # on its way up to the trick, not in the hand
        draw_card(surface, game, card, rect, *rest, **kw)

    def record_caption(surface: Any, ctx: Any, text: str) -> None:
        captions.append(text)
        strip(surface, ctx, text)

    monkeypatch.setattr(gfx, "draw_card", record_card)
    monkeypatch.setattr(table_help, "_strip", record_caption)
    _until_played_for_you(app, scene)
    assert scene.help.played_for_you and scene.timeline.busy
    for _ in range(12):
        app.step([], FRAME)
    assert flight and scene.help.played_for_you  # still captioned just after the flight
    start, middle = flight[0][0], scene.geometry().middle[0]
    assert abs(start - where[0]) < abs(start - middle)  # from its place in the hand, not the middle
    assert PLAYED_FOR_YOU in captions
    for _ in range(400):
        app.step([], FRAME)
        if not scene.help.played_for_you:
            break
    assert not scene.help.played_for_you


def test_with_reduced_motion_a_forced_move_is_played_at_once_and_said_in_words() -> None:
    from table.ui.table_help import PLAYED_FOR_YOU

    app, scene = _forced_dragon_table(Settings(animation_speed=1.0, forced_moves=True, reduced_motion=True))
    _until_played_for_you(app, scene)
    assert not scene.help.played_for_you and scene.help.notice == PLAYED_FOR_YOU


def test_a_move_played_for_you_is_paced_like_any_move() -> None:
    """The forced move is ringed with its reason for as long as reading it takes (never
    under a second at speed 1), and the card stays captioned a second after it lands:
    a hand of forced moves can be followed trick by trick."""
    from table.ui.table_help import FORCED_HOLD, forced_pause

    app, scene = _forced_dragon_table(Settings(animation_speed=1.0, forced_moves=True))
    app.step([], FRAME)
    forced = scene.help.forced
    assert forced is not None
    assert forced_pause(forced.reason) >= max(1.0, len(forced.reason.split()) / 4)
    moves, shown = len(scene.match.state.history), 1
    while len(scene.match.state.history) == moves:
        app.step([], FRAME)
        shown += 1
    assert shown * FRAME >= forced_pause(forced.reason) - FRAME, "ringed long enough to read why"
    landed = 0
    while scene.help.played_for_you:
        app.step([], FRAME)
        landed += bool(scene.shown_trick)
    assert landed * FRAME >= FORCED_HOLD - FRAME, "the card stays under its caption after landing"
