"""Forced moves: exactly the seat's only legal move, with the rule that forces it."""

from __future__ import annotations

import random

import pytest

from table.games import game_ids, get_game
from table.learn.coach import Coach
from table.learn.forced import FORCED_MOVES_DEFAULT, forced_move
from table.learn.lessons import lesson_for


def test_the_option_is_on_by_default() -> None:
    assert FORCED_MOVES_DEFAULT is True


def test_dragons_opening_blue_1() -> None:
    coach = Coach(lesson_for("dragon"))
    assert forced_move(coach.state, 0) is None  # the pass is a choice
    coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play blue-1" and forced.kind == "opening lead"
    assert "blue 1" in forced.reason
    assert forced_move(coach.state, 1) is None  # not Mildred's turn


def test_snows_forced_first_battle_and_a_lone_card_of_the_lead_suit() -> None:
    coach = Coach(lesson_for("snow"))
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play gremlin" and forced.kind == "first battle"
    for _ in range(4):
        coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)  # Cryptids led; the Jackalope is the only one
    assert forced is not None and forced.action == "play jackalope" and forced.kind == "only move"


def test_munchs_forehead_round_and_a_last_card() -> None:
    state = get_game("munch").new_state(players=3, seed=4)
    for seat in state.turn:
        state.apply(seat, "predict 0")
    seat = state.turn[0]
    forced = forced_move(state, seat)
    assert forced is not None and forced.action == "play forehead" and forced.kind == "forehead"
    coach = Coach(lesson_for("munch"))
    for _ in range(4):
        coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play topsy" and forced.kind == "last card"


def test_no_forced_move_when_there_is_a_choice() -> None:
    coach = Coach(lesson_for("batwalk"))
    assert forced_move(coach.state, 0) is None
    for _ in range(4):
        coach.answer(coach.suggestion())
    forced = forced_move(coach.state, 0)
    assert forced is not None and forced.action == "play 0" and forced.reason == "Your last card."


@pytest.mark.parametrize("gid", game_ids())
def test_a_forced_move_is_exactly_a_lone_legal_move(gid: str) -> None:
    game = get_game(gid)
    state = game.new_state(players=game.min_players + 1, seed=11)
    rng = random.Random(11)
    for _ in range(150):
        if state.is_over:
            break
        for seat in range(state.players):
            forced = forced_move(state, seat)
            legal = state.legal_actions(seat) if seat in state.turn else []
            assert (forced is not None) == (len(legal) == 1)
            assert forced is None or (forced.action == legal[0] and forced.reason)
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
