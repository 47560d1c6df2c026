"""The round summary at a game's end adds up to the total (issue 32, second round).

The summary overlay has room for seven lines of rounds; Snow's cells run over several
lines (one part a line), so a game of four rounds or more showed only its last rounds,
and the rows shown did not add up to the total. Now the rounds left out are summed up
in one line ("Rounds 1–2" with each seat's points from them), and every round row
spells its sum ("+30 battles = 30"), so what is shown always adds up.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from table.games import get_game
from table.ui.controller import Match
from table.ui.scenes.overlays import RoundSummary
from table.ui.scenes.table import TableScene
from tests.ui.driver import make_app, seats

SUM = re.compile(r"= (-?\d+)$")
BARE = re.compile(r"^[+-]?\d+$")


def _finished(game_id: str, players: int, seed: int, options: dict[str, object]) -> Any:
    game = get_game(game_id)
    state = game.new_state(players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(100_000):
        if state.is_over:
            return state
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("the game did not end")


def _shown_sums(lines: list[tuple[str, list[str]]], players: int) -> list[int]:
    """Each seat's points as the lines shown say them: a summary line's bare numbers, and
    each round's sum ("= 50", the last line of its cell; "0" for a round of nothing)."""
    sums = [0] * players
    for _label, cells in lines:
        for seat, cell in enumerate(cells[:players]):
            said = SUM.search(cell)
            if said:
                sums[seat] += int(said.group(1))
            elif BARE.match(cell.strip()):
                sums[seat] += int(cell)
    return sums


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_snow_summary_shows_rows_that_add_up_to_the_total(seed: int) -> None:
    state = _finished("snow", 4, seed, {"target": 300})
    match = Match("snow", seats("human,ai,ai,ai"), {"target": 300}, seed, state=state)
    app = make_app((1280, 720))
    table = TableScene(app, match, animate_start=False)
    app.stack.reset(table)
    assert len(table.pad_rows) >= 4, "a game of four rounds or more"
    summary = RoundSummary(app, table, table.pad_rows[-1][0])
    lines = summary.lines()
    assert len(lines) <= 7 + 1
    assert _shown_sums(lines, 4) == list(match.state.scores)[:4], lines
    # The first line names the rounds it sums up, when some are left out.
    if table.pad_rows[0][0] not in [label for label, _ in lines]:
        assert re.match(r"Rounds 1–\d+$", lines[0][0]), lines[0]
    app.close()
