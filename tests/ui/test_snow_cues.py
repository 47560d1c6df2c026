"""Snow's cues played through its real rules: the world's end and Slime's groan (see
``tests/ui/test_cues.py`` for every game's)."""

from __future__ import annotations

from typing import Any

from table.games import get_game
from table.ui.cues import cues_for_event


def _events(state: Any, *moves: tuple[int, str]) -> list[dict[str, Any]]:
    return [event for seat, action in moves for event in state.apply(seat, action)]


def _cues(game_id: str, events: list[dict[str, Any]]) -> list[str]:
    return [cue for event in events for cue in cues_for_event(game_id, event, 0)]


def test_snow_three_sixes_end_the_world_and_slime_groans_at_its_winner() -> None:
    snow = get_game("snow")
    deal = {"enhancements": [None] * 3, "first_battle": False, "leader": 0}
    hands = [["hellhound", "pan"], ["mummy", "eris"], ["jersey-devil", "imp"]]
    state = snow.new_state(players=3, seed=3, deal={"hands": hands, **deal, "leader": 1})
    events = _events(state, (1, "play mummy"), (2, "play jersey-devil"), (0, "play hellhound"))
    assert _cues("snow", [e for e in events if e["type"] == "battle_won"]) == ["world_end"]
    hands = [["vampire", "pan"], ["slayer", "eris"], ["slime", "imp"]]
    state = snow.new_state(players=3, seed=3, deal={"hands": hands, **deal, "hunters_broken": True})
    events = _events(state, (0, "play vampire"), (1, "play slayer"), (2, "play slime"))
    assert _cues("snow", events) == [
        "card_play",
        "card_play",
        "slime_groan",
        "trick_collected",
        "slime_groan",
    ]
