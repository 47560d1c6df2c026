"""Snow Monster Battle's table words: what unbroken Hunters mean (every game's words:
``test_table_words.py``).
"""

from __future__ import annotations

from table.games import get_game
from table.ui.tables import presenter_for


def test_snow_says_what_unbroken_hunters_mean() -> None:
    snow = presenter_for("snow")
    state = get_game("snow").new_state(3, seed=2)
    # Battle 1 is everyone's lowest Troublemaker (no Hunter can lead it); from battle 2 on
    # the caption says what the locked Hunters mean.
    first = snow.trick_caption(state.view(0))
    assert first == "Lead suit: Troublemakers, the lowest one each in battle 1"
    caption = snow.trick_caption({**state.view(0), "first_battle": False})
    assert "broken" not in caption and "no Hunter may lead until one has been played" in caption
    assert "broken" not in snow.hunters_line({"hunters_broken": True})
