"""Rules-core cost per move in CPU time: the same seeded random games, every time.

Wall-clock throughput (``rules_speed.py``) swings by 2x on a loaded, shared machine;
the CPU seconds a fixed piece of work takes swing far less, so two versions of the
code can be compared on a busy machine. Plays ``--games`` random games per game
(seeded, so the same moves each run) through the public contract (``legal_actions``
and ``apply``, with validation and events) and prints microseconds of process time
per move. Each game's count of games and its options are in its test data
(``BENCH_GAMES``, ``BENCH_OPTIONS`` in ``tests/per_game/<id>.py``; Dodge the Dragon plays
one round a game).

Compare two checkouts in one sitting, alternately, e.g.:
``PYTHONPATH=<old checkout> .venv/bin/python bench/rules_cpu.py`` then the same with
the new one.

Run: ``.venv/bin/python bench/rules_cpu.py [--games N] [--only id,id]``
"""

from __future__ import annotations

import argparse
import random
import time

from game_data import bench_data

from table.games import game_ids, get_game


def cpu_per_move(game_id: str, games: int) -> tuple[int, float]:
    """Moves played and CPU seconds spent over ``games`` seeded random games."""
    game = get_game(game_id)
    options = bench_data(game_id, "BENCH_OPTIONS")
    moves = 0
    start = time.process_time()
    for seed in range(games):
        state = game.new_state(players=4, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            moves += 1
    return moves, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=float, default=1.0,
                        help="scale of the work (1.0: as listed in the code)")
    parser.add_argument("--only", default=",".join(game_ids()), help="comma-separated game ids")
    args = parser.parse_args()
    print(f"{'game':<8} {'games':>6} {'moves':>8} {'CPU s':>7} {'µs/move':>8}")
    for game_id in args.only.split(","):
        # Games per measurement at --games 1.0: about a tenth of a CPU second each.
        games = max(1, round(bench_data(game_id, "BENCH_GAMES") * args.games))
        moves, spent = cpu_per_move(game_id, games)
        print(f"{game_id:<8} {games:>6} {moves:>8} {spent:>7.3f} {1e6 * spent / moves:>8.2f}")


if __name__ == "__main__":
    main()
