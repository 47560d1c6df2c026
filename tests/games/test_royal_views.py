"""Critter Poker Royal: what each seat may see, and determinized worlds that respect it.

A seat's view shows its own hand, every face-up card, the top penalty card, the claims
of the round and who has seen the card in play; the card itself only to the seats that
have looked at it. Specials everyone saw go into a hand stay known until that hand gives
a card nobody else can identify.
"""

from __future__ import annotations

import json
import random
from typing import Any

from table.core import GameState, find_ids
from table.games.royal import ALL_CARDS
from tests.games.test_royal import GAME, event_of, front, new_game, play

SEATS: list[int | None] = [None, 0, 1, 2, 3]


def shows(state: GameState, seat: int | None, card: str) -> bool:
    return bool(find_ids(json.dumps(state.view(seat)), [card]))


def log_shows(state: GameState, seat: int | None, card: str) -> bool:
    return bool(find_ids(json.dumps(state.visible_log(seat)), [card]))


def four_seats() -> GameState:
    return new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"], ["rat-1"]], penalty=["scorpion-3"])


def test_at_the_deal_a_seat_sees_its_hand_the_sizes_and_the_top_penalty_card() -> None:
    state = GAME.new_state(players=4, seed=11)
    for seat in range(4):
        view = state.view(seat)
        assert view["seat"] == seat and view["players"] == 4
        hand = view["hand"]
        assert hand == _hands(state)[seat] and len(hand) == view["hand_sizes"][seat]
        others = {card for other in range(4) if other != seat for card in state.view(other)["hand"]}
        assert not find_ids(json.dumps(view), sorted(others))
        assert view["penalty_top"] in ALL_CARDS and view["penalty_top"] not in others
        assert view["phase"] == "give" and view["turn"] == list(state.turn)
    spectator = state.view(None)
    assert spectator["hand"] is None
    assert sum(spectator["hand_sizes"]) + spectator["penalty_size"] == 65
    assert state.hidden_ids(None) == set(ALL_CARDS) - {spectator["penalty_top"]}


def test_the_card_in_play_is_seen_only_by_seats_that_looked_at_it() -> None:
    state = four_seats()
    play(state, (0, "give bat-1 to 1 as toad"))
    assert state.view(0)["round"]["card"] == "bat-1"
    for seat in (None, 1, 2, 3):
        assert state.view(seat)["round"]["card"] is None
        assert not shows(state, seat, "bat-1") and not log_shows(state, seat, "bat-1")
        assert "bat-1" in state.hidden_ids(seat)
    assert state.view(2)["round"]["seen"] == [0]
    assert state.view(3)["round"]["claims"] == [{"giver": 0, "receiver": 1, "claim": "toad"}]
    assert state.view(3)["round"]["can_pass"] is True

    play(state, (1, "peek"))
    assert state.view(1)["round"]["card"] == "bat-1"
    assert log_shows(state, 1, "bat-1")
    assert "bat-1" not in state.hidden_ids(1)
    for seat in (None, 2, 3):
        assert not shows(state, seat, "bat-1") and not log_shows(state, seat, "bat-1")
    peeked = event_of(state.visible_log(2), "card_peeked")
    assert peeked == {"type": "card_peeked", "seat": 1, "card": None}

    play(state, (1, "pass to 3 as bat"))
    view = state.view(3)
    assert view["round"]["card"] is None  # the receiver has not peeked
    assert view["round"]["seen"] == [0, 1]
    assert view["round"]["receiver"] == 3 and view["round"]["giver"] == 1
    assert [claim["claim"] for claim in view["round"]["claims"]] == ["toad", "bat"]
    assert "bat-1" in state.hidden_ids(3)

    play(state, (3, "judge true"))  # revealed: now every seat may know it
    for seat in SEATS:
        assert "bat-1" not in state.hidden_ids(seat)
        assert log_shows(state, seat, "bat-1")
    assert front(state, 1) == ["bat-1"]  # judged right: the last giver takes it


def test_a_special_taken_is_known_to_all_until_its_hand_gives_a_card() -> None:
    state = new_game([["wild", "bat-1"], ["fly-1", "toad-2"], ["toad-1"], ["rat-1"]])
    play(state, (0, "give wild to 1 as fly"), (1, "judge false"), (1, "place fly-1"))
    # Everyone saw the Wild go into seat 1's hand.
    for seat in SEATS:
        assert state.view(seat)["known_in_hands"][1] == ["wild"]
        assert "wild" not in state.hidden_ids(seat)
        assert log_shows(state, seat, "wild")
    # Seat 1 gives a card: nobody else can tell whether it was the Wild.
    play(state, (1, "give toad-2 to 2 as toad"))
    for seat in (None, 0, 2, 3):
        assert state.view(seat)["known_in_hands"][1] == []
        assert "wild" in state.hidden_ids(seat)
        assert not shows(state, seat, "wild") and not log_shows(state, seat, "wild")
    assert state.view(1)["hand"] == ["wild"]
    # Seat 2 peeks: it sees toad-2, so it knows the Wild stayed in seat 1's hand.
    play(state, (2, "peek"))
    assert state.view(2)["known_in_hands"][1] == ["wild"]
    assert "wild" not in state.hidden_ids(2)
    assert "wild" in state.hidden_ids(3)
    # The reveal settles it for everyone.
    play(state, (2, "pass to 3 as toad"), (3, "judge true"))
    for seat in SEATS:
        assert state.view(seat)["known_in_hands"][1] == ["wild"]
        assert "wild" not in state.hidden_ids(seat)


