"""Critter Poker Royal's hand of nineteen still reads as a fan (every game's seats:
``test_table_polish_seats.py``).
"""

from __future__ import annotations

from table.ui import layout
from table.ui.scenes import table_draw
from tests.ui.test_fan_counts import BIG_SHARE, fan_shares


def test_a_royal_hand_of_nineteen_still_reads_as_a_fan() -> None:
    geo = table_draw.Geometry.for_size((960, 540))
    fan = geo.seat_fan((100.0, 250.0), 19)
    assert len(fan) == 19
    shares, _, clear = fan_shares(fan, geo.plate_rect((100.0, 250.0)))
    assert min(shares) >= BIG_SHARE  # each back shows its own edge (measured, past the backs over it)
    assert min(clear) >= 0.45  # and none sinks mostly behind the plate
    assert layout.turned_bounds(*fan[0])[0] >= 0
