"""Munch scoring: every case of ``rules/munch.md`` "Scoring a hand", the seed examples,
the Topsy Turvy bonus "whatever else happens", totals over a game and shared wins."""

from __future__ import annotations

import random

import pytest

from table.games import get_game
from table.games.munch.rules import hand_points
from table.games.munch.state import MunchState

GAME = get_game("munch")


@pytest.mark.parametrize(
    ("predicted", "won", "cards_each", "points"),
    [
        # Seed examples (five cards dealt).
        (2, 2, 5, 40),
        (3, 1, 5, -20),
        (0, 0, 5, 70),
        (0, 2, 5, -20),
        # Predicted at least one: exactly right, too many, too few.
        (1, 1, 1, 30),
        (7, 7, 7, 90),
        (1, 4, 5, -30),
        (5, 0, 5, -50),
        # Predicted zero: the bonus counts the cards dealt, not the tricks won.
        (0, 0, 1, 30),
        (0, 0, 7, 90),  # hand 7, zero tricks: +90
        (0, 1, 7, -10),
        (0, 7, 7, -70),
    ],
)
def test_hand_points(predicted: int, won: int, cards_each: int, points: int) -> None:
    assert hand_points(predicted, won, cards_each) == points


def forehead_game(cards: list[str], predictions: list[int]) -> tuple[MunchState, list[dict[str, object]]]:
    """A one-hand game (the forehead round): seat 0 leads, then every seat plays."""
    players = len(cards)
    state = GAME.new_state(
        players=players,
        seed=9,
        options={"hands": 1},
        deal={"hands": [[card] for card in cards], "dealer": players - 1},
    )
    assert isinstance(state, MunchState)
    for seat, n in enumerate(predictions):
        state.apply(seat, f"predict {n}")
    events = []
    for seat in range(players):
        events.extend(state.apply(seat, "play forehead"))
    return state, events


def test_hand_scored_breakdown_and_topsy_bonus_whatever_else_happens() -> None:
    # Seat 2 plays Topsy Turvy, predicted 1 and took nothing: -10, plus +10 for the
    # Vanquish it cancelled.
    state, events = forehead_game(["vanquish-1", "werewolf-2", "topsy"], [1, 0, 1])
    [scored] = [e for e in events if e["type"] == "hand_scored"]
    assert scored["hand"] == 1
    assert scored["seats"] == [
        {
            "seat": 0,
            "predicted": 1,
            "won": 0,
            "prediction_points": -10,
            "bonus": 0,
            "points": -10,
            "total": -10,
        },
        {
            "seat": 1,
            "predicted": 0,
            "won": 1,
            "prediction_points": -10,
            "bonus": 0,
            "points": -10,
            "total": -10,
        },
        {"seat": 2, "predicted": 1, "won": 0, "prediction_points": -10, "bonus": 10, "points": 0, "total": 0},
    ]
    assert state.scores == [-10, -10, 0]
    assert state.is_over and state.winners == [2]


def test_tied_totals_share_the_win() -> None:
    # Seat 0 predicted 0 and took nothing (20 + 10 × 1); seat 1 predicted 1 and took it (20 + 10).
    state, events = forehead_game(["bat-2", "bat-5"], [0, 1])
    assert state.scores == [30, 30]
    assert state.winners == [0, 1]
    [over] = [e for e in events if e["type"] == "game_over"]
    assert over["winners"] == [0, 1] and over["scores"] == [30, 30]


def test_totals_over_a_whole_game_add_up_the_hands() -> None:
    state = GAME.new_state(players=4, seed=11)
    rng = random.Random(11)
    while not state.is_over:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    scored = [e for e in state.log if e["type"] == "hand_scored"]
    assert [e["hand"] for e in scored] == [1, 2, 3, 4, 5, 6, 7]
    for seat in range(4):
        points = [row["points"] for e in scored for row in e["seats"] if row["seat"] == seat]
        assert sum(points) == state.scores[seat]
        for e in scored:
            row = e["seats"][seat]
            assert row["prediction_points"] == hand_points(row["predicted"], row["won"], e["hand"])
            assert row["points"] == row["prediction_points"] + row["bonus"]
    # Every trick of a hand is taken by someone, except those nobody could take.
    for e in scored:
        tricks = [t for t in state.log if t["type"] == "trick_won" and t["hand"] == e["hand"]]
        untaken = [t for t in tricks if t["seat"] is None]
        assert len(tricks) == e["hand"]
        assert sum(row["won"] for row in e["seats"]) == e["hand"] - len(untaken)
    best = max(state.scores)
    assert state.winners == [seat for seat in range(4) if state.scores[seat] == best]
    assert state.view(None)["score_pad"][6]["hand"] == 7
