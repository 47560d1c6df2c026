"""``spooky-table arena``: AI levels play each other headless; their strength, measured.

Plays N games with one agent level per seat, rotating the seats every game so no level
keeps a lucky chair, and prints for each level its win rate (a shared win counts as a
share) and mean score with 95% confidence intervals, how often it was not among the
winners (in Critter Poker Royal: its loss rate), its decision time (median and 95th percentile), and for every
pair of levels the paired per-game difference in score and win rate, with its 95%
interval: a margin whose interval excludes zero is a measured difference in strength.
"""

from __future__ import annotations

import argparse
import math
import signal
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool

from table.ai.agent import ARENA_LEVELS, DEFAULT_BUDGET, EXPERT_BUDGET, choose, make_agent
from table.ai.ismcts import ISMCTSAgent
from table.core.errors import field_name
from table.games import game_ids, get_game

Z95 = 1.96
# Weakest first: the paired differences print each stronger level minus a weaker one.
REPORT_ORDER = ("random", "generic", "easy", "normal", "hard", "expert")
assert set(REPORT_ORDER) == set(ARENA_LEVELS)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=game_ids(), help="which game")
    parser.add_argument("--seats", required=True,
                        help="comma-separated level per seat, e.g. hard,normal,normal,normal; "
                             f"levels: {', '.join(ARENA_LEVELS)} (generic: plain ISMCTS, no heuristics)")
    parser.add_argument("--games", type=int, default=20, help="how many games (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed; game k uses seed+k")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET,
                        help=f"Hard's and generic's seconds per decision (default {DEFAULT_BUDGET})")
    parser.add_argument("--expert-budget", type=float, default=EXPERT_BUDGET,
                        help=f"Expert's seconds per decision (default {EXPERT_BUDGET})")
    parser.add_argument("--iterations", type=int, default=None,
                        help="cap Hard's search at this many iterations per decision")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel (processes)")


@dataclass
class GameResult:
    """One finished game: each seat's level, score and share of the win, and the
    decision times of each level."""

    levels: list[str]
    scores: list[int]
    wins: list[float]
    times: dict[str, list[float]] = field(default_factory=dict)
    # Search iterations per searched decision (Hard, Expert, generic), which shows how
    # much a time budget bought on the machine as loaded during the run.
    iterations: dict[str, list[int]] = field(default_factory=dict)


def play_game(game_id: str, levels: list[str], seed: int, budget: float,
              iterations: int | None, expert_budget: float = EXPERT_BUDGET) -> GameResult:
    """One headless game with ``levels[seat]`` at each seat."""
    game = get_game(game_id)
    seats = len(levels)
    state = game.new_state(players=seats, seed=seed)
    agents = [make_agent(game_id, level, seed * 101 + seat, budget=budget, iterations=iterations,
                         expert_budget=expert_budget)
              for seat, level in enumerate(levels)]
    times: dict[str, list[float]] = {level: [] for level in levels}
    searched: dict[str, list[int]] = {}
    while not state.is_over:
        seat = state.turn[0]
        start = time.perf_counter()
        agent = agents[seat]
        action = choose(agent, state, seat, slice_seconds=0.01)
        times[levels[seat]].append(time.perf_counter() - start)
        if isinstance(agent, ISMCTSAgent) and agent.search is not None:
            searched.setdefault(levels[seat], []).append(agent.search.iterations)
        state.apply(seat, action)
    winners = [seat for seat in state.winners if seat < seats]  # not Batwalk's trendsetter
    wins = [1 / len(state.winners) if seat in winners else 0.0 for seat in range(seats)]
    return GameResult(list(levels), state.scores[:seats], wins, times, searched)


def _play(job: tuple[str, list[str], int, float, int | None, float]) -> GameResult:
    return play_game(*job)


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl+C to the arena process (which then ends it)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    if not values:
        return math.nan, math.nan
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, Z95 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else math.nan


