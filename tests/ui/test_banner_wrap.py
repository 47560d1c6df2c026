"""A banner line too long for its box is wrapped onto the next line, smaller, inside the
same box: never cut off with an ellipsis (found playing Snow at 1280×720: the round's
banner listed four seats' enhancements and ended "Ghoulia: Sno…"). Its box keeps its
place (test_banner_place): the words shrink to fit it, not the box grow over the trick."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from table.games import game_ids, get_game
from table.ui import drawing, gfx
from table.ui.app import App
from table.ui.scenes import table_banner
from table.ui.settings_model import Settings
from table.ui.tables.base import Banner
from tests.ui.driver import start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
# Four seats with long names, each entry kept whole by no-break spaces.
LONG = " · ".join(f"Count\u00a0Crumb\u00a0{n}:\u00a0Doppelganger" for n in range(1, 5))


@pytest.mark.parametrize("scale", [1.0, 1.75])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game_id", game_ids())
def test_a_long_banner_line_is_wrapped_whole_inside_its_box(
    game_id: str, size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = get_game(game_id)
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (game.max_players - 1)), seed=3)
    seats = len(scene.names)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = gfx.draw_text

    def record(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(gfx, "draw_text", record)
    surface = pygame.Surface(size)
    for under in (False, True):
        shown = Banner("Round 2", ["Enhancements dealt face up", LONG], under_card=under)
        drawn.clear()
        probe = drawing.DrawProbe(surface)
        with gfx.at_scale(app.ui_scale), probe:
            geo = scene.geometry()
            box = table_banner.banner_rect(geo, shown, seats)
            table_banner.banner(surface, geo, shown, seats)
        where = f"{game_id} at {size} and {scale:.0%}, under the card: {under}"
        assert not probe.cut, f"cut off: {probe.cut} ({where})"
        lines = [text for text, _ in drawn[1:]]  # the title first, then the lines
        assert " ".join(lines[1:]).replace("\u00a0", " ") == LONG.replace("\u00a0", " "), where
        left, top, width, height = box
        for text, rect in drawn:
            inside = left <= rect.left and rect.right <= left + width + 1
            assert inside and top <= rect.top and rect.bottom <= top + height + 1, (
                f"{text!r} at {rect} outside the box {box} ({where})"
            )
    app.close()
