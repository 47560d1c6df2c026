"""A trick's or battle's reason is made once and shared by every trick that says it
(issue speed32: the rules' speed), but each event carries its own copy: changing one
event's ``reason_args`` or notes changes no other event, no later game and no save."""

from __future__ import annotations

import copy
import random

import pytest

from table.core import Event
from table.games import get_game


def _played(game_id: str, seed: int) -> list[Event]:
    options = {"limit": 1} if game_id == "dragon" else None
    state = get_game(game_id).new_state(players=4, seed=seed, options=options)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state.log


def _spoil(event: Event) -> None:
    """Change every mutable part of an event's reasons in place."""
    for fields in [event, *event.get("note_reasons", [])]:
        args = fields.get("reason_args")
        if isinstance(args, dict):
            for value in args.values():
                if isinstance(value, list):
                    value.append("spoilt")
            args["spoilt"] = True
    if isinstance(event.get("notes"), list):
        event["notes"].append("spoilt")


@pytest.mark.parametrize("game_id", ["munch", "snow", "dragon"])
def test_each_event_owns_its_reason(game_id: str) -> None:
    for seed in range(4):
        log = _played(game_id, seed)
        kept = copy.deepcopy(log)
        with_reasons = [event for event in log if "reason_id" in event]
        assert with_reasons, game_id
        for index, event in enumerate(log):
            if "reason_id" in event:
                _spoil(event)
                # every other event is as it was
                assert log[index + 1:] == kept[index + 1:]
        assert _played(game_id, seed) == kept  # and the next game says the same
