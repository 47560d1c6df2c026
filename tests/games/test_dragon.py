"""Dodge the Dragon: every example and ruling of rules/dragon.md as a test."""

from __future__ import annotations

import json
import random

import pytest

from table.core import IllegalMove, find_ids
from table.games import get_game
from table.games.dragon import ALL_CARDS, card_name, deck_ids

GAME = get_game("dragon")


def ids(colour: str, low: int, high: int) -> list[str]:
    return [f"{colour}-{rank}" for rank in range(low, high + 1)]


# Three fixed deals (3 players, 16 cards each, no pass) used by the examples.
TRUMP_DEAL = [
    ids("blue", 1, 8) + ids("black", 1, 8),
    ids("green", 1, 8) + ids("red", 1, 8),
    ids("blue", 9, 12) + ids("black", 9, 12) + ids("red", 9, 12) + ids("safety", 1, 4),
]
SAFETY_DEAL = [
    ids("blue", 1, 8) + ids("black", 1, 8),
    ids("black", 9, 12) + ids("red", 1, 11) + ["safety-1"],
    ids("blue", 9, 12) + ids("green", 1, 8) + ids("safety", 2, 4) + ["red-12"],
]
MOON_DEAL = [
    ids("blue", 1, 12) + ids("green", 1, 4),
    ids("red", 1, 12) + ids("safety", 1, 4),
    ids("black", 1, 12) + ids("green", 5, 8),
]


def dealt(hands: list[list[str]], **options: object) -> object:
    return GAME.new_state(
        players=len(hands), seed=1, options=options or None, deal={"hands": hands, "passed": True}
    )


def play(state, *moves: tuple[int, str]) -> list[dict]:  # type: ignore[no-untyped-def]
    events: list[dict] = []
    for seat, action in moves:
        events.extend(state.apply(seat, action))
    return events


def trick_won(events: list[dict]) -> dict:
    return next(e for e in events if e["type"] == "trick_won")


# -- the deck ----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size", "hand"), [(3, 48, 16), (4, 48, 12), (5, 60, 12), (6, 72, 12)])
def test_deck_grows_with_the_player_count(players: int, size: int, hand: int) -> None:
    assert len(deck_ids(players)) == size
    state = GAME.new_state(players=players, seed=3)
    assert state.view(0)["hand_sizes"] == [hand] * players
    assert ("orange-1" in deck_ids(players)) == (players >= 5)
    assert ("yellow-1" in deck_ids(players)) == (players == 6)


def test_every_round_holds_43_points() -> None:
    from table.games.dragon.cards import CARD_NUMBER, POINTS

    for players in range(3, 7):
        assert sum(POINTS[CARD_NUMBER[c]] for c in deck_ids(players)) == 43
    assert len(ALL_CARDS) == 72
    assert card_name("black-12") == "Black 12 (the Dragon)"
    assert card_name("safety-3") == "Safety 3"


# -- the seed examples --------------------------------------------------------------------


def test_example_a_trump_beats_the_highest_blue() -> None:
    state = dealt(TRUMP_DEAL)
    events = play(state, (0, "play blue-1"), (1, "play green-1"), (2, "play blue-12"))
    won = trick_won(events)
    assert won["seat"] == 1 and "trump" in won["reason"]


def test_example_b_safety_on_a_red_lead_is_legal_and_cannot_win() -> None:
    state = dealt(TRUMP_DEAL)
    play(state, (0, "play blue-1"), (1, "play green-1"), (2, "play blue-12"))
    play(state, (1, "play red-1"))
    assert "play safety-1" in state.legal_actions(2)  # seat 2 holds red-9..12
    assert "play black-9" not in state.legal_actions(2)
    events = play(state, (2, "play safety-1"), (0, "play black-1"))
    assert trick_won(events)["seat"] == 1


def test_example_c_a_led_safety_wins_when_nobody_plays_its_colour_or_a_trump() -> None:
    state = dealt(SAFETY_DEAL)
    play(state, (0, "play blue-1"), (1, "play black-9"), (2, "play blue-12"))
    events = play(state, (2, "play safety-2 as red"), (0, "play black-1"), (1, "play safety-1"))
    named = next(e for e in events if e["type"] == "safety_named")
    assert named["colour"] == "red"
    won = trick_won(events)
    assert won["seat"] == 2 and "safety" in won["reason"]


def test_example_d_taking_all_43_points_resets_the_total_to_zero() -> None:
    state = dealt(MOON_DEAL)
    for rank in range(1, 13):
        events = play(state, (0, f"play blue-{rank}"), (1, f"play red-{rank}"), (2, f"play black-{rank}"))
        assert trick_won(events)["seat"] == 0
    assert state.view(0)["round_points"] == [43, 0, 0]
    state.totals = [50, 20, 30]  # as if earlier rounds had been played
    events = play(state, (0, "play green-1"), (1, "play safety-1"), (2, "play green-5"))
    for rank in (6, 7, 8):
        events += play(
            state, (2, f"play green-{rank}"), (0, f"play green-{rank - 4}"), (1, f"play safety-{rank - 4}")
        )
    assert {"type": "moon_shot", "seat": 0} in events
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["points"] == [43, 0, 0]
    assert scored["totals"] == [0, 20, 30]  # the others add nothing for that round
    assert state.scores == [0, 20, 30]


