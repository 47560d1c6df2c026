"""Issue 32: every other seat's plate sets its status lines at one size on a table frame.

At 175% in a 1920x1080 window Dodge the Dragon's plates once mixed sizes: one plate
wrapped its status onto two lines at full size while its neighbour, whose second line
was longer, had that line shrunk by ``draw_text``. Each game (from the registry) is
opened at 960x540, 1280x720 and 1920x1080 at every UI scale the window really uses, with
its most players (two humans at hot-seat, so one plate has no AI level, the rest the
computer), and played some frames in; on each quiet frame every seat's plate is drawn
through the table's own ``_draw_seat`` onto a scratch surface with ``draw_text``
recorded, and the status lines' real font sizes (after ``draw_text``'s own shrinking)
must be one, and none cut with an ellipsis.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from table.games import game_ids, get_game
from table.ui import gfx
from table.ui.app import App
from table.ui.controller import Match, SeatPlan
from table.ui.intents import click, key
from table.ui.scenes.overlays import GameOverScene, HandOverScene, RoundSummary
from table.ui.scenes.table import TableScene
from table.ui.settings_model import Settings
from tests.ui.driver import FRAME, TableDriver, used_scales

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
FRAMES = 60
# Two humans (hot-seat: a human's plate has no AI level) and the computer under longer
# names, so a plate's status runs one line or two and an AI's level goes below its name.
NAMES = ("Ben", "Ann", "Count Crumb", "Sir Rattle", "Ghoulia", "Pumpkin")


def _cases() -> list[tuple[str, tuple[int, int], float]]:
    return [(game, size, scale) for size in SIZES for scale in used_scales(size) for game in game_ids()]


@pytest.mark.parametrize(
    ("game_id", "size", "scale"), _cases(),
    ids=lambda value: f"{value}" if not isinstance(value, tuple) else f"{value[0]}x{value[1]}",
)
def test_plate_status_lines_share_one_size(
    game_id: str, size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[tuple[int, str, str]] = []  # (font size, line as drawn, line asked)
    real = gfx.draw_text

    def record(surface: pygame.Surface, text: str, px: float, pos: tuple[float, float],
               colour: Any = gfx.INK, bold: bool = False, anchor: str = "topleft",
               max_width: float | None = None) -> pygame.Rect:
        if colour == gfx.DIM_INK and max_width is not None:  # a plate's status line
            fitted = gfx.fit_px(text, px, max_width, bold)
            drawn.append((gfx.font_size(fitted), gfx.shorten(text, fitted, max_width, bold), text))
        return real(surface, text, px, pos, colour, bold, anchor, max_width)

    players = get_game(game_id).max_players
    plans = [SeatPlan("human" if seat < 2 else "ai", NAMES[seat]) for seat in range(players)]
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = TableScene(app, Match(game_id, plans, None, players))
    app.stack.reset(scene)
    driver = TableDriver(app, scene, random.Random(players), skip=True)
    scratch = pygame.Surface(size)
    checked = 0
    for frame in range(FRAMES):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, (HandOverScene, RoundSummary)):
            app.step([click((10, 10)) if isinstance(top, HandOverScene) else key("activate")], FRAME)
            continue
        with gfx.at_scale(app.ui_scale):
            intents = [key("skip")] if scene.timeline.busy else driver.human_intents()
        app.step(intents, FRAME)
        if app.stack.top is not scene or scene.timeline.busy:
            continue
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            looks = scene.renderer._seat_looks(ctx)
            drawn.clear()
            monkeypatch.setattr(gfx, "draw_text", record)
            try:
                for look in looks:
                    scene.renderer._draw_seat(ctx, look, scratch)
            finally:
                monkeypatch.setattr(gfx, "draw_text", real)
        sizes = {font_size for font_size, _shown, _text in drawn}
        assert len(sizes) <= 1, f"frame {frame}: plate status lines at sizes {sorted(sizes)}: {drawn}"
        cut = [text for _size, shown, text in drawn if shown != text]
        assert not cut, f"frame {frame}: status lines cut: {cut}"
        checked += 1
    app.close()
    assert checked, "no quiet frame was looked at"
