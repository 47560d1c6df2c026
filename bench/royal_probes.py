"""Royal bluffing against probing judges: can a fixed habit exploit Hard, or Normal?

For each probe of ``table/ai/heuristics/royal_probes.py`` (always believe, always doubt, always peek and
pass, always tell the truth, always lie), plays 4-player games of one tested seat (Hard,
then Normal) against three probe seats, the tested seat moving round the table game by
game, on the same seeds for both levels. Prints the tested seat's loss rate and each
probe seat's loss rate, with 95% intervals (Wilson), against Hard and against Normal.
A probe must do no better against Hard than against Normal, and Hard must lose less
often than Normal against every probe (or, where neither ever lost, as seldom).

Run: ``.venv/bin/python bench/royal_probes.py [--games N] [--iterations K | --budget S]
[--probes believe,doubt] [--jobs J]``. Hard's search is capped at ``--iterations`` per
decision (reproducible) unless ``--budget`` is given.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from table.ai.agent import Agent, choose, make_agent
from table.ai.heuristics.royal_probes import PROBES, ProbeAgent
from table.games import get_game

PLAYERS = 4
Z95 = 1.96


def play(probe: str, level: str, seed: int, iterations: int, budget: float | None) -> int:
    """One game; the seat that lost, counted from the tested seat (0 = the tested seat)."""
    tested = seed % PLAYERS
    state = get_game("royal").new_state(players=PLAYERS, seed=seed)
    agents: list[Agent] = []
    for seat in range(PLAYERS):
        if seat == tested:
            capped = budget is None
            agents.append(make_agent("royal", level, seed * 7 + seat, budget=math.inf if capped else budget,
                                     iterations=iterations if capped else None))
        else:
            agents.append(ProbeAgent(probe, seed * 7 + seat))
    while not state.is_over:
        seat = state.turn[0]
        state.apply(seat, choose(agents[seat], state, seat))
    loser = state.view(None)["losers"][0]
    return (loser - tested) % PLAYERS


def wilson(hits: float, trials: float) -> tuple[float, float, float]:
    """The rate and its 95% Wilson interval."""
    if trials == 0:
        return 0.0, 0.0, 1.0
    rate = hits / trials
    centre = (rate + Z95**2 / (2 * trials)) / (1 + Z95**2 / trials)
    half = Z95 * math.sqrt(rate * (1 - rate) / trials + Z95**2 / (4 * trials**2)) / (1 + Z95**2 / trials)
    return rate, max(0.0, centre - half), min(1.0, centre + half)


def show(rate: tuple[float, float, float]) -> str:
    return f"{rate[0]:5.1%} [{rate[1]:5.1%}, {rate[2]:5.1%}]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=40, help="games per probe and level (default 40)")
    parser.add_argument("--iterations", type=int, default=1000, help="Hard's search cap per decision")
    parser.add_argument("--budget", type=float, default=None, help="Hard's seconds per decision instead")
    parser.add_argument("--probes", default=",".join(PROBES), help="which probes (default all)")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel (processes)")
    args = parser.parse_args(argv)
    hard = f"{args.budget:g} s per decision" if args.budget else f"{args.iterations} iterations per decision"
    print(f"Royal, {PLAYERS} players: one tested seat against three probe seats, {args.games} games "
          f"per probe and level, Hard at {hard}. Loss rates with 95% intervals.")
    print(f"{'probe':<8} {'tested':<7} {'tested seat loses':<24} {'a probe seat loses':<24} verdict")
    failures = 0
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for probe in args.probes.split(","):
            rates = {}
            for level in ("hard", "normal"):
                seeds = range(args.seed, args.seed + args.games)
                losers = list(pool.map(play, [probe] * args.games, [level] * args.games, seeds,
                                       [args.iterations] * args.games, [args.budget] * args.games))
                tested = wilson(sum(1 for loser in losers if loser == 0), args.games)
                probes = wilson(sum(1 for loser in losers if loser != 0), 3 * args.games)
                rates[level] = (tested, probes)
            for level in ("hard", "normal"):
                tested, probes = rates[level]
                verdict = ""
                if level == "normal":
                    hard_loses, normal_loses = rates["hard"][0][0], rates["normal"][0][0]
                    better = rates["hard"][1][0] < rates["normal"][1][0]
                    floor = hard_loses == normal_loses == 0.0  # neither can lose less
                    ok = not better and (hard_loses < normal_loses or floor)
                    failures += not ok
                    verdict = ("ok (neither lost)" if floor else "ok") if ok else "FAILS"
                print(f"{probe:<8} {level:<7} {show(tested):<24} {show(probes):<24} {verdict}", flush=True)
    print(f"({time.perf_counter() - start:.0f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