# -- rulings ----------------------------------------------------------------------------


def test_the_holder_of_blue_1_must_lead_it() -> None:
    state = dealt(TRUMP_DEAL)
    assert state.turn == (0,)
    assert state.legal_actions(0) == ["play blue-1"]
    with pytest.raises(IllegalMove, match="starts with Blue 1"):
        state.apply(0, "play blue-2")


def test_following_colour_is_enforced_with_a_reason() -> None:
    state = dealt(TRUMP_DEAL)
    play(state, (0, "play blue-1"), (1, "play green-1"), (2, "play blue-12"), (1, "play red-1"))
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalMove, match=r"follow red: you hold the Red 9 \(little devil\)"):
        state.apply(2, "play black-9")
    with pytest.raises(IllegalMove, match="do not hold"):
        state.apply(2, "play red-1")
    assert json.dumps(state.to_json()) == before


def test_a_seat_without_the_colour_may_play_anything() -> None:
    state = dealt(TRUMP_DEAL)
    play(state, (0, "play blue-1"))
    assert sorted(state.legal_actions(1)) == sorted(f"play {c}" for c in TRUMP_DEAL[1])


def test_a_led_safety_must_name_a_colour_any_but_purple() -> None:
    state = dealt(SAFETY_DEAL)
    play(state, (0, "play blue-1"), (1, "play black-9"), (2, "play blue-12"))
    actions = state.legal_actions(2)
    assert "play safety-2 as green" in actions and "play safety-2 as blue" in actions
    assert "play safety-2" not in actions and "play safety-2 as purple" not in actions
    assert not any(a.endswith("as orange") for a in actions)  # no orange with 3 players
    with pytest.raises(IllegalMove, match="Name a colour"):
        state.apply(2, "play safety-2")


def test_a_led_safety_is_the_lowest_card_of_its_colour() -> None:
    state = dealt(SAFETY_DEAL)
    play(state, (0, "play blue-1"), (1, "play black-9"), (2, "play blue-12"))
    events = play(state, (2, "play safety-2 as red"), (0, "play black-1"), (1, "play red-1"))
    assert trick_won(events)["seat"] == 1  # red-1 beats the safety counted as lowest red


def test_others_must_follow_the_named_colour() -> None:
    state = dealt(SAFETY_DEAL)
    play(state, (0, "play blue-1"), (1, "play black-9"), (2, "play blue-12"), (2, "play safety-2 as red"))
    play(state, (0, "play black-1"))
    reds = [f"play red-{rank}" for rank in range(1, 12)]
    assert sorted(state.legal_actions(1)) == sorted(["play safety-1", *reds])


def test_a_trump_beats_a_led_safety() -> None:
    state = dealt(SAFETY_DEAL)
    play(state, (0, "play blue-1"), (1, "play black-9"), (2, "play blue-12"))
    events = play(state, (2, "play safety-2 as black"), (0, "play black-1"), (1, "play black-10"))
    assert trick_won(events)["seat"] == 1
    state2 = dealt(SAFETY_DEAL)
    play(state2, (0, "play blue-1"), (1, "play black-9"), (2, "play blue-12"))
    events = play(state2, (2, "play safety-2 as green"), (0, "play black-1"), (1, "play red-1"))
    assert trick_won(events)["seat"] == 2  # nobody played green: the safety wins
    points = trick_won(events)["points"]
    assert points == 1  # red-1 is a little devil


def test_the_pass_is_simultaneous_and_goes_to_the_right() -> None:
    state = GAME.new_state(players=4, seed=11)
    assert state.turn == (0, 1, 2, 3)
    hands = {seat: state.view(seat)["hand"] for seat in range(4)}
    chosen = {seat: hands[seat][:3] for seat in range(4)}
    before = state.to_json()
    # The contract: apply takes exactly the listed strings; the same cards in another
    # order are refused, with the accepted spelling, and nothing changes.
    with pytest.raises(IllegalMove, match="order of your hand: 'pass " + " ".join(chosen[0])):
        state.apply(0, "pass " + " ".join(reversed(chosen[0])))
    assert state.to_json() == before
    state.apply(0, "pass " + " ".join(chosen[0]))
    assert state.history[-1] == (0, "pass " + " ".join(chosen[0]))
    assert state.turn == (1, 2, 3)
    assert state.view(0)["passing"] == chosen[0]
    assert find_ids(json.dumps(state.view(3)), chosen[0]) == []  # the receiver waits
    with pytest.raises(IllegalMove, match="turn"):
        state.apply(0, "pass " + " ".join(hands[0][3:6]))
    for seat in (1, 2, 3):
        state.apply(seat, "pass " + " ".join(chosen[seat]))
    for seat in range(4):
        receiver = (seat - 1) % 4
        view = state.view(receiver)
        assert view["received"] == chosen[seat]
        assert set(chosen[seat]) <= set(view["hand"])
        assert state.view(seat)["passed"] == chosen[seat]
    passed = next(e for e in state.log if e["type"] == "cards_passed")
    seen_by_1 = state.redact_event(passed, 1)
    assert seen_by_1 is not None
    for entry in seen_by_1["passes"]:
        visible = 1 in (entry["from"], entry["to"])
        assert (None not in entry["cards"]) == visible
    assert all(None in p["cards"] for p in state.redact_event(passed, None)["passes"])
    holder = next(s for s in range(4) if "blue-1" in state.view(s)["hand"])
    assert state.turn == (holder,)


