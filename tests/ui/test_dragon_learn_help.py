"""A forced move in Dodge the Dragon's lesson: shown, then played for you (or not, as the option
says), sliding from the hand under its caption, said in words with reduced motion, and paced
like any move (Munch's hint, undo and recap: ``test_munch_learn_help.py``).
"""

from __future__ import annotations

from typing import Any

import pytest

from table.learn import Coach, lesson_for
from table.ui import layout
from table.ui.app import App
from table.ui.controller import Match, SeatPlan
from table.ui.scenes.table import TableScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME
from tests.ui.test_munch_learn_help import until_my_turn


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
