"""Words on the table read as a player says them: no "1 pts", a count agrees with its noun."""

from __future__ import annotations

from table.ui.tables.dragon.presenter import PRESENTER as DRAGON


def test_dragon_seat_status_says_one_point_not_one_pts() -> None:
    view = {"phase": "play", "round_points": [1, 6, 0], "tricks_taken": [1, 2, 0]}
    assert DRAGON.seat_status(view, 0) == "1 point this round · 1 trick"
    assert DRAGON.seat_status(view, 1) == "6 points this round · 2 tricks"
    assert DRAGON.seat_status(view, 2) == "0 points this round · 0 tricks"
    assert all("pts" not in DRAGON.seat_status(view, seat) for seat in range(3))
