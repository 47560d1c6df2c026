"""The Normal heuristics' ratings, and Normal's and Easy's decisions, stay bit-for-bit.

Hints read each heuristic's named factors (``table.ai.heuristics.factors``); adding
them must not move a single rating, because long strength runs measure the levels as
they are. Games are played out at random from fixed seeds; at every position with a
choice the seat's ratings (and the search's ``model`` of them, where a game has one;
``repr`` of each float: every bit), Normal's decision and Easy's decision are hashed,
and the digests must equal the ones recorded from main before the factors were added
(``ratings`` in each game's ``tests/per_game/<id>.golden.json``). A heuristic changed on
purpose re-records them with ``python -m tests.ai.test_ratings_unchanged [<id> ...]``
(every game when none is named).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

import pytest

from table.ai import make_agent
from table.ai.agent import choose
from table.ai.support import support_for
from table.games import game_ids, get_game
from tests.per_game import golden, record_golden

POSITIONS = 600  # positions with a choice, per game
PER_GAME = 40  # at most this many from one game, so many deals and table sizes are seen
TABLES = (3, 4, 2)  # players at the tables the positions come from, in turn


def digests(game_id: str, positions: int = POSITIONS) -> dict[str, object]:
    """How many positions were rated, and the digests of ratings and of decisions."""
    game = get_game(game_id)
    support = support_for(game_id)
    rate, model = support.rate, support.model
    ratings, normal, easy = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    seen, seed = 0, 0
    while seen < positions:
        players = max(game.min_players, min(game.max_players, TABLES[seed % len(TABLES)]))
        state = game.new_state(players=players, seed=seed)
        rng = random.Random(seed)
        moves, start = 0, seen
        while not state.is_over and seen < min(positions, start + PER_GAME) and moves < 400:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            if len(actions) > 1:
                view = state.view(seat)
                ratings.update(repr(rate(view, actions)).encode())
                if model is not None:  # the search's stand-in for rate (Batwalk's: fewer samples)
                    ratings.update(repr(model(view, actions)).encode())
                for level, digest in (("normal", normal), ("easy", easy)):
                    agent = make_agent(game_id, level, seed=seen)
                    digest.update(choose(agent, state, seat).encode() + b"\n")
                seen += 1
            state.apply(seat, rng.choice(actions))
            moves += 1
        seed += 1
    return {"positions": seen, "ratings": ratings.hexdigest(), "normal": normal.hexdigest(),
            "easy": easy.hexdigest()}


@pytest.mark.parametrize("game_id", game_ids())
def test_ratings_and_decisions_match_the_recorded_ones(game_id: str) -> None:
    recorded = golden(game_id, "ratings")
    assert digests(game_id) == recorded, (
        f"{game_id}: the Normal heuristic's ratings or Normal's/Easy's decisions changed")


if __name__ == "__main__":  # re-record (only for a heuristic changed on purpose, or a new game)
    record = {game_id: digests(game_id) for game_id in sys.argv[1:] or game_ids()}
    for game_id, recorded in record.items():
        record_golden(game_id, "ratings", recorded)
    json.dump(record, sys.stdout, indent=2)
