"""Every game's table at every window size and UI scale (Snow's own parts:
``test_snow_look_tables.py``): what each game draws itself stays clear of the hand, the
score panel and the window's edges, in readable text."""

from __future__ import annotations

import itertools
import os
import random
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any

import pygame
import pytest

from table.games import game_ids
from table.ui import coach, gfx, layout
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes import trick_mark
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.overlays import RoundSummary
from table.ui.settings_model import Settings
from table.ui.tables import presenter_for
from tests.per_game import data_of
from tests.ui.driver import TableDriver, start_table

SIZES = ((960, 540), (1280, 720), (1920, 1080))
SCALES = (1.0, 1.5, 2.0)


def _inside(inner: layout.Rect, outer: layout.Rect) -> bool:
    return (
        inner[0] >= outer[0] - 0.5
        and inner[1] >= outer[1] - 0.5
        and inner[0] + inner[2] <= outer[0] + outer[2] + 0.5
        and inner[1] + inner[3] <= outer[1] + outer[3] + 0.5
    )


def _drawn_after(app: App, box: layout.Rect) -> list[layout.Rect]:
    """What the last frame drew after ``box``'s own panel (the panel itself found as the
    last drawn rect that holds ``box``): the panel's words and buttons."""
    drawn = [_as_rect(r) for r in app.probe.rects]
    start = max(i for i, r in enumerate(drawn) if _inside(box, layout.inset(r, -2)))
    return drawn[start + 1 :]


def _finish_lesson(app: App, lesson: LessonScene, each_step: Callable[[], None] | None = None) -> None:
    """Play the coach's suggestions to the lesson's end, closing any screen on top;
    ``each_step`` is called before every step is taken (and once at the end)."""
    for _ in range(200):
        if each_step is not None:
            each_step()
        if lesson.coach.finished:
            break
        lesson.human_act(lesson.coach.suggestion())
        lesson.timeline.skip()
        while app.stack.top is not lesson:
            app.stack.pop()


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("scale", SCALES)
def test_the_coach_bubble_lines_never_touch_and_it_covers_the_whole_score_column(
    game_id: str, scale: float
) -> None:
    for size in ((960, 540), (1280, 720)):
        app = App(Settings(ui_scale=scale, learn_offered=True), size=size, sound=False)
        lesson = LessonScene(app, game_id)
        app.push(lesson)
        lesson.timeline.skip()
        app.step([], 0.0)
        with gfx.at_scale(app.ui_scale):
            ctx = lesson.context()
        # the box as drawn: the whole column, or as tall as the score panel where the words
        # fit there (a lesson whose first words are few: the scratch sixth game's)
        bubble = lesson.bubble_box
        assert bubble[3] > 0 and bubble[1] <= coach.bubble_rect(ctx)[1] + 1
        # what is drawn after the bubble's own box (the score panel under it is covered)
        texts = sorted(
            (r for r in _drawn_after(app, bubble) if _inside(r, bubble) and r[3] < size[1] * 0.1),
            key=lambda r: r[1],
        )
        assert len(texts) >= 3, "the heading and the coach's words are drawn in the bubble"
        for above, below in itertools.pairwise(texts):
            assert above[1] + above[3] <= below[1] + 1, f"{above} and {below} touch ({size}, {scale})"
        assert min(app.probe.sizes) >= 12
        # what the game draws under the score panel (e.g. Snow's race) stays under the bubble
        for part in data_of(game_id, "OWN_PARTS")(lesson, ctx).get("score panel", []):
            assert part[1] + part[3] <= bubble[1] + bubble[3] + 1, (part, bubble)
        app.close()


def _as_rect(r: pygame.Rect) -> layout.Rect:
    return (float(r.x), float(r.y), float(r.w), float(r.h))