def test_a_seat_sees_the_cards_it_passed_but_not_other_hands() -> None:
    state = GAME.new_state(players=3, seed=2)
    for seat in range(3):
        state.apply(seat, state.legal_actions(seat)[0])
    passed_by_0 = set(state.view(0)["passed"])
    hidden = state.hidden_ids(0)
    assert not passed_by_0 & hidden
    assert set(state.view(1)["hand"]) - passed_by_0 <= hidden
    # seat 2, on seat 0's right, holds what seat 0 passed: only those are known to it
    unknown = set(state.view(2)["hand"]) - passed_by_0
    assert find_ids(json.dumps(state.view(0)), unknown) == []
    assert set(find_ids(json.dumps(state.view(0)), state.view(2)["hand"])) == passed_by_0


def test_without_the_pass_play_starts_at_once() -> None:
    state = GAME.new_state(players=5, seed=4, options={"pass": False})
    holder = next(s for s in range(5) if "blue-1" in state.view(s)["hand"])
    assert state.turn == (holder,)
    assert state.legal_actions(holder) == ["play blue-1"]


def test_the_game_ends_past_the_limit_and_the_lowest_total_wins() -> None:
    for seed in range(6):
        state = GAME.new_state(players=4, seed=seed, options={"limit": 20})
        rng = random.Random(seed)
        while not state.is_over:
            seat = rng.choice(state.turn)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert max(state.scores) > 20
        low = min(state.scores)
        assert state.winners == [s for s, total in enumerate(state.scores) if total == low]
        over = state.log[-1]
        assert over["type"] == "game_over" and over["winners"] == state.winners


def test_bad_deals_and_options_are_refused() -> None:
    good = [list(h) for h in TRUMP_DEAL]
    with pytest.raises(ValueError, match="16 cards"):
        GAME.new_state(players=3, seed=1, deal={"hands": [good[0][:-1], good[1], good[2] + [good[0][-1]]]})
    with pytest.raises(ValueError, match="more than once"):
        GAME.new_state(players=3, seed=1, deal={"hands": [good[0], good[1], [*good[2][:-1], "blue-1"]]})
    with pytest.raises(ValueError, match="orange-1"):
        GAME.new_state(players=3, seed=1, deal={"hands": [good[0], good[1], [*good[2][:-1], "orange-1"]]})
    with pytest.raises(ValueError, match="passed"):
        GAME.new_state(players=3, seed=1, deal={"hands": good, "passed": "yes"})
    with pytest.raises(ValueError, match="deal key"):
        GAME.new_state(players=3, seed=1, deal={"hands": good, "dealer": 0})
    with pytest.raises(ValueError, match="limit"):
        GAME.new_state(players=3, seed=1, options={"limit": 0})
    with pytest.raises(ValueError, match="pass"):
        GAME.new_state(players=3, seed=1, options={"pass": "no"})


def test_determinize_respects_shown_voids() -> None:
    state = dealt(TRUMP_DEAL)
    play(state, (0, "play blue-1"), (1, "play green-1"))  # seat 1 has shown it has no blue
    for seed in range(20):
        world = state.determinize(2, random.Random(seed))
        assert world.view(2) == state.view(2)
        assert not any(card.startswith("blue") for card in world.view(1)["hand"])


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_fast_rollout_plays_by_the_same_rules(players: int) -> None:
    """Every move of ``random_rollout`` replays legally through ``apply``, same points."""
    for seed in range(15):
        state = GAME.new_state(players=players, seed=seed, options={"pass": seed % 2 == 0})
        rng = random.Random(seed)
        while state.phase == "pass":
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        for _ in range(rng.randrange(0, 20)):
            state.apply(state.turn[0], rng.choice(state.legal_actions(state.turn[0])))
        before = json.dumps(state.to_json())
        trace: list[tuple[int, str]] = []
        points = state.random_rollout(random.Random(seed), trace)
        assert json.dumps(state.to_json()) == before  # the state is not changed
        assert sum(points) == 43
        replayed = state.clone()
        events = []
        for seat, action in trace:
            events += replayed.apply(seat, action)
        scored = next(e for e in events if e["type"] == "round_scored")
        assert scored["points"] == points


def test_determinize_does_not_foretell_the_next_deal() -> None:
    state = GAME.new_state(players=4, seed=8, options={"pass": False})
    worlds = [state.determinize(0, random.Random(n)) for n in range(2)]
    for world in (state, *worlds):
        while world.round_number == 1:
            world.apply(world.turn[0], world.legal_actions(world.turn[0])[0])
    real_next = state.view(1)["hand"]
    assert any(world.view(1)["hand"] != real_next for world in worlds)
