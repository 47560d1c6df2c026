"""Critter Poker Royal's fast search worlds (``TableWorlds``) keep to the view and the rules.

A sampled world must show the deciding seat exactly its view and hold the whole deck
once; played in step with the real game (with the real cards put in), it must offer the
same moves, and show every seat the same view, move after move to the end of the game;
and the search's model of a seat must be Normal's rating from that seat's view.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from table.ai.heuristics import royal as heuristic
from table.games import get_game
from table.games.royal.cards import ALL_CARDS, claim_is_true
from table.games.royal.rules import RoyalState
from table.games.royal.views import as_view
from table.games.royal.worlds import Table, TableWorlds

GAME = get_game("royal")


def position(seed: int) -> RoyalState:
    """A random game of 2-6 players, some way in."""
    rng = random.Random(seed)
    state = GAME.new_state(players=2 + seed % 5, seed=seed)
    assert isinstance(state, RoyalState)
    for _ in range(rng.randrange(0, 40)):
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def deck(world: Table) -> Counter[str]:
    cards: Counter[str] = Counter(card for hand in world.hands for card in hand)
    cards.update(card for front in world.fronts for card in front)
    cards.update(world.penalty)
    cards.update(world.set_aside)
    if world.in_play is not None:
        cards[world.in_play] += 1
    return cards


@pytest.mark.parametrize("seed", range(40))
def test_a_sampled_world_shows_the_seat_its_view(seed: int) -> None:
    state = position(seed)
    if state.is_over:
        return
    seat = state.turn[0]
    view = state.view(seat)
    worlds = heuristic.worlds(view)
    if worlds is None:  # a special in doubt: the search determinizes game states
        assert view["round"]["in_doubt"] and view["round"]["card"] is None
        return
    assert isinstance(worlds, TableWorlds)
    rng = random.Random(seed)
    for _ in range(20):
        world = worlds.sample(rng)
        assert world.view(seat) == view
        assert deck(world) == Counter(ALL_CARDS)
        assert worlds.actor(world) == seat
        assert worlds.actions(world, seat) == state.legal_actions(seat)


def check_model(world: Table, state: RoyalState, seat: int, actions: list[str]) -> None:
    """The search's model of ``seat`` is Normal's rating from its view, except that a
    habit its public record shows puts the habit's moves first."""
    modelled = heuristic.table_model(world, seat, actions)
    normal = heuristic.rate(state.view(seat), actions)
    view = as_view(state.view(seat))
    habit = heuristic.world_habit(view["habits"][seat], view["phase"], world.luck[seat])
    fits = [habit is not None and heuristic.habit_fits(habit, view, action) for action in actions]
    if not any(fits):
        assert modelled == normal
        return
    bonus = heuristic.HABIT_BONUS
    assert modelled == pytest.approx([n + bonus if fit else n for n, fit in zip(normal, fits, strict=True)])


def real_table(state: RoyalState) -> Table:
    """The real position as a ``Table``, from a seat that knows the card in play."""
    seat = state.starter if state.in_play is not None else state.turn[0]
    view = as_view(state.view(seat))
    return Table(view, [hand.copy() for hand in state.hands], state.in_play, state.penalty.copy())


@pytest.mark.parametrize("seed", range(40))
def test_a_world_plays_in_lockstep_with_the_engine(seed: int) -> None:
    state = position(seed)
    if state.is_over:
        return
    world = real_table(state)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.turn[0]
        assert world.actor == seat
        actions = state.legal_actions(seat)
        assert world.actions(seat) == actions
        for other in range(state.players):
            assert world.view(other) == state.view(other)
        check_model(world, state, seat, actions)
        action = rng.choice(actions)
        state.apply(seat, action)
        world.apply(seat, action)
    assert world.phase == "over" and world.loser == state.loser
    assert world.view(0) == state.view(0)


def test_the_episode_is_the_round_in_play() -> None:
    state = GAME.new_state(players=4, seed=3)
    worlds = heuristic.worlds(state.view(state.turn[0]))
    assert isinstance(worlds, TableWorlds)
    world = worlds.sample(random.Random(1))
    assert worlds.actor(world) == state.turn[0]
    world.finish(random.Random(2))
    assert worlds.actor(world) is None
    assert world.phase in ("give", "over") and world.gives == 1


@pytest.mark.parametrize("odds", [0.0, 1.0])
def test_an_unseen_card_fits_its_claim_at_the_odds_given(odds: float) -> None:
    state = GAME.new_state(players=4, seed=9)
    giver = state.turn[0]
    state.apply(giver, f"give {state.view(giver)['hand'][0]} to {(giver + 1) % 4} as bat")
    view = as_view(state.view(state.turn[0]))
    assert view["round"]["card"] is None
    worlds = TableWorlds(view, heuristic.table_model, heuristic.table_reward, odds)
    rng = random.Random(4)
    for _ in range(30):
        world = worlds.sample(rng)
        assert world.in_play is not None
        assert claim_is_true(world.in_play, "bat") == (odds == 1.0)
        assert world.view(state.turn[0]) == view and deck(world) == Counter(ALL_CARDS)


def test_the_plain_worlds_carry_no_heuristic() -> None:
    state = position(3)
    seat = state.turn[0]
    plain = heuristic.plain_worlds(state.view(seat))
    if plain is None:
        return
    world = plain.sample(random.Random(1))
    actions = plain.actions(world, seat)
    assert plain.model(world, seat, actions) == [0.0] * len(actions)
    assert plain.claim_truth is None
