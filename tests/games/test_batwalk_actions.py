"""Vamp on the Batwalk's action type: the notation round-trips, garbage is refused cleanly."""

from __future__ import annotations

import json
import random

import pytest

from table.core import IllegalMove
from table.games.batwalk import GAME
from table.games.batwalk.actions import PLAYS, Play, parse

GARBAGE = [
    "", " ", "play", "play ", " play 0", "play 0 ", "play  0", "Play 0", "PLAY 0", "play 0 0",
    "play -1", "play 01", "play 1.0", "play x", "play red-2", "lead 0", "play\t0", "play\n0",
    "play ０", "plаy 0", "play 0\x00", "x" * 500, "play " + "9" * 300, "done", "pass",
]


def test_every_play_round_trips_exactly() -> None:
    for play in PLAYS:
        assert parse(str(play)) == play
    for slot in (0, 4, 12):
        assert str(parse(f"play {slot}")) == f"play {slot}" and parse(f"play {slot}") == Play(slot)


def test_legal_actions_are_written_plays() -> None:
    state = GAME.new_state(4, seed=5)
    seat = state.turn[0]
    assert [str(parse(action)) for action in state.legal_actions(seat)] == state.legal_actions(seat)


@pytest.mark.parametrize("text", GARBAGE)
def test_garbage_is_refused_and_changes_nothing(text: str) -> None:
    state = GAME.new_state(4, seed=5)
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as refused:
        state.apply(state.turn[0], text)
    message = str(refused.value)
    assert message and len(message) < 200 and "Traceback" not in message
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_a_slot_past_the_hand_is_refused_with_the_hand_size() -> None:
    state = GAME.new_state(4, seed=5)
    with pytest.raises(IllegalMove, match="You hold 5 cards"):
        state.apply(state.turn[0], "play 7")


def test_random_text_never_crashes_the_parser() -> None:
    rng = random.Random(4)
    accepted = 0
    words = ["play", "0", "3", "12", "01", "-1", "x", "red-2", "Play", "\t", ""]
    for _ in range(2000):
        text = " ".join(rng.choice(words) for _ in range(rng.randrange(4)))
        try:
            action = parse(text)
        except IllegalMove as refused:
            assert str(refused)
        else:
            assert str(action) == text  # only the exact notation is ever accepted
            accepted += 1
    assert accepted > 0
