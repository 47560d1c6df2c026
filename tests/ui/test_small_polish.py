"""Issue 20's smaller points at the table: the title clear of the felt's border (each game's
own points in ``tests/ui/test_<id>_small_polish.py``).
"""

from __future__ import annotations

import pygame
import pytest

from table.games import game_ids
from table.ui import assets, gfx
from table.ui.tables.context import Geometry
from tests.ui.driver import make_app, start_table

GAMES = game_ids()
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _bright(colour: pygame.Color) -> int:
    return int(colour.r) + int(colour.g) + int(colour.b)


def border_line(felt: pygame.Surface) -> tuple[int, int]:
    """The felt art's border line: the last row (from the top, at 30% across) and the
    last column (from the left, at 30% down) brighter than the felt inside it."""
    w, h = felt.get_size()
    column, row = round(w * 0.3), round(h * 0.3)
    inside = _bright(felt.get_at((column, round(h * 0.08))))
    rows = [y for y in range(round(h * 0.08)) if _bright(felt.get_at((column, y))) > inside + 60]
    inside = _bright(felt.get_at((round(w * 0.08), row)))
    columns = [x for x in range(round(w * 0.08)) if _bright(felt.get_at((x, row))) > inside + 60]
    assert rows and columns, "the felt has a border line"
    return rows[-1], columns[-1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_game_title_sits_inside_the_felts_border_line(game_id: str, size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = start_table(app, game_id, "human,ai,ai", seed=1)
    app.step([], 1 / 30)
    bottom_row, right_column = border_line(assets.table_background(game_id, size))
    x, y = Geometry.for_size(size).header
    assert y > bottom_row + 2 and x > right_column + 2
    # The title's letters start below the line too (the font's ascent sits in its box).
    title = gfx.text_surface(scene.match.game.title, round(size[1] * 0.034), gfx.ACCENT, bold=True)
    assert title.get_bounding_rect().top + y > bottom_row + 2
    app.close()
