"""Snow Monster Battle: every determinized world keeps everything the seat knows.

Over many random first-round positions, each world a seat guesses must show it the same
view, keep the others' hand sizes, and be a deal the game could really have had: the
guessed hands plus the cards each seat has played this round, dealt at the start of the
round, make every move of the round legal again. That proves every shown void, battle
1's forced Troublemakers and every unbroken-Hunter lead are kept, without trusting the
inference code; the named facts are checked on their own too.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.games.snow import GAME, SnowState
from table.games.snow.cards import FIRST_BATTLE_ORDER, FOLLOWERS, SHAPESHIFTER, SUIT_NAMES
from table.games.snow.hidden import barred_cards

LETTER = {name: letter for letter, name in SUIT_NAMES.items()}


def first_round_positions(count: int, seed: int) -> list[SnowState]:
    rng = random.Random(seed)
    positions = []
    game_number = 0
    while len(positions) < count:
        state = GAME.new_state(2 + game_number % 3, seed=seed * 100 + game_number)
        assert isinstance(state, SnowState)
        while state.round_number == 1 and not state.is_over:
            if rng.random() < 0.08:
                twin = state.clone()
                assert isinstance(twin, SnowState)
                positions.append(twin)
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        game_number += 1
    return positions


def replays_from_the_deal(state: SnowState, world: SnowState) -> bool:
    """Whether the world's hands, given back the cards played this round, replay it."""
    played: list[list[str]] = [[] for _ in range(state.players)]
    for event in state.log:
        if event["type"] == "card_played":
            played[event["seat"]].append(event["card"])
    hands = [world.hands[seat] + played[seat] for seat in range(state.players)]
    deal: dict[str, Any] = {
        "hands": hands,
        "enhancements": state.enhancements_dealt,
        "leader": (state.dealer + 1) % state.players,
        "dealer": state.dealer,
        "first_battle": True,
    }
    again = GAME.new_state(state.players, seed=1, options=state.options, deal=deal)
    for seat, action in state.history:
        if action not in again.legal_actions(seat):
            return False
        again.apply(seat, action)
    return True


@pytest.mark.parametrize("seed", range(4))
def test_every_world_could_have_been_the_deal(seed: int) -> None:
    for state in first_round_positions(12, seed):
        seat = state.turn[0]
        for guess in range(4):
            world = state.determinize(seat, random.Random(guess))
            assert isinstance(world, SnowState)
            assert world.view(seat) == state.view(seat)
            assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
            assert replays_from_the_deal(state, world), (seat, state.history)
            assert world.log == state.visible_log(seat) and world.deal is None


@pytest.mark.parametrize("seed", range(3))
def test_no_world_breaks_a_shown_fact(seed: int) -> None:
    for state in first_round_positions(15, 10 + seed):
        seat = state.turn[0]
        view = state.view(seat)
        for guess in range(3):
            world = state.determinize(seat, random.Random(guess))
            assert isinstance(world, SnowState)
            for other in range(state.players):
                if other == seat:
                    assert world.hands[other] == state.hands[other]
                    continue
                hand = set(world.hands[other])
                for suit in view["voids"][other]:
                    assert hand.isdisjoint(FOLLOWERS[LETTER[suit]]), (other, suit, hand)
                first = view["first_battle_plays"][other]
                if first in FIRST_BATTLE_ORDER:
                    assert hand.isdisjoint(FIRST_BATTLE_ORDER[: FIRST_BATTLE_ORDER.index(first)])
                elif first is not None:
                    assert hand.isdisjoint(FIRST_BATTLE_ORDER)
                    assert first == SHAPESHIFTER or SHAPESHIFTER not in hand


def test_battle_one_inferences_in_the_rules_words() -> None:
    # A seat that played Pan holds neither Gremlin nor Imp; a Shapeshifter or a
    # non-Troublemaker means no other Troublemaker (Illuminati counts as one).
    assert barred_cards("", "pan", False) == {"gremlin", "imp"}
    assert barred_cards("", "shapeshifter", False) == set(FIRST_BATTLE_ORDER)
    assert barred_cards("", "witch", False) == {*FIRST_BATTLE_ORDER, SHAPESHIFTER}
    assert "illuminati" in barred_cards("", "witch", False)
    # A seat that led an unbroken Hunter held only Hunters and specials.
    only = barred_cards("", "", True)
    assert {"witch", "pan", "yeti", SHAPESHIFTER} <= only
    assert only.isdisjoint({"siren-head", "illuminati", "bunker", "slayer"})
    assert barred_cards("", "", False) == frozenset()


def test_a_forced_pan_keeps_gremlin_and_imp_out_of_that_hand() -> None:
    hands = [
        ["pan", "witch", "yeti"],
        ["gremlin", "frank", "nessie"],
        ["imp", "reaper", "legend"],
        ["krampus", "skeleton", "mothman"],
    ]
    state = GAME.new_state(4, seed=2, deal={"hands": hands, "leader": 0, "enhancements": [None] * 4})
    assert isinstance(state, SnowState)
    state.apply(0, "play pan")
    for guess in range(40):
        world = state.determinize(3, random.Random(guess))
        assert isinstance(world, SnowState)
        assert not {"gremlin", "imp"} & set(world.hands[0])
