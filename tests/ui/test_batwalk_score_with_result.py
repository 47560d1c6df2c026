"""Batwalk: "wins the show: +1 point (now 2)" shows with the score panel already at 2.

The show's result words tell the winner's new total, so the standee walks (the presented
view's score moves) as they appear, not a second later once the show is collected: the
pop-up never runs ahead of the panel it announces (issue 32)."""

from __future__ import annotations

import random
import re

from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from tests.ui.driver import TableDriver, make_app, start_table

NOW = re.compile(r"\(now (\d+)\)")


def test_the_score_panel_moves_with_the_show_result_that_tells_it() -> None:
    app = make_app(speed=2.0)
    scene = start_table(app, "batwalk", "human,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(4))
    checked = 0
    for _ in range(30_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
            continue
        driver.frame(driver.human_intents() if top is scene and scene.actor() is not None else [])
        deciding = scene.presented.deciding
        if deciding is None or deciding.result is None or deciding.result.seat is None:
            continue
        told = NOW.search(deciding.result.words)
        assert told is not None, deciding.result.words
        assert scene.shown()["scores"][deciding.result.seat] == int(told.group(1)), deciding.result.words
        checked += 1
    assert scene.match.state.is_over and checked > 20
