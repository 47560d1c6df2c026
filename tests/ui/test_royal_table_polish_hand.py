"""Royal's hand at the table: judging leaves it undimmed, and a raised card in its long hand keeps
its index (helpers: ``tests/ui/polish_hand.py``).
"""

from __future__ import annotations

import random

import pytest

from tests.ui.driver import TableDriver, make_app, start_table
from tests.ui.polish_hand import SIZES, _covers, _drawn_hand, _until


def test_royal_judging_leaves_the_hand_undimmed(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "royal", "human,ai,ai,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(2))
    _until(driver, lambda: "judge true" in scene.match.legal_actions(0))
    drawn = _drawn_hand(scene, monkeypatch)
    assert drawn and not any(dimmed for _, dimmed in drawn)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_raised_card_in_royals_long_hand_keeps_its_index(size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = start_table(app, "royal", "human,ai,ai", seed=1)  # 3 seats: big hands
    driver = TableDriver(app, scene, random.Random(0))

    def choosing_a_card() -> bool:
        stage = scene.stage(scene.match.legal_actions(0))
        return stage is not None and bool(stage.cards)

    _until(driver, choosing_a_card)
    count = len(scene.hand_cards(scene.match.view()))
    assert count >= 10
    for index in (0, count // 2, count - 1):
        scene.focus = index
        assert _covers(scene, index) == [], (index, count)
