"""Snow Monster Battle's action types: the notation round-trips, garbage is refused cleanly."""

from __future__ import annotations

import json
import random

import pytest

from table.core import IllegalMove
from table.games.snow import GAME
from table.games.snow.actions import ALL_ACTIONS, Done, Enhance, PlayCard, PlaySlyFox, parse

GARBAGE = [
    "", " ", "play", "play ", " play pan", "play pan ", "play  pan", "Play pan", "PLAY PAN",
    "play pan pan", "play ghost", "play harpoon", "play 3", "done done", "done now", "Done",
    "enhance", "enhance harpoon", "enhance harpoon pan pan", "enhance sly-fox pan",
    "enhance fork pan", "enhance harpoon ghost", "enhance snowball none", "enhance snowball",
    "play\tpan", "play pan\n", "play pаn", "play pan\x00", "x" * 500, "pass", "lead pan",
]


def test_every_action_round_trips_exactly() -> None:
    assert len({str(action) for action in ALL_ACTIONS}) == len(ALL_ACTIONS)
    for action in ALL_ACTIONS:
        assert parse(str(action)) == action
    assert parse("play pan") == PlayCard("pan")
    assert parse("play sly-fox") == PlaySlyFox()
    assert parse("enhance harpoon none") == Enhance("harpoon", None)
    assert parse("enhance snowball witch") == Enhance("snowball", "witch")
    assert parse("done") == Done()


def test_legal_actions_are_written_actions_in_random_games() -> None:
    rng = random.Random(2)
    for seed in range(6):
        state = GAME.new_state(2 + seed % 3, seed=seed)
        for _ in range(80):
            if state.is_over:
                break
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            assert [str(parse(action)) for action in actions] == actions
            state.apply(seat, rng.choice(actions))


@pytest.mark.parametrize("text", GARBAGE)
def test_garbage_is_refused_and_changes_nothing(text: str) -> None:
    state = GAME.new_state(4, seed=5)
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as refused:
        state.apply(state.turn[0], text)
    message = str(refused.value)
    assert message and len(message) < 200
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_parse_names_what_is_wrong() -> None:
    with pytest.raises(IllegalMove, match="no card called 'ghost'"):
        parse("play ghost")
    with pytest.raises(IllegalMove, match="Harpoon is used after the cards are down"):
        parse("play harpoon")
    with pytest.raises(IllegalMove, match="Sly Fox is played instead"):
        parse("enhance sly-fox pan")
    with pytest.raises(IllegalMove, match="no enhancement called 'fork'"):
        parse("enhance fork pan")
    with pytest.raises(IllegalMove, match="lower case"):
        parse("Play pan")


def test_random_text_never_crashes_the_parser() -> None:
    rng = random.Random(4)
    accepted = 0
    words = ["play", "enhance", "done", "pan", "harpoon", "snowball", "none", "sly-fox", "x", ""]
    for _ in range(3000):
        text = " ".join(rng.choice(words) for _ in range(rng.randrange(5)))
        try:
            action = parse(text)
        except IllegalMove as refused:
            assert str(refused)
        else:
            assert str(action) == text  # only the exact notation is ever accepted
            accepted += 1
    assert accepted > 0
