"""The Critter Poker Royal log describes earlier events whose card has since become
uncertain (blanked to None for the viewer), at every moment of many random games and for
every viewer, never raising and never showing "None".
"""

from __future__ import annotations

import random

import pytest

from table.ai.agent import choose, make_agent
from table.games import get_game
from table.ui.tables import presenter_for


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_royal_log_describes_every_event_for_every_viewer_at_every_moment(players: int) -> None:
    presenter = presenter_for("royal")
    names = [f"Seat {n}" for n in range(players)]
    described = blanked = 0
    for seed in range(12):
        state = get_game("royal").new_state(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.turn[0]
            state.apply(seat, choose(make_agent("royal", "random", rng.randrange(10**6)), state, seat))
            for viewer in [None, *range(players)]:
                for event in state.visible_log(viewer):
                    blanked += "card" in event and event["card"] is None
                    line = presenter.describe(event, names)
                    described += line is not None
                    assert line is None or "None" not in line, (event, line)
    assert described > 0 and blanked > 0  # the blanked cards the crash came from were met
