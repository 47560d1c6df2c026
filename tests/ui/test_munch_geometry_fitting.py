"""Munch's table geometry, fitted to its words, is kept between the frames that show nothing new.

``TableScene.geometry`` is asked for several times a frame; fitting it (``header.fitted``)
asks the presenter for every seat's status and the round's line. ``header.Fitting`` keeps
the fitted geometry until the window's size, the UI scale, the language or the view shown
changes. Played frame by frame, it must always equal the geometry fitted afresh from what
is shown (a status that needs a second line, a round line that needs two, the language
switched mid-game, a new window size), and be worked out again only when one of those
changed: counted, never timed.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.core import i18n
from table.manifest import catalogues
from table.ui import gfx
from table.ui.app import App
from table.ui.scenes.table import TableScene
from table.ui.settings_model import Settings
from table.ui.tables import header
from table.ui.tables.context import Geometry
from tests.ui.driver import FRAME, start_table


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def _afresh(scene: TableScene, last: Geometry | None, size: tuple[int, int]) -> Geometry:
    """The geometry fitted from scratch to what the scene shows now, a status's second line
    kept from ``last`` (the fitted geometry of the frame before, at the same size)."""
    p = scene.presenter
    shows = (p.cards_held_up, p.front_rows, p.middle_band)
    start = last if last is not None else Geometry.for_size(size, *shows)
    return header.fitted(start, p, scene.shown(), len(scene.names))


def _frames(app: App, scene: TableScene, count: int) -> Iterator[int]:
    for frame in range(count):
        app.step([], FRAME)
        if app.stack.top is not scene:
            app.stack.remove(app.stack.top)
        if scene.match.state.is_over:
            return
        yield frame


def test_the_kept_geometry_is_the_one_fitted_afresh() -> None:
    i18n.pin("qps", catalogues())  # 40% longer: a status takes two lines, the round line two
    size, game_id = (960, 540), "munch"
    app = App(Settings(animation_speed=4.0), size=size, sound=False)
    scene = start_table(app, game_id, "ai,ai,ai,ai", seed=3)
    last: Geometry | None = None
    looks: set[tuple[int, float]] = set()
    for frame in _frames(app, scene, 420):
        if frame == 300:  # the language switched mid-game: the words, and so the fit, change
            i18n.use("en", catalogues())
        if frame == 360:  # a new window size: laid out again from scratch
            app.resize((1280, 720))
            size, last = (1280, 720), None
        with gfx.at_scale(app.ui_scale):
            fresh = _afresh(scene, last, size)
            kept = scene.geometry()
        assert kept == fresh, f"{game_id}, frame {frame}: kept {kept} but fitted afresh {fresh}"
        last = fresh
        looks.add((kept.status_lines, kept.header_h))
    # The run did show the fit changing: one status line, then two; the round line's height too.
    assert {lines for lines, _ in looks} == {1, 2}, looks
    assert len({height for _, height in looks}) > 1, looks
    app.close()


def test_the_geometry_is_fitted_again_only_when_what_it_fits_changes() -> None:
    app = App(Settings(animation_speed=4.0), size=(1280, 720), sound=False)
    scene = start_table(app, "munch", "ai,ai,ai,ai", seed=5)
    shown, fits, views = None, scene.fitting.fits, 0
    for _ in _frames(app, scene, 240):
        with gfx.at_scale(app.ui_scale):
            first = scene.geometry()
            again = [scene.geometry() for _ in range(5)]
        assert all(geo is first for geo in again)  # asked again: the same geometry, not fitted again
        if scene.shown() is shown:
            assert scene.fitting.fits == fits, "fitted again though the view shown did not change"
        else:
            views += 1
        shown, fits = scene.shown(), scene.fitting.fits
    assert 0 < fits <= views + 1  # once per view shown (and its first frame), not per ask
    app.close()
