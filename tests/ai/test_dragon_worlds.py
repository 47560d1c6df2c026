"""Dodge the Dragon's fast search worlds (``RoundWorlds``) keep to the view and the rules.

In the play of a round the search samples plain-list worlds from the deciding seat's
view. A sample must agree with everything the seat sees (its hand, the sizes, the trick,
the cards it passed, every shown void); played in step with the real game, with the
real hands put in, its turns, legal moves and round points must be the engine's; and the
heuristic's model in a world must rate exactly as Normal does from that seat's view.
"""

from __future__ import annotations

import random

import pytest

from table.ai.heuristics import dragon as heuristic
from table.games import get_game
from table.games.dragon.cards import CARD_NUMBER, COLOUR
from table.games.dragon.play import finish_round
from table.games.dragon.rules import PLAY, DragonState
from table.games.dragon.views import as_view
from table.games.dragon.worlds import Round, RoundWorlds, round_from_view
from tests.games.test_dragon_determinize import tight_position

GAME = get_game("dragon")


def play_position(seed: int) -> DragonState:
    """A random game of 3-6 players somewhere in the play of a round."""
    rng = random.Random(seed)
    players = 3 + seed % 4
    state = GAME.new_state(players=players, seed=seed, options={"pass": seed % 3 != 0})
    assert isinstance(state, DragonState)
    for _ in range(rng.randrange(0, 70 * players // 3)):
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    while state.phase != PLAY:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def worlds_for(state: DragonState, seat: int) -> RoundWorlds:
    worlds = heuristic.worlds(state.view(seat))
    assert isinstance(worlds, RoundWorlds)
    return worlds


@pytest.mark.parametrize("seed", range(30))
def test_a_sampled_world_agrees_with_everything_the_seat_sees(seed: int) -> None:
    state = play_position(seed)
    seat = state.turn[0]
    worlds = worlds_for(state, seat)
    seen = set(state.hands[seat]) | set(state.played) | set(state.trick)
    rng = random.Random(seed)
    receiver = (seat - 1) % state.players
    still_passed = [card for card in state.received[receiver] if card in state.hands[receiver]]
    for _ in range(30):
        world = worlds.sample(rng)
        assert world.hands[seat] == state.hands[seat]
        assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
        dealt = [card for owner, hand in enumerate(world.hands) if owner != seat for card in hand]
        assert sorted(dealt) == sorted(card for owner, hand in enumerate(state.hands) if owner != seat
                                       for card in hand)
        assert not set(dealt) & seen
        assert set(still_passed) <= set(world.hands[receiver])
        for owner, hand in enumerate(world.hands):
            assert not [card for card in hand if COLOUR[card] in state.voids[owner]]
        assert world.trick == state.trick and world.to_play == seat
        assert world.round_points == state.round_points
        assert worlds.actor(world) == seat
        assert worlds.actions(world, seat) == state.legal_actions(seat)


def real_round(state: DragonState) -> Round:
    return round_from_view(as_view(state.view(state.turn[0])), [hand.copy() for hand in state.hands])


@pytest.mark.parametrize("seed", range(40))
def test_a_world_plays_in_lockstep_with_the_engine(seed: int) -> None:
    state = play_position(seed)
    world = real_round(state)
    worlds = worlds_for(state, state.turn[0])
    rng = random.Random(seed)
    round_number = state.round_number
    scored = None
    while scored is None:
        seat = state.turn[0]
        assert worlds.actor(world) == seat
        actions = state.legal_actions(seat)
        assert worlds.actions(world, seat) == actions
        assert heuristic.model(world, seat, actions) == heuristic.rate(state.view(seat), actions)
        action = rng.choice(actions)
        events = state.apply(seat, action)
        worlds.apply(world, seat, action)
        scored = next((e for e in events if e["type"] == "round_scored"), None)
        if scored is None:
            assert world.hands == state.hands and world.round_points == state.round_points
    assert worlds.actor(world) is None
    assert world.round_points == scored["points"] and scored["round"] == round_number


@pytest.mark.parametrize("as_players", [False, True])
@pytest.mark.parametrize("seed", range(20))
def test_a_random_finish_replays_legally_through_the_engine(seed: int, as_players: bool) -> None:
    state = play_position(seed)
    world = real_round(state)
    trace: list[tuple[int, str]] = []
    points = world.finish(random.Random(seed), trace, as_players)
    events = []
    for seat, action in trace:
        events += state.apply(seat, action)
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["points"] == points and sum(points) == 43


def test_a_finish_as_players_keeps_safeties_and_sheds_the_dragon() -> None:
    """Hard's rollouts (``as_players``): a seat out of the led colour throws the Dragon
    away; a seat following ducks with a card of the colour rather than take points, and
    plays a safety only when every card of the colour would take them."""
    blue_7 = CARD_NUMBER["blue-7"]
    hands = [["red-1", "green-1"],
             ["black-3", "black-12", "red-3"],  # out of blue: the Dragon goes
             ["blue-1", "blue-12", "safety-1"],  # the Blue 1 ducks, whichever blue is drawn
             ["blue-8", "blue-9", "safety-2"]]  # every blue would take the Dragon: a safety
    plain = set()
    for seed in range(30):
        for as_players in (True, False):
            trace: list[tuple[int, str]] = []
            finish_round([sorted(CARD_NUMBER[card] for card in hand) for hand in hands], [blue_7], [0],
                         COLOUR[blue_7], 1, [0, 0, 0, 0], False, random.Random(seed), trace, as_players)
            if as_players:
                assert trace[:3] == [(1, "play black-12"), (2, "play blue-1"), (3, "play safety-2")]
            else:
                plain.add(tuple(trace[:3]))
    assert len(plain) > 1  # the plain finish draws among the legal cards


def test_the_pass_is_searched_on_game_states() -> None:
    state = GAME.new_state(players=4, seed=1)
    assert heuristic.worlds(state.view(0)) is None


def test_a_tightly_bound_position_keeps_every_void_in_every_sample() -> None:
    """Where the quick greedy deal mostly gets stuck, the core's matching deals instead."""
    state = tight_position()
    worlds = worlds_for(state, 2)
    rng = random.Random(3)
    for _ in range(60):
        world = worlds.sample(rng)
        for owner, hand in enumerate(world.hands):
            assert not [card for card in hand if COLOUR[card] in state.voids[owner]]
        assert sorted(world.hands[0] + world.hands[1]) == sorted(state.hands[0] + state.hands[1])


def test_the_plain_worlds_carry_no_heuristic() -> None:
    state = play_position(4)
    seat = state.turn[0]
    plain = heuristic.plain_worlds(state.view(seat))
    assert isinstance(plain, RoundWorlds)
    world = plain.sample(random.Random(1))
    actions = plain.actions(world, seat)
    assert plain.model(world, seat, actions) == [0.0] * len(actions)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_hand_s_passes_rate_alike_listed_or_read_one_by_one(players: int) -> None:
    """``rate`` adds a hand's card dangers over its combinations when handed the listed
    passes (``play.pass_actions``) and reads each pass's cards otherwise: the same floats."""
    for seed in range(6):
        state = get_game("dragon").new_state(players=players, seed=seed)
        for seat in range(players):
            view, listed = state.view(seat), state.legal_actions(seat)
            fast = heuristic.rate(view, listed)
            one_by_one = heuristic.rate(view, [f"{action} "[:-1] for action in reversed(listed)])[::-1]
            assert fast == one_by_one and len(fast) == len(listed)
            assert [repr(value) for value in fast] == [repr(value) for value in one_by_one]
