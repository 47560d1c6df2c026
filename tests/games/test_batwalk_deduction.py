"""Vamp on the Batwalk's deduction aid: what a seat may work out about its own cards."""

from __future__ import annotations

import random

import pytest

from table.games import get_game
from table.games.batwalk import BatwalkState, possible_values
from table.games.batwalk.cards import ALL_CARDS, SUIT, value_name
from tests.games.test_batwalk import fill_hands

GAME = get_game("batwalk")
NUMBERS = ["1", "2", "3", "4", "5"]


def four_player_game(hands: list[list[str]]) -> BatwalkState:
    leading = hands + [[] for _ in range(4 - len(hands))]
    deal = {"hands": fill_hands(leading, ["red", "blue", "green", "yellow"]), "first": 0}
    state = GAME.new_state(players=4, seed=1, deal=deal)
    assert isinstance(state, BatwalkState)
    return state


def test_values_seen_in_other_hands_are_ruled_out() -> None:
    state = four_player_game([["red-1", "red-2", "red-3", "red-4", "red-5"], ["red-star", "red-garlic"]])
    assert possible_values(state.view(0)) == [NUMBERS] * 5


def test_values_played_this_round_are_ruled_out() -> None:
    state = four_player_game([["red-1", "red-2", "red-3", "red-4", "red-5"], ["red-star", "red-garlic"]])
    state.apply(0, "play 0")  # red-1, now face up in the show
    assert possible_values(state.view(0)) == [["2", "3", "4", "5"]] * 4
    state.apply(1, "play 0")  # red-star leaves seat 1's hand for the show: still in sight
    for seat in (2, 3):
        state.apply(seat, "play 0")
    assert state.view(0)["show"]["plays"] == []  # the show is over: the cards are in the round's pile
    assert possible_values(state.view(0)) == [["2", "3", "4", "5"]] * 4


def test_each_card_is_judged_by_its_own_suit() -> None:
    state = four_player_game([["red-1", "blue-garlic"], ["red-2", "red-3", "blue-1", "blue-2", "blue-3"]])
    values = possible_values(state.view(0))
    # Unseen: seat 0's own cards and the set-aside ones, which rule nothing out.
    unseen = [ALL_CARDS[card] for card in state.hands[0] + state.set_aside]
    red = {card.split("-")[1] for card in unseen if card.startswith("red-")}
    blue = {card.split("-")[1] for card in unseen if card.startswith("blue-")}
    assert set(values[0]) == red and "1" in red
    assert set(values[1]) == blue and "garlic" in blue
    assert "2" not in values[0] and "3" not in values[0]
    assert not {"1", "2", "3"} & set(values[1])


def test_the_trendsetter_row_is_in_sight() -> None:
    row = ["red-1", "red-2", "red-3", "red-4", "red-5"]
    hands = fill_hands([["red-star"], [], row], ["red", "blue", "green"])
    state = GAME.new_state(players=2, seed=1, deal={"hands": hands, "first": 2})
    # red-1 is already led; the other four are in the face-up row.
    assert possible_values(state.view(0))[0] == ["star", "garlic"]


def test_a_new_round_puts_every_card_back_in_play() -> None:
    state = GAME.new_state(players=3, seed=2)
    assert isinstance(state, BatwalkState)
    while state.round_number == 1:
        state.apply(state.turn[0], "play 0")
    seat = state.turn[0]
    view = state.view(seat)
    assert view["played_this_round"] == [ALL_CARDS[card] for card in state.played_this_round] == []
    others = {slot["card"] for hand in view["hands"] for slot in hand if slot["card"]}
    for slot, values in zip(view["hands"][seat], possible_values(view), strict=True):
        assert values == [
            v for v in ("1", "2", "3", "4", "5", "star", "garlic") if f"{slot['suit']}-{v}" not in others
        ]


def test_a_spectator_has_no_hand_to_deduce() -> None:
    with pytest.raises(ValueError, match="spectator"):
        possible_values(GAME.new_state(players=3, seed=1).view(None))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_aid_is_exactly_the_unseen_cards_of_each_suit(players: int) -> None:
    """Through whole random games: each card's true value is always listed, and the
    list is exactly the values of its suit that the seat has not seen anywhere."""
    for seed in range(4):
        state = GAME.new_state(players=players, seed=seed)
        assert isinstance(state, BatwalkState)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.turn[0]
            unseen = state.hands[seat] + state.set_aside
            values = possible_values(state.view(seat))
            for card, listed in zip(state.hands[seat], values, strict=True):
                assert value_name(card) in listed
                expected = [value_name(c) for c in sorted(unseen) if SUIT[c] == SUIT[card]]
                assert listed == expected
            # A guessed world the seat cannot tell apart gives the same aid.
            world = state.determinize(seat, rng)
            assert possible_values(world.view(seat)) == values
            state.apply(seat, rng.choice(state.legal_actions(seat)))
