"""Hard's search iterations per CPU second, per game: the same seeded work every run.

``ai_speed.py`` times searches in wall-clock time, which swings by 2x on a loaded,
shared machine. This plays the same seeded Normal games as its latency table, and at
the same positions runs Hard's search for a fixed number of iterations, timing it in
process CPU time: the figure issue 31 holds every game to (at least 10,000).

Compare two checkouts in one sitting, alternately:
``PYTHONPATH=<old checkout> .venv/bin/python bench/ai_cpu.py`` then the new one.

Run: ``.venv/bin/python bench/ai_cpu.py [--decisions N] [--iterations N] [--only id,id]``
"""

from __future__ import annotations

import argparse
import random
import time

from table.ai import make_agent
from table.ai.agent import choose
from table.ai.ismcts import ISMCTSAgent
from table.games import game_ids, get_game

PLAYERS = 4


def iterations_per_cpu_second(game_id: str, decisions: int, iterations: int) -> float:
    """Hard's iterations per CPU second over ``decisions`` seeded positions."""
    game = get_game(game_id)
    players = min(PLAYERS, game.max_players)
    rng = random.Random(1)
    done, spent, number = 0, 0.0, 0
    while decisions > 0:
        state = game.new_state(players=players, seed=1 + number)
        normal = [make_agent(game_id, "normal", seat) for seat in range(players)]
        while not state.is_over and decisions > 0:
            seat = state.turn[0]
            if len(state.legal_actions(seat)) > 1 and rng.random() < 0.25:
                hard = make_agent(game_id, "hard", decisions, budget=float("inf"), iterations=iterations)
                assert isinstance(hard, ISMCTSAgent)
                start = time.process_time()
                choose(hard, state, seat)
                spent += time.process_time() - start
                assert hard.search is not None
                done += hard.search.iterations
                decisions -= 1
            state.apply(seat, choose(normal[seat], state, seat))
        number += 1
    return done / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30, help="Hard decisions per game")
    parser.add_argument("--iterations", type=int, default=400, help="search iterations per decision")
    parser.add_argument("--only", default=",".join(game_ids()), help="comma-separated game ids")
    args = parser.parse_args()
    for game_id in args.only.split(","):
        rate = iterations_per_cpu_second(game_id, args.decisions, args.iterations)
        print(f"{game_id:<8} {rate:9,.0f} iterations per CPU second")


if __name__ == "__main__":
    main()
