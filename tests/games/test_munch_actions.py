"""Munch's actions as values: ``parse`` and ``str`` round-trip the rules' notation exactly,
and anything else is refused with a player's reason before the state changes."""

from __future__ import annotations

import random

import pytest

from table.core import IllegalMove
from table.games import get_game
from table.games.munch import Play, Predict, parse
from table.games.munch.cards import ALL_CARDS


def test_every_canonical_action_round_trips() -> None:
    for n in range(8):
        assert parse(f"predict {n}") == Predict(n) and str(Predict(n)) == f"predict {n}"
    for card in ALL_CARDS:
        assert parse(f"play {card}") == Play(card) and str(Play(card)) == f"play {card}"
    assert parse("play forehead").forehead and str(parse("play forehead")) == "play forehead"


def test_every_legal_action_of_random_games_parses_back_to_itself() -> None:
    rng = random.Random(5)
    for seed in range(6):
        state = get_game("munch").new_state(players=2 + seed % 4, seed=seed)
        while not state.is_over:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            assert [str(parse(action)) for action in actions] == actions
            state.apply(seat, rng.choice(actions))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("predict 08", "from 0 to 7"),
        ("predict 8", "from 0 to 7"),
        ("predict two", "predict N"),
        ("predict", "predict N"),
        ("predict 1 2", "predict N"),
        ("play", "play <card>"),
        ("play bat-9", "no card called 'bat-9'"),
        ("play bat-1 bat-2", "play <card>"),
        ("pass", "'predict N' or 'play <card>'"),
        ("Play bat-1", "lower case"),
        (" play bat-1", "single spaces"),
        ("play  bat-1", "single spaces"),
        ("play bat\u20111", "plain letters"),
        ("", "empty"),
        ("play " + "x" * 200, "too long"),
    ],
)
def test_anything_else_is_refused_with_a_reason(text: str, words: str) -> None:
    with pytest.raises(IllegalMove, match=words.replace("(", r"\(")):
        parse(text)


def test_a_refused_string_in_a_game_says_why_and_changes_nothing() -> None:
    state = get_game("munch").new_state(players=3, seed=2)
    before = state.to_json()
    with pytest.raises(IllegalMove, match="predict N"):
        state.apply(0, "predict lots")
    with pytest.raises(IllegalMove, match="from 0 to 1"):
        state.apply(0, "predict 5")
    assert state.to_json() == before
