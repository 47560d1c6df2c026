"""Munch's own search worlds (``HandWorlds``) keep to the view and to the rules.

In the play of a hand the search samples plain-list worlds from the deciding seat's
view instead of determinizing game states. A sample must agree with everything the
seat sees; played in step with the real game (with the real hands put in), its moves,
turns, tricks and bonuses must be the engine's.
"""

from __future__ import annotations

import random

import pytest

from table.ai.heuristics.munch import HandWorlds, hand_worlds
from table.ai.support import support_for
from table.games import get_game
from table.games.munch.cards import ALL_CARDS, SUIT_OF
from table.games.munch.state import PLAY, PREDICT, MunchState


def play_position(seed: int) -> MunchState:
    """A random game of 3-5 players, somewhere in the play of a hand after hand 1."""
    rng = random.Random(seed)
    state = get_game("munch").new_state(players=3 + seed % 3, seed=seed)
    assert isinstance(state, MunchState)
    target = rng.randrange(25, 70)  # a 3-player game lasts 105 moves
    for _ in range(target):
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    while state.phase != PLAY or state.forehead:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("seed", range(20))
def test_a_sampled_world_agrees_with_everything_the_seat_sees(seed: int) -> None:
    state = play_position(seed)
    seat = state.turn[0]
    view = state.view(seat)
    worlds = hand_worlds(view)
    assert isinstance(worlds, HandWorlds)
    seen = set(state.hands[seat]) | set(state.trick_cards)
    seen.update(card for plays, _ in state.tricks_done for _, card in plays)
    rng = random.Random(seed)
    for _ in range(30):
        world = worlds.sample(rng)
        assert world.hands[seat] == state.hands[seat]
        assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
        dealt = [card for owner, hand in enumerate(world.hands) if owner != seat for card in hand]
        assert len(set(dealt)) == len(dealt) and not set(dealt) & seen and set(dealt) <= set(ALL_CARDS)
        for owner, hand in enumerate(world.hands):
            assert not {SUIT_OF[card] for card in hand} & set(state.voids[owner])
        assert (world.trick_cards, world.lead_suit) == (state.trick_cards, state.lead_suit)
        assert world.leader == state.leader
        assert world.tricks_won == state.tricks_won and world.predictions == state.predictions
        assert worlds.actor(world) == seat


@pytest.mark.parametrize("seed", range(40))
def test_played_in_step_with_the_real_game_it_follows_the_rules(seed: int) -> None:
    state = play_position(seed)
    worlds = hand_worlds(state.view(state.turn[0]))
    assert worlds is not None
    world = worlds.sample(random.Random(seed))
    world.hands = [hand.copy() for hand in state.hands]  # the real cards, not a guess
    rng = random.Random(seed)
    hand = state.hand_number
    while state.hand_number == hand and not state.is_over:
        actor = worlds.actor(world)
        assert actor == state.turn[0]
        actions = worlds.actions(world, actor)
        assert actions == state.legal_actions(actor)
        action = rng.choice(actions)
        state.apply(actor, action)
        worlds.apply(world, actor, action)
        if state.hand_number == hand:
            assert world.tricks_won == state.tricks_won and world.leader == state.leader
            assert world.bonus == [10 * len(cards) for cards in state.captured]
    # The hand is over in both, with the same tricks and the same points.
    assert worlds.actor(world) is None
    number, _, won, points = state.score_pad[-1]
    assert number == hand and list(won) == world.tricks_won
    assert list(points) == world.finish(random.Random(0))  # nothing left to play: just the score


def test_the_search_uses_its_own_worlds_in_every_decision_of_a_hand() -> None:
    support = support_for("munch")
    state = get_game("munch").new_state(players=4, seed=3)
    assert isinstance(support.worlds_for(state, 0), HandWorlds)  # predictions
    state = play_position(3)
    assert isinstance(support.worlds_for(state, state.turn[0]), HandWorlds)
    forehead = get_game("munch").new_state(players=4, seed=3, options={"hands": 1})
    assert isinstance(support.worlds_for(forehead, 2), HandWorlds)


@pytest.mark.parametrize("seed", range(30))
def test_prediction_worlds_keep_to_the_view_and_play_the_rules_in_step(seed: int) -> None:
    # From a seat's prediction (the forehead round too), a world plays the rest of the
    # predictions and the hand exactly as the engine does, once it holds the real cards.
    rng = random.Random(seed)
    state = get_game("munch").new_state(players=2 + seed % 4, seed=seed)
    assert isinstance(state, MunchState)
    for _ in range(rng.randrange(0, 40)):
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    while state.phase != PREDICT:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = rng.choice(state.turn)
    worlds = hand_worlds(state.view(seat))
    assert isinstance(worlds, HandWorlds)
    visible = {card for owner, hand in enumerate(state.hands) if state._sees_hand(seat, owner)
               for card in hand}
    for _ in range(20):
        world = worlds.sample(rng)
        for owner, hand in enumerate(world.hands):
            if state._sees_hand(seat, owner):
                assert hand == state.hands[owner]
            else:
                assert len(hand) == len(state.hands[owner]) and not set(hand) & visible
        for owner, n in enumerate(state.predictions):
            if owner == seat or n == -1:
                assert world.predictions[owner] == n
    world = worlds.sample(rng)
    world.hands = [hand.copy() for hand in state.hands]
    world.predictions = list(state.predictions)  # the real secret numbers too
    number = state.hand_number
    first = True
    while state.hand_number == number and not state.is_over:
        actor = seat if first else worlds.actor(world)
        assert actor is not None and actor in state.turn
        actions = worlds.actions(world, actor)
        assert actions == state.legal_actions(actor)
        action = rng.choice(actions)
        state.apply(actor, action)
        worlds.apply(world, actor, action)
        first = False
    assert worlds.actor(world) is None
    assert list(state.score_pad[-1][3]) == world.points()
