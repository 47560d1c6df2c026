"""Munch's cues played through its real rules: a flipped trick, a cancelled Vanquish, a
hidden card (see ``tests/ui/test_cues.py`` for every game's)."""

from __future__ import annotations

from typing import Any

from table.games import get_game
from table.ui.cues import cues_for_event


def _events(state: Any, *moves: tuple[int, str]) -> list[dict[str, Any]]:
    return [event for seat, action in moves for event in state.apply(seat, action)]


def _cues(game_id: str, events: list[dict[str, Any]]) -> list[str]:
    return [cue for event in events for cue in cues_for_event(game_id, event, 0)]


def test_munch_example_e2_flips_the_trick_and_cancels_the_vanquish() -> None:
    hands = [["vanquish-1", "bat-1"], ["werewolf-2", "bat-2"], ["fairy-2", "bat-3"], ["topsy", "bat-4"]]
    deal = {"hands": hands, "hand_number": 2, "dealer": 3}
    state = get_game("munch").new_state(players=4, seed=1, deal=deal)
    revealed = _events(state, *((seat, "predict 0") for seat in range(4)))
    assert _cues("munch", revealed) == ["munch_chant"]
    trick = _events(
        state, (0, "play vanquish-1"), (1, "play werewolf-2"), (2, "play fairy-2"), (3, "play topsy")
    )
    assert _cues("munch", trick) == [
        "vanquish",
        "card_play",
        "card_play",
        "topsy_turvy",
        "vanquish_fizzle",
        "trick_collected",
    ]


def test_a_hidden_card_plays_the_plain_cue() -> None:
    # A view may blank a card's identity; the mapping must not guess at it.
    assert cues_for_event("munch", {"type": "card_played", "seat": 1, "card": None}, 0) == ["card_play"]
