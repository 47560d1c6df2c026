"""Banners keep clear of every other seat: no banner covers a seat's plate or the cards
in front of it (Royal's critters, Munch's forehead card), at every size, scale and
player count (found playing Royal: "A Royal's price: Count Crumb pays" lay over Count
Crumb's critters, the very row it told of).

The seats' parts come from the overlap audit's (``overlap_parts.seat_parts``), taken
while a few moves are played in, and each game's banner is placed as the table places
it (under the card in play, as Royal's are, and below the trick).
"""

from __future__ import annotations

import random

import pytest

from table.games import game_ids, get_game
from table.ui import gfx, layout
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from table.ui.scenes.table_banner import banner_rect
from table.ui.settings_model import Settings
from table.ui.tables.base import Banner
from tests.ui.driver import FRAME, TableDriver, start_table
from tests.ui.overlap_parts import seat_parts

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
FRAMES = 60


@pytest.mark.parametrize("scale", [1.0, 1.75])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game_id", game_ids())
def test_no_banner_covers_a_seat(game_id: str, size: tuple[int, int], scale: float) -> None:
    game = get_game(game_id)
    lines = ["The penalty pile's top card goes to them."]
    # Both places a banner may take: below the trick, and under the card in play (Royal's).
    shown = [Banner("A Royal's price: Count Crumb pays", lines, under_card=under) for under in (False, True)]
    problems: list[str] = []
    for players in range(game.min_players, game.max_players + 1):
        app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
        scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=players)
        driver = TableDriver(app, scene, random.Random(players), skip=True)
        for frame in range(FRAMES):
            top = app.stack.top
            if isinstance(top, GameOverScene):
                break
            if isinstance(top, RoundSummary):
                driver.frame([key("activate")])
                continue
            intents = [key("skip")] if scene.timeline.busy else driver.human_intents()
            with gfx.at_scale(app.ui_scale):
                app._handle_and_update(intents, FRAME)
            if app.stack.top is not scene or frame % 5:
                continue
            with gfx.at_scale(app.ui_scale):
                ctx = scene.context()
                boxes = [banner_rect(ctx.geo, banner, players) for banner in shown]
                for name, rects in seat_parts(scene, ctx).items():
                    if name.startswith("fan"):
                        continue  # a fan rises behind its plate, far from the middle
                    hit = [(box, rect) for box in boxes for rect in rects if layout.overlap(box, rect) > 0]
                    if hit:
                        box, rect = hit[0]
                        problems.append(f"{players} players, frame {frame}: banner {box} over {name} {rect}")
            if problems:
                break
        app.close()
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + " | ".join(problems[:3])
