"""Munch's recaps in its lesson: the final scores, predictions told once revealed, long recaps cut
(every game: ``tests/learn/test_recap.py``).
"""

from __future__ import annotations

from table.games import get_game
from table.learn.coach import Coach
from table.learn.lessons import lesson_for
from table.learn.recap import recap


def test_the_recap_tells_the_final_scores() -> None:
    coach = Coach(lesson_for("munch"))
    while not coach.finished:
        coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names)[-2:] == [
        "Scores: you 50, Mildred -10, Bones 60.",
        "The game is over.",
    ]


def test_predictions_are_told_once_revealed_and_long_recaps_are_cut() -> None:
    coach = Coach(lesson_for("munch"))
    coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names, since=0)[:2] == [
        "New cards were dealt.",
        "You predicted 2. Mildred predicted 1. Bones predicted 0.",
    ]
    lines = recap(coach.state, 0, coach.lesson.names, since=0, limit=2)
    assert len(lines) == 2 and lines[0].startswith("(")


def test_the_seat_whose_card_ended_the_hand_hears_what_came_of_it() -> None:
    """Found playing hot-seat Munch: the forehead card of the seat playing last was played
    for it, and its next hand-over's "Since your last turn" was empty: not the trick it
    took, the hand's scores or the new deal, all of which followed from that card."""
    state = get_game("munch").new_state(3, 5, {"hands": 2})
    while not any(event.get("type") == "hand_scored" for event in state.log):
        seat = state.turn[0]
        state.apply(seat, state.legal_actions(seat)[0])
    last = state.history[-1][0]
    said = recap(state, last, ["Ben", "Ann", "Cat"], public=True)
    assert said[-1] == "New cards were dealt.", said
    assert any(line.startswith("Scores: ") for line in said), said
    assert any(line.endswith("took the trick.") for line in said), said
