"""The Batwalk's own art: a back in each vamp's colour, the standees, reference cards and the
runway (every game's art: ``test_assets.py``).
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from table.ui import assets
from tests.ui.test_assets import CARD


def test_batwalk_backs_show_each_vamps_colour() -> None:
    palette = assets.game_manifest("batwalk")["palette"]
    seen = set()
    for suit, look in palette.items():
        back = assets.card_back("batwalk", CARD, suit)
        # a point on the back's field, away from the medallion and the corner tab
        field = back.get_at((CARD[0] - 12, CARD[1] // 2))
        expected = pygame.Color(look["colour"])
        assert max(abs(field.r - expected.r), abs(field.g - expected.g), abs(field.b - expected.b)) < 90, suit
        seen.add(pygame.image.tobytes(back, "RGBA"))
    assert len(seen) == 6
    neutral = assets.card_back("batwalk", CARD)
    assert pygame.image.tobytes(neutral, "RGBA") not in seen


def test_standees_reference_cards_and_runway() -> None:
    for suit in ("red", "blue", "green", "yellow", "purple", "orange"):
        figure = assets.standee("batwalk", suit, 160)
        assert figure.get_height() == 160 and 60 <= figure.get_width() <= 100
        assert assets.reference_card("batwalk", suit, CARD).get_size() == CARD
    track = assets.runway("batwalk", (1100, 200))
    assert track.get_size() == (1100, 200)
    spaces = assets.runway_spaces("batwalk", (1100, 200))
    assert len(spaces) == 11  # start and 10 spaces
    assert all(a[0] < b[0] for a, b in itertools.pairwise(spaces))
    assert all(0 <= x < 1100 and 0 <= y < 200 for x, y in spaces)


def test_an_unknown_suit_raises_key_error() -> None:
    with pytest.raises(KeyError):
        assets.card_back("batwalk", CARD, "teal")
