"""Dodge the Dragon tables set up for its own tests (a helper of ``tests/ui/test_dragon_*``)."""

from __future__ import annotations

import random

from table.ui.app import App
from table.ui.controller import Match, SeatPlan
from table.ui.intents import click, key
from table.ui.scenes.table import TableScene
from tests.ui.driver import TableDriver, card_point, make_app


def safety_lead_table() -> tuple[App, TableScene, TableDriver]:
    """A 3-seat Dragon table where the human (seat 0), holding no blue and the top
    trump, has taken the first trick (seat 1 led blue-1) and now leads the second,
    with safeties in hand: the step that asks for a safety's colour."""
    from table.games import get_game

    deal = {
        "hands": [
            ["green-8", "green-7", "safety-1", "safety-2", *(f"black-{n}" for n in range(1, 13))],
            [*(f"blue-{n}" for n in range(1, 13)), "green-1", "green-2", "green-3", "green-4"],
            [*(f"red-{n}" for n in range(1, 13)), "green-5", "green-6", "safety-3", "safety-4"],
        ],
        "passed": True,
    }
    plans = [SeatPlan("human", "Ann"), SeatPlan("ai", "B", "random"), SeatPlan("ai", "C", "random")]
    state = get_game("dragon").new_state(3, seed=1, deal=deal)
    app = make_app()
    scene = TableScene(app, Match("dragon", plans, seed=1, state=state))
    app.stack.reset(scene)
    driver = TableDriver(app, scene, random.Random(0))
    while scene.actor() is None:
        driver.frame([key("skip")] if scene.timeline.busy else [])
    driver.frame([click(card_point(scene, scene.hand_cards(scene.match.view()).index("green-8")))])
    while scene.actor() is None:
        driver.frame([key("skip")] if scene.timeline.busy else [])
    return app, scene, driver
