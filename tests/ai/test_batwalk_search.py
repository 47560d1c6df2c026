"""Batwalk's search: the opponent model's look-up rates as ``fast_model`` does, and the
tree keys the seat's own plays by the face each revealed (in Batwalk only, and only in
Hard's search), each face one the seat may deduce its card to be (``possible_values``).
"""

from __future__ import annotations

import random

import pytest

from table.ai.heuristics.batwalk import SUPPORT, BatwalkWorlds, fast_model
from table.ai.ismcts import Edge, Search
from table.ai.support import generic_support, support_for
from table.games import get_game
from table.games.batwalk.cards import ALL_CARDS
from table.games.batwalk.deduction import possible_values
from tests.ai.test_batwalk_worlds import positions


def test_the_model_looks_up_what_fast_model_rates() -> None:
    rng = random.Random(9)
    for state in positions(4, 20, 71):
        seat = state.turn[0]
        worlds = BatwalkWorlds(state.view(seat))
        for _ in range(4):  # the samples share the look-up
            world = worlds.sample(rng)
            while (actor := worlds.actor(world)) is not None:
                actions = worlds.actions(world, actor)
                assert worlds.model(world, actor, actions) == fast_model(world, actor, actions)
                worlds.apply(world, actor, rng.choice(actions))
    assert worlds.ratings  # the last decision's look-up was filled


def test_own_plays_branch_by_the_face_they_reveal() -> None:
    split = 0
    for state in positions(4, 12, 61):
        seat = state.turn[0]
        view = state.view(seat)
        options = possible_values(view)
        suits = [slot["suit"] for slot in view["hands"][seat]]
        search = Search(support_for("batwalk"), state, seat, random.Random(1))
        assert search.reveals
        search.run(400)
        for action, edge in search.root.items():
            slot = int(action.split()[1])
            if edge.child is None:
                continue
            faces = set(edge.child)
            split += len(faces) > 1
            assert faces <= {f"{suits[slot]}-{value}" for value in options[slot]}
            assert all(isinstance(chance, Edge) and chance.child is not None
                       for chance in edge.child.values())
        plain = Search(generic_support(SUPPORT), state, seat, random.Random(1), guided=False)
        assert not plain.reveals
        plain.run(200)
        for edge in plain.root.values():
            assert edge.child is None or not set(edge.child) & set(ALL_CARDS)
    assert split > 0  # some played card could have been one of several


@pytest.mark.parametrize("game_id", ["dragon", "munch", "royal", "snow"])
def test_no_other_game_keys_its_own_moves_by_what_they_reveal(game_id: str) -> None:
    state = get_game(game_id).new_state(players=4, seed=3)
    seat = state.turn[0]
    assert not Search(support_for(game_id), state, seat, random.Random(0)).reveals
