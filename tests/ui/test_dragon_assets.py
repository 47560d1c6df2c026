"""Dodge the Dragon's art: an unknown card raises KeyError, and its one back for every card
ignores the suit (every game's art: ``tests/ui/test_assets.py``)."""

from __future__ import annotations

import pytest

from table.ui import assets
from tests.ui.test_assets import CARD


def test_an_unknown_card_raises_key_error_and_the_one_back_ignores_the_suit() -> None:
    with pytest.raises(KeyError):
        assets.card_face("dragon", "black-13", CARD)
    # a deck with one back for every card ignores the suit
    assert assets.card_back("dragon", CARD, "red") is assets.card_back("dragon", CARD)