def run(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    levels = [level.strip() for level in args.seats.split(",")]
    unknown = [level for level in levels if level not in ARENA_LEVELS]
    if unknown:
        name = field_name(unknown[0])  # a short name is repeated, nothing longer
        which = f"Unknown level {name}" if name else "A level in --seats is unknown"
        print(f"{which}; levels: {', '.join(ARENA_LEVELS)}")
        return 2
    if not game.min_players <= len(levels) <= game.max_players:
        print(f"{game.title} takes {game.min_players} to {game.max_players} players.")
        return 2
    problem = bad_numbers(args)
    if problem:
        print(problem)
        return 2
    seats = len(levels)
    jobs = [
        (args.game, [levels[(seat + number) % seats] for seat in range(seats)], args.seed + number,
         args.budget, args.iterations, args.expert_budget)
        for number in range(args.games)
    ]
    start = time.perf_counter()
    if args.jobs > 1:
        # Leaving the block (Ctrl+C among others) ends the workers at once; they ignore
        # SIGINT themselves, so only this process says it was stopped, in one line.
        with Pool(args.jobs, initializer=_ignore_interrupts) as pool:
            results = pool.map(_play, jobs)
    else:
        results = [_play(job) for job in jobs]
    elapsed = time.perf_counter() - start
    hard = f", Hard budget {args.budget:g} s" + (f", at most {args.iterations} iterations"
                                                   if args.iterations else "")
    if "expert" in levels:
        hard += f", Expert budget {args.expert_budget:g} s"
    print(f"{game.title}: {args.games} games, seats {','.join(levels)} (rotating), "
          f"seeds {args.seed}..{args.seed + args.games - 1}{hard}")
    print(report(results))
    print(f"{elapsed:.1f} s")
    return 0


def bad_numbers(args: argparse.Namespace) -> str | None:
    """Why the counts or the budget cannot be used, in one line; None if they can."""
    if args.games < 1:
        return "--games must be at least 1."
    if args.jobs < 1:
        return "--jobs must be at least 1."
    if not (math.isfinite(args.budget) and args.budget > 0):
        return "--budget must be a number of seconds above 0."
    if args.iterations is not None and args.iterations < 1:
        return "--iterations must be at least 1."
    return None


def report(results: list[GameResult]) -> str:
    """The table of levels and the paired differences, as printed by ``arena``."""
    present = [level for level in REPORT_ORDER if any(level in r.levels for r in results)]
    lines = [f"{'level':<7} {'seats':>5} {'win rate':>17} {'lost':>7} {'mean score':>19} "
             f"{'decision median':>15} {'p95':>8}"]
    per_game: dict[str, tuple[list[float], list[float]]] = {}
    for level in present:
        line, per_game[level] = _level_line(results, level)
        lines.append(line)
    for level in present:
        counts = [n for result in results for n in result.iterations.get(level, [])]
        if counts:
            lines.append(f"{level} search iterations per searched decision: median "
                         f"{statistics.median(counts):.0f}, 5th percentile {percentile(counts, 0.05):.0f} "
                         f"({len(counts)} decisions)")
    if len(present) > 1:
        lines.append("paired per-game differences (stronger level minus weaker), 95% CI:")
        ranked = present[::-1]
        pairs = [(first, second) for i, first in enumerate(ranked) for second in ranked[i + 1:]]
        lines += [_paired_line(per_game, first, second) for first, second in pairs]
    return "\n".join(lines)


def _level_line(results: list[GameResult], level: str) -> tuple[str, tuple[list[float], list[float]]]:
    """One level's row of the table, and its per-game mean win share and score."""
    wins: list[float] = []
    scores: list[float] = []
    times: list[float] = []
    game_wins: list[float] = []
    game_scores: list[float] = []
    for result in results:
        mine = [seat for seat, name in enumerate(result.levels) if name == level]
        wins.extend(result.wins[seat] for seat in mine)
        scores.extend(float(result.scores[seat]) for seat in mine)
        times.extend(result.times.get(level, []))
        game_wins.append(statistics.fmean(result.wins[seat] for seat in mine))
        game_scores.append(statistics.fmean(float(result.scores[seat]) for seat in mine))
    win, win_ci = mean_ci(wins)
    score, score_ci = mean_ci(scores)
    lost = sum(share == 0 for share in wins) / len(wins)
    line = (
        f"{level:<7} {len(wins):>5} {100 * win:>8.1f}% ± {100 * win_ci:>4.1f}% {100 * lost:>6.1f}% "
        f"{score:>9.1f} ± {score_ci:>7.1f} {1000 * statistics.median(times):>12.1f} ms "
        f"{1000 * percentile(times, 0.95):>5.0f} ms"
    )
    return line, (game_wins, game_scores)


def _paired_line(per_game: dict[str, tuple[list[float], list[float]]], first: str, second: str) -> str:
    """The paired per-game differences of ``first`` over ``second``, with their 95% CIs."""
    win_diff = [a - b for a, b in zip(per_game[first][0], per_game[second][0], strict=True)]
    score_diff = [a - b for a, b in zip(per_game[first][1], per_game[second][1], strict=True)]
    w, wc = mean_ci(win_diff)
    s, sc = mean_ci(score_diff)
    return (
        f"  {first} - {second}: win rate {100 * w:+.1f}% ± {100 * wc:.1f}%"
        f"{_excludes(w, wc)}, score {s:+.1f} ± {sc:.1f}{_excludes(s, sc)}"
    )


def _excludes(mean: float, half_width: float) -> str:
    return " (excludes 0)" if abs(mean) > half_width else ""
