"""Dodge the Dragon's cues played through its real rules: the beasts and the devils, a
hidden trick (see ``tests/ui/test_cues.py`` for every game's)."""

from __future__ import annotations

from typing import Any

from table.games import get_game
from table.ui.cues import cues_for_event


def _events(state: Any, *moves: tuple[int, str]) -> list[dict[str, Any]]:
    return [event for seat, action in moves for event in state.apply(seat, action)]


def _cues(game_id: str, events: list[dict[str, Any]]) -> list[str]:
    return [cue for event in events for cue in cues_for_event(game_id, event, 0)]


def test_dragon_beasts_roar_as_they_land_and_devils_giggle_at_their_taker() -> None:
    hands = [
        ["blue-1", "black-12", *(f"black-{r}" for r in range(1, 11)), *(f"safety-{r}" for r in range(1, 5))],
        ["blue-2", "red-5", *(f"red-{r}" for r in range(1, 13) if r != 5), "green-1", "green-2", "green-3"],
        ["blue-3", "black-11", *(f"blue-{r}" for r in range(4, 13)), *(f"green-{r}" for r in range(4, 9))],
    ]
    state = get_game("dragon").new_state(players=3, seed=1, deal={"hands": hands, "passed": True})
    first = _events(state, (0, "play blue-1"), (1, "play blue-2"), (2, "play blue-3"))
    assert _cues("dragon", first) == ["card_play", "card_play", "card_play", "trick_collected"]
    beasts = _events(state, (2, "play black-11"), (0, "play black-12"), (1, "play red-5"))
    assert _cues("dragon", beasts) == [
        "snake_hiss",
        "dragon_roar",
        "card_play",
        "trick_collected",
        "devil_giggle",
    ]


def test_a_hidden_trick_plays_the_plain_cue() -> None:
    # A view may blank the cards of a trick; the mapping must not guess at them.
    assert cues_for_event("dragon", {"type": "trick_won", "seat": 1, "cards": [None, None]}, 0) == [
        "trick_collected"
    ]
