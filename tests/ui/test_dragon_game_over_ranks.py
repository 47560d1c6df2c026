"""Dodge the Dragon's game over ranks a finished game, lowest total first, and says how it is won."""

from __future__ import annotations

import itertools

from table.ui.scenes.overlays import how_won
from table.ui.scenes.table import TableScene
from tests.ui.driver import make_app


def test_game_over_ranks_a_finished_game_and_says_how_it_is_won() -> None:
    from table.ui.controller import Match
    from table.ui.scenes.overlays import GameOverScene
    from tests.ui.driver import seats

    app = make_app()
    match = Match("dragon", seats("ai,ai,ai,ai"), {"limit": 20}, 5)
    while not match.state.is_over:
        seat = match.state.turn[0]
        match.act(seat, match.state.legal_actions(seat)[0])
    table = TableScene(app, match)
    app.stack.reset(table)
    over = GameOverScene(app, table)
    ranking = over.ranking()
    scores = match.state.scores
    assert sorted(seat for _, seat in ranking) == [0, 1, 2, 3]
    assert [scores[seat] for _, seat in ranking] == sorted(scores)  # lowest first
    assert {seat for place, seat in ranking if place == 1} == set(match.state.winners)
    for (place, seat), (next_place, next_seat) in itertools.pairwise(ranking):
        assert (place == next_place) == (scores[seat] == scores[next_seat])
    assert how_won("dragon", match.state.view(None)) == "Lowest total wins."
    app.push(over)
    app.step([], 1 / 60)
