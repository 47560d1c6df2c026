"""Dodge the Dragon's determinized worlds agree with everything the seat has seen.

Over many random positions (every player count, during the pass and in play), every
world keeps the seat's view and legal moves, holds the same cards, and never gives a
seat a card of a colour it showed it lacks; and in a position where almost every deal
breaks a void, the core's dealer still finds the ones that keep them all.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from table.games import get_game
from table.games.dragon.cards import COLOUR, COLOUR_NAMES
from table.games.dragon.rules import DragonState

GAME = get_game("dragon")


def every_card(state: DragonState) -> Counter[int]:
    cards: Counter[int] = Counter(card for hand in state.hands for card in hand)
    cards.update(card for cards in state.passing for card in cards)
    cards.update(state.trick)
    cards.update(state.played)
    return cards


def check_world(state: DragonState, seat: int | None, rng: random.Random) -> None:
    world = state.determinize(seat, rng)
    assert isinstance(world, DragonState)
    assert world.view(seat) == state.view(seat)
    assert every_card(world) == every_card(state)
    if seat is not None:
        assert world.legal_actions(seat) == state.legal_actions(seat)
    for owner, hand in enumerate(world.hands):
        lacks = state.voids[owner]
        assert not [card for card in hand if COLOUR[card] in lacks], (
            f"seat {owner} was given a {COLOUR_NAMES[lacks[0]]} card it showed it lacks"
        )
    # Every seat's hidden cards moved only among the places hidden from ``seat``.
    if seat is not None:
        assert world.hands[seat] == state.hands[seat]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_world_keeps_every_shown_void(players: int) -> None:
    rng = random.Random(players)
    for game in range(12):
        state = GAME.new_state(players=players, seed=game, options={"pass": game % 3 != 0})
        assert isinstance(state, DragonState)
        steps = rng.randrange(0, 40 * players)
        for step in range(steps):
            if state.is_over:
                break
            if step % 5 == 0:
                for seat in [*range(players), None]:
                    check_world(state, seat, random.Random(step * 7 + game))
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def tight_position() -> DragonState:
    """Seat 0 has shown it holds no red, seat 1 no blue; to seat 2, seat 0's 14 cards
    must then include all 7 unseen blues and seat 1's all 6 unseen reds. A greedy or
    shuffled deal seldom finds that; the core's matching always does."""
    blue, black, red, green = (
        [f"{colour}-{rank}" for rank in range(1, 13 if colour != "green" else 9)]
        for colour in ("blue", "black", "red", "green")
    )
    safeties = [f"safety-{n}" for n in range(1, 5)]
    hands = [blue[:8] + black[:8], green + red[:8], blue[8:] + black[8:] + red[8:] + safeties]
    state = GAME.new_state(players=3, seed=1, deal={"hands": hands, "passed": True})
    assert isinstance(state, DragonState)
    for seat, action in [
        (0, "play blue-1"), (1, "play red-1"), (2, "play blue-12"),  # seat 1: no blue
        (2, "play red-9"), (0, "play black-1"), (1, "play red-2"),  # seat 0: no red
    ]:
        state.apply(seat, action)
    assert [[COLOUR_NAMES[c] for c in voids] for voids in state.voids] == [["red"], ["blue"], []]
    return state


def test_a_tightly_bound_position_still_keeps_every_void() -> None:
    state = tight_position()
    for n in range(60):
        check_world(state, 2, random.Random(n))
