"""The screens of the app outside the table, in every language and the pseudo-locale:
nothing overlaps, nothing is cut off with an ellipsis, no text under 12 px (a label may
shrink to fit its widget, as every label does, down to that size).

German, French, Spanish and ``qps`` (accented, 40% longer) each open the title, every
game's setup, Settings, the statistics (a long table), the keys page, every rules page,
the hot-seat hand-over, the game-over box and every lesson step by step with its coach's
box and end box, at 960x540 and 1280x720 and at 100% and 175% UI scale (the sizes and
scales the English checks use). A text that ``draw_text`` had to shorten is recorded
(``cut``) and fails the screen.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from table import manifest
from table.core import i18n
from table.games import get_game
from table.learn import LESSON_IDS
from table.manifest import catalogues
from table.persistence.statistics import PlayerRecord
from table.ui import coach, gfx, layout, text
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes import statistics
from table.ui.scenes.common import TextPanel
from table.ui.scenes.game_over import GameOverScene
from table.ui.scenes.keys import KeysPage
from table.ui.scenes.lesson import LessonEnd, LessonScene
from table.ui.scenes.overlays import HandOverScene
from table.ui.scenes.rules import RulesScene
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import Settings
from table.ui.widgets import Button, label_fits
from tests.per_game import sample_game
from tests.ui.driver import FRAME, start_table
from tests.ui.test_learn_lesson import settle
from tests.ui.test_look_panels import _drawn_panel, _inside

LANGUAGES = ("en", "de", "fr", "es", "qps")
SIZES = ((960, 540), (1280, 720))
SCALES = (1.0, 1.75)
CASES = [(lang, size, scale) for lang in LANGUAGES for size in SIZES for scale in SCALES]


def _id(value: object) -> str:
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else str(value)


@pytest.fixture
def cut(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text ``draw_text`` shortened with an ellipsis while the test ran."""
    shortened: list[str] = []
    real = text._fitted

    def fitted(words: str, px: float, width: int, bold: bool, scale: float) -> tuple[int, str]:
        size, shown = real(words, px, width, bold, scale)
        if shown != text.showable(words):
            shortened.append(words)
        return size, shown

    monkeypatch.setattr(text, "_fitted", fitted)
    yield shortened
    i18n.reset()


def _app(lang: str, size: tuple[int, int], scale: float, **settings: object) -> App:
    i18n.pin(lang, catalogues())
    return App(Settings(ui_scale=scale, learn_offered=True, animation_speed=8.0, **settings),  # type: ignore[arg-type]
               size=size, sound=False)


def _shown(app: App) -> None:
    app.step([], 0.0)
    w, h = app.size
    for rect in app.probe.rects:
        assert rect.x >= -1 and rect.y >= -1, f"{rect} off screen"
        assert rect.right <= w + 1 and rect.bottom <= h + 1, f"{rect} off screen"
    assert min(app.probe.sizes) >= 12


def _apart(app: App, buttons: list[Button]) -> None:
    with gfx.at_scale(app.ui_scale):
        for button in buttons:
            assert label_fits(button.label, button.rect), f"{button.label!r} is cut in {button.rect}"
        for a, b in itertools.combinations(buttons, 2):
            assert layout.overlap(a.rect, b.rect) == 0, f"{a.label!r} and {b.label!r} overlap"


@pytest.mark.parametrize(("lang", "size", "scale"), CASES, ids=_id)
def test_title_setup_and_settings(lang: str, size: tuple[int, int], scale: float, cut: list[str]) -> None:
    app = _app(lang, size, scale)
    title = TitleScene(app)
    app.push(title)
    _shown(app)
    _apart(app, title.buttons + title.offer)
    for game_id in manifest.ORDER:
        setup = SetupScene(app, game_id)
        app.push(setup)
        _shown(app)
        _apart(app, [setup.start_button, setup.back_button, setup.learn_button])
        app.stack.remove(setup)
    assert not cut, cut
    screen = SettingsScene(app)
    app.push(screen)
    _shown(app)
    with gfx.at_scale(app.ui_scale):
        screen.place()
        rects = [widget.rect for widget in screen.focus.widgets]
    assert all(layout.overlap(a, b) == 0 for a, b in itertools.combinations(rects, 2))
    assert not cut, cut


def _clipped(rect: layout.Rect, band: layout.Rect) -> layout.Rect:
    left, top = max(rect[0], band[0]), max(rect[1], band[1])
    right = min(rect[0] + rect[2], band[0] + band[2])
    bottom = min(rect[1] + rect[3], band[1] + band[3])
    if right <= left or bottom <= top:
        return (band[0], band[1], 0.0, 0.0)
    return (left, top, right - left, bottom - top)


