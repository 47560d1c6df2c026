"""Every determinized Munch world agrees with everything its seat has seen.

Over many random positions of games of every size: the seat's view is the same in the
world, no seat holds a card of a suit it showed it lacks, the seat's own visible cards
and every played card stay where they are, and the hidden cards are a reshuffle of
exactly the cards the seat could not see (the rest undealt).
"""

from __future__ import annotations

import random

import pytest

from table.games import get_game
from table.games.munch.cards import SUIT_OF
from table.games.munch.state import MunchState


@pytest.mark.parametrize("seed", range(30))
def test_every_world_keeps_the_view_and_every_shown_void(seed: int) -> None:
    rng = random.Random(seed)
    state = get_game("munch").new_state(players=2 + seed % 4, seed=seed)
    assert isinstance(state, MunchState)
    checked = 0
    while not state.is_over:
        seat = rng.choice(state.turn)
        if rng.random() < 0.15:
            viewer = rng.choice([None, *range(state.players)])
            hidden = state.hidden_ids(viewer)
            for _ in range(3):
                world = state.determinize(viewer, rng)
                assert isinstance(world, MunchState)
                assert world.view(viewer) == state.view(viewer)
                for owner, hand in enumerate(world.hands):
                    assert not {SUIT_OF[card] for card in hand} & set(state.voids[owner])
                    if state._sees_hand(viewer, owner):
                        assert hand == state.hands[owner]
                    else:
                        assert set(hand) <= hidden and len(hand) == len(state.hands[owner])
                assert world.hidden_ids(viewer) == hidden
                checked += 1
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 0
