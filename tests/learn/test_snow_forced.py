"""Snow's forced first battle and a lone card of the lead suit
(every game's forced moves: ``tests/learn/test_forced.py``)."""

from __future__ import annotations

from table.learn.coach import Coach
from table.learn.forced import forced_move
from table.learn.lessons import lesson_for


def test_snows_forced_first_battle_and_a_lone_card_of_the_lead_suit() -> None:
    coach = Coach(lesson_for("snow"))
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play gremlin" and forced.kind == "first battle"
    for _ in range(4):
        coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)  # Cryptids led; the Jackalope is the only one
    assert forced is not None and forced.action == "play jackalope" and forced.kind == "only move"
