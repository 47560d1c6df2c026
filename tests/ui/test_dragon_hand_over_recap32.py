"""Hot-seat Dodge the Dragon, played in the real window (issue 32, again): Ben passed
first and handed the computer to Ann; her pass brought Ben the Snake and the Dragon; Ben
held the Blue 1, so the first lead was played for him without a hand-over; and his next
hand-over's "Since your last turn" began after that lead, so it said nothing of the pass
and the Dragon was in his hand unexplained. A hand-over tells what happened since that
person last had the computer: the pass that brought them cards, the lead played for them.
"""

from __future__ import annotations

import random

import pytest

from table.ui.intents import click
from table.ui.scenes.overlays import HandOverScene
from tests.ui.driver import TableDriver, make_app, start_table


@pytest.mark.parametrize("seed", [5, 7])  # the first to pass holds the Blue 1 after it
def test_the_hand_over_tells_the_pass_and_the_lead_played_meanwhile(seed: int) -> None:
    app = make_app((1280, 720), speed=8.0)
    scene = start_table(app, "dragon", "human,human,ai", seed=seed)
    driver = TableDriver(app, scene, random.Random(seed), skip=True)
    told: list[str] | None = None
    for _ in range(6000):
        top = app.stack.top
        state = scene.match.state
        passed = any(event.get("type") == "cards_passed" for event in state.log)
        if isinstance(top, HandOverScene):
            if passed and top.seat == 0:
                told = list(top.recap)
                break
            driver.frame([click((10, 10))])
        elif top is scene and scene.actor() is not None:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
    app.close()
    assert told is not None, "no hand-over to the first seat after the pass"
    assert (0, "play blue-1") in state.history, "the first seat did not lead the Blue 1 for this seed"
    assert "The pass: 3 cards came to you." in told, told
    assert any("You played the Blue 1" in line for line in told), told
