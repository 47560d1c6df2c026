"""Batwalk's fast search worlds: sampled from the view only, and in lockstep with the rules.

Over many random positions at every table size, a ``Round`` sampled from a seat's view
keeps everything the seat sees, depends on nothing it cannot see, and, played move by
move beside a ``BatwalkState`` holding the same cards, offers the same moves and gives
the same points, turns and results; its random ``finish`` matches the engine's own
``random_rollout`` draw for draw.
"""

from __future__ import annotations

import random

import pytest

from table.ai.heuristics.batwalk import _ACTIONS, BatwalkWorlds, Memo, fast_model
from table.games.batwalk import GAME, BatwalkState
from table.games.batwalk.cards import SUIT
from table.games.batwalk.play import NOBODY
from table.games.batwalk.worlds import Round, possible_cards


def positions(players: int, count: int, seed: int) -> list[BatwalkState]:
    rng = random.Random(seed)
    found: list[BatwalkState] = []
    number = 0
    while len(found) < count:
        state = GAME.new_state(players, seed=seed * 1000 + number)
        assert isinstance(state, BatwalkState)
        while not state.is_over:
            if rng.random() < 0.15:
                twin = state.clone()
                assert isinstance(twin, BatwalkState)
                found.append(twin)
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        number += 1
    return found[:count]


def twin_of(state: BatwalkState, seat: int, world: Round) -> BatwalkState:
    """The real state holding the world's guess of ``seat``'s cards."""
    real = state.clone()
    assert isinstance(real, BatwalkState)
    real.hands[seat] = world.hands[seat].copy()
    real.set_aside = list(world.aside)
    return real


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_samples_keep_the_view_and_only_the_view(players: int) -> None:
    for state in positions(players, 30, players):
        seat = state.turn[0]
        worlds = BatwalkWorlds(state.view(seat))
        other = state.determinize(seat, random.Random(5))  # same view, other hidden cards
        assert isinstance(other, BatwalkState)
        twins = BatwalkWorlds(other.view(seat))
        for guess in range(3):
            world = worlds.sample(random.Random(guess))
            assert [SUIT[c] for c in world.hands[seat]] == [SUIT[c] for c in state.hands[seat]]
            for owner in range(state.seats):
                if owner != seat:
                    assert world.hands[owner] == state.hands[owner]
            assert twin_of(state, seat, world).view(seat) == state.view(seat)
            again = twins.sample(random.Random(guess))
            assert again.hands == world.hands and again.aside == world.aside


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_round_plays_in_lockstep_with_the_rules(players: int) -> None:
    rng = random.Random(players)
    for state in positions(players, 30, 10 + players):
        seat = state.turn[0]
        worlds = BatwalkWorlds(state.view(seat))
        for _ in range(3):  # the samples share the sampler's memo of show leads
            world = worlds.sample(rng)
            real = twin_of(state, seat, world)
            round_number = real.round_number
            while (actor := worlds.actor(world)) is not None:
                assert real.turn == (actor,)
                actions = worlds.actions(world, actor)
                assert actions == real.legal_actions(actor)
                assert len(worlds.model(world, actor, actions)) == len(actions)
                action = rng.choice(actions)
                worlds.apply(world, actor, action)
                real.apply(actor, action)
                assert world.points == real.points
                if world.to_play != NOBODY:
                    assert (world.hands, world.show, world.lead) == (real.hands, real.show, real.lead)
            if world.winner != NOBODY:
                assert real.is_over and real.winners == [world.winner]
            else:
                assert not real.is_over and real.round_number == round_number + 1


@pytest.mark.parametrize("players", [2, 4, 5])
def test_finish_draws_as_the_engines_rollout(players: int) -> None:
    for number, state in enumerate(positions(players, 30, 20 + players)):
        seat = state.turn[0]
        world = BatwalkWorlds(state.view(seat)).sample(random.Random(number))
        real = twin_of(state, seat, world)
        assert world.finish(random.Random(number)) == real.random_rollout(random.Random(number))
        assert world.to_play == NOBODY


def test_samples_deal_each_back_any_unseen_card_of_its_suit_evenly() -> None:
    state = positions(4, 1, 31)[0]
    seat = state.turn[0]
    view = state.view(seat)
    sampler = BatwalkWorlds(view).sampler
    unseen = sorted(card for cards in sampler.unseen for card in cards)
    counts: dict[tuple[int, int], int] = {}
    draws = 4000
    rng = random.Random(3)
    for _ in range(draws):
        world = sampler.sample(rng)
        own = world.hands[seat]
        assert [SUIT[card] for card in own] == sampler.slots
        assert sorted(own + world.aside) == unseen  # every unseen card once
        assert world.aside_bits == sum(1 << card for card in world.aside)
        for slot, card in enumerate(own):
            counts[slot, card] = counts.get((slot, card), 0) + 1
    for slot, suit in enumerate(sampler.slots):
        pool = sampler.unseen[suit]
        for card in pool:  # uniform over the pool, within a wide margin
            assert abs(counts.get((slot, card), 0) / draws - 1 / len(pool)) < 0.04


def test_the_memoised_model_rates_as_the_plain_one() -> None:
    rng = random.Random(8)
    for state in positions(4, 25, 51):
        seat = state.turn[0]
        worlds = BatwalkWorlds(state.view(seat))
        memo: Memo = {}
        for _ in range(4):
            world = worlds.sample(rng)
            while (actor := worlds.actor(world)) is not None:
                actions = _ACTIONS[len(world.hands[actor])]
                plain = fast_model(world, actor, actions)
                assert fast_model(world, actor, actions, memo) == plain
                assert fast_model(world, actor, actions, memo) == plain  # from the memo
                # The ratings average each slot's worth over the cards it may be.
                for slot, values in enumerate(possible_cards(world, actor)):
                    assert len(values) >= 1 and world.hands[actor][slot] in values
                worlds.apply(world, actor, rng.choice(actions))


@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_worlds_model_looks_up_what_fast_model_rates(players: int) -> None:
    # ``BatwalkWorlds.model`` keeps ratings under one key of all ``fast_model`` reads.
    rng = random.Random(9)
    for state in positions(players, 20, 70 + players):
        seat = state.turn[0]
        worlds = BatwalkWorlds(state.view(seat))
        for _ in range(4):  # the samples share the look-up
            world = worlds.sample(rng)
            while (actor := worlds.actor(world)) is not None:
                actions = worlds.actions(world, actor)
                assert worlds.model(world, actor, actions) == fast_model(world, actor, actions)
                worlds.apply(world, actor, rng.choice(actions))
    assert worlds.ratings  # the last decision's look-up was filled
