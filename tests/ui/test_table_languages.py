"""Every table in every language: nothing overlaps, nothing is cut off, no text too small.

The overlap audit (``test_overlap_audit``) and the smallest-text check run in English at
every scale and window size; here each of the five tables is played into mid-game in
German, French, Spanish and the pseudo-locale (accented, 40% longer) at each window size
they run in (960x540, 1280x720, 1920x1080) and at the smallest and the largest UI scale
that window really uses, one player count each (for time). On every frame no two parts of
the table share a pixel; on every frame drawn no text is under 12 px and none leaves the
window. In every language, the pseudo-locale too, besides, no text had to be shortened
with an ellipsis (``DrawProbe.cut``) and every decision and side button shows its label
whole; the few texts the pseudo-locale's 40% still cuts are listed (``QPS_STILL_CUT``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.games import game_ids
from table.manifest import catalogues
from table.ui import gfx
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import applied_ui_scale
from table.ui.widgets import label_fits
from tests.per_game import data_of
from tests.ui.driver import FRAME, TableDriver, start_table
from tests.ui.overlap_parts import clashes, describe, table_parts

LANGUAGES = ["de", "fr", "es", "qps"]
WHOLE = {"de", "fr", "es", "qps"}  # the languages held to "nothing cut off" as well
# What the pseudo-locale's 40% still cuts (docs/TRANSLATING.md), as its accented words
# show them; any other text cut in ``qps`` fails. None is left: every table holds the
# pseudo-locale whole (docs/TRANSLATING.md says how).
QPS_STILL_CUT: tuple[str, ...] = ()
GAMES = {game_id: data_of(game_id, "LANGUAGE_PLAYERS") for game_id in game_ids()}  # a player count each
SIZES = [(960, 540), (1280, 720), (1920, 1080)]
FRAMES = 60
DRAWN_EVERY = 4  # the layout is checked on every frame, the drawing on every fourth


def _cases() -> list[tuple[str, str, tuple[int, int], float]]:
    cases = []
    for size in SIZES:
        used = sorted({applied_ui_scale(scale, size) for scale in UI_SCALES})
        for scale in sorted({used[0], used[-1]}):
            cases += [(lang, game, size, scale) for lang in LANGUAGES for game in GAMES]
    return cases


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def _drawn_whole(app: App, scene: object, whole: bool) -> list[str]:
    """What the frame just drawn shows badly: small or off-screen text; with ``whole``,
    shortened text and cut labels too."""
    w, h = app.size
    left = QPS_STILL_CUT if i18n.current() == "qps" else ()
    cut = [text for text in app.probe.cut if not any(part in text for part in left)]
    found = [f"text cut: {text!r}" for text in cut] if whole else []
    if app.probe.sizes and min(app.probe.sizes) < gfx.MIN_TEXT_PX:
        found.append(f"text at {min(app.probe.sizes)} px")
    found += [f"off screen: {r}" for r in app.probe.rects
              if r.x < 0 or r.y < 0 or r.right > w or r.bottom > h]
    frame = scene.frame()  # type: ignore[attr-defined]
    labels = [(label, rect) for (label, _), rect in zip(frame.buttons, frame.button_rects, strict=False)]
    side = scene.renderer.side_labels  # type: ignore[attr-defined]
    labels += [(i18n._(label), rect) for label, rect in zip(side, frame.side_rects, strict=False)]
    with gfx.at_scale(app.ui_scale):
        found += [f"label cut: {label!r}" for label, rect in labels
              if whole and not label_fits(label, rect) and not any(part in label for part in left)]
    return found


@pytest.mark.parametrize(
    ("lang", "game_id", "size", "scale"), _cases(),
    ids=lambda value: f"{value[0]}x{value[1]}" if isinstance(value, tuple) else f"{value}",
)
def test_every_table_fits_in_every_language(
    lang: str, game_id: str, size: tuple[int, int], scale: float
) -> None:
    i18n.pin(lang, catalogues())
    players = GAMES[game_id]
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=players + len(lang))
    driver = TableDriver(app, scene, random.Random(players), skip=True)
    problems: list[str] = []
    for frame in range(FRAMES):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
            continue
        intents = [key("skip")] if scene.timeline.busy else driver.human_intents()
        drawn = frame % DRAWN_EVERY == 0
        if drawn:
            driver.frame(intents)
        else:
            with gfx.at_scale(app.ui_scale):
                app._handle_and_update(intents, FRAME)
        if app.stack.top is not scene:
            continue
        with gfx.at_scale(app.ui_scale):
            found = list(clashes(table_parts(scene)))
        if found:
            problems.append(describe(found, f"frame {frame}:"))
        if drawn:
            problems += [f"frame {frame}: {problem}" for problem in _drawn_whole(app, scene, lang in WHOLE)]
        if problems:
            break
    app.close()
    assert not problems, f"{game_id} in {lang} at {size}, {scale:.0%}: " + " | ".join(problems[:4])
