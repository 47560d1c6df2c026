"""Hard's and the generic search's decisions stay the same for the same seed and iterations.

Issue 31 made each game's rules one plain-data step shared by the engine and the
search's worlds; a change of that kind must not move a single search decision. Games
are played out at random from fixed seeds; at positions with a choice, Hard (capped at
``ITERATIONS``, seeded by the position's number) decides, and its move and the visits
of every root move are recorded, one short digest per decision, under ``search`` in
each game's ``tests/per_game/<id>.golden.json`` (recorded before the rules were shared).
Every decision must match; a failure names how many did. The generic search (random
rollouts, no heuristics) is recorded the same way on fewer positions. A rules or
heuristic change made on purpose, or a new game, records them with
``python -m tests.ai.test_search_unchanged [<id> ...]`` (every game when none is named).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

import pytest

from table.ai import ISMCTSAgent, make_agent
from table.ai.agent import choose
from table.games import game_ids, get_game
from tests.per_game import golden, record_golden

ITERATIONS = 100  # per decision: enough to reach past the root into the rollouts
DECISIONS = {"hard": 300, "generic": 60}  # per game
PER_GAME = 12  # at most this many decisions from one game, so many deals are seen
TABLES = (3, 4, 2)


def decisions(game_id: str, level: str, count: int) -> list[str]:
    """One digest per seeded decision: the move and the visits of every root move."""
    game = get_game(game_id)
    found: list[str] = []
    seed = 0
    while len(found) < count:
        players = max(game.min_players, min(game.max_players, TABLES[seed % len(TABLES)]))
        state = game.new_state(players=players, seed=1000 + seed)
        rng = random.Random(seed)
        moves, start = 0, len(found)
        while not state.is_over and len(found) < min(count, start + PER_GAME) and moves < 400:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            if len(actions) > 1 and rng.random() < 0.5:
                agent = make_agent(game_id, level, seed=len(found), budget=float("inf"),
                                   iterations=ITERATIONS)
                assert isinstance(agent, ISMCTSAgent)
                move = choose(agent, state, seat)
                search = agent.search
                assert search is not None
                visits = sorted((key, edge.visits, round(edge.total, 9)) for key, edge in search.root.items())
                found.append(hashlib.sha256(repr((move, visits)).encode()).hexdigest()[:16])
            state.apply(seat, actions[int(rng.random() * len(actions))])
            moves += 1
        seed += 1
    return found


def record(games: list[str]) -> dict[str, dict[str, list[str]]]:
    return {game_id: {level: decisions(game_id, level, count) for level, count in DECISIONS.items()}
            for game_id in games}


@pytest.mark.parametrize("level", sorted(DECISIONS))
@pytest.mark.parametrize("game_id", game_ids())
def test_search_decisions_match_the_recorded_ones(game_id: str, level: str) -> None:
    recorded = golden(game_id, "search")[level]
    now = decisions(game_id, level, len(recorded))
    same = sum(1 for old, new in zip(recorded, now, strict=True) if old == new)
    assert same == len(recorded), f"{game_id} {level}: {same} of {len(recorded)} search decisions unchanged"


if __name__ == "__main__":  # re-record (only for a rules or heuristic change made on purpose)
    result = record(sys.argv[1:] or list(game_ids()))
    for game_id, recorded in result.items():
        record_golden(game_id, "search", recorded)
    counts = {game: {level: len(items) for level, items in levels.items()} for game, levels in result.items()}
    json.dump(counts, sys.stdout)
