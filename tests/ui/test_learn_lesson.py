"""Learn to play at the table: a lesson driven to its end by mouse and by keyboard,
a retry, the entries on the title and setup screens, and the first-launch offer."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from table.learn import LESSON_IDS
from table.ui import layout
from table.ui.app import App
from table.ui.coach import targets
from table.ui.intents import Intent, click, key
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.overlays import RoundSummary
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import LearnMenu, TitleScene
from tests.per_game import data_of
from tests.ui.driver import FRAME, card_point, make_app


def start(app: App, game_id: str) -> LessonScene:
    scene = LessonScene(app, game_id)
    app.stack.reset(scene)
    return scene


def settle(app: App, scene: LessonScene, limit: int = 3000) -> None:
    """Frames until the student must act or the lesson's end box is up."""
    for _ in range(limit):
        if isinstance(app.stack.top, RoundSummary):
            app.step([key("activate")], FRAME)
        if isinstance(app.stack.top, LessonEnd) or (app.stack.top is scene and scene.actor() is not None):
            return
        app.step([key("skip")] if scene.timeline.busy else [], FRAME)
    raise AssertionError("the lesson never came back to the student")


def point_for(scene: LessonScene, action: str) -> tuple[int, int]:
    """Where a person clicks for ``action``: its card's uncovered strip or its button."""
    frame = scene.frame()
    rect = targets(scene.context(frame), [], [action])[0]
    if rect in frame.hand_rects:
        return card_point(scene, list(frame.hand_rects).index(rect))
    x, y = layout.centre(rect)
    return (round(x), round(y))


def drive(app: App, scene: LessonScene, how: str) -> int:
    moves = 0
    settle(app, scene)
    while not isinstance(app.stack.top, LessonEnd):
        action = scene.coach.suggestion()
        # By keyboard, the focus starts on the taught move: Enter plays it.
        intents: list[Intent] = [click(point_for(scene, action))] if how == "mouse" else [key("activate")]
        before = scene.coach.step_index, len(scene.match.state.history)
        app.step(intents, FRAME)
        assert (scene.coach.step_index, len(scene.match.state.history)) != before, scene.message
        moves += 1
        settle(app, scene)
    return moves


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_every_lesson_reaches_its_end_at_the_table(game_id: str) -> None:
    app = make_app(size=(1920, 1080))
    scene = start(app, game_id)
    settle(app, scene)
    for _ in range(200):
        if isinstance(app.stack.top, LessonEnd):
            break
        rings = targets(scene.context(), scene.shown_trick, scene.coach.bubble().points_at)
        if scene.coach.step is not None:
            assert rings, f"step {scene.coach.step_index + 1} points at nothing on screen"
        scene.human_act(scene.coach.suggestion())
        settle(app, scene)
    assert isinstance(app.stack.top, LessonEnd) and scene.coach.on_script
    assert scene.match.session.store is None  # a lesson is never saved


def test_title_and_setup_open_lessons_and_the_offer_is_remembered() -> None:
    app = make_app()
    title = TitleScene(app)
    app.stack.reset(title)
    assert title.offer  # the first launch suggests a lesson
    title.place()
    app.step([click(tuple(round(v) for v in layout.centre(title.offer[0].rect)))], FRAME)  # type: ignore[arg-type]
    assert app.settings.learn_offered and not title.offer
    menu = app.stack.top
    assert isinstance(menu, LearnMenu)
    menu.focus.widgets[0].on_press()  # type: ignore[attr-defined]
    assert isinstance(app.stack.top, LessonScene)
    assert not TitleScene(app).offer  # answered once, never offered again
    game_id = LESSON_IDS[-1]  # any game with a lesson
    setup = SetupScene(app, game_id)
    app.stack.reset(setup)
    setup.learn()
    assert isinstance(app.stack.top, LessonScene) and app.stack.top.lesson.game_id == game_id


def test_no_thanks_declines_the_offer() -> None:
    app = make_app()
    title = TitleScene(app)
    app.stack.reset(title)
    title.offer[1].on_press()
    assert app.settings.learn_offered and isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_coach_waits_for_the_table_before_it_says_the_next_step(game_id: str) -> None:
    # Its words tell of the cards the computer played after the student's move: they
    # appear once those cards have landed, never while they are still flying.
    app = make_app()
    scene = start(app, game_id)
    settle(app, scene)
    first = scene.shown_bubble
    assert first == scene.coach.bubble() and first.words
    seat = scene.actor()
    assert seat is not None
    scene._play(seat, scene.coach.suggestion())  # the taught move, as a click or Enter makes it
    assert scene.coach.step_index > 0 or scene.coach.finished
    if not scene.timeline.busy:
        return  # nothing to show between the two steps
    ahead = scene.coach.bubble()
    assert scene.shown_bubble.words == "" and scene.shown_bubble != ahead  # only the reply
    assert scene.reply
    while scene.timeline.busy:
        app.step([], FRAME)
        assert scene.timeline.busy or scene.shown_bubble == scene.coach.bubble()
    app.step([], FRAME)
    assert scene.shown_bubble == scene.coach.bubble()
    app.close()


def follow_the_coach(app: App, scene: LessonScene, check: Callable[[], None] = lambda: None) -> None:
    """Play each taught move (as a click or Enter makes it) to the lesson's end box,
    calling ``check`` whenever the student is to move."""
    settle(app, scene)
    while not isinstance(app.stack.top, LessonEnd):
        check()
        seat = scene.actor()
        assert seat is not None
        scene._play(seat, scene.coach.suggestion())
        settle(app, scene)


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_keyboard_focus_never_rests_on_an_illegal_card_in_a_lesson(game_id: str) -> None:
    app = make_app()
    scene = start(app, game_id)

    def focus_is_usable() -> None:
        frame = scene.frame()
        usable = scene.input.targets(frame, scene.context(frame).actions)
        assert scene.focus in usable, f"{game_id}: focus on {scene.focus}, usable {usable}"

    follow_the_coach(app, scene, focus_is_usable)
    app.close()


# The games whose engine deals the next round as the lesson's round is scored
# (LESSON_DEALS_ON in their test data).
@pytest.mark.parametrize("game_id", [gid for gid in LESSON_IDS if data_of(gid, "LESSON_DEALS_ON")])
def test_the_lesson_ends_on_its_own_hand_not_the_deal_after_it(game_id: str) -> None:
    # The engine deals the next round as the lesson's round is scored; the lesson's table
    # stays on the hand it taught (played out), under the summary and the end box.
    app = make_app()
    scene = start(app, game_id)
    follow_the_coach(app, scene)
    for _ in range(30):
        app.step([], FRAME)
    live = scene.match.view()
    assert [card for card in scene.frame().hand if card is not None] == [], "the next deal is on the table"
    assert live.get("hand") or live.get("hands"), "the engine has dealt the next round"
    app.close()


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_enter_alone_plays_every_taught_move_stage_by_stage(game_id: str) -> None:
    # The focus starts on what the coach rings at every stage of a move made in stages
    # (Royal: the card, then whom, then the claim), so Enter never plays another move.
    app = make_app()
    scene = start(app, game_id)
    settle(app, scene)
    for _ in range(200):
        if scene.coach.step is None:  # every coached step done (free play follows)
            break
        step = scene.coach.step_index
        app.step([key("activate")], FRAME)
        said = f"step {step + 1}: Enter played another move: {scene.reply}"
        assert scene.reply in ("", "Well played!"), said
        settle(app, scene)
    assert scene.coach.on_script and scene.coach.step_index == len(scene.lesson.steps)
