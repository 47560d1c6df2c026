"""Dodge the Dragon's decided trick at every size, and after a resume (``test_trick_result.py``
plays the mark and its words in every trick game).
"""

from __future__ import annotations

import re

import pytest

from table.ui import layout
from table.ui.scenes.table import TableScene
from tests.ui.driver import make_app, start_table
from tests.ui.test_trick_result import SIZES, _first_decided, _unit


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_result_tag_stays_on_the_table_and_off_the_cards(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, _, marks, _ = _first_decided("dragon", size, monkeypatch)
    geo = scene.geometry()
    for drawn in marks.drawn:
        tag = drawn["tag"]
        assert geo.table[0] <= tag[0] and tag[0] + tag[2] <= geo.table[0] + geo.table[2] + 1
        assert tag[1] >= 0 and tag[1] + tag[3] <= drawn["rect"][1], "the tag sits above the winner's card"
        for slot in geo.trick_slots(len(scene.names)):
            assert not layout.overlap(tag, slot), "the tag covers a card of the trick"
        centres = layout.opponent_centres(len(scene.names), scene.match.bottom_seat, geo.table)
        for seat, point in centres.items():
            assert not layout.overlap(tag, geo.plate_rect(point)), f"the tag covers seat {seat}'s plate"


def test_a_resumed_table_still_knows_its_last_trick_and_winner() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "ai,ai,ai", seed=3, options={"pass": False})
    for _ in range(40):
        seat = scene.match.next_decider()
        assert seat is not None
        scene.match.act(seat, scene.match.legal_actions(seat)[0])
    again = TableScene(app, scene.match)
    last = again.presented.last_trick
    won = [e for e in scene.match.state.log if e.get("type") == "trick_won"][-1]
    assert last.result is not None and last.result.seat == won["seat"]
    assert last.winner_index is not None and last.cards[last.winner_index][0] == won["seat"]
    assert re.search(_unit("dragon")[0], last.result.words)
