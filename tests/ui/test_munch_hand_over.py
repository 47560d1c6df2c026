"""Hot-seat at Munch's table: one human never gets a hand-over, and a forehead card is played
without calling its holder (every game's hand-overs: ``test_hand_over.py``).
"""

from __future__ import annotations

import random

from table.ui.intents import click
from table.ui.scenes.overlays import HandOverScene
from tests.ui.driver import TableDriver, make_app, start_table


def test_one_human_never_gets_a_hand_over() -> None:
    app = make_app()
    scene = start_table(app, "munch", "ai,human,ai", seed=2, options={"hands": 2})
    driver = TableDriver(app, scene, random.Random(0), skip=True)
    driver.play_to_end()
    assert driver.hand_overs == []
    assert scene.match.viewer == 1


def test_a_forehead_card_is_played_without_calling_its_holder() -> None:
    # Munch's forehead round: a human cannot see their own card, so the hand-over would
    # only call them to watch it played for them. It is played where it lies (issue 32).
    app = make_app()
    scene = start_table(app, "munch", "human,human", seed=21, options={"hands": 2})
    driver = TableDriver(app, scene, random.Random(5), skip=True)
    blind_calls = []
    for _ in range(20_000):
        top = app.stack.top
        if isinstance(top, HandOverScene):
            state = scene.match.state
            if state.legal_actions(top.seat) == ["play forehead"]:
                blind_calls.append(top.seat)
            driver.hand_overs.append(top.seat)
            driver.frame([click((10, 10))])
            driver.check_no_leak()
            continue
        if scene.match.state.hand_number > 1:  # type: ignore[attr-defined]
            break
        driver.frame(driver.human_intents() if top is scene else [click((10, 10))])
    assert scene.match.state.hand_number > 1, "the forehead round was played through"  # type: ignore[attr-defined]
    forehead_plays = [(s, a) for s, a in scene.match.state.history if a == "play forehead"]
    assert len(forehead_plays) == 2, "both forehead cards were played"
    assert blind_calls == []
    assert driver.leaks == []
