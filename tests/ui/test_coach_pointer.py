"""The coach's pointer line keeps a clear gap from everything the table drew that it does
not point at (plates, their labels, decision buttons, cards, badges), and crosses no
seat's plate, no decision button and not the prompt's words: every coached step of
every lesson, each stage of a move made in parts (card, seat, claim) pressed by keyboard
as the coach asks, at 960x540, 1280x720 and 1920x1080, at 100% and 175%, as the bubble
draws it; a step with no line that keeps clear shows its rings alone. Found playing
Royal's lesson: the line ran along the foot of a seat's plate, as if underlining it
(issue 32, point 21)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from table.learn import LESSON_IDS
from table.ui import coach, gfx, layout
from table.ui.app import App
from table.ui.intents import key
from table.ui.pointer import gap_to
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME
from tests.ui.test_learn_lesson import settle

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
CLEAR = 0.01  # of the window's height: the least room kept (7 px at 1280x720), the line's own width aside


def _crossed(path: list[layout.Point], boxes: list[layout.Rect]) -> list[layout.Rect]:
    near = [pygame.Rect(round(b[0]), round(b[1]), round(b[2]), round(b[3])) for b in boxes]
    steps = list(itertools.pairwise(path))
    return [boxes[i] for i, box in enumerate(near) for one, two in steps if box.clipline(one, two)]


def _under_the_coach(app: App, box: layout.Rect, path: list[layout.Point]) -> list[layout.Rect]:
    """What the frame drew before the coach's box (the box's own panel: the last drawn
    rect that is it), but for the line's own boxes noted for the repaint (one round each
    stretch): the table, as the player sees it round the line."""
    own = pygame.Rect(round(box[0]), round(box[1]), round(box[2]), round(box[3]))
    last = max(i for i, r in enumerate(app.probe.rects) if r == own)
    line = [pygame.Rect(one, (0, 0)).union(pygame.Rect(two, (0, 0))).inflate(12, 12)
            for one, two in itertools.pairwise(path)]
    return [(float(r.x), float(r.y), float(r.w), float(r.h)) for r in app.probe.rects[:last]
            if r.w > 0 and r.h > 0 and r not in line]


@pytest.mark.parametrize("game_id", LESSON_IDS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 1.75])
def test_the_pointer_keeps_clear_of_all_it_does_not_point_at(
    game_id: str, size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch,
) -> None:
    lines: list[list[layout.Point]] = []
    real = pygame.draw.lines

    def record(surface: pygame.Surface, colour: object, closed: bool, points: object, width: int = 1) -> None:
        if colour == gfx.FOCUS and width == 3:  # the coach's pointer (its only line of the kind)
            lines.append([(float(p[0]), float(p[1])) for p in points])  # type: ignore[attr-defined]
        real(surface, colour, closed, points, width)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.draw, "lines", record)
    app = App(Settings(ui_scale=scale, animation_speed=8.0, learn_offered=True), size=size, sound=False)
    scene = LessonScene(app, game_id)
    app.stack.reset(scene)
    problems, pointed, asked = [], 0, 0
    least = size[1] * CLEAR
    for _ in range(120):
        settle(app, scene)
        if isinstance(app.stack.top, LessonEnd):
            break
        lines.clear()
        app.step([], FRAME)  # drawn: the bubble, its rings and its pointer
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            bubble = scene.shown_bubble
            rings = coach.lesson_rings(ctx, scene.shown_trick, bubble.points_at, bubble.teach)
            geo = ctx.geo
            seats = layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).values()
            plates = [geo.plate_rect(point) for point in seats]
            words = [geo.prompt_box(2, ctx.players), *plates, *ctx.frame.button_rects]
        asked += bool(rings)
        if lines:
            pointed += 1
            path, target, box = lines[-1], rings[0], scene.bubble_box
            step = f"step {bubble.step} ({scene.coach.suggestion()})"
            for crossed in _crossed(path, [b for b in words if layout.overlap(b, target) == 0]):
                problems.append(f"{step}: {path} to {target} crosses {crossed}")
            if not all(least <= x <= size[0] - least and least <= y <= size[1] - least for x, y in path):
                problems.append(f"{step}: {path} runs along the window's edge or off it")
            for drawn in _under_the_coach(app, box, path):
                apart = layout.overlap(drawn, target) == 0 and layout.overlap(drawn, box) == 0
                if apart and (near := gap_to(path, drawn)) < least:
                    problems.append(f"{step}: {path} to {target} comes {near:.1f} px near {drawn}")
        app.step([key("activate")], FRAME)  # the coach's move, one stage at a time (its focus)
    app.close()
    assert isinstance(app.stack.top, LessonEnd), "the lesson was not played to its end"
    # Where no line keeps clear (a card inside the whole hand's ring) the rings alone point
    # the way; that stays the exception.
    assert asked and pointed >= asked * 0.75, f"of {asked} steps asked for a move, {pointed} drew a line"
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + "; ".join(problems[:4])
