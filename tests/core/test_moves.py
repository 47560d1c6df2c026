"""``Moves``: a game's move strings, each parsed once and remembered (``table.core.moves``)."""

from __future__ import annotations

import random

import pytest

from table.core import IllegalMove
from table.core import moves as core_moves
from table.core.moves import Moves
from table.games import game_ids, get_game


def _counted() -> tuple[Moves[tuple[str, ...]], list[str]]:
    calls: list[str] = []

    def parse(text: str) -> tuple[str, ...]:
        calls.append(text)
        words = tuple(text.split(" "))
        if words[0] != "play":
            raise IllegalMove("Write 'play <card>'.")
        return words

    return Moves(parse), calls


def test_a_string_is_parsed_the_first_time_only() -> None:
    moves, calls = _counted()
    assert moves["play bat-7"] == ("play", "bat-7")
    assert moves["play bat-7"] is moves["play bat-7"]
    assert moves.pairs(["play bat-7", "play toad-2"]) == [("play bat-7", ("play", "bat-7")),
                                                          ("play toad-2", ("play", "toad-2"))]
    assert calls == ["play bat-7", "play toad-2"]


def test_a_string_that_writes_no_move_is_refused_each_time_and_not_remembered() -> None:
    moves, calls = _counted()
    for _ in range(2):
        with pytest.raises(IllegalMove, match="play <card>"):
            moves["dance"]
    assert "dance" not in moves and calls == ["dance", "dance"]


def test_the_memory_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core_moves, "MOVES_KEPT", 3)
    moves, _ = _counted()
    for card in range(10):
        assert moves[f"play c{card}"] == ("play", f"c{card}")
        assert len(moves) <= 3


@pytest.mark.parametrize("game_id", game_ids())
def test_legal_moves_are_the_legal_actions_with_the_moves_they_write(game_id: str) -> None:
    game = get_game(game_id)
    parse = game.moves.parse  # type: ignore[attr-defined]  # the game's own parser
    state = game.new_state(players=max(game.min_players, 3), seed=5)
    rng = random.Random(5)
    for _ in range(30):
        if state.is_over:
            break
        for seat in range(state.players):
            moves = state.legal_moves(seat)
            assert [action for action, _ in moves] == state.legal_actions(seat)
            assert all(move == parse(action) and str(move) == action for action, move in moves)
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
