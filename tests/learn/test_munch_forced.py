"""Munch's forced forehead round and last card (every game's forced moves: ``tests/learn/test_forced.py``)."""

from __future__ import annotations

from table.games import get_game
from table.learn.coach import Coach
from table.learn.forced import forced_move
from table.learn.lessons import lesson_for


def test_munchs_forehead_round_and_a_last_card() -> None:
    state = get_game("munch").new_state(players=3, seed=4)
    for seat in state.turn:
        state.apply(seat, "predict 0")
    seat = state.turn[0]
    forced = forced_move(state, seat)
    assert forced is not None and forced.action == "play forehead" and forced.kind == "forehead"
    coach = Coach(lesson_for("munch"))
    for _ in range(4):
        coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play topsy" and forced.kind == "last card"
