"""Whatever text reaches the screen is drawn, never raised on.

Names holding a lone surrogate or a NUL are drawn at the table, in its log and on the
statistics screen (of the sample game); Royal's log of blanked cards is in
``tests/robustness/test_royal_showing_text.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from table import manifest
from table.persistence import Settings, locations, record_result
from table.session import Seat, Session
from table.ui import gfx
from table.ui.app import open_app
from table.ui.controller import Match, SeatPlan
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.statistics import StatisticsScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from tests.per_game import sample_game
from tests.ui.driver import make_app

GAME = sample_game()  # any game: the names are the text functions'
BAD_NAMES = ["\ud800", "Ann\x00", "\udfff\x00x"]


@pytest.mark.parametrize("text", BAD_NAMES)
def test_the_text_functions_take_unshowable_characters(text: str) -> None:
    make_app()
    assert gfx.fit_px(text, 20, 300) > 0
    assert gfx.wrap(f"{text} and more {text}", 20, 80)
    assert gfx.text_surface(text, 20).get_width() > 0


@pytest.mark.parametrize("name", BAD_NAMES)
def test_unshowable_names_at_the_table_in_the_log_and_in_the_statistics(tmp_path: Path, name: str) -> None:
    app = make_app()
    plans = [SeatPlan("human", name), SeatPlan("ai", name * 2, "random"), SeatPlan("ai", "Bo", "random")]
    scene = TableScene(app, Match(GAME, plans, None, 3))
    app.stack.reset(scene)
    for _ in range(30):
        app.step([], 1 / 30)
    scene.open_log()
    app.step([], 1 / 30)
    app.store = locations(tmp_path)
    record_result(app.store, GAME, [name, "Bo"], [3, 4], [0], low_is_best=manifest.entry(GAME).low_is_best)
    app.stack.reset(StatisticsScene(app))
    app.step([], 1 / 30)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_unshowable_names_in_the_remembered_setup_and_the_save_are_drawn(tmp_path: Path, name: str) -> None:
    where = locations(tmp_path)
    seat = {"kind": "human", "name": name, "level": "normal"}
    where.settings_file.write_text(json.dumps(
        {**Settings().to_json(), "last_setup": {GAME: {"players": 3, "seats": [seat] * 3}}}
    ))
    Session.start(GAME, [Seat(name), Seat(name * 2), Seat("Bo")], seed=2, store=where)
    app = open_app(where, size=(1280, 720), sound=False)
    title = TitleScene(app)
    app.push(title)
    app.step([], 1 / 30)
    assert title.saved is not None and not title.notices
    app.push(SetupScene(app, GAME))
    app.step([], 1 / 30)
    app.close()
