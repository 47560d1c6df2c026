"""The rule-event → sound-cue mapping (``table.ui.cues``): every event type that has a cue
triggers it, special moments get their own cue, and real games only ever ask for cues
that exist. Pure: no mixer, no display."""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.games import game_ids, get_game
from table.ui.cues import (
    COMMON_CUES,
    CONTROLLER_CUES,
    CUES,
    GAME_CUES,
    MAX_CUES_PER_EVENT,
    cues_for_event,
)
from tests.per_game import data_of

# Event types each game emits, by what they should sound like, are in its test data
# (``tests/per_game/<id>.py``: SOUNDING and SILENT). A game that starts emitting a type
# in neither set fails ``test_real_games_ask_only_for_known_cues`` until the mapping (or
# its data) says what it sounds like.

# The moments each game's cues are checked on are in its test data (``tests/per_game/<id>.py``:
# CUE_MOMENTS, each an event as the game package emits it and the cues it must play).
REPRESENTATIVE: list[tuple[str, dict[str, Any], list[str]]] = [
    (game_id, event, cues) for game_id in game_ids() for event, cues in data_of(game_id, "CUE_MOMENTS")
]


@pytest.mark.parametrize(
    ("game_id", "event", "expected"),
    REPRESENTATIVE,
    ids=[f"{g}-{e['type']}-{i}" for i, (g, e, _) in enumerate(REPRESENTATIVE)],
)
def test_each_moment_plays_its_cue(game_id: str, event: dict[str, Any], expected: list[str]) -> None:
    assert cues_for_event(game_id, event, 0) == expected
    assert cues_for_event(game_id, event, None) == expected  # every cue is public


def test_every_game_cue_is_played_by_some_moment() -> None:
    played = {cue for game_id, event, _ in REPRESENTATIVE for cue in cues_for_event(game_id, event, 0)}
    event_cues = set(CUES) - set(CONTROLLER_CUES)
    assert event_cues - played == set(), "give each of these a moment in its game's CUE_MOMENTS"


def test_the_cue_list_holds_the_common_cues_and_each_game_cue_once() -> None:
    names = list(COMMON_CUES) + [cue for cues in GAME_CUES.values() for cue in cues]
    assert len(names) == len(set(names)) == len(CUES)
    assert set(CONTROLLER_CUES) <= set(COMMON_CUES)
    assert set(COMMON_CUES) == {
        "shuffle",
        "deal",
        "card_play",
        "trick_collected",
        "your_turn",
        "hand_over",
        "scored",
        "victory",
        "defeat",
        "click",
    }
    assert all(file == f"{name}.ogg" for name, file in CUES.items())


@pytest.mark.parametrize("game_id", game_ids())
def test_unknown_games_and_events_fall_back_to_the_common_cues_or_silence(game_id: str) -> None:
    assert cues_for_event("chess", {"type": "card_played", "card": "queen"}, None) == ["card_play"]
    assert cues_for_event(game_id, {"type": "a_new_kind_of_event"}, 0) == []
    assert cues_for_event(game_id, {}, 0) == []


# -- against the real rules -------------------------------------------------------------


def _random_game(game_id: str, players: int, seed: int) -> Any:
    state = get_game(game_id).new_state(players=players, seed=seed, options=data_of(game_id, "SHORT_OPTIONS"))
    rng = random.Random(seed)
    for _ in range(5000):
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("game_id", game_ids())
def test_real_games_ask_only_for_known_cues(game_id: str) -> None:
    sounding, silent = data_of(game_id, "SOUNDING"), data_of(game_id, "SILENT")
    game = get_game(game_id)
    heard: set[str] = set()
    for seed, players in enumerate(range(game.min_players, min(game.max_players, 5) + 1)):
        state = _random_game(game_id, players, seed)
        for seat in [None, *range(players)]:
            for event in state.visible_log(seat):
                kind = event["type"]
                cues = cues_for_event(game_id, event, seat)
                assert kind in sounding | silent, f"{game_id} emits {kind!r}: give it a cue"
                assert len(cues) <= MAX_CUES_PER_EVENT
                assert all(cue in CUES for cue in cues), (event, cues)
                assert bool(cues) == (kind in sounding), (event, cues)
                heard.update(cues)
    assert {"shuffle", "deal", "card_play"} <= heard
