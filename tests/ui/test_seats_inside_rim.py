"""Every other seat's things lie inside the table's rim, in every game (issue 32).

The felt's rim is the line the table art paints round it (``felt_rim``: read from the
game's table SVG, through the background's cover scaling; the first test checks the
pixels drawn show it there). Each game of the registry is opened at 960x540, 1280x720
and 1920x1080, at 100% and 175% UI scale, at every table size it allows, and played
some moves in by clicks. On quiet frames every other seat's plate, its fan (each card's
turned bounds), the cards it holds up beside its plate, the row of cards in front of it
and a hand the game draws itself (``HANDS_SHOWN``) must lie inside the rim's line, its
rounded corners included; so must every place the layout keeps for a seat's things
(``Geometry.seat_zone``: a card held up, a row in front), drawn or not yet. The left
seat's plate and fan started at x=5-7 px, over and outside the rim.
"""

from __future__ import annotations

import random

import pygame
import pytest

from table.games import game_ids, get_game
from table.ui import assets, gfx, layout
from table.ui.app import App
from table.ui.scenes.table import TableScene
from table.ui.settings_model import Settings
from table.ui.tables.context import TableContext
from tests.per_game import data_of
from tests.ui.driver import TableDriver, start_table
from tests.ui.felt_rim import rim
from tests.ui.overlap_parts import table_parts

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [1.0, 1.75]
FRAMES = 40  # per table: a few moves in, animations skipped
SEAT_PARTS = ("plate", "fan", "front")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", game_ids())
def test_the_rim_is_where_the_art_draws_it(game_id: str, size: tuple[int, int]) -> None:
    """Along the middle row, the pixel nearest the rim line's colour in the left and the
    right twentieth of the window lies on the line the art says (its width and a pixel)."""
    felt = assets.table_background(game_id, size)  # as the table draws it (before the display format)
    found = rim(game_id, size)
    width = found.line
    y = size[1] // 2

    def nearest(xs: range) -> int:
        colours = [pygame.Color(felt.get_at((x, y))) for x in xs]
        edge = max(colours, key=lambda c: c.r + c.g - c.b)  # the gold-brown line on the felt
        return xs[colours.index(edge)]

    band = size[0] // 20
    left, right = nearest(range(band)), nearest(range(size[0] - band, size[0]))
    assert found.left - width - 1 <= left <= found.left + 1, (left, found.left)
    assert found.right - 1 <= right <= found.right + width + 1, (right, found.right)


def _seat_boxes(scene: TableScene, ctx: TableContext) -> dict[str, list[layout.Rect]]:
    """Every other seat's things drawn now, and the places kept for them, by name."""
    boxes = {name: rects for name, rects in table_parts(scene).items()
             if name.partition(" ")[0] in SEAT_PARTS and name.partition(" ")[2].isdigit()}
    hands_shown = data_of(ctx.game_id, "HANDS_SHOWN")  # a game that draws the other hands itself
    if hands_shown is not None:
        for seat, cards in hands_shown(scene, ctx).items():
            boxes[f"hand {seat}"] = list(cards)
    geo = ctx.geo
    for seat, point in layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table).items():
        boxes[f"kept for {seat}"] = geo.seat_zone(point, ctx.players)
    return boxes


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", game_ids())
def test_every_seat_lies_inside_the_rim(game_id: str, size: tuple[int, int], scale: float) -> None:
    game = get_game(game_id)
    border = rim(game_id, size)
    problems: list[str] = []
    for players in range(game.min_players, game.max_players + 1):
        app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
        scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=players)
        driver = TableDriver(app, scene, random.Random(players), skip=True)
        checked = 0
        for frame in driver.table_frames(FRAMES):
            if scene.timeline.busy or frame % 4:
                continue
            with gfx.at_scale(app.ui_scale):
                boxes = _seat_boxes(scene, scene.context())
            checked += 1
            for name, rects in boxes.items():
                for rect in rects:
                    if border.outside(rect):
                        problems.append(f"{players} players: {name} {tuple(round(v) for v in rect)}")
            if problems:
                break
        app.close()
        assert checked, f"{players} players: no quiet frame was looked at"
    inside = (round(border.left), round(border.top), round(border.right), round(border.bottom))
    said = "; ".join(problems[:4])
    assert not problems, f"{game_id} at {size}, {scale:.0%}: outside the rim {inside}: {said}"
