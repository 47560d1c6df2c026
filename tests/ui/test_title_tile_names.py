"""The game tiles' titles are set in one text size at every window size and UI scale
(the longest, "Munch, Crunch, Scrunch!", decides it), each whole inside its tile's foot:
the art's own titles each fitted their own width, so they came out in five sizes (issue 32)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from table.ui import gfx
from table.ui.app import App
from table.ui.drawing import DrawProbe
from table.ui.scenes.title import GameTile, TitleScene
from table.ui.settings_model import UI_SCALES, Settings

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
# Titles of realistic length for games not yet written: the title makes room for them too.
MORE_TITLES = ["Lantern Tricks", "The Witch's Wicked Whist", "Ghosts of Gravestone Lane"]


def assert_whole(tile: GameTile, scale: float) -> None:
    """The tile's title whole, in at most two lines each within its foot's width."""
    width = tile.rect[2] * 0.9
    assert " ".join(tile.lines) == tile.label and len(tile.lines) <= 2, f"{tile.label}: {tile.lines}"
    for line in tile.lines:
        whole = gfx.shorten(line, tile.title_px, width, bold=True) == line
        assert whole, f"{tile.label} is whole at {scale:.0%}"


@pytest.mark.parametrize("extra", range(len(MORE_TITLES) + 1))
def test_every_title_whole_however_many_games(extra: int) -> None:
    """The registry's games plus up to three more (5 to 8 tiles today) at 960x540, the
    smallest window, at every UI scale: every name whole, in the foot of its tile, at one
    size no smaller than the smallest text."""
    size = (960, 540)
    app = App(Settings(learn_offered=True), size=size, sound=False)
    surface = pygame.Surface(size)
    for scale in UI_SCALES:
        app.settings.ui_scale = scale
        title = TitleScene(app)
        for label in MORE_TITLES[:extra]:
            tile = GameTile(title.tiles[0].game_id, lambda: None, True)
            tile.label = label
            title.tiles.append(tile)
        with gfx.at_scale(app.ui_scale):
            title.place()
            for tile in title.tiles:
                assert_whole(tile, scale)
                probe = DrawProbe(surface)
                with probe:
                    tile.draw(surface, False)
                x, y, w, h = tile.rect
                texts = [r for r in probe.rects if r.w < w * 0.99]
                assert len(texts) == len(tile.lines) and probe.sizes == {gfx.font_size(tile.title_px)}
                assert all(x <= r.left and r.right <= x + w and y <= r.top for r in texts), tile.label
                assert all(r.bottom <= y + h * 0.86 for r in texts), f"{tile.label} stays in the tile"
                apart = all(a.bottom <= b.top for a, b in itertools.pairwise(texts))
                assert apart, f"{tile.label}: its lines apart"
            assert gfx.font_size(title.tiles[0].title_px) >= gfx.MIN_TEXT_PX


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
                assert_whole(tile, scale)
        assert len(set(sizes)) == 1, f"{size} at {scale:.0%}: title sizes {sizes}"
        assert sizes[0] >= gfx.MIN_TEXT_PX
