"""Snow's fast search worlds: sampled from the view only, and in lockstep with the rules.

Over many random positions (games played at random, and small dealt rounds crowded with
the special cards: Sly Fox, Slime, Illuminati, the dooms, Bunker, the three sixes, every
enhancement), a ``SnowWorld`` sampled from a seat's view holds what a real state holding
the same cards holds, and played move by move beside it offers the same legal moves,
makes the same random draws, and gives every battle the same winner and every seat the
same points. Samples depend on nothing the seat cannot see, keep every limit the seats
have shown, and could have been the round's real deal (every move replays).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from table.ai.heuristics.snow import SnowWorlds
from table.games.snow import GAME, SnowState
from table.games.snow.cards import DECK, ENHANCEMENTS, SIXES, SLIME, SNOWBALL
from table.games.snow.moves import ENHANCE, OVER, PLAY
from table.games.snow.worlds import SnowWorld, WorldSampler
from tests.games.test_snow_determinize import first_round_positions, replays_from_the_deal

# The fields a world shares with ``SnowState`` (the same names for the same things).
FIELDS = (
    "hands", "enhancement_held", "totals", "battles_won", "hunters_broken", "phase", "battle_number",
    "leader", "first_battle", "last_battle", "lead_suit", "to_play", "fox_seat", "play_seats", "play_cards",
    "play_identities", "snowballed", "enhanced", "window_seat", "window_dones",
)
SPECIAL = ["illuminati", "bunker", "apocalypse", "catastrophe", SLIME, *sorted(SIXES), "shapeshifter",
           "klutzy-detective", "siren-head", "slayer", "vampire", "exorcist", "poltergeist"]


def positions(count: int, seed: int) -> list[SnowState]:
    """Positions of games played at random, through their first rounds."""
    rng = random.Random(seed)
    found: list[SnowState] = []
    number = 0
    while len(found) < count:
        state = GAME.new_state(2 + number % 3, seed=seed * 1000 + number)
        assert isinstance(state, SnowState)
        while not state.is_over and state.round_number < 3:
            if rng.random() < 0.05:
                found.append(_copy(state))
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        number += 1
    return found[:count]


def crowded_positions(count: int, seed: int) -> list[SnowState]:
    """Small dealt rounds (1 to 4 cards each) crowded with the special cards, and
    positions inside them, enhancement windows included."""
    rng = random.Random(seed)
    specials = [card for card in SPECIAL if card in DECK]
    assert len(specials) == len(SPECIAL)
    found: list[SnowState] = []
    while len(found) < count:
        players, size = rng.randint(2, 4), rng.randint(1, 4)
        pool = rng.sample(specials, min(len(specials), players * size // 2 + 1))
        pool += rng.sample([card for card in DECK if card not in pool], players * size)
        cards = pool[: players * size]
        rng.shuffle(cards)
        enhancements: list[str | None] = list(rng.sample(ENHANCEMENTS, players))
        if rng.random() < 0.1:  # a last battle of the three sixes, no Snowball: the world ends
            players, size = rng.randint(3, 4), 1
            cards = [*sorted(SIXES), *rng.sample([card for card in DECK if card not in SIXES], players - 3)]
            enhancements = [None if e == SNOWBALL else e for e in rng.sample(ENHANCEMENTS, players)]
        deal: dict[str, Any] = {
            "hands": [cards[seat * size : (seat + 1) * size] for seat in range(players)],
            "enhancements": enhancements,
            "leader": rng.randrange(players),
            "first_battle": rng.random() < 0.2,
            "hunters_broken": rng.random() < 0.5,
        }
        state = GAME.new_state(players, seed=rng.randrange(10**6), deal=deal)
        assert isinstance(state, SnowState)
        while state.round_number == 1 and not state.is_over:
            if rng.random() < 0.4:
                found.append(_copy(state))
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found[:count]


def _copy(state: SnowState) -> SnowState:
    twin = state.clone()
    assert isinstance(twin, SnowState)
    return twin


def twin_of(state: SnowState, seat: int, world: SnowWorld) -> SnowState:
    """The real state holding the world's guess of the cards ``seat`` cannot see."""
    real = _copy(state)
    for other in range(state.players):
        if other != seat:
            real.hands[other] = list(world.hands[other])
    real.stock = list(world.stock)
    return real


def same_fields(world: SnowWorld, real: SnowState) -> None:
    for name in FIELDS:
        assert getattr(world, name) == getattr(real, name), name


