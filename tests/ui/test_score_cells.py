"""Score pad cells add up (issue 32): each round is spelt out part by part, and the
parts add up to what the cell says the round brought, which is what the round really
changed the seat's total by, over random games of every game with rounds."""

from __future__ import annotations

import random
import re

import pytest

from table.games import game_ids, get_game
from table.ui.tables import presenter_for
from tests.per_game import data_of

SIGNED = re.compile(r"[+-]\d+")


def totals_of(game_id: str, event: dict) -> list[int]:  # type: ignore[type-arg]
    """Each seat's total after the round ``event`` scored: its ``totals`` or ``scores``, or as
    the game's test data reads them (``ROUND_TOTALS``)."""
    totals = data_of(game_id, "ROUND_TOTALS")
    if totals is not None:
        return list(totals(event))
    return list(event.get("totals") or event.get("scores") or [])


def cell_sum(cell: str) -> int:
    """The cell's parts added up; the cell's own total (after "=") must match them."""
    left, _, right = cell.partition("=")
    parts = sum(int(number) for number in SIGNED.findall(left))
    if right:
        assert int(right.strip()) == parts, cell
    return parts


@pytest.mark.parametrize("gid", game_ids())
def test_the_parts_of_every_round_add_up_to_what_it_brought(gid: str) -> None:
    players = data_of(gid, "SCORE_PAD_PLAYERS")
    if players is None:
        pytest.skip(f"{gid} keeps no score pad of rounds (its SCORE_PAD_PLAYERS is None)")
    rows = 0
    for seed in range(12):
        presenter = presenter_for(gid)  # one table per game: it notes each round's parts as events pass
        state = get_game(gid).new_state(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        before = [0] * state.players
        for event in state.visible_log(None):
            row = presenter.score_pad_row(event)
            if row is None:
                continue
            rows += 1
            totals = totals_of(gid, event)
            for seat, cell in enumerate(row[1][: state.players]):
                brought = totals[seat] - before[seat]
                reset = data_of(gid, "RESET_CELL")
                if reset is not None and cell.startswith(reset):
                    assert totals[seat] == 0, cell  # e.g. a moon shot: the total starts again
                    continue
                assert cell_sum(cell) == brought, (gid, seed, row[0], seat, cell, brought)
            before = totals
    assert rows >= 12
