"""Snow's fast search worlds: rebuilt from the view only, and in lockstep with the rules.

Over many random positions, a world sampled from a seat's view shows that seat (and
every seat) the same view as a real state holding the same cards, depends on nothing
the seat cannot see, could have been the round's real deal (every move replays), and,
played move by move beside the real state, offers the same moves with the same results.
"""

from __future__ import annotations

import random

import pytest

from table.ai.heuristics.snow import SnowWorlds
from table.games.snow import GAME, SnowState
from tests.games.test_snow_determinize import first_round_positions, replays_from_the_deal


def positions(count: int, seed: int) -> list[SnowState]:
    rng = random.Random(seed)
    found: list[SnowState] = []
    number = 0
    while len(found) < count:
        state = GAME.new_state(2 + number % 3, seed=seed * 1000 + number)
        assert isinstance(state, SnowState)
        while not state.is_over and state.round_number < 3:
            if rng.random() < 0.05:
                twin = state.clone()
                assert isinstance(twin, SnowState)
                found.append(twin)
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        number += 1
    return found[:count]


def twin_of(state: SnowState, seat: int, world: SnowState) -> SnowState:
    """The real state holding the world's guess of the cards ``seat`` cannot see."""
    real = state.clone()
    assert isinstance(real, SnowState)
    for other in range(state.players):
        if other != seat:
            real.hands[other] = list(world.hands[other])
    real.stock = list(world.stock)
    return real


@pytest.mark.parametrize("seed", range(3))
def test_a_world_plays_in_lockstep_with_the_rules(seed: int) -> None:
    rng = random.Random(seed)
    for state in positions(25, seed):
        seat = state.turn[0]
        worlds = SnowWorlds(state.view(seat))
        world = worlds.sample(rng)
        real = twin_of(state, seat, world)
        for viewer in range(state.players):
            assert world.view(viewer) == real.view(viewer)
        assert world.view(seat) == state.view(seat)
        while (actor := worlds.actor(world)) is not None:
            assert real.turn == (actor,)
            actions = worlds.actions(world, actor)
            assert actions == real.legal_actions(actor)
            assert len(worlds.model(world, actor, actions)) == len(actions)
            action = rng.choice(actions)
            worlds.apply(world, actor, action)
            real.apply(actor, action)
            if world.round_number == state.round_number:  # a new round's deal is the world's own
                assert world.view(actor) == real.view(actor)
        assert world.totals == real.totals
        assert real.is_over or real.round_number == state.round_number + 1


@pytest.mark.parametrize("seed", range(3))
def test_every_sample_could_have_been_the_deal(seed: int) -> None:
    for state in first_round_positions(12, 40 + seed):
        seat = state.turn[0]
        worlds = SnowWorlds(state.view(seat))
        for guess in range(3):
            world = worlds.sample(random.Random(guess))
            assert replays_from_the_deal(state, world)


def test_samples_depend_on_the_view_only() -> None:
    for state in positions(20, 7):
        seat = state.turn[0]
        other = state.determinize(seat, random.Random(3))  # same view, other hidden cards
        assert isinstance(other, SnowState)
        first, second = SnowWorlds(state.view(seat)), SnowWorlds(other.view(seat))
        for guess in range(3):
            a, b = first.sample(random.Random(guess)), second.sample(random.Random(guess))
            assert a.hands == b.hands and a.stock == b.stock


def test_a_rollout_finishes_its_battles_and_rewards_every_seat() -> None:
    for number, state in enumerate(positions(15, 9)):
        seat = state.turn[0]
        worlds = SnowWorlds(state.view(seat))
        rewards = worlds.rollout(worlds.sample(random.Random(number)), random.Random(number))
        assert len(rewards) == state.players and all(0.0 <= r <= 1.0 for r in rewards)
