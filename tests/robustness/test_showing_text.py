"""Whatever text reaches the screen is drawn, never raised on.

The Critter Poker Royal log describes earlier events whose card has since become
uncertain (blanked to None for the viewer), at every moment of many random games and for
every viewer; names holding a lone surrogate or a NUL are drawn at the table, in its log
and on the statistics screen.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from table.ai.agent import choose, make_agent
from table.games import get_game
from table.persistence import Settings, locations, record_result
from table.session import Seat, Session
from table.ui import gfx
from table.ui.app import open_app
from table.ui.controller import Match, SeatPlan
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.statistics import StatisticsScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from table.ui.tables import presenter_for
from tests.ui.driver import make_app

BAD_NAMES = ["\ud800", "Ann\x00", "\udfff\x00x"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_royal_log_describes_every_event_for_every_viewer_at_every_moment(players: int) -> None:
    presenter = presenter_for("royal")
    names = [f"Seat {n}" for n in range(players)]
    described = blanked = 0
    for seed in range(12):
        state = get_game("royal").new_state(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.turn[0]
            state.apply(seat, choose(make_agent("royal", "random", rng.randrange(10**6)), state, seat))
            for viewer in [None, *range(players)]:
                for event in state.visible_log(viewer):
                    blanked += "card" in event and event["card"] is None
                    line = presenter.describe(event, names)
                    described += line is not None
                    assert line is None or "None" not in line, (event, line)
    assert described > 0 and blanked > 0  # the blanked cards the crash came from were met


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
    scene = TableScene(app, Match("dragon", plans, None, 3))
    app.stack.reset(scene)
    for _ in range(30):
        app.step([], 1 / 30)
    scene.open_log()
    app.step([], 1 / 30)
    app.store = locations(tmp_path)
    record_result(app.store, "dragon", [name, "Bo"], [3, 4], [0], low_is_best=True)
    app.stack.reset(StatisticsScene(app))
    app.step([], 1 / 30)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_unshowable_names_in_the_remembered_setup_and_the_save_are_drawn(tmp_path: Path, name: str) -> None:
    where = locations(tmp_path)
    seat = {"kind": "human", "name": name, "level": "normal"}
    where.settings_file.write_text(json.dumps(
        {**Settings().to_json(), "last_setup": {"dragon": {"players": 3, "seats": [seat] * 3}}}
    ))
    Session.start("dragon", [Seat(name), Seat(name * 2), Seat("Bo")], seed=2, store=where)
    app = open_app(where, size=(1280, 720), sound=False)
    title = TitleScene(app)
    app.push(title)
    app.step([], 1 / 30)
    assert title.saved is not None and not title.notices
    app.push(SetupScene(app, "dragon"))
    app.step([], 1 / 30)
    app.close()
