"""Issue 20's smaller points at Munch's table: the sum of predictions once they are public, and
the prediction buttons read through the game's parser.
"""

from __future__ import annotations

import random

from table.ui.intents import click, key
from table.ui.scenes.overlays import RoundSummary
from table.ui.tables.munch.presenter import PRESENTER as MUNCH
from table.ui.tables.munch.presenter import predicted_total
from tests.ui.driver import TableDriver, make_app, start_table


def test_munch_shows_the_predictions_sum_only_once_they_are_public() -> None:
    assert predicted_total({"phase": "predict", "predictions": [2, 1, 0]}) is None
    assert predicted_total({"phase": "play", "predictions": [2, None, 0]}) is None
    assert predicted_total({"phase": "play", "predictions": [2, 1, 3]}) == 6
    app = make_app()
    scene = start_table(app, "munch", "human,ai,ai", seed=5)
    driver = TableDriver(app, scene, random.Random(4))
    labels: list[tuple[str, str, bool]] = []
    for _ in range(4000):
        view = scene.shown()
        labels.append((str(view.get("phase")), MUNCH.round_label(view), scene.timeline.busy))
        state = scene.match.state
        if state.hand_number >= 2 and view.get("phase") == "play" and not scene.timeline.busy:
            break
        if isinstance(app.stack.top, RoundSummary):
            driver.frame([key("activate")])
        elif scene.actor() is not None:
            driver.frame(driver.human_intents())
        elif scene.timeline.busy:
            driver.frame([click((2, 2))])
        else:
            driver.frame()
    assert any(phase == "play" and "predicted" in label for phase, label, _ in labels)
    assert all("predicted" not in label for phase, label, _ in labels if phase == "predict")
    state = scene.match.state
    k = state.hand_number
    label = MUNCH.round_label(scene.shown())
    assert label == f"Hand {k} of 7 · predicted {sum(state.predictions)} of {k} tricks"
    app.close()


def test_munch_prediction_buttons_read_the_number_through_the_parser() -> None:
    assert [MUNCH.button_label(f"predict {n}") for n in range(8)] == [str(n) for n in range(8)]
    assert MUNCH.button_label("play bat-7") == "play bat-7"