@pytest.mark.parametrize(
    ("game_id", "players"),
    [(game_id, players) for game_id in game_ids() for players in data_of(game_id, "CROWDED_TABLES")],
)
@pytest.mark.parametrize(("size", "scale"), [((960, 540), 2.0), ((1280, 720), 2.0), ((960, 540), 1.0)])
def test_the_trick_winners_tag_covers_no_seat_at_a_crowded_table(
    game_id: str, players: int, size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=2.0), size=size, sound=False)
    scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=3)
    tags: list[tuple[layout.Rect, layout.Rect]] = []
    real = trick_mark.mark

    def noted(*args: Any) -> layout.Rect:
        tag = real(*args)
        tags.append((args[1], tag))
        return tag

    monkeypatch.setattr(trick_mark, "mark", noted)
    driver = TableDriver(app, scene, random.Random(2))
    for _ in range(6000):
        if isinstance(app.stack.top, RoundSummary):
            driver.frame([key("activate")])
            continue
        with gfx.at_scale(app.ui_scale):  # the driver finds cards where this scale puts them
            intents = driver.human_intents() if app.stack.top is scene and scene.actor() is not None else []
        driver.frame(intents)
        if len(tags) >= 3:
            break
    assert tags, "no trick was decided on screen"
    with gfx.at_scale(app.ui_scale):
        geo = scene.geometry()
    seats = layout.opponent_centres(players, scene.match.bottom_seat, geo.table)
    plates = [geo.plate_rect(point) for point in seats.values()]
    for card, tag in tags:
        assert tag[1] >= 0 and tag[1] + tag[3] <= card[1], "the tag sits above the winner's card"
        assert tag[0] >= 0 and tag[0] + tag[2] <= geo.panel[0]
        for plate in plates:
            assert layout.overlap(tag, plate) == 0, f"the tag {tag} covers the plate {plate}"
    assert min(app.probe.sizes) >= 12
    app.close()


# Only the games with tricks (Royal judges cards): TRICK_UNIT in their test data.
@pytest.mark.parametrize("game_id", [game for game in game_ids() if data_of(game, "TRICK_UNIT") is not None])
def test_the_last_trick_screen_before_the_first_says_the_games_own_word(game_id: str) -> None:
    presenter = presenter_for(game_id)
    assert presenter.trick_word in presenter.nothing_shown, presenter.nothing_shown


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_coach_step_fits_its_bubble_at_the_largest_scale(game_id: str, size: tuple[int, int]) -> None:
    app = App(Settings(ui_scale=2.0, learn_offered=True), size=size, sound=False)
    lesson = LessonScene(app, game_id)
    app.push(lesson)
    lesson.timeline.skip()

    def check_the_bubble() -> None:
        app.step([], 0.0)
        while app.stack.top is not lesson:  # the bubble as it stands under the end box too
            app.stack.pop()
            app.step([], 0.0)
        bubble = lesson.bubble_box  # as drawn: no taller than its words need
        for rect in _drawn_after(app, bubble):
            if rect[3] < size[1] * 0.1 and rect[0] >= bubble[0]:  # the bubble's words
                assert rect[1] + rect[3] <= bubble[1] + bubble[3] + 1, f"step {lesson.coach.step_index}"

    _finish_lesson(app, lesson, check_the_bubble)
    assert lesson.coach.finished
    app.close()


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize(("size", "scale"), [((960, 540), 2.0), ((1280, 720), 2.0), ((960, 540), 1.0)])
def test_the_lesson_end_box_words_clear_its_buttons(
    game_id: str, size: tuple[int, int], scale: float
) -> None:
    app = App(Settings(ui_scale=scale, learn_offered=True), size=size, sound=False)
    lesson = LessonScene(app, game_id)
    app.push(lesson)
    lesson.timeline.skip()
    _finish_lesson(app, lesson)
    end = LessonEnd(app, lesson)
    app.push(end)
    app.step([], 0.0)
    box = end.box()
    after = _drawn_after(app, box)
    buttons = [b.rect for b in end.buttons]
    def of_a_button(r: layout.Rect) -> bool:  # a button, its label or its focus ring
        return any(layout.overlap(r, b) > r[2] * r[3] * 0.5 or _inside(b, r) for b in buttons)

    # A lesson's picture (Munch's forehead round: cards side by side under their captions)
    # is no line of words: it lies under all of them, over the buttons.
    with gfx.at_scale(app.ui_scale):
        cards = [rect for _, rect in end.picture_rects()]
        caption = gfx.line_height(round(size[1] * 0.024)) + size[1] * 0.01
    if cards:
        top = min(r[1] for r in cards) - caption
        picture = (box[0], top, box[2], max(r[1] + r[3] for r in cards) + 6 - top)
        assert all(r[1] + r[3] <= top + 1 for r in after if not of_a_button(r) and not _inside(r, picture))
        after = [r for r in after if not _inside(r, picture)]
    words = sorted((r for r in after if not of_a_button(r)), key=lambda r: r[1])
    assert len(words) >= 3
    for rect in words:
        assert _inside(rect, box)
        assert all(layout.overlap(rect, b) == 0 for b in buttons), f"{rect} runs into the buttons"
    for above, below in itertools.pairwise(words[1:]):  # the title, then the lines
        assert above[1] + above[3] <= below[1] + 1, f"{above} and {below} touch"
    assert min(app.probe.sizes) >= 12
    app.close()
