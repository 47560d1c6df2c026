"""The five game tiles' titles are set in one text size at every window size and UI scale
(the longest, "Munch, Crunch, Scrunch!", decides it), each whole inside its tile's foot:
the art's own titles each fitted their own width, so they came out in five sizes (issue 32)."""

from __future__ import annotations

import pygame
import pytest

from table.ui import gfx
from table.ui.app import App
from table.ui.drawing import DrawProbe
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import UI_SCALES, Settings

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_one_text_size_for_the_five_titles(size: tuple[int, int]) -> None:
    app = App(Settings(learn_offered=True), size=size, sound=False)
    for scale in UI_SCALES:
        app.settings.ui_scale = scale
        title = TitleScene(app)
        surface = pygame.Surface(size)
        sizes = []
        with gfx.at_scale(app.ui_scale):
            title.place()
            for tile in title.tiles:
                probe = DrawProbe(surface)  # the surface the tiles are drawn on
                with probe:
                    tile.draw(surface, False)
                assert len(probe.sizes) == 1, f"{tile.label}: one text, the title ({scale:.0%})"
                sizes.append(probe.sizes.pop())
                x, y, w, h = tile.rect
                texts = [r for r in probe.rects if r.w < w * 0.99]
                assert texts and all(x <= r.left and r.right <= x + w and y <= r.top for r in texts)
                assert all(r.bottom <= y + h * 0.86 for r in texts), f"{tile.label} stays in the tile"
                fits = gfx.shorten(tile.label, tile.title_px, w * 0.9, bold=True) == tile.label
                assert fits, f"{tile.label} is whole at {scale:.0%}"
        assert len(set(sizes)) == 1, f"{size} at {scale:.0%}: title sizes {sizes}"
        assert sizes[0] >= gfx.MIN_TEXT_PX
