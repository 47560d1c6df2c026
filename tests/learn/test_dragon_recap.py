"""Dodge the Dragon's recaps: the trick since you last played, in its lesson, and the hand-over
counting the cards the pass brought without naming them (every game: ``tests/learn/test_recap.py``).
"""

from __future__ import annotations

import random

from table.games import get_game
from table.learn.coach import Coach
from table.learn.lessons import lesson_for
from table.learn.recap import recap
from tests.learn.test_recap import NAMES


def test_the_recap_tells_the_trick_since_you_last_played() -> None:
    coach = Coach(lesson_for("dragon"))
    names = coach.lesson.names
    for _ in range(3):
        coach.answer(coach.suggestion())
    so_far = "So far: Bones played the Blue 10, Ghoulia the Black 12 (the Dragon)."
    # The student's Red 6 ended trick 2: what came of it is told, then the trick since.
    assert recap(coach.state, 0, names) == ["Bones took the trick (4 points).", so_far]
    # Mildred last played in trick 2: she hears the end of it, with its points.
    assert recap(coach.state, 1, names) == [
        "Bones played the Red 11 (little devil), Ghoulia the Red 5 (little devil), "
        "You the Red 6 (little devil). Bones took the trick (4 points).",  # the student is named "You"
        "So far: Bones played the Blue 10, Ghoulia the Black 12 (the Dragon).",
    ]


def test_the_hand_over_tells_how_many_cards_the_pass_brought_without_naming_them() -> None:
    """Found playing hot-seat Dragon: the hand-over, read by the whole room, said "The
    pass: you got a card, a card, a card."; it counts them, and the seat's own recap at
    the table names them."""
    state = get_game("dragon").new_state(players=4, seed=3, options={"pass": True})
    rng = random.Random(3)
    while not any(event.get("type") == "cards_passed" for event in state.log):
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = state.turn[0]
    public = recap(state, seat, NAMES[:4], since=0, public=True)
    assert "The pass: 3 cards came to you." in public, public
    own = "\n".join(recap(state, seat, NAMES[:4], since=0))
    assert "The pass: you got " in own and "a card" not in own, own
