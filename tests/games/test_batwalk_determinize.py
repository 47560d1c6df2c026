"""Vamp on the Batwalk: every determinized world keeps everything the seat can see.

A seat sees every hand but its own, its own cards' suits on their backs, and every card
played this round; the set-aside cards nobody sees. Over many random positions (every
table size, spectators too) each world must show the seat the same view, keep every
back's suit, and move only the cards the seat cannot see.
"""

from __future__ import annotations

import random

import pytest

from table.games.batwalk import GAME, BatwalkState
from table.games.batwalk.cards import SUIT


def positions(players: int, count: int, seed: int) -> list[BatwalkState]:
    rng = random.Random(seed)
    found: list[BatwalkState] = []
    number = 0
    while len(found) < count:
        state = GAME.new_state(players, seed=seed * 100 + number)
        assert isinstance(state, BatwalkState)
        while not state.is_over:
            if rng.random() < 0.1:
                twin = state.clone()
                assert isinstance(twin, BatwalkState)
                found.append(twin)
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        number += 1
    return found[:count]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_world_keeps_the_view_and_every_back(players: int) -> None:
    for state in positions(players, 25, players):
        for seat in [*range(players), None]:
            for guess in range(2):
                world = state.determinize(seat, random.Random(guess))
                assert isinstance(world, BatwalkState)
                assert world.view(seat) == state.view(seat)
                for owner in range(state.seats):
                    suits = [SUIT[card] for card in world.hands[owner]]
                    assert suits == [SUIT[card] for card in state.hands[owner]]
                    if state._face_up_to(seat, owner):
                        assert world.hands[owner] == state.hands[owner]
                moved = [*world.set_aside, *(c for h in world.hands for c in h)]
                kept = [*state.set_aside, *(c for h in state.hands for c in h)]
                assert sorted(moved) == sorted(kept)
                assert world.deal is None
                assert world.log == state.visible_log(seat)  # the seat's own record, no more


def test_worlds_do_vary_the_hidden_cards() -> None:
    state = positions(4, 1, 9)[0]
    seat = state.turn[0]
    seen = set()
    for guess in range(30):
        world = state.determinize(seat, random.Random(guess))
        assert isinstance(world, BatwalkState)
        seen.add(tuple(world.hands[seat]))
    assert len(seen) > 1
