"""Munch's fast play (``table/games/munch/fast.py``) keeps in lockstep with the engine.

``HandDeal`` samples the rest of a hand from one seat's view: every sample agrees with
everything the seat sees and keeps every shown void. A ``Hand`` given the real cards
and played move for move beside the real game has the same legal moves, turns, tricks,
bonuses and points. ``random_hand`` (``MunchState.random_rollout``) replays through
``apply`` (``tests/ai/test_rollouts.py``).
"""

from __future__ import annotations

import random

import pytest

from table.games import get_game
from table.games.munch.actions import PLAY_ACTION
from table.games.munch.cards import ALL_CARDS, SUIT_OF
from table.games.munch.fast import HandDeal
from table.games.munch.state import PLAY, MunchState


def play_position(seed: int) -> MunchState:
    """A random game of 2-5 players, somewhere in the play of a hand after hand 1."""
    rng = random.Random(seed)
    state = get_game("munch").new_state(players=2 + seed % 4, seed=seed)
    assert isinstance(state, MunchState)
    for _ in range(rng.randrange(10, 70)):
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    if state.is_over:
        return play_position(seed + 1000)
    while state.phase != PLAY or state.forehead:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("seed", range(30))
def test_a_sample_agrees_with_the_view_and_keeps_every_void(seed: int) -> None:
    state = play_position(seed)
    seat = state.turn[0]
    deal = HandDeal(state.view(seat))
    seen = set(state.hands[seat]) | set(state.trick_cards)
    seen.update(card for plays, _ in state.tricks_done for _, card in plays)
    rng = random.Random(seed)
    for _ in range(30):
        hand = deal.sample(rng)
        assert hand.hands[seat] == state.hands[seat]
        assert [len(cards) for cards in hand.hands] == [len(cards) for cards in state.hands]
        dealt = [card for owner, cards in enumerate(hand.hands) if owner != seat for card in cards]
        assert len(set(dealt)) == len(dealt) and not set(dealt) & seen and set(dealt) <= set(ALL_CARDS)
        for owner, cards in enumerate(hand.hands):
            assert not {SUIT_OF[card] for card in cards} & set(state.voids[owner])
        assert (hand.trick_cards, hand.lead_suit) == (state.trick_cards, state.lead_suit)
        assert hand.leader == state.leader
        assert hand.tricks_won == state.tricks_won and hand.predictions == state.predictions
        assert hand.to_play == seat


@pytest.mark.parametrize("seed", range(60))
def test_a_hand_played_beside_the_engine_keeps_its_rules(seed: int) -> None:
    state = play_position(seed)
    hand = HandDeal(state.view(state.turn[0])).sample(random.Random(seed))
    hand.hands = [cards.copy() for cards in state.hands]  # the real cards, not a guess
    rng = random.Random(seed)
    number = state.hand_number
    while state.hand_number == number and not state.is_over:
        actor = hand.to_play
        assert actor == state.turn[0]
        assert [PLAY_ACTION[card] for card in hand.playable(actor)] == state.legal_actions(actor)
        card = rng.choice(hand.playable(actor))
        state.apply(actor, PLAY_ACTION[card])
        hand.play(actor, card)
        if state.hand_number == number:
            assert hand.tricks_won == state.tricks_won and hand.leader == state.leader
            assert hand.bonus == [10 * len(cards) for cards in state.captured]
            assert hand.lead_suit == state.lead_suit and hand.trick_cards == state.trick_cards
    assert hand.to_play is None
    played, _, won, points = state.score_pad[-1]
    assert played == number and list(won) == hand.tricks_won and list(points) == hand.points()


def test_no_hand_is_sampled_once_the_game_is_over() -> None:
    state = get_game("munch").new_state(players=3, seed=2, options={"hands": 1})
    for seat in range(3):
        state.apply(seat, "predict 0")
    for _ in range(3):
        state.apply(state.turn[0], "play forehead")
    assert state.is_over
    with pytest.raises(ValueError, match="while a hand is on"):
        HandDeal(state.view(0))


def test_in_the_forehead_round_only_the_own_card_is_sampled() -> None:
    state = get_game("munch").new_state(players=3, seed=2, options={"hands": 1})
    deal = HandDeal(state.view(1))
    drawn = set()
    for i in range(40):
        hand = deal.sample(random.Random(i))
        assert [hand.hands[0], hand.hands[2]] == [state.hands[0], state.hands[2]]
        drawn.add(hand.hands[1][0])
    assert len(drawn) > 10 and not drawn & {state.hands[0][0], state.hands[2][0]}
