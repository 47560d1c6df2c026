"""Batwalk: "winning the show so far" is on a seat only while a show is in progress.

Over a seeded game played frame by frame, the plates' and score rows' status follows
the shown view: once a show's result has been shown (and through the round's end) no
seat is "winning the show so far", until the next show's first card is shown; while
a show is in progress, the seat whose card leads it as shown is (issue 32)."""

from __future__ import annotations

import random

import pytest

from table.games.batwalk import words
from table.ui.intents import key
from table.ui.presented import PresentedTable
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from tests.ui.driver import TableDriver, make_app, start_table


@pytest.mark.parametrize(("spec", "seed"), [("human,ai,ai,ai", 7), ("human,ai", 3)])
def test_no_seat_is_winning_a_show_that_is_over(
    monkeypatch: pytest.MonkeyPatch, spec: str, seed: int
) -> None:
    shown: list[str] = []  # the kinds of the events revealed, in order
    reveal = PresentedTable.reveal

    def recording(self: PresentedTable, event: dict[str, object], live: dict[str, object]) -> None:
        shown.append(str(event.get("type")))
        reveal(self, event, live)

    monkeypatch.setattr(PresentedTable, "reveal", recording)
    app = make_app(speed=4.0)
    scene = start_table(app, "batwalk", spec, seed=seed)
    driver = TableDriver(app, scene, random.Random(seed))
    winning, over, in_progress = words.STATUS_WINNING(), 0, 0
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
        else:
            driver.frame(driver.human_intents() if top is scene and scene.actor() is not None else [])
        view = scene.shown()
        statuses = [scene.presenter.seat_status(view, seat) for seat in range(len(scene.names))]
        last = next((kind for kind in reversed(shown) if kind in ("card_played", "show_won", "deal")), None)
        if last in ("show_won", "deal") or scene.presented.deciding is not None:
            assert winning not in statuses, (last, statuses)
            over += 1
        elif last == "card_played" and view["show"]["lead_seat"] is not None:
            lead = view["show"]["lead_seat"]
            if lead != view.get("trendsetter") and view["phase"] != "over":
                assert statuses[lead] == winning, statuses
                in_progress += 1
    assert scene.match.state.is_over
    assert over > 50 and in_progress > 50