def lockstep(state: SnowState, rng: random.Random, seen: Counter[str]) -> None:
    """Sample a world for the seat to move and play it to the end of the round beside
    a real state holding the same cards, half the moves chosen as the search's tree
    does (a legal action) and half drawn as its rollout does (``play_random``)."""
    seat = state.turn[0]
    worlds = SnowWorlds(state.view(seat))
    world = worlds.sample(rng)
    real = twin_of(state, seat, world)
    same_fields(world, real)
    round_number, last = state.round_number, real.last_result
    while (actor := worlds.actor(world)) is not None:
        assert real.turn == (actor,)
        actions = worlds.actions(world, actor)
        assert actions == real.legal_actions(actor)
        assert len(worlds.model(world, actor, actions)) == len(actions)
        seen["window" if world.phase == ENHANCE else "play"] += 1
        fox, battle = real.fox_seat, world.battle_number
        if rng.random() < 0.5:
            action = rng.choice(actions)
            worlds.apply(world, actor, action)
            real.apply(actor, action)
        else:
            draw = rng.random()
            world.play_random(lambda: draw)  # noqa: B023 (called at once)
            real.play_random(lambda: draw)  # noqa: B023
        seen["sly fox"] += fox < 0 <= real.fox_seat
        if world.battle_number != battle or world.phase == OVER:
            seen["world_ends"] += world.last_winner < 0
        # A battle was won (or the world ended); a round's last is checked by the totals.
        if real.last_result is not last and real.last_result is not None:
            last = real.last_result
            seen[last["rule_id"]] += 1
            seen["slime"] += last["penalty"]
            seen["prey"] += bool(last["prey_caught"])
            seen["enhanced"] += bool(last["enhanced"] or last["snowballed"])
            assert world.last_winner == (-1 if last["seat"] is None else last["seat"])
        if real.round_number == round_number and not real.is_over:
            same_fields(world, real)
    assert world.phase == OVER
    assert real.is_over or real.round_number == round_number + 1
    # The round's points, the +50 for a seat without a battle included.
    assert world.totals == real.totals


@pytest.mark.parametrize("seed", range(3))
def test_a_world_plays_in_lockstep_with_the_rules(seed: int) -> None:
    rng, seen = random.Random(seed), Counter[str]()
    for state in positions(80, seed):
        lockstep(state, rng, seen)
    assert seen["play"] > 1000 and seen["window"] > 20


def test_crowded_worlds_play_in_lockstep_with_the_rules() -> None:
    rng, seen = random.Random(11), Counter[str]()
    for state in crowded_positions(400, 11):
        lockstep(state, rng, seen)
    # Every rule of the battle, and every special the worlds must get right, came up.
    for what in ("world_ends", "doom", "immune", "weakest_wins", "hunters_win", "lead_suit", "only_card_left",
                 "slime", "prey", "enhanced", "sly fox", "window"):
        assert seen[what] > 0, what


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


def test_a_deal_keeps_every_limit_and_deals_every_unseen_card_once() -> None:
    limited = 0
    for state in [*first_round_positions(30, 5), *crowded_positions(100, 6)]:
        seat = state.turn[0]
        sampler = WorldSampler(state.view(seat))
        limited += bool(sampler.barred)
        for guess in range(3):
            world = sampler.sample(random.Random(guess))
            dealt = [*world.stock, *(card for other in sampler.others for card in world.hands[other])]
            assert sorted(dealt) == sorted(sampler.unseen)
            assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
            for other, _, barred in sampler.barred:
                assert not barred & set(world.hands[other])
    assert limited > 20


def test_a_rollout_finishes_its_battles_and_rewards_every_seat() -> None:
    for number, state in enumerate(positions(15, 9)):
        seat = state.turn[0]
        worlds = SnowWorlds(state.view(seat))
        world = worlds.sample(random.Random(number))
        rewards = worlds.rollout(world, random.Random(number))
        assert len(rewards) == state.players and all(0.0 <= r <= 1.0 for r in rewards)
        assert world.phase == OVER or (world.phase == PLAY and world.battle_number == worlds.stop_at)


def test_play_out_draws_as_play_random_does() -> None:
    for number, state in enumerate([*positions(15, 10), *crowded_positions(60, 12)]):
        worlds = SnowWorlds(state.view(state.turn[0]))
        fast, slow = worlds.sample(random.Random(number)), worlds.sample(random.Random(number))
        fast.play_out(random.Random(number).random, worlds.stop_at)
        rand = random.Random(number).random
        while slow.phase != OVER and slow.battle_number < worlds.stop_at:
            slow.play_random(rand)
        assert vars(fast) == vars(slow)