def test_a_spectator_never_sees_a_hand_or_the_card_in_play() -> None:
    state = four_seats()
    play(state, (0, "give bat-1 to 1 as bat"), (1, "peek"))
    view = state.view(None)
    assert view["hand"] is None and view["round"]["card"] is None
    assert state.hidden_ids(None) >= {"fly-2", "fly-1", "toad-1", "rat-1", "bat-1"}


def test_the_penalty_pile_shows_only_its_top() -> None:
    state = new_game([["bat-1"], ["fly-1"], ["toad-1"]], penalty=["rat-3", "rat-4"])
    for seat in SEATS[:4]:
        assert state.view(seat)["penalty_top"] == "rat-3"
        assert "rat-4" in state.hidden_ids(seat) and not shows(state, seat, "rat-4")


def assert_world_keeps(state: GameState, seat: int | None, world: GameState) -> None:
    assert world.view(seat) == state.view(seat)
    places: Any = world
    cards = [card for hand in places.hands for card in hand] + places.penalty + places.set_aside
    cards += [card for cards_in_front in places.fronts for card in cards_in_front]
    cards += [places.in_play] if places.in_play else []
    assert sorted(cards) == sorted(ALL_CARDS)  # every card still somewhere, once
    if seat is not None:
        assert world.legal_actions(seat) == state.legal_actions(seat)


def _hands(state: GameState) -> list[list[str]]:
    hands: list[list[str]] = state.hands  # type: ignore[attr-defined]
    return hands


def _in_play(state: GameState) -> str | None:
    card: str | None = state.in_play  # type: ignore[attr-defined]
    return card


def test_determinize_resamples_only_what_the_seat_cannot_know() -> None:
    state = GAME.new_state(players=4, seed=5)
    seat = state.turn[0]
    receiver = (seat + 1) % 4
    card = state.view(seat)["hand"][0]
    play(state, (seat, f"give {card} to {receiver} as bat"))
    elsewhere = 0
    for trial in range(30):
        world = state.determinize(receiver, random.Random(trial))
        assert_world_keeps(state, receiver, world)
        elsewhere += _in_play(world) != card
        # The giver knows its card: in its worlds the card in play never changes.
        giver_world = state.determinize(seat, random.Random(trial))
        assert_world_keeps(state, seat, giver_world)
        assert _in_play(giver_world) == card
        assert _hands(giver_world)[seat] == _hands(state)[seat]
    assert elsewhere > 20  # for the receiver, the card in play really is unknown
    world = state.determinize(receiver, random.Random(1))
    while not world.is_over:
        mover = world.turn[0]
        world.apply(mover, random.Random(len(world.history)).choice(world.legal_actions(mover)))


def test_determinize_keeps_a_doubtful_special_with_its_hand_or_in_play() -> None:
    state = new_game([["wild", "bat-1"], ["fly-1", "toad-2"], ["toad-1"], ["rat-1"]])
    play(
        state,
        (0, "give wild to 1 as fly"),
        (1, "judge false"),
        (1, "place fly-1"),
        (1, "give toad-2 to 2 as toad"),
    )
    places: dict[str, int] = {}
    # The wild lies in play in about 2% of worlds: enough trials that both places show
    # whatever the dealer's shuffle (the seeds are fixed, so this is deterministic).
    for trial in range(600):
        world = state.determinize(3, random.Random(trial))
        assert_world_keeps(state, 3, world)
        where = "in play" if _in_play(world) == "wild" else "hand 1" if "wild" in _hands(world)[1] else "?"
        places[where] = places.get(where, 0) + 1
    assert set(places) == {"in play", "hand 1"}
    # Seat 2 will peek and know; until then it doubts like everyone else.
    play(state, (2, "peek"))
    for trial in range(10):
        world = state.determinize(2, random.Random(trial))
        assert_world_keeps(state, 2, world)
        assert _hands(world)[1] == ["wild"] and _in_play(world) == "toad-2"


def test_views_and_logs_never_name_hidden_cards_in_long_games() -> None:
    for players in (3, 5):
        state = GAME.new_state(players=players, seed=21)
        rng = random.Random(players)
        while not state.is_over:
            for seat in [None, *range(players)]:
                hidden = sorted(state.hidden_ids(seat))
                assert not find_ids(json.dumps(state.view(seat)), hidden)
                for event in state.log[-6:]:
                    redacted: Any = state.redact_event(event, seat)
                    assert not find_ids(json.dumps(redacted), hidden)
            mover = state.turn[0]
            state.apply(mover, rng.choice(state.legal_actions(mover)))
