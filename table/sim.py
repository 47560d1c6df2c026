"""``spooky-table sim``: all-AI games headless, with per-seat results and speed.

Plays complete games between agents of a chosen level (random by default) through the
same session the table uses, and prints each seat's wins and mean score and the games
per second. With ``--autosave`` every move is saved to the data folder, as at the
table, so ``spooky-table resume --headless`` can finish an interrupted game.
"""

from __future__ import annotations

import argparse
import time

from table.ai.agent import LEVELS
from table.games import game_ids, get_game
from table.parts import has_ai
from table.persistence import locations
from table.persistence.notices import cannot_save_in
from table.session import Seat, Session


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=game_ids(), help="which game")
    parser.add_argument("--players", type=int, required=True, help="how many seats")
    parser.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed; game k uses seed+k")
    parser.add_argument("--level", choices=LEVELS, default="random", help="AI level for every seat")
    parser.add_argument(
        "--autosave", action="store_true", help="save after every move to the data folder (see --data-dir)"
    )


def run(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        print(f"{game.title} takes {game.min_players} to {game.max_players} players.")
        return 2
    if args.games < 1:
        print("--games must be at least 1.")
        return 2
    try:
        return play(args)
    except OSError as error:  # --autosave on a full or read-only disk: one line, no traceback
        print(cannot_save_in(args.data_dir or "the data folder", error))
        return 1


def play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.level != "random" and not has_ai(args.game):
        print(f"{game.title} has no AI part yet, so only --level random can play it "
              f"(add table/ai/heuristics/{args.game}.py).")
        return 2
    store = locations(args.data_dir) if args.autosave else None
    players = args.players
    wins = [0.0] * players
    totals = [0] * players
    actions = 0
    start = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + number
        seats = [
            Seat(f"{args.level.capitalize()} AI {seat + 1}", "ai", args.level, seed * 100 + seat)
            for seat in range(players)
        ]
        session = Session.start(args.game, seats, seed=seed, store=store)
        session.play_out()
        for notice in session.notices:  # a damaged statistics file set aside: said, not silent
            print(notice)
        state = session.state
        actions += len(state.history)
        for seat in state.winners:
            if seat < players:
                wins[seat] += 1 / len(state.winners)
        for seat in range(players):
            totals[seat] += state.scores[seat]
    elapsed = time.perf_counter() - start
    print(f"{game.title}: {args.games} games, {players} players, {args.level} agents, seeds {args.seed}..")
    print(f"{'seat':>4}  {'wins':>7}  {'win %':>6}  {'mean score':>10}")
    for seat in range(players):
        share = 100 * wins[seat] / args.games
        print(f"{seat:>4}  {wins[seat]:>7.1f}  {share:>5.1f}%  {totals[seat] / args.games:>10.1f}")
    print(f"{args.games / elapsed:.1f} games/s, {actions / elapsed:.0f} actions/s ({elapsed:.2f} s)")
    return 0
