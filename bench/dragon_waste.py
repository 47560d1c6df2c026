"""How often Hard throws the Dragon away in Dodge the Dragon (issue 32).

A "waste spot": a Hard seat is last to a trick with no points on it, the Dragon
(``black-12``, 15 points) would take that trick (black led, or a safety led as black,
and no trump on it), and the seat may instead play a card that loses the trick (a lower
black card or a safety). Playing the Dragon there takes 15 points for nothing and
gives up the card the seat would rather throw onto another seat's trick later.

This plays seeded whole games with the given level at each seat (the seats rotate
every game, as in the arena) and, at every waste spot met by a Hard seat, records
whether it played the Dragon; Hard searches a fixed number of iterations, so a run
is the same on every machine. It prints the spots, the Dragons played and their share,
how often Hard spent a safety at a spot where a lower black card ducks as well (a
safety kept is worth more: it ducks any trick later), and, per spot with ``--list``,
the position and Hard's move.

Compare two checkouts with the same arguments:
``PYTHONPATH=<checkout> .venv/bin/python bench/dragon_waste.py --games 40``.

Run: ``.venv/bin/python bench/dragon_waste.py [--games N] [--seed S] [--seats hard,normal,...]
[--iterations N] [--list]``
"""

from __future__ import annotations

import argparse
import time

from table.ai import make_agent
from table.ai.agent import choose
from table.core.vocabulary import GameView
from table.games import get_game

DRAGON = "black-12"
POINTS = {"black-12": 15, "black-11": 10, "black-10": 6}


def _points(card: str) -> int:
    return 1 if card.startswith("red-") else POINTS.get(card, 0)


def _rank(card: str) -> int:
    return int(card.rsplit("-", 1)[1])


def lower_black(view: GameView, actions: list[str]) -> bool:
    """Whether a black card of ``actions`` loses the black trick in ``view``."""
    trick = [play["card"] for play in view["trick"]]
    best = max((_rank(card) for card in trick if card.startswith("black-")), default=0)  # a led safety: 0
    return any(action.startswith("play black-") and _rank(action) < best for action in actions)


def waste_spot(view: GameView, actions: list[str]) -> bool:
    """Whether the seat whose ``view`` this is stands at a waste spot (see the module)."""
    trick = [play["card"] for play in view["trick"]]
    if view["phase"] != "play" or len(trick) != view["players"] - 1 or f"play {DRAGON}" not in actions:
        return False
    if view["led_colour"] != "black" or any(_points(card) for card in trick):
        return False
    if any(card.startswith("green-") for card in trick):
        return False  # a trump on the trick: the Dragon would be shed, not taken
    return lower_black(view, actions) or any(action.startswith("play safety-") for action in actions)


def play(games: int, seed: int, levels: list[str], iterations: int,
         listing: bool) -> tuple[int, int, int, int, int]:
    """Play ``games`` seeded games; (spots, Dragons played there, Hard decisions, spots
    where a lower black card ducks too, safeties spent at those)."""
    game = get_game("dragon")
    seats = len(levels)
    spots = dragons = decisions = ducks = safeties = 0
    for number in range(games):
        rotated = [levels[(seat + number) % seats] for seat in range(seats)]
        state = game.new_state(players=seats, seed=seed + number)
        agents = [make_agent("dragon", level, (seed + number) * 101 + seat, budget=float("inf"),
                             iterations=iterations)
                  for seat, level in enumerate(rotated)]
        while not state.is_over:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            action = choose(agents[seat], state, seat)
            if rotated[seat] == "hard" and len(actions) > 1:
                decisions += 1
                view = state.view(seat)
                if waste_spot(view, actions):
                    spots += 1
                    dragons += action == f"play {DRAGON}"
                    if lower_black(view, actions) and any(a.startswith("play safety-") for a in actions):
                        ducks += 1
                        safeties += action.startswith("play safety-")
                    if listing:
                        trick = " ".join(play["card"] for play in view["trick"])
                        print(f"game {seed + number} round {view['round']}: trick {trick}; "
                              f"hand {' '.join(view['hand'])} -> {action}")
            state.apply(seat, action)
    return spots, dragons, decisions, ducks, safeties


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=3200, help="first game's seed; game k uses seed+k")
    parser.add_argument("--seats", default="hard,hard,hard,hard", help="level per seat (rotated every game)")
    parser.add_argument("--iterations", type=int, default=200, help="Hard's search iterations per decision")
    parser.add_argument("--list", action="store_true", help="print every waste spot and Hard's move")
    args = parser.parse_args()
    start = time.process_time()
    seats = args.seats.split(",")
    spots, dragons, decisions, ducks, safeties = play(args.games, args.seed, seats, args.iterations,
                                                      args.list)
    share = 100.0 * dragons / spots if spots else 0.0
    print(f"{args.games} games, seats {args.seats}, {args.iterations} iterations: "
          f"{decisions} Hard decisions, "
          f"{spots} waste spots, the Dragon played in {dragons} ({share:.1f}%); "
          f"{safeties} of the {ducks} with a lower black and a safety spent the safety; "
          f"{time.process_time() - start:.0f} CPU s")


if __name__ == "__main__":
    main()
