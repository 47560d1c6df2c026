"""Munch's hand at the table: predictions leave it undimmed (helpers: ``tests/ui/polish_hand.py``)."""

from __future__ import annotations

import random

import pytest

from tests.ui.driver import TableDriver, make_app, start_table
from tests.ui.polish_hand import _drawn_hand, _until


def test_munch_predictions_leave_the_hand_undimmed(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "munch", "human,ai,ai,ai", seed=5)
    driver = TableDriver(app, scene, random.Random(1))

    # hand 2 onwards: the seat sees its own cards while predicting
    def predicting_with_cards() -> bool:
        cards = scene.hand_cards(scene.match.view())
        predicting = any(a.startswith("predict") for a in scene.match.legal_actions(0))
        return predicting and len(cards) >= 2 and None not in cards

    _until(driver, predicting_with_cards)
    drawn = _drawn_hand(scene, monkeypatch)
    assert len(drawn) >= 2 and all(card is not None for card, _ in drawn)
    assert not any(dimmed for _, dimmed in drawn)
