"""Dodge the Dragon watched as presented: a round ends trick landed, collected, summary, then the
deal; skip jumps to the live view in one step losing nothing; the result ranks the
winners first then by total (every game: ``tests/ui/test_presented.py``).
"""

from __future__ import annotations

import random

from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from tests.ui.driver import TableDriver, make_app, start_table
from tests.ui.test_presented import _record_rounds


def test_a_round_ends_trick_landed_collected_summary_then_the_deal() -> None:
    seen, problems = _record_rounds("dragon", "human,ai,ai,ai", {"limit": 60}, seed=11)
    assert problems == []
    summaries = [index for index, kind in enumerate(seen) if kind == "summary"]
    assert len(summaries) >= 2
    for index in summaries:
        assert seen[index - 2 : index] == ["trick landed", "collected"], seen[index - 3 : index + 2]
        assert seen[index + 1] in ("deal", "result"), seen[index - 1 : index + 2]
    assert seen[summaries[-1] + 1 :] == ["result"], "at game over: the final round's summary, then the result"
    assert seen.count("deal") == len(summaries)  # the first deal and one after every summary but the last


def test_skip_jumps_to_the_live_view_in_one_step_losing_nothing() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=2, options={"limit": 30})
    driver = TableDriver(app, scene, random.Random(2))
    for _ in range(20_000):  # watch until a round's last trick is about to fly
        ending = any(e["type"] == "round_scored" for e in scene.match.state.log[-3:])
        if scene.timeline.busy and ending and scene.shown()["hand_sizes"] != scene.match.view()["hand_sizes"]:
            break
        top = app.stack.top
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
        elif top is scene and scene.actor() is not None:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
    else:
        raise AssertionError("no round ended")
    assert scene.presented.view["scores"] != scene.match.view()["scores"]  # the totals are not shown yet
    rows = len(scene.pad_rows)
    driver.frame([key("skip")])
    live = scene.match.view()
    assert not scene.timeline.busy and scene.presented.live
    assert scene.shown() is live and scene.presented.view is live
    assert len(scene.pad_rows) == rows + 1  # the round's row is on the score pad
    last = [e for e in scene.match.state.log if e["type"] == "trick_won"][-1]
    assert sorted(card for _, card in scene.last_trick) == sorted(last["cards"])  # "Last trick" still has it
    assert isinstance(app.stack.top, RoundSummary)  # and its summary is still shown


def test_the_result_ranks_the_table_winners_first_then_by_total() -> None:
    from table.ui.scenes.overlays import ranked

    app = make_app(speed=8.0)
    scene = start_table(app, "dragon", "ai,ai,ai,ai", seed=4, options={"limit": 30})
    for _ in range(40_000):
        if isinstance(app.stack.top, GameOverScene):
            break
        driver_step = [key("activate")] if isinstance(app.stack.top, RoundSummary) else []
        app.step(driver_step, 1 / 30)
    state = scene.match.state
    assert state.is_over
    order = ranked(scene.match, len(scene.names))
    assert sorted(order) == list(range(len(scene.names)))
    assert set(order[: len(state.winners)]) == set(state.winners)
    totals = [state.scores[seat] for seat in order[len(state.winners) :]]
    assert totals == sorted(totals)  # Dodge the Dragon: the lowest total is the best
