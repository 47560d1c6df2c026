"""Critter Poker Royal's determinized worlds agree with everything the seat has seen.

Over many random positions (every player count, every phase), every world keeps the
seat's view and legal moves and the same cards, moves only the cards the seat cannot
place, and keeps each special everyone saw go into the starter's hand either there or
in play, the two places it can be.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from table.games import get_game
from table.games.royal.cards import ALL_CARDS
from table.games.royal.rules import RoyalState

GAME = get_game("royal")


def every_card(state: RoyalState) -> Counter[str]:
    cards: Counter[str] = Counter(card for hand in state.hands for card in hand)
    cards.update(card for front in state.fronts for card in front)
    cards.update(state.penalty)
    cards.update(state.set_aside)
    if state.in_play is not None:
        cards[state.in_play] += 1
    return cards


def check_world(state: RoyalState, seat: int | None, rng: random.Random) -> RoyalState:
    world = state.determinize(seat, rng)
    assert isinstance(world, RoyalState)
    assert world.view(seat) == state.view(seat)
    assert every_card(world) == Counter(ALL_CARDS) == every_card(state)
    if seat is not None:
        assert world.legal_actions(seat) == state.legal_actions(seat)
        assert world.hands[seat] == state.hands[seat]
    assert world.fronts == state.fronts and world.penalty[:1] == state.penalty[:1]
    for owner, known in enumerate(state.view(seat)["known_in_hands"]):
        assert set(known) <= set(world.hands[owner])
    for special in state.doubtful:
        assert special in world.hands[state.starter] or special == world.in_play
    return world


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_world_agrees_with_the_seat(players: int) -> None:
    rng = random.Random(players)
    positions = 0
    for game in range(10):
        state = GAME.new_state(players=players, seed=game)
        assert isinstance(state, RoyalState)
        step = 0
        while not state.is_over:
            if step % 3 == 0:
                positions += 1
                for seat in [*range(players), None]:
                    check_world(state, seat, random.Random(step * 11 + game))
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
    assert positions > 30


def test_doubtful_specials_stay_with_their_hand_or_in_play() -> None:
    """Over random games, wherever a special is in doubt, the worlds of a seat that has
    not seen the card put it in the starter's hand or in play, and both happen."""
    rng = random.Random(5)
    where: Counter[str] = Counter()
    for game in range(40):
        state = GAME.new_state(players=4, seed=game)
        assert isinstance(state, RoyalState)
        while not state.is_over:
            if state.doubtful and state.phase == "respond":
                for n in range(6):
                    world = check_world(state, state.actor, random.Random(n))
                    where["play" if world.in_play in state.doubtful else "hand"] += 1
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert where["play"] > 0 and where["hand"] > 0
