"""Rules-core speed: complete random games per second and AI-rollout speed per game.

A rollout clones a mid-game state and plays random legal moves to the end, as AI
search does. Each game is measured with the options of its test data (``BENCH_OPTIONS``
in ``tests/per_game/<id>.py``): Dodge the Dragon over one round (``limit: 1``), the same
unit as OpenSpiel's ``hearts`` (one deal; ``HEARTS_ANCHOR``), which is measured the same two ways in
the same run when ``pyspiel`` is importable (``pip install open-spiel``; not a
dependency), and our ratio to it is printed.

Run: ``.venv/bin/python bench/rules_speed.py [--seconds S] [--games id,id]``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game_data import bench_data  # bench/, beside this file

from table.core import GameState
from table.games import game_ids, get_game

PLAYERS = 4


def setup(gid: str) -> tuple[int, dict[str, Any] | None]:
    """(players, options) measured for ``gid``: the options from its test data (``BENCH_OPTIONS``)."""
    return PLAYERS, bench_data(gid, "BENCH_OPTIONS")


def rate(work: Callable[[int], int], seconds: float) -> float:
    """Units of work per second: run ``work(seed)`` repeatedly for about ``seconds``."""
    done, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        done += work(seed)
        seed += 1
    return done / (time.perf_counter() - start)


def play_random(state: GameState, rng: random.Random) -> int:
    moves = 0
    while not state.is_over:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        moves += 1
    return moves


def mid_game(gid: str, seed: int) -> GameState:
    """A state about halfway through a random game (with its bench options)."""
    players, options = setup(gid)
    game = get_game(gid)
    probe = game.new_state(players=players, seed=seed, options=options)
    length = play_random(probe, random.Random(seed))
    state = game.new_state(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(length // 2):
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def measure_ours(gid: str, seconds: float) -> tuple[float, float, float]:
    game = get_game(gid)
    players, options = setup(gid)

    def one_game(seed: int) -> int:
        play_random(game.new_state(players=players, seed=seed, options=options), random.Random(seed))
        return 1

    starts = [mid_game(gid, seed) for seed in range(8)]
    rng = random.Random(1)

    def one_rollout(seed: int) -> int:
        play_random(starts[seed % len(starts)].clone(), rng)
        return 1

    fast = 0.0
    if hasattr(starts[0], "random_rollout"):

        def one_fast(seed: int) -> int:
            starts[seed % len(starts)].random_rollout(rng)  # type: ignore[attr-defined]
            return 1

        fast = rate(one_fast, seconds)
    return rate(one_game, seconds), rate(one_rollout, seconds), fast


def measure_hearts(seconds: float) -> tuple[float, float] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")

    def play(state: Any, rng: random.Random) -> None:
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choice(outcomes)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))

    def one_game(seed: int) -> int:
        play(game.new_initial_state(), random.Random(seed))
        return 1

    starts = []
    for seed in range(8):
        rng = random.Random(seed)
        probe = game.new_initial_state()
        length = 0
        while not probe.is_terminal():
            if probe.is_chance_node():
                probe.apply_action(rng.choice(probe.chance_outcomes())[0])
            else:
                probe.apply_action(rng.choice(probe.legal_actions()))
            length += 1
        rng = random.Random(seed)
        state = game.new_initial_state()
        for _ in range(length // 2):
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        starts.append(state)
    rng = random.Random(1)

    def one_rollout(seed: int) -> int:
        play(starts[seed % len(starts)].clone(), rng)
        return 1

    return rate(one_game, seconds), rate(one_rollout, seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--games", default=",".join(game_ids()), help="comma-separated game ids")
    args = parser.parse_args()
    print(f"{'game':<8} {'players':>7} {'games/s':>10} {'rollouts/s':>11} {'fast rollouts/s':>16}")
    ours: dict[str, tuple[float, float, float]] = {}
    for gid in args.games.split(","):
        ours[gid] = measure_ours(gid, args.seconds)
        games, rollouts, fast = ours[gid]
        players = setup(gid)[0]
        fast_text = f"{fast:>16.0f}" if fast else f"{'-':>16}"
        print(f"{gid:<8} {players:>7} {games:>10.1f} {rollouts:>11.0f} {fast_text}")
    hearts = measure_hearts(args.seconds)
    if hearts is None:
        print("OpenSpiel not importable: no hearts anchor this run (pip install open-spiel)")
        return 0
    print(f"{'hearts*':<8} {4:>7} {hearts[0]:>10.1f} {hearts[1]:>11.0f}   (*OpenSpiel C++ via Python)")
    for gid in (gid for gid in ours if bench_data(gid, "HEARTS_ANCHOR")):
        _, rollouts, fast = ours[gid]
        print(f"{gid}/hearts rollout ratio: {rollouts / hearts[1]:.2f} (contract API)", end="")
        print(f", {fast / hearts[1]:.2f} (fast path)" if fast else "")
    return 0


if __name__ == "__main__":
    sys.exit(main())