def _panel(app: App, panel: TextPanel) -> None:
    """The panel's words inside it and off its Close button (as ``test_look_panels`` checks
    in English), then the panel closed again."""
    drawn = _drawn_panel(panel, app)
    close = panel.close_rect()
    if isinstance(panel, RulesScene):  # its cards are drawn clipped to the text's band
        x, y, bw, _ = panel.box()
        top = y + app.size[1] * 0.1
        band = (x, top, bw, panel.page() * panel.line())
        drawn = [_clipped(rect, band) for rect in drawn]
    for rect in drawn:
        assert _inside(rect, panel.box()), f"{rect} runs outside the panel {panel.box()}"
        if not _inside(rect, close):
            assert layout.overlap(rect, close) == 0, f"{rect} is drawn over the Close button {close}"
    assert min(app.probe.sizes) >= 12
    app.stack.remove(panel)


@pytest.mark.parametrize(("lang", "size", "scale"), CASES, ids=_id)
def test_statistics_keys_and_rules_pages(
    lang: str, size: tuple[int, int], scale: float, cut: list[str]
) -> None:
    app = _app(lang, size, scale)
    stats = {game: {f"Player {n}": PlayerRecord(played=12, won=n, best=-35, total=-120) for n in range(9)}
             for game in manifest.ORDER}
    panel = TextPanel(app, i18n._(statistics.TITLE), statistics.statistics_lines(stats),
                      columns=statistics.columns())
    _panel(app, panel)
    for scroll in range(0, len(panel.lines()), 5):
        panel.scroll = scroll
        _panel(app, panel)
    _panel(app, KeysPage(app))
    for game_id in manifest.ORDER:
        rules = RulesScene(app, game_id)
        for scroll in range(0, len(rules.lines()), max(1, rules.page())):
            rules.scroll = scroll
            _panel(app, rules)
    assert not cut, cut


@pytest.mark.parametrize(("lang", "size", "scale"), CASES, ids=_id)
def test_hand_over_and_game_over(lang: str, size: tuple[int, int], scale: float, cut: list[str]) -> None:
    app = _app(lang, size, scale)
    game = get_game(sample_game())  # its most seats, three of them people
    table = start_table(app, game.id, ",".join(["human"] * 3 + ["ai"] * (game.max_players - 3)), seed=3)
    hand_over = HandOverScene(app, table, 1)
    app.push(hand_over)
    _shown(app)
    app.stack.remove(hand_over)
    over = GameOverScene(app, table)
    app.push(over)
    _shown(app)
    _apart(app, [w for w in over.focus.widgets if isinstance(w, Button)])
    assert not cut, cut


def _bubble_fits(scene: LessonScene) -> list[str]:
    """Every line of the coach's box fits it (the box stops drawing at its foot); its words."""
    ctx = scene.context()
    with gfx.at_scale(scene.app.ui_scale):
        _, _, w, h = coach.bubble_rect(ctx)
        sh, pad = ctx.geo.h, w * 0.07
        blocks = [(words, None) for words in scene.shown_blocks]  # the page shown, as drawn
        heading_px = round(sh * 0.032)
        first = max(sh * 0.07, sh * 0.02 + gfx.line_height(heading_px) * 1.1)
        room = h - first - sh * 0.015
        px = coach._fitting_px(blocks, w - 2 * pad, room, round(sh * 0.026))
        lines = sum(len(gfx.wrap(words, px, w - 2 * pad)) for words, _ in blocks)
        needed = lines * coach._line(px) + len(blocks) * px * 0.5
        assert needed <= room + 1, (
            f"the coach's box cannot hold its words at {px} px ({needed:.0f} of {room:.0f}): {blocks}")
    return [words for words, _ in blocks]


@pytest.mark.parametrize("game_id", LESSON_IDS)
@pytest.mark.parametrize(("lang", "size", "scale"), CASES, ids=_id)
def test_every_lesson_step_and_its_end(game_id: str, lang: str, size: tuple[int, int], scale: float,
                                       cut: list[str]) -> None:
    app = _app(lang, size, scale)
    scene = LessonScene(app, game_id)
    app.stack.reset(scene)
    settle(app, scene)
    said: list[str] = []  # the coach's words (the table's own are the table audits' to check)
    for _ in range(200):
        if isinstance(app.stack.top, LessonEnd):
            break
        _shown(app)
        said += _bubble_fits(scene)
        for _page in range(5):  # the coach's words in pages (the pseudo-locale at 960x540): each
            if not scene.more_pages:
                break
            app.step([key("skip")], FRAME)
            _shown(app)
            said += _bubble_fits(scene)
        assert not scene.more_pages
        scene.human_act(scene.coach.suggestion())
        settle(app, scene)
    end = app.stack.top
    assert isinstance(end, LessonEnd)
    app.step([], FRAME)
    _shown(app)
    _apart(app, end.buttons)
    said += [scene.lesson.ending, scene.coach.score_line(), *(caption for caption, _ in scene.lesson.picture)]
    assert not [words for words in cut if any(words in whole for whole in said)], cut
