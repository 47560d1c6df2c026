"""Hints: the Hard AI's move from the seat's view, the same in every position the seat
cannot tell apart, with a one-line reason built from that view."""

from __future__ import annotations

import json
import random

import pytest

from table.core import GameState
from table.games import game_ids, get_game
from table.learn.coach import Coach
from table.learn.hint import hint
from table.learn.lessons import LESSON_IDS, lesson_for

FAST = 60  # search iterations: enough to be a real Hard decision, quick enough for tests


def positions(gid: str, seed: int, count: int = 4) -> list[tuple[int, GameState]]:
    """A few positions of a random game, each with the seat to move."""
    game = get_game(gid)
    state = game.new_state(players=min(4, game.max_players), seed=seed)
    rng = random.Random(seed)
    found = []
    for _ in range(200):
        if state.is_over or len(found) == count:
            break
        seat = state.turn[0]
        if len(state.legal_actions(seat)) > 1 and rng.random() < 0.2:
            found.append((seat, state.clone()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


@pytest.mark.parametrize("gid", game_ids())
def test_positions_the_seat_cannot_tell_apart_get_the_same_hint(gid: str) -> None:
    """The no-cheat test: resample every card the seat cannot see (``determinize``
    keeps everything it can); the view is identical, and so must the hint be."""
    checked = 0
    for seat, state in positions(gid, seed=3):
        world = state.determinize(seat, random.Random(99))
        assert json.dumps(world.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
        real, other = hint(state, seat, iterations=FAST), hint(world, seat, iterations=FAST)
        assert (real.action, real.reason) == (other.action, other.reason)
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("gid", game_ids())
def test_a_hint_is_a_legal_move_with_a_one_line_reason(gid: str) -> None:
    for seat, state in positions(gid, seed=5):
        given = hint(state, seat, ["Ann", "Ben", "Cat", "Dan"], iterations=FAST)
        legal = state.legal_actions(seat)
        assert given.action in legal and given.runner_up in legal and given.runner_up != given.action
        assert given.reason and "\n" not in given.reason and len(given.reason) <= 160
        assert given.reason[0].isupper() and given.reason.endswith(".")


def test_a_hint_can_be_worked_out_in_slices() -> None:
    from table.learn.hint import HintSearch

    coach = Coach(lesson_for(LESSON_IDS[-1]))  # any lesson's first position
    whole = hint(coach.state, 0, iterations=FAST)
    search = HintSearch(coach.state, 0, iterations=FAST)
    sliced = None
    for _ in range(10_000):
        sliced = search.think(0.001)
        if sliced is not None:
            break
    assert sliced == whole


@pytest.mark.parametrize("gid", game_ids())
def test_the_hint_is_the_move_hard_makes_from_the_seat_s_view(gid: str) -> None:
    import math

    from table.ai import make_agent
    from table.ai.agent import choose
    from table.learn.hint import HINT_SEED

    for seat, state in positions(gid, seed=7, count=3):
        hard = make_agent(gid, "hard", seed=HINT_SEED, budget=math.inf, iterations=FAST)
        assert hint(state, seat, iterations=FAST).action == choose(hard, state, seat)


@pytest.mark.parametrize("gid", game_ids())
def test_a_named_reason_comes_from_the_deciding_factor(gid: str) -> None:
    """When a factor decided, the line is that factor's, not the search's general one."""
    from table.ai.heuristics.factors import explain
    from table.learn.reasons import reason

    said = 0
    for seat, state in positions(gid, seed=11, count=6):
        view, actions = state.view(seat), state.legal_actions(seat)
        for chosen in actions:
            why = explain(gid, view, actions, chosen)
            line = reason(gid, view, seat, why, None)
            assert line and len(line) <= 160 and line.endswith(".")
            said += why.factor is not None and "computer's search" not in line
    assert said >= 3
