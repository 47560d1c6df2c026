"""``spooky-table sim``: all-AI games headless, with per-seat results and speed.

Plays complete games between agents of a chosen level (random by default) through the
same contract the table uses, and prints each seat's wins and mean score and the games
per second.
"""

from __future__ import annotations

import argparse
import time

from table.ai.agent import LEVELS, choose, make_agent
from table.games import game_ids, get_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=game_ids(), help="which game")
    parser.add_argument("--players", type=int, required=True, help="how many seats")
    parser.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed; game k uses seed+k")
    parser.add_argument("--level", choices=LEVELS, default="random", help="AI level for every seat")


def run(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        print(f"{game.title} takes {game.min_players} to {game.max_players} players.")
        return 2
    seats = args.players
    wins = [0.0] * seats
    totals = [0] * seats
    actions = 0
    start = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + number
        state = game.new_state(players=seats, seed=seed)
        agents = [make_agent(args.game, args.level, seed * 100 + seat) for seat in range(seats)]
        while not state.is_over:
            seat = state.turn[0]
            state.apply(seat, choose(agents[seat], state, seat))
            actions += 1
        for seat in state.winners:
            if seat < seats:
                wins[seat] += 1 / len(state.winners)
        for seat in range(seats):
            totals[seat] += state.scores[seat]
    elapsed = time.perf_counter() - start
    print(f"{game.title}: {args.games} games, {seats} players, {args.level} agents, seeds {args.seed}..")
    print(f"{'seat':>4}  {'wins':>7}  {'win %':>6}  {'mean score':>10}")
    for seat in range(seats):
        share = 100 * wins[seat] / args.games
        print(f"{seat:>4}  {wins[seat]:>7.1f}  {share:>5.1f}%  {totals[seat] / args.games:>10.1f}")
    print(f"{args.games / elapsed:.1f} games/s, {actions / elapsed:.0f} actions/s ({elapsed:.2f} s)")
    return 0
