"""The probe seats of ``table/ai/heuristics/royal_probes.py`` keep their one habit and play Normal otherwise,
and the public record in Royal's view counts what every seat was seen to do."""

from __future__ import annotations

import random

import pytest

from table.ai import make_agent
from table.ai.agent import choose
from table.ai.heuristics import royal as heuristic
from table.ai.heuristics.royal_probes import PROBES, ProbeAgent
from table.games import get_game
from table.games.royal.actions import Give, Judge, PassOn, Peek, parse
from table.games.royal.cards import claim_is_true
from table.games.royal.rules import RoyalState
from table.games.royal.views import Habits, as_view


def probe_game(habit: str, seed: int) -> list[tuple[RoyalState, int, str]]:
    """A 4-player game of seat 0 (Normal) against three probes: each probe decision."""
    state = get_game("royal").new_state(players=4, seed=seed)
    assert isinstance(state, RoyalState)
    agents = [make_agent("royal", "normal", seed), *(ProbeAgent(habit, seed * 4 + s) for s in (1, 2, 3))]
    decisions = []
    while not state.is_over:
        seat = state.turn[0]
        action = choose(agents[seat], state, seat)
        if seat:
            decisions.append((state.clone(), seat, action))
        state.apply(seat, action)
    return decisions


def claim_truth(state: RoyalState, action: str) -> bool:
    move = parse(action)
    assert isinstance(move, Give | PassOn)
    card = move.card if isinstance(move, Give) else state.in_play
    assert card is not None
    return claim_is_true(card, move.claim)


@pytest.mark.parametrize("habit", PROBES)
def test_each_probe_keeps_its_habit_whenever_it_can(habit: str) -> None:
    kept = 0
    for seed in range(3):
        for state, seat, action in probe_game(habit, seed):
            move = parse(action)
            actions = state.legal_actions(seat)
            if habit in ("believe", "doubt") and state.phase == "respond":
                assert move == Judge(habit == "believe")
                kept += 1
            elif habit == "peek" and state.phase == "respond":
                assert isinstance(move, Peek) == ("peek" in actions)
                kept += 1
            elif habit in ("truth", "lie") and isinstance(move, Give | PassOn):
                truths = {claim_truth(state, other) for other in actions}
                if habit == "truth" and True in truths:
                    assert claim_truth(state, action) is True
                if habit == "lie":
                    assert claim_truth(state, action) is False  # a false claim always exists
                kept += 1
    assert kept > 20


def test_the_record_counts_verdicts_peeks_and_the_truth_of_claims() -> None:
    state = get_game("royal").new_state(players=4, seed=2)
    rng = random.Random(2)
    expected = [[0] * 6 for _ in range(4)]
    claims: list[tuple[int, str]] = []
    while not state.is_over:
        seat = state.turn[0]
        action = rng.choice(state.legal_actions(seat))
        move = parse(action)
        if isinstance(move, Give):
            claims = [(seat, move.claim)]
        elif isinstance(move, PassOn):
            claims.append((seat, move.claim))
        elif isinstance(move, Judge | Peek):
            expected[seat][3] += state.view(seat)["round"]["can_pass"]
            if isinstance(move, Peek):
                expected[seat][2] += 1
            else:
                expected[seat][0 if move.verdict else 1] += 1
                assert state.in_play is not None
                for giver, claim in claims:
                    expected[giver][4 if claim_is_true(state.in_play, claim) else 5] += 1
        state.apply(seat, action)
        rows = state.view(None)["habits"]
        assert [[r["believed"], r["doubted"], r["peeked"], r["could_peek"], r["truths"], r["lies"]]
                for r in rows] == expected


def record(**counts: int) -> Habits:
    base: Habits = {"believed": 0, "doubted": 0, "peeked": 0, "could_peek": 0, "truths": 0, "lies": 0}
    base.update(counts)  # type: ignore[typeddict-item]
    return base


def test_the_search_weighs_a_fixed_habit_from_the_record() -> None:
    believer = heuristic.habit_odds(record(believed=4, could_peek=4, truths=3, lies=3))
    assert believer["believe"] > 0.99 and believer["doubt"] < 0.01
    assert believer["truth"] < 0.1 and believer["lie"] < 0.1  # a mixed giver is Normal-like
    one = heuristic.habit_odds(record(believed=1, could_peek=1))["believe"]
    assert 0.8 < one < 0.95  # one belief tells a lot: Normal believes one claim in nine
    assert heuristic.habit_odds(record(believed=3, doubted=3))["believe"] < 0.1  # no habit
    assert heuristic.habit_odds(record(peeked=2, could_peek=2))["peek"] > 0.9
    liar = record(lies=8, doubted=4, could_peek=4)
    assert heuristic.world_habit(liar, "pass", 0.3) == "lie"
    assert heuristic.world_habit(liar, "respond", 0.3) is None  # doubting is what Normal does
    # A judge nothing is known of believes in 45% of the worlds: about as often as not.
    assert heuristic.world_habit(record(), "respond", 0.3) == "believe"
    assert heuristic.world_habit(record(), "respond", 0.6) is None
    assert heuristic.habit_odds(record(doubted=1, could_peek=1))["believe"] < 0.05  # one doubt: Normal-like
    assert heuristic.world_habit(record(believed=1, could_peek=1), "respond", 0.2) == "believe"
    assert heuristic.world_habit(record(believed=1, could_peek=1), "respond", 0.9) is None


def test_a_claim_is_judged_by_its_givers_record() -> None:
    state = get_game("royal").new_state(players=4, seed=2)
    seat = state.turn[0]
    state.apply(seat, state.legal_actions(seat)[0])
    view = as_view(state.view(state.turn[0]))
    assert view["round"]["card"] is None
    normal = heuristic.claim_odds(view)
    assert normal is not None and 0.45 < normal < 0.55
    view["habits"][seat] = record(truths=10)
    truthful = heuristic.claim_odds(view)
    assert truthful is not None and truthful > 0.9
