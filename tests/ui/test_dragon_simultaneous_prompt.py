"""A decision everyone makes at once asks you at once (issue 32, second round).

At the start of a Dodge the Dragon round every seat chooses three cards to pass at the
same time. The table let the computer seats choose first and said "Ai 2 is thinking…"
while your own pass waited for you; now, at a table of one human, the prompt asks you
for your pass straight away and the machines choose after you. At a hot-seat table the
machines still choose first (each human is handed the computer once).
"""

from __future__ import annotations

import random

from table.ui.intents import key
from tests.ui.driver import TableDriver, make_app, start_table


def test_your_pass_is_asked_for_at_once_while_the_others_choose_too() -> None:
    app = make_app((1280, 720))
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    while scene.timeline.busy:
        driver.frame([key("skip")])
    view = scene.match.view()
    assert view.get("phase") == "pass" and len(scene.match.state.turn) == 4
    assert scene.actor() == 0, "your pass is asked for while the machines choose too"
    prompt = scene.prompt(view).text
    assert "thinking" not in prompt and prompt.startswith("Choose three cards to pass"), prompt
    # Nothing of yours moves while you choose: no machine's pass is made for it either.
    for _ in range(30):
        driver.frame([])
    assert len(scene.match.state.turn) == 4 and scene.actor() == 0
    app.close()


def test_at_a_hot_seat_table_the_machines_still_choose_first() -> None:
    app = make_app((1280, 720))
    scene = start_table(app, "dragon", "human,human,ai,ai", seed=4)
    assert scene.match.next_decider() in (2, 3)
    app.close()
