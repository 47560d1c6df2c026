"""The coach's box with a short reply ("Well played!" while the moves it answers play) is
no taller than its words: it sits at the side column's foot with the score panel whole
above it, never half over the panel, and has no empty band under its words. Where the
game draws at that foot too (Snow's race, at 175% in a small window), it covers the
score panel exactly, its words in its middle. Found
playing: the box was as tall as the score panel it covered, one line of words in it.
Every game's lesson, after every move, at 960x540, 1280x720 and 1920x1080, at 100% and
175%, as drawn."""

from __future__ import annotations

import pygame
import pytest

from table.learn import LESSON_IDS
from table.ui import coach, gfx, layout
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME
from tests.ui.test_learn_lesson import settle


def _words_in(app: App, box: layout.Rect) -> list[layout.Rect]:
    """The heading and words drawn in the coach's ``box`` (all drawn after its own panel)."""
    own = pygame.Rect(round(box[0]), round(box[1]), round(box[2]), round(box[3]))
    last = max(i for i, r in enumerate(app.probe.rects) if r == own)
    return [(float(r.x), float(r.y), float(r.w), float(r.h)) for r in app.probe.rects[last + 1 :]
            if own.contains(r) and r.h < own.h]


def _under(app: App, box: layout.Rect) -> list[layout.Rect]:
    """What the table drew before the coach's box (its own panel: the last drawn rect that is it)."""
    own = pygame.Rect(round(box[0]), round(box[1]), round(box[2]), round(box[3]))
    last = max(i for i, r in enumerate(app.probe.rects) if r == own)
    return [(float(r.x), float(r.y), float(r.w), float(r.h)) for r in app.probe.rects[:last]]


@pytest.mark.parametrize("game_id", LESSON_IDS)
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 1.75])
def test_a_short_reply_has_a_box_its_size_clear_of_the_score_panel(
    game_id: str, size: tuple[int, int], scale: float
) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=1.0, learn_offered=True), size=size, sound=False)
    scene = LessonScene(app, game_id)
    app.stack.reset(scene)
    problems: list[str] = []
    replies = 0
    for _ in range(120):
        settle(app, scene)
        if isinstance(app.stack.top, LessonEnd):
            break
        app.step([key("activate")], FRAME)  # the coach's move, one stage at a time (its focus)
        app.step([], FRAME)
        if not (scene.reply and scene.timeline.busy and scene.shown_blocks == [scene.reply, ""]):
            continue  # a stage of a move, or words longer than a reply
        replies += 1
        box = scene.bubble_box
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            panel = ctx.geo.score_panel_rect(ctx.players)
            column = coach.bubble_rect(ctx)
        covered = layout.overlap(box, panel)
        words = _words_in(app, box)
        below = box[1] + box[3] - max(r[1] + r[3] for r in words)
        if 0 < covered < panel[2] * panel[3] - 1:
            problems.append(f"{scene.reply!r}: the box {box} half covers the score panel {panel}")
        elif covered:  # no room at the column's foot: over the panel, its words in the middle
            above = min(r[1] for r in words[1:]) - (words[0][1] + words[0][3])  # under the heading
            if below - above > size[1] * 0.04:  # not in the middle
                problems.append(f"{scene.reply!r}: {above:.0f} px over the words, {below:.0f} under them")
            foot = (column[0], panel[1] + panel[3], column[2], column[1] + column[3] - panel[1] - panel[3])
            if not any(layout.overlap(part, foot) > 0 for part in _under(app, box)):
                problems.append(f"{scene.reply!r}: the box {box} hides the score panel with room under it")
        elif below > size[1] * 0.04:
            problems.append(f"{scene.reply!r}: {below:.0f} px of empty box under the words")
        elif abs(box[1] + box[3] - (column[1] + column[3])) > 1:
            problems.append(f"{scene.reply!r}: the box {box} does not end where the column {column} does")
    app.close()
    assert replies, "no short reply was shown while moves played"
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + "; ".join(problems[:3])
