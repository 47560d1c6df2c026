"""AI speed: ISMCTS iterations per second and Hard's decision latency, per game.

The headline figure is ISMCTS iterations per second in a 4-player Munch hand of 7
cards, mid-hand (after the predictions and two tricks): the position its test data
gives as ``OH_HELL_ANCHOR`` (``tests/per_game/<id>.py``; None for the other games).
Where ``pyspiel`` is importable
(``pip install open-spiel``; not a dependency), the same run measures OpenSpiel's Python
``ISMCTSBot`` on its C++ ``oh_hell`` at the same point (4 players, 7 tricks, two tricks
played) and prints our ratio to it. Then, for each game, Hard's decision time at the
given budget over positions of Normal-vs-Normal games: median and 95th percentile, and
the median iterations per second of those searches.

Run: ``.venv/bin/python bench/ai_speed.py [--seconds S] [--budget B] [--decisions N]``.
The rules and the AI need only the standard library, so for the anchor any Python 3.11
with OpenSpiel runs it too: ``python3.11 -m venv /tmp/spiel && /tmp/spiel/bin/pip
install open-spiel && /tmp/spiel/bin/python bench/ai_speed.py``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game_data import bench_data  # bench/, beside this file

from table.ai import make_agent
from table.ai.agent import choose
from table.ai.ismcts import ISMCTSAgent, Search
from table.ai.support import support_for
from table.games import game_ids, get_game

PLAYERS = 4
DECK_52 = 52  # oh_hell's card actions are 0..51; its bids come after them


def our_iterations_per_second(game_id: str, seconds: float) -> tuple[float, int]:
    """ISMCTS iterations per second at the game's anchor position (``OH_HELL_ANCHOR``)."""
    support = support_for(game_id)
    at_anchor = bench_data(game_id, "OH_HELL_ANCHOR")
    done, elapsed, positions = 0, 0.0, 0
    while elapsed < seconds:
        state = at_anchor(positions)
        seat = state.turn[0]
        search = Search(support, state, seat, random.Random(positions))
        start = time.perf_counter()
        while time.perf_counter() - start < min(0.5, seconds - elapsed):
            search.run(20)
        elapsed += time.perf_counter() - start
        done += search.iterations
        positions += 1
    return done / elapsed, positions


def openspiel_iterations_per_second(seconds: float) -> float | None:
    """OpenSpiel's Python ISMCTS on oh_hell mid-hand, or None without pyspiel."""
    try:
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": PLAYERS, "num_tricks_fixed": 7})
    done, elapsed, seed = 0, 0.0, 0
    simulations = 200
    while elapsed < seconds:
        rng = random.Random(seed)
        state = game.new_initial_state()
        tricks_cards = 0
        # Deal, bid, then play two tricks (8 cards) at random.
        while not state.is_terminal() and tricks_cards < 2 * PLAYERS:
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, probs)[0])
                continue
            if max(state.legal_actions()) < DECK_52:  # a card to play, not a bid
                tricks_cards += 1
            state.apply_action(rng.choice(state.legal_actions()))
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
        bot = ismcts.ISMCTSBot(game, evaluator, 1.5, simulations, random_state=np.random.RandomState(seed))
        start = time.perf_counter()
        bot.step(state)
        elapsed += time.perf_counter() - start
        done += simulations
        seed += 1
    return done / elapsed


def decision_times(game_id: str, budget: float, decisions: int, seed: int) -> tuple[list[float], list[float]]:
    """Hard's wall time per decision at ``budget``, sampled through Normal games, and
    its search iterations per second in each of those decisions."""
    game = get_game(game_id)
    players = PLAYERS if game.max_players >= PLAYERS else game.max_players
    times: list[float] = []
    rates: list[float] = []
    rng = random.Random(seed)
    number = 0
    while len(times) < decisions:
        state = game.new_state(players=players, seed=seed + number)
        normal = [make_agent(game_id, "normal", seat) for seat in range(players)]
        hard = make_agent(game_id, "hard", seed, budget=budget)
        assert isinstance(hard, ISMCTSAgent)
        while not state.is_over and len(times) < decisions:
            seat = state.turn[0]
            if len(state.legal_actions(seat)) > 1 and rng.random() < 0.25:
                start = time.perf_counter()
                choose(hard, state, seat, slice_seconds=0.01)
                times.append(time.perf_counter() - start)
                if hard.search is not None:
                    rates.append(hard.search.iterations / times[-1])
            state.apply(seat, choose(normal[seat], state, seat))
        number += 1
    return times, rates


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds of search per iteration figure")
    parser.add_argument("--budget", type=float, default=0.5, help="Hard's budget per decision (s)")
    parser.add_argument("--decisions", type=int, default=40, help="Hard decisions timed per game")
    parser.add_argument("--games", default=",".join(game_ids()), help="games for the latency table")
    args = parser.parse_args(argv)
    ours: dict[str, float] = {}
    for game_id in (game_id for game_id in game_ids() if bench_data(game_id, "OH_HELL_ANCHOR") is not None):
        ours[game_id], positions = our_iterations_per_second(game_id, args.seconds)
        print(f"ISMCTS, 4-player {get_game(game_id).title} hand of 7, mid-hand: {ours[game_id]:,.0f} "
              f"iterations/s ({positions} positions)")
    theirs = openspiel_iterations_per_second(args.seconds) if ours else None
    if theirs is None:
        print("OpenSpiel anchor: pyspiel not importable here (pip install open-spiel), skipped")
    else:
        print(f"OpenSpiel Python ISMCTS, oh_hell 4 players 7 tricks, mid-hand: {theirs:,.0f} iterations/s")
        for game_id, rate in ours.items():
            print(f"ratio ours ({game_id}) / OpenSpiel: {rate / theirs:.2f}")
    print(f"Hard decision time at a {args.budget:g} s budget ({args.decisions} decisions per game),"
          " and its search iterations per second in them:")
    for game_id in args.games.split(","):
        times, rates = decision_times(game_id, args.budget, args.decisions, 1)
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
        print(f"  {game_id:<8} median {1000 * statistics.median(times):7.1f} ms   "
              f"p95 {1000 * p95:7.1f} ms   max {1000 * max(times):7.1f} ms   "
              f"iterations/s median {statistics.median(rates):7,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
