"""Readable text: the bundled font (true regular and bold, found through ``assets``), no
text under 12 px at 1280x720 on the screens around the table, and the UI scale."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from table.games import game_ids, get_game
from table.ui import assets, gfx
from table.ui.app import App
from table.ui.scenes import overlays
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import RulesMenu, TitleScene
from table.ui.settings_model import Settings
from table.ui.tables.context import applied_ui_scale
from tests.per_game import sample_game
from tests.ui.driver import make_app, start_table

REPO = Path(__file__).resolve().parents[2]
FONTS = REPO / "table" / "assets" / "fonts"


def test_the_font_is_the_bundled_cabin_with_its_licence() -> None:
    pygame.font.init()
    regular, bold = assets.font(20), assets.font(20, bold=True)
    assert assets.font_file() == FONTS / "Cabin-Regular.otf"
    assert assets.font_file(bold=True) == FONTS / "Cabin-Bold.otf"
    assert (regular.name, regular.style_name) == ("Cabin", "Regular")
    assert (bold.name, bold.style_name) == ("Cabin", "Bold")
    assert not regular.bold  # the regular weight is never emboldened by the renderer
    # a real bold weight: more ink than the regular, in the same spacing
    words = [face.render("Last battle", True, (0, 0, 0)) for face in (regular, bold)]
    ink = [pygame.mask.from_surface(image).count() for image in words]
    assert ink[1] > ink[0] * 1.2
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Reserved Font Name Cabin" in licence
    # what the screens draw with is that font
    assert gfx.font(30, bold=True).style_name == "Bold" and gfx.font(30).name == "Cabin"


def test_a_frozen_build_finds_the_fonts_beside_the_package_as_a_checkout_does(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # the bundle keeps table/assets/fonts where the frozen package's __file__ points, so
    # sys._MEIPASS plays no part (make dist-smoke checks the real bundle)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.font_file(bold=True) == FONTS / "Cabin-Bold.otf"


# --- no text under 12 px at 1280 x 720 -------------------------------------------------------


class TextSizes(gfx.DrawProbe):
    """Every text the screens draw, by its font size: a probe open over the test."""

    def too_small(self) -> list[int]:
        """Sizes below the 12 px the font is never set under."""
        return sorted(size for size in self.sizes if size < gfx.MIN_TEXT_PX)


def _draw(app: App) -> None:
    app.step([], 1 / 60)
    app.draw()


def _screens(app: App) -> Iterator[str]:
    """Push each screen this branch owns in turn, yielding its name once it is drawn."""
    app.push(TitleScene(app))
    _draw(app)
    yield "title"
    for game_id in game_ids():
        setup = SetupScene(app, game_id)
        setup.toggle_advanced()
        app.push(setup)
        _draw(app)
        yield f"setup {game_id}"
        app.stack.remove(setup)
    for scene in (SettingsScene(app), RulesMenu(app)):
        app.push(scene)
        _draw(app)
        yield type(scene).__name__
        app.stack.remove(scene)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_no_text_under_12_px_on_the_menus(size: tuple[int, int]) -> None:
    app = make_app(size)
    with TextSizes() as sizes:
        drawn = list(_screens(app))
    assert len(drawn) == 3 + len(game_ids()) and sizes.sizes  # title, each setup, settings, rules
    assert sizes.too_small() == []


def test_no_text_under_12_px_over_the_table() -> None:
    app = make_app((1280, 720))
    game = get_game(sample_game())  # its most seats
    table = start_table(app, game.id, ",".join(["human"] + ["ai"] * (game.max_players - 1)), seed=4)
    _draw(app)
    for scene in (
        overlays.HandOverScene(app, table, 0),
        overlays.PauseScene(app, table),
        overlays.RoundSummary(app, table, "Round 1"),
        overlays.LastTrickScene(app, table),
        overlays.GameOverScene(app, table),
    ):
        app.push(scene)
        table.draw(app.surface)  # the table itself belongs to the table scene's own checks
        with TextSizes() as sizes:
            scene.draw(app.surface)
        assert sizes.sizes, type(scene).__name__
        assert sizes.too_small() == [], type(scene).__name__
        app.stack.remove(scene)


def test_the_smallest_layout_size_is_raised_to_12_px() -> None:
    # the footer of the setup screen asks for about 11 px of the old font at 960 x 540
    assert gfx.font_size(4) == gfx.MIN_TEXT_PX
    assert gfx.font(4).get_height() == assets.font(12).get_height()
    assert gfx.font_size(40) > gfx.font_size(20) > gfx.MIN_TEXT_PX


def test_text_too_long_at_the_smallest_size_is_shortened_not_overflowed() -> None:
    pygame.font.init()
    surface = pygame.Surface((400, 100))
    words = "Seat plates say a great deal about every player at the table"
    rect = gfx.draw_text(surface, words, 10, (0, 0), max_width=120)
    assert rect.width <= 120


# --- the UI scale -----------------------------------------------------------------------------


def test_the_ui_scale_grows_small_text_up_to_heading_size() -> None:
    small, heading = gfx.font_size(20), gfx.font_size(70)
    with gfx.at_scale(2.0):
        assert 2 * small <= gfx.font_size(20) <= 2 * small + 1  # 14 px text becomes 29 px
        assert gfx.font_size(70) == heading  # a 50 px heading is large enough already
    with gfx.at_scale(5.0):
        assert gfx.ui_scale() == 2.0  # 200% at most
    with gfx.at_scale(0.5):
        assert gfx.ui_scale() == 1.0
    assert gfx.font_size(20) == small, "leaving the block leaves the scale as it was"


def test_the_settings_screen_sets_and_remembers_the_ui_scale() -> None:
    settings = Settings()
    app = make_app()
    app.settings = settings
    app.push(TitleScene(app))
    screen = SettingsScene(app)
    app.push(screen)
    scale = next(w for w in screen.focus.widgets if getattr(w, "label", "") == "Text and card size")
    screen.focus.focus = screen.focus.widgets.index(scale)
    for _ in range(6):  # stops at 200%
        app.step([pygame_key_right()], 1 / 60)
    # The choice is kept; the window uses as much of it as fits (Settings' caption says so).
    assert settings.ui_scale == 2.0 and app.ui_scale == applied_ui_scale(2.0, app.size) >= 1.75
    assert Settings.from_json(settings.to_json()).ui_scale == 2.0


def pygame_key_right() -> Any:
    from table.ui.intents import key

    return key("move", dx=1)


def test_a_lost_font_file_falls_back_with_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pygame.font.init()
    monkeypatch.setattr(assets, "font_dir", lambda: tmp_path)
    assets._forget_fonts()  # the memoised fonts (and the one-time notice) start afresh
    assets._say_font_missing.cache_clear()
    try:
        fallback = assets.font(20)
        assert isinstance(fallback, pygame.font.Font) and fallback.name != "Cabin"
        assets.font(30, bold=True)
        assert capsys.readouterr().err.count("the bundled font is missing") == 1
    finally:
        assets._forget_fonts()  # the next test gets the real font again
        assets._say_font_missing.cache_clear()


def test_cards_for_a_scaled_table_grow_with_the_text_but_stay_on_screen() -> None:
    window = (1280, 720)
    normal = gfx.card_size(window)
    assert gfx.scaled_card_size(window) == normal
    with gfx.at_scale(1.5):
        bigger = gfx.scaled_card_size(window)
    assert bigger[1] > normal[1] and bigger[1] <= 720 * gfx.MAX_CARD_SHARE
    assert abs(bigger[0] / bigger[1] - normal[0] / normal[1]) < 0.01
    with gfx.at_scale(2.0):
        assert gfx.scaled_card_size(window)[1] == round(720 * gfx.MAX_CARD_SHARE)


def test_text_panel_lines_never_overlap_at_any_scale() -> None:
    from table.ui.scenes.common import TextPanel

    app = make_app()
    panel = TextPanel(app, "Rules", ["A line of words"] * 60)
    for scale in (1.0, 1.5, 2.0):
        with gfx.at_scale(scale):
            assert panel.line() >= gfx.font(panel.px()).get_linesize()
    assert panel.page() * panel.line() <= panel.box()[3]
