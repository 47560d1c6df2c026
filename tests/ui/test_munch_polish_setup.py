"""Munch's game over says how it is won: the highest total (Dodge the Dragon's lowest:
``tests/ui/test_dragon_game_over_ranks.py``)."""

from __future__ import annotations

from table.ui.scenes.overlays import how_won


def test_the_highest_total_wins_munch() -> None:
    assert how_won("munch", {}) == "Highest total wins."
