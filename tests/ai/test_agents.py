"""The AI levels: legal play to the end, slicing, determinism, and that no level cheats.

The no-cheat test is the issue's: an agent given two states that differ only in cards
its seat cannot see (the same ``view(seat)``; the second is a ``determinize`` of the
first, which resamples exactly those cards) and the same seed makes the same decision,
for every game and every level. Hard runs on a fixed iteration count here, so its
decisions depend on nothing but the seed and the view.
"""

from __future__ import annotations

import math
import random

import pytest

from table.ai import ARENA_LEVELS, LEVELS, Agent, make_agent
from table.ai.agent import choose
from table.ai.ismcts import ISMCTSAgent
from table.core import GameState
from table.games import game_ids, get_game
from tests.per_game import data_of

HARD_ITERATIONS = 24


SEARCHES = ("hard", "expert", "generic")


def _players(game_id: str) -> int:
    """Four at the table, or as many as the game takes below that."""
    return min(4, get_game(game_id).max_players)


def agent_for(game_id: str, level: str, seed: int) -> Agent:
    if level in SEARCHES:
        return make_agent(game_id, level, seed, budget=math.inf, iterations=HARD_ITERATIONS,
                          expert_budget=math.inf)
    return make_agent(game_id, level, seed)


def positions(game_id: str, players: int, seed: int, count: int, spacing: int) -> list[GameState]:
    """``count`` positions of a random game, ``spacing`` moves apart."""
    state = get_game(game_id).new_state(players=players, seed=seed)
    rng = random.Random(seed)
    found: list[GameState] = []
    while len(found) < count and not state.is_over:
        found.append(state.clone())
        for _ in range(spacing):
            if state.is_over:
                break
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("level", ARENA_LEVELS)
def test_no_level_reads_cards_its_seat_cannot_see(game_id: str, level: str) -> None:
    for number, state in enumerate(positions(game_id, _players(game_id), 11, 6, 9)):
        seat = state.turn[0]
        twin = state.determinize(seat, random.Random(1000 + number))
        # The same seat's view, the same public table, the same set of unseen cards.
        assert twin.view(seat) == state.view(seat)
        assert twin.view(None) == state.view(None)
        assert twin.hidden_ids(seat) == state.hidden_ids(seat)
        first = choose(agent_for(game_id, level, 7), state, seat)
        second = choose(agent_for(game_id, level, 7), twin, seat)
        assert first == second, f"{level} decided differently on hidden cards at position {number}"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_twins_really_differ_in_hidden_cards(game_id: str) -> None:
    """The no-cheat test means something only if its twins hold other hidden cards."""
    changed = 0
    for number, state in enumerate(positions(game_id, _players(game_id), 11, 6, 9)):
        seat = state.turn[0]
        twin = state.determinize(seat, random.Random(1000 + number))
        changed += any(twin.view(other) != state.view(other)
                       for other in range(state.players) if other != seat)
    assert changed >= 3


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_levels_play_whole_games_legally(game_id: str, level: str) -> None:
    state = get_game(game_id).new_state(players=_players(game_id), seed=3)
    agents = [agent_for(game_id, level, seat) for seat in range(state.players)]
    moves = 0
    while not state.is_over and moves < 5000:
        seat = state.turn[0]
        action = choose(agents[seat], state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
        moves += 1
    assert state.is_over


@pytest.mark.parametrize("game_id", game_ids())
def test_hard_plays_legal_moves_through_a_stretch_of_game(game_id: str) -> None:
    state = get_game(game_id).new_state(players=_players(game_id), seed=5)
    agents = [agent_for(game_id, "hard", seat) for seat in range(state.players)]
    for _ in range(40):
        if state.is_over:
            break
        seat = state.turn[0]
        action = choose(agents[seat], state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)


@pytest.mark.parametrize("game_id", game_ids())
def test_hard_is_deterministic_for_a_seed_and_slices_its_work(game_id: str) -> None:
    state = next(p for p in positions(game_id, _players(game_id), 21, 12, 5)
                 if len(p.legal_actions(p.turn[0])) > 1)
    seat = state.turn[0]
    decisions = []
    for _ in range(2):
        agent = make_agent(game_id, "hard", 99, budget=math.inf, iterations=10)
        agent.begin(state, seat)
        calls, action = 0, None
        while action is None:
            action = agent.think(0.0)  # a zero slice still does one iteration
            calls += 1
        assert calls == 10
        decisions.append(action)
    assert decisions[0] == decisions[1]
    assert decisions[0] in state.legal_actions(seat)


@pytest.mark.parametrize("game_id", game_ids())
def test_hard_stops_at_its_time_budget_without_a_cap(game_id: str) -> None:
    state = get_game(game_id).new_state(players=4, seed=2)
    seat = state.turn[0]
    agent = make_agent(game_id, "hard", 1, budget=0.05)
    agent.begin(state, seat)
    action = None
    for _ in range(10_000):
        action = agent.think(0.01)
        if action is not None:
            break
    assert action in state.legal_actions(seat)


@pytest.mark.parametrize("game_id", game_ids())
def test_make_agent_refuses_unknown_levels_and_endless_searches(game_id: str) -> None:
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent(game_id, "genius")
    with pytest.raises(ValueError, match="iteration cap"):
        make_agent(game_id, "hard", budget=math.inf)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_state_given_to_an_agent_is_not_changed(game_id: str) -> None:
    state = get_game(game_id).new_state(players=4, seed=8)
    for _ in range(6):
        seat = state.turn[0]
        state.apply(seat, state.legal_actions(seat)[0])
    before = state.to_json()
    seat = state.turn[0]
    choose(agent_for(game_id, "hard", 1), state, seat)
    assert state.to_json() == before


@pytest.mark.parametrize("game_id", game_ids())
def test_expert_is_hard_with_a_longer_budget_and_generic_has_no_heuristic(game_id: str) -> None:
    assert "expert" in LEVELS and "generic" in ARENA_LEVELS and "generic" not in LEVELS
    hard = make_agent(game_id, "hard", 1)
    expert = make_agent(game_id, "expert", 1)
    generic = make_agent(game_id, "generic", 1, budget=0.3)
    assert isinstance(hard, ISMCTSAgent) and isinstance(expert, ISMCTSAgent)
    assert isinstance(generic, ISMCTSAgent)
    assert expert.budget == 2.0 > hard.budget == 0.5 and expert.guided and hard.guided
    assert generic.budget == 0.3 and not generic.guided
    state = get_game(game_id).new_state(players=3, seed=1)
    seat = state.turn[0]
    actions = state.legal_actions(seat)
    assert generic.support.rate(state.view(seat), actions) == [0.0] * len(actions)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_generic_search_plays_legal_moves_with_every_seat_searching(game_id: str) -> None:
    state = get_game(game_id).new_state(players=_players(game_id), seed=6)
    agents = [agent_for(game_id, "generic", seat) for seat in range(state.players)]
    for _ in range(25):
        if state.is_over:
            break
        seat = state.turn[0]
        agent = agents[seat]
        action = choose(agent, state, seat)
        assert action in state.legal_actions(seat)
        assert isinstance(agent, ISMCTSAgent)
        assert agent.search is None or agent.search.prior == {}  # no heuristic prior
        state.apply(seat, action)


@pytest.mark.parametrize("game_id", game_ids())
def test_hard_models_the_other_seats_on_the_heuristic_unless_the_game_says_not(game_id: str) -> None:
    from table.ai.ismcts import Search
    from table.ai.support import support_for

    modelled = data_of(game_id, "MODELS_OPPONENTS")
    state = get_game(game_id).new_state(players=4, seed=2)
    seat = state.turn[0]
    assert Search(support_for(game_id), state, seat, random.Random(1)).model_opponents is modelled
    assert not Search(support_for(game_id), state, seat, random.Random(1), guided=False).model_opponents
