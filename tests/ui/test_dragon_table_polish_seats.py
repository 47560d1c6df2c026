"""Dodge the Dragon's table: UI scale two grows the cards within the window, and with reduced
motion the table is instant and still reveals every event (every game's seats:
``test_table_polish_seats.py``).
"""

from __future__ import annotations

import random
from typing import Any

from table.ui import gfx
from table.ui.app import App
from table.ui.intents import key
from table.ui.scene import Scene
from table.ui.scenes.overlays import RoundSummary
from table.ui.settings_model import Settings
from table.ui.tables.context import applied_ui_scale
from tests.ui.driver import TableDriver, make_app, start_table


def test_ui_scale_two_grows_the_cards_within_the_window() -> None:
    # 200% is used where the window has room for it, and as much of it as fits elsewhere
    # (tests/ui/test_scale_fit.py: nothing on the table overlaps then).
    for size in [(960, 540), (1280, 720), (1920, 1080)]:
        normal = start_table(make_app(size), "dragon", "human,ai,ai,ai", seed=1).geometry().card
        app = App(Settings(ui_scale=2.0), size=size, sound=False)  # as a resumed game opens
        assert app.ui_scale == applied_ui_scale(2.0, size) >= 1.75
        scene = start_table(app, "dragon", "human,ai,ai,ai", seed=1)
        with gfx.at_scale(app.ui_scale):  # as the app runs and draws every frame
            big = scene.geometry().card
        assert big[1] > normal[1] and big[1] <= size[1] * 0.3 + 1
        if size == (1920, 1080):
            assert app.ui_scale == 2.0 and big[1] > normal[1] * 1.1
    assert gfx.ui_scale() == 1.0, "the scale is the app's, for its frames: nothing leaks out"


def test_reduced_motion_is_instant_and_the_table_still_reveals_every_event() -> None:
    app = App(Settings(reduced_motion=True, animation_speed=1.0), size=(1280, 720), sound=False)
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=6, options={"pass": False})
    assert scene.timeline.instant
    revealed: list[dict[str, Any]] = []
    real = scene.presented.reveal

    def spy(event: dict[str, Any], live: dict[str, Any]) -> None:
        revealed.append(event)
        real(event, live)

    scene.presented.reveal = spy  # type: ignore[method-assign]
    driver = TableDriver(app, scene, random.Random(0))
    summaries = 0
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, RoundSummary):
            summaries += 1
            driver.frame([key("activate")])
            if summaries == 1:
                break
            continue
        queued = scene.timeline.busy
        driver.frame(driver.human_intents() if scene.actor() is not None else [])
        # the next frame runs every step a move queued: nothing stays in flight
        assert not (queued and scene.timeline.busy) or isinstance(app.stack.top, RoundSummary)
    assert summaries == 1
    # every event of the round reached the presented model, one by one, in order
    log = list(scene.match.state.visible_log(scene.match.viewer))
    assert revealed == log[: len(revealed)]
    kinds = [e["type"] for e in revealed]
    # the whole round, deal to score, each card on its own
    assert kinds[0] == "deal" and "round_scored" in kinds
    assert kinds[: kinds.index("round_scored")].count("card_played") == 4 * 12
    # settings changed mid-game (the table resumes after the Settings screen)
    app.settings.reduced_motion = False
    app.stack.push(Scene(app))
    app.stack.pop()
    assert not scene.timeline.instant
