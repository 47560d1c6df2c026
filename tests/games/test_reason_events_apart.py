"""A trick's or battle's reason is made once and shared by every trick that says it
(issue speed32: the rules' speed), but each event carries its own copy: changing one
event's ``reason_args`` or notes changes no other event, no later game and no save."""

from __future__ import annotations

import copy
import random

import pytest

from table.core import Event
from table.games import game_ids, get_game
from tests.per_game import data_of


def _played(game_id: str, seed: int) -> list[Event]:
    options = data_of(game_id, "BENCH_OPTIONS")  # Dodge the Dragon: one round
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


@pytest.mark.parametrize("game_id", game_ids())
def test_each_event_owns_its_reason(game_id: str) -> None:
    for seed in range(4):
        log = _played(game_id, seed)
        kept = copy.deepcopy(log)
        for index, event in enumerate(log):
            if "reason_id" in event:
                _spoil(event)
                # every other event is as it was
                assert log[index + 1:] == kept[index + 1:]
        assert _played(game_id, seed) == kept  # and the next game says the same


def test_the_games_events_carry_reasons() -> None:
    # (else the test above spoils nothing): tricks and battles say theirs
    carrying = [game_id for game_id in game_ids()
                if any("reason_id" in event for event in _played(game_id, 0))]
    assert len(carrying) >= 3, carrying
