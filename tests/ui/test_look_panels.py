"""The scrolling text panels (rules, game log, score pad, statistics) at every window size
and UI scale: no words drawn over the Close button, nothing outside the panel, no text
under 12 px. Measured on what the app really drew (``app.probe``)."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from table import manifest
from table.persistence import locations
from table.ui import gfx, layout
from table.ui.app import App
from table.ui.rules_page import markdown_lines, rules_for
from table.ui.scenes.common import TextPanel
from table.ui.scenes.rules import RulesScene
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import Settings
from table.ui.widgets import Choice

SIZES = ((960, 540), (1280, 720), (1920, 1080))
SCALES = (1.0, 1.5, 2.0)


def _rect(r: pygame.Rect) -> layout.Rect:
    return (float(r.x), float(r.y), float(r.w), float(r.h))


def _inside(inner: layout.Rect, outer: layout.Rect, slack: float = 1.0) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[0] + inner[2] <= outer[0] + outer[2] + slack
        and inner[1] + inner[3] <= outer[1] + outer[3] + slack
    )


def _drawn_panel(panel: TextPanel, app: App) -> list[layout.Rect]:
    """The rectangles the panel's frame touched, its backdrop and own box left out."""
    app.push(panel)
    app.step([], 0.0)
    window = (0.0, 0.0, float(app.size[0]), float(app.size[1]))
    box = panel.box()
    return [r for r in map(_rect, app.probe.rects) if r != window and not _inside(box, r)]


def _check(panel: TextPanel, app: App) -> None:
    drawn = _drawn_panel(panel, app)
    close = panel.close_rect()
    assert len(panel.lines()) > panel.page(), "the panel must scroll, so that its footer is drawn"
    for rect in drawn:
        assert _inside(rect, panel.box()), f"{rect} runs outside the panel {panel.box()}"
        if not _inside(rect, close):
            assert layout.overlap(rect, close) == 0, f"{rect} is drawn over the Close button {close}"
    assert min(app.probe.sizes) >= 12


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_a_long_text_panel_keeps_its_footer_off_the_close_button(size: tuple[int, int], scale: float) -> None:
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    _check(TextPanel(app, "Game log", [f"Line {n}: Mildred played Black {n}." for n in range(60)]), app)


@pytest.mark.parametrize("game_id", manifest.ORDER)
@pytest.mark.parametrize("scale", SCALES)
def test_a_rules_page_keeps_its_footer_off_the_close_button(game_id: str, scale: float) -> None:
    for size in ((960, 540), (1280, 720)):
        app = App(Settings(ui_scale=scale), size=size, sound=False)
        _check(RulesScene(app, game_id), app)


@pytest.mark.parametrize("game_id", manifest.ORDER)
def test_a_row_of_cards_on_a_rules_page_is_never_cut_by_the_foot_of_the_page(game_id: str) -> None:
    for size, scale in (((960, 540), 1.0), ((1280, 720), 1.0), ((1280, 720), 2.0)):
        app = App(Settings(ui_scale=scale), size=size, sound=False)
        scene = RulesScene(app, game_id)
        app.push(scene)
        app.step([], 0.0)
        assert scene.rows, "every rules page shows its cards"
        with gfx.at_scale(app.ui_scale):
            for scroll in range(len(scene.lines())):
                scene.scroll = scroll
                top = scene.box()[1] + size[1] * 0.1
                bottom = top + scene.page() * scene.line()
                for _, (_, y, _, h) in scene.card_rects():
                    if top <= y < bottom:
                        assert y + h <= bottom + 1, f"a card row is cut at scroll {scroll} ({size}, {scale})"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("offer", [True, False])
def test_a_damaged_save_notice_on_the_title_covers_neither_tiles_offer_nor_buttons(
    size: tuple[int, int], scale: float, offer: bool, tmp_path: Path
) -> None:
    (tmp_path / "autosave.json").write_text("{not json")
    settings = Settings(ui_scale=scale, learn_offered=not offer)  # not yet offered: the offer shows
    app = App(settings, size=size, sound=False, store=locations(tmp_path))
    scene = TitleScene(app)
    app.push(scene)
    app.step([], 0.0)
    assert scene.notices, "the damaged save is reported on the title"
    with gfx.at_scale(app.ui_scale):
        scene.place()
        box = scene.notice_box()
        lines, px = scene.notice_lines()
        line = gfx.line_height(px)
    assert box is not None
    w, h = size
    others = [tile.rect for tile in scene.tiles] + [button.rect for button in scene.buttons + scene.offer]
    if scene.offer:
        others.append((w * 0.05, h * 0.7, w * 0.9, h * 0.09))  # the offer's panel
    for rect in others:
        assert layout.overlap(box, rect) == 0, f"the notice {box} covers {rect}"
    assert box[1] >= 0 and box[1] + box[3] <= h
    assert len(lines) * line <= box[3]  # its lines sit a whole line apart inside it
    assert min(app.probe.sizes) >= 12


@pytest.mark.parametrize("game_id", manifest.ORDER)
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_setup_deal_number_note_is_shown_whole_above_the_buttons(game_id: str, size: tuple[int, int]) -> None:
    app = App(Settings(ui_scale=2.0), size=size, sound=False)
    scene = SetupScene(app, game_id)
    app.push(scene)
    scene.toggle_advanced()
    app.step([], 0.0)
    x, y, fw, fh = scene.seed_field.rect
    foot = scene.start_button.rect[1]
    under = [_rect(r) for r in app.probe.rects if r.y >= y + fh and r.x >= x - 1 and r.y < foot]
    assert len(under) >= 2, "the note is drawn whole, on two lines, under the deal number"
    for rect in under:
        assert rect[0] + rect[2] <= x + fw + 1, f"{rect} runs past the deal number's field"
        assert rect[1] + rect[3] <= scene.start_button.rect[1]
    for above, below in itertools.pairwise(sorted(under, key=lambda r: r[1])):
        assert above[1] + above[3] <= below[1] + 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_every_settings_label_keeps_its_full_size(size: tuple[int, int], scale: float) -> None:
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    screen = SettingsScene(app)
    app.push(screen)
    app.step([], 0.0)
    with gfx.at_scale(app.ui_scale):
        screen.place()
        for widget in screen.focus.widgets:
            if isinstance(widget, Choice):
                _, _, width, height = widget.rect
                px = round(height * 0.42)  # the size ``Choice`` asks for; it shrinks a label to 42%
                assert gfx.fit_px(widget.label, px, width * 0.42) == px, f"{widget.label!r} is shrunk"
        for a, b in itertools.combinations([w.rect for w in screen.focus.widgets], 2):
            assert layout.overlap(a, b) == 0
        assert all(_inside(w.rect, screen.box()) for w in screen.focus.widgets)


def test_a_rules_table_row_with_empty_cells_reads_without_stray_dots() -> None:
    lines = markdown_lines("| value | A | B | C |\n| --- | --- | --- | --- |\n| 1 | x | | |\n| 2 | | y | |\n")
    assert lines == ["value · A · B · C", "1 · x", "2 · – · y"]
    for game_id in manifest.ORDER:
        for line in rules_for(game_id):
            assert "·  ·" not in line and not line.rstrip().endswith("·"), (game_id, line)
