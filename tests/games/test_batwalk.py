"""Vamp on the Batwalk: the deck, the seed examples, the flow of a game and every ruling.

The lead rules' own table lives in ``test_batwalk_shows.py``; the deduction aid in
``test_batwalk_deduction.py``. Deals are fixed with ``deal=`` so each test knows which
card sits in which slot; random games check what must hold in every game.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from table.core import IllegalMove, find_ids
from table.games import get_game
from table.games.batwalk import ALL_CARDS, BatwalkState, card_name, deck_ids
from table.games.batwalk.cards import SUITS

GAME = get_game("batwalk")
VALUES = ("1", "2", "3", "4", "5", "star", "garlic")


def fill_hands(leading: list[list[str]], suits: list[str]) -> list[list[str]]:
    """Hands of five that start with the given cards, topped up from the unused ones."""
    deck = [f"{suit}-{value}" for suit in suits for value in VALUES]
    used = {card for hand in leading for card in hand}
    spare = [card for card in deck if card not in used]
    hands = []
    for hand in leading:
        extra = 5 - len(hand)
        hands.append([*hand, *spare[:extra]])
        spare = spare[extra:]
    return hands


def new_game(leading: list[list[str]], first: int = 0, players: int | None = None) -> BatwalkState:
    players = players or len(leading)
    suits = list(SUITS[: 3 if players == 2 else players])
    deal = {"hands": fill_hands(leading, suits), "first": first}
    state = GAME.new_state(players=players, seed=11, deal=deal)
    assert isinstance(state, BatwalkState)
    return state


def play_leftmost(state: BatwalkState, seats: list[int]) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for seat in seats:
        events.extend(state.apply(seat, "play 0"))
    return events


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [event for event in events if event["type"] == kind]


def random_game(players: int, seed: int) -> BatwalkState:
    state = GAME.new_state(players=players, seed=seed)
    assert isinstance(state, BatwalkState)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


# -- the deck and the table's helpers ---------------------------------------------------


def test_the_full_deck_is_six_suits_of_seven() -> None:
    assert len(ALL_CARDS) == 42 == len(set(ALL_CARDS))
    assert ALL_CARDS[:7] == ("red-1", "red-2", "red-3", "red-4", "red-5", "red-star", "red-garlic")
    assert ALL_CARDS[-1] == "orange-garlic"


@pytest.mark.parametrize(("players", "suits"), [(2, 3), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_one_suit_per_player_three_with_two(players: int, suits: int) -> None:
    deck = deck_ids(players)
    assert len(deck) == 7 * suits
    assert {card.split("-")[0] for card in deck} == set(SUITS[:suits])
    state = GAME.new_state(players=players, seed=4)
    view = state.view(None)
    # Five cards each (with two players the trendsetter has already led one of its five).
    assert view["hand_sizes"][:players] == [5] * players
    assert sum(view["hand_sizes"]) + len(view["show"]["plays"]) == 5 * suits
    assert view["set_aside"] == 2 * suits


@pytest.mark.parametrize("players", [1, 7, "3"])
def test_deck_ids_refuses_a_bad_player_count(players: Any) -> None:
    with pytest.raises(ValueError):
        deck_ids(players)


def test_card_names() -> None:
    assert card_name("blue-3") == "Blue 3"
    assert card_name("red-garlic") == "Red Garlic"
    assert card_name("orange-star") == "Orange Star"
    with pytest.raises(ValueError):
        card_name("bat-7")


# -- the seed examples ------------------------------------------------------------------


def test_seed_example_1_blue_2_steals_and_blue_3_wins() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    events = play_leftmost(state, [0, 1, 2, 3])
    assert [(e["seat"], e["card"]) for e in of_type(events, "stole_the_show")] == [(3, "blue-2")]
    assert of_type(events, "show_won")[0]["card"] == "blue-3"
    assert state.scores == [0, 1, 0, 1]


def test_seed_example_2_red_3_steals_and_red_garlic_wins() -> None:
    state = new_game([["red-garlic"], ["blue-3"], ["red-3"], ["green-star"]])
    events = play_leftmost(state, [0, 1, 2, 3])
    assert [e["card"] for e in of_type(events, "stole_the_show")] == ["red-3"]
    leads = [e["card"] for e in of_type(events, "lead_changed")]
    assert leads == ["red-garlic", "blue-3", "red-3", "red-garlic"]
    assert of_type(events, "show_won")[0]["card"] == "red-garlic"
    assert state.scores == [1, 0, 1, 0]


def test_seed_example_3_yellow_3_steals_and_blue_star_wins() -> None:
    state = new_game([["blue-3"], ["yellow-3"], ["yellow-5"], ["blue-star"]])
    events = play_leftmost(state, [0, 1, 2, 3])
    assert [e["card"] for e in of_type(events, "stole_the_show")] == ["yellow-3"]
    assert of_type(events, "show_won")[0]["card"] == "blue-star"
    assert state.scores == [0, 1, 0, 1]


def test_seed_example_4_two_steals_and_blue_garlic_wins() -> None:
    state = new_game([["blue-star"], ["yellow-star"], ["red-garlic"], ["blue-garlic"]])
    events = play_leftmost(state, [0, 1, 2, 3])
    assert [e["card"] for e in of_type(events, "stole_the_show")] == ["yellow-star", "blue-garlic"]
    assert of_type(events, "show_won")[0]["card"] == "blue-garlic"
    assert state.scores == [0, 1, 0, 2]


# -- playing a show ---------------------------------------------------------------------


def test_any_card_may_be_played_there_is_no_duty_to_follow() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    state.apply(0, "play 0")
    assert state.legal_actions(1) == ["play 0", "play 1", "play 2", "play 3", "play 4"]
    assert state.legal_actions(0) == []
    state.apply(1, "play 4")
    assert state.legal_actions(2) == [f"play {slot}" for slot in range(5)]


def test_a_seat_plays_by_slot_and_the_slot_closes_up() -> None:
    state = new_game([["red-2", "red-3", "red-4"], ["blue-3"], ["green-1"], ["blue-2"]])
    events = state.apply(0, "play 1")
    assert events[0] == {"type": "card_played", "seat": 0, "card": "red-3", "slot": 1}
    assert [slot["card"] for slot in state.view(1)["hands"][0]][:2] == ["red-2", "red-4"]
    assert state.legal_actions(1) == [f"play {slot}" for slot in range(5)]
    play_leftmost(state, [1, 2, 3])  # blue-2 steals, blue-3 wins: seat 0 starts next
    assert state.turn == (0,)
    assert state.legal_actions(0) == [f"play {slot}" for slot in range(4)]


def test_refusals_say_why_in_a_players_words() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove, match="cannot see the faces of your own cards"):
        state.apply(0, "play red-2")
    with pytest.raises(IllegalMove, match="You hold 5 cards: choose a slot from 0 to 4"):
        state.apply(0, "play 5")
    with pytest.raises(IllegalMove, match="play <slot>"):
        state.apply(0, "lead 0")
    with pytest.raises(IllegalMove, match="turn"):
        state.apply(1, "play 0")
    assert json.dumps(state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize(
    ("winner_leading", "winner", "next_starter"),
    [
        ([["red-5"], ["red-1"], ["blue-1"], ["green-1"]], 0, 3),  # seat 0's right is the last seat
        ([["red-2"], ["red-3"], ["blue-1"], ["green-1"]], 1, 0),
        ([["red-2"], ["blue-1"], ["red-star"], ["green-1"]], 2, 1),
    ],
)
def test_the_seat_to_the_right_of_the_winner_starts_the_next_show(
    winner_leading: list[list[str]], winner: int, next_starter: int
) -> None:
    state = new_game(winner_leading)
    events = play_leftmost(state, [0, 1, 2, 3])
    assert of_type(events, "show_won")[0]["seat"] == winner
    assert state.turn == (next_starter,)
    view = state.view(next_starter)
    assert view["show"] == {
        "starter": next_starter,
        "plays": [],
        "lead": None,
        "lead_seat": None,
        "lead_card": None,
    }
    assert view["show_number"] == 2
    # The next show goes clockwise from its starter.
    state.apply(next_starter, "play 0")
    assert state.turn == ((next_starter + 1) % 4,)


def test_the_first_show_is_started_by_the_option_or_the_seed() -> None:
    assert GAME.new_state(players=4, seed=1, options={"first": 3}).turn == (3,)
    starters = {GAME.new_state(players=4, seed=seed).turn[0] for seed in range(30)}
    assert starters == {0, 1, 2, 3}
    # The deal's own 'first' overrides the option.
    hands = fill_hands([[], [], [], []], ["red", "blue", "green", "yellow"])
    state = GAME.new_state(players=4, seed=1, options={"first": 3}, deal={"hands": hands, "first": 1})
    assert state.turn == (1,)


def test_the_view_shows_the_current_show_and_the_lead() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    play_leftmost(state, [0, 1])
    show = state.view(2)["show"]
    assert show["plays"] == [{"seat": 0, "card": "red-2"}, {"seat": 1, "card": "blue-3"}]
    assert (show["lead"], show["lead_seat"], show["lead_card"]) == (0, 0, "red-2")
    assert state.view(None)["turn"] == [2]


# -- what each seat sees ----------------------------------------------------------------


def test_hands_are_held_backwards() -> None:
    state = new_game([["red-2", "blue-1"], ["blue-3"], ["green-1"], ["blue-2"]])
    for seat in range(4):
        view = state.view(seat)
        own = view["hands"][seat]
        # Its own cards: the suits on the backs, never the values.
        assert [slot["card"] for slot in own] == [None] * 5
        assert [slot["suit"] for slot in own] == [card.split("-")[0] for card in state.deal["hands"][seat]]
        assert find_ids(json.dumps(view), state.deal["hands"][seat]) == []
        # Every other hand: the faces, in order.
        for other in range(4):
            if other != seat:
                assert [slot["card"] for slot in view["hands"][other]] == state.deal["hands"][other]
        assert state.hidden_ids(seat) == set(state.deal["hands"][seat]) | {
            ALL_CARDS[card] for card in state.set_aside
        }
    spectator = state.view(None)
    assert all(slot["card"] is None for hand in spectator["hands"] for slot in hand)
    assert [slot["suit"] for slot in spectator["hands"][0]] == ["red", "blue", "red", "red", "red"]


def test_set_aside_cards_are_seen_by_nobody() -> None:
    state = GAME.new_state(players=3, seed=8)
    aside = {ALL_CARDS[card] for card in state.set_aside}
    assert len(aside) == 6
    for seat in (None, 0, 1, 2):
        assert aside <= state.hidden_ids(seat)
        assert find_ids(json.dumps(state.view(seat)), aside) == []
        assert find_ids(json.dumps(state.visible_log(seat)), aside) == []


def test_the_deal_event_shows_each_seat_what_it_may_see() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    deal = of_type(state.visible_log(1), "deal")[0]
    assert deal["hands"][1] == [{"suit": "blue", "card": None}] + [
        {"suit": card.split("-")[0], "card": None} for card in state.deal["hands"][1][1:]
    ]
    assert deal["hands"][0][0] == {"suit": "red", "card": "red-2"}
    spectator_deal = of_type(state.visible_log(None), "deal")[0]
    assert all(slot["card"] is None for hand in spectator_deal["hands"] for slot in hand)


def test_played_cards_stay_public_until_the_round_ends() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    play_leftmost(state, [0, 1, 2, 3])
    assert state.view(None)["played_this_round"] == ["red-2", "blue-3", "green-1", "blue-2"]


# -- rounds and the end of the game ----------------------------------------------------


def test_a_round_is_five_shows_then_a_fresh_deal() -> None:
    state = GAME.new_state(players=4, seed=5)
    assert isinstance(state, BatwalkState)
    deals = 1
    shows = 0
    while state.round_number == 1:
        events = state.apply(state.turn[0], "play 0")
        shows += len(of_type(events, "show_won"))
        deals += len(of_type(events, "deal"))
        if state.is_over:
            pytest.fail("a game cannot end within its first round of four players at 5 points a show")
    assert shows == 5
    assert deals == 2
    round_over = of_type(state.log, "round_over")
    assert [event["round"] for event in round_over] == [1]
    assert state.view(0)["hand_sizes"] == [5, 5, 5, 5]
    assert state.view(0)["played_this_round"] == []
    # All 28 cards were gathered: five in each hand and eight set aside again.
    cards = [card for hand in state.hands for card in hand] + state.set_aside
    assert sorted(cards) == sorted(state.deck)
    # The seat to the right of the last show's winner starts the new round.
    last_winner = of_type(state.log, "show_won")[-1]["seat"]
    assert of_type(state.log, "deal")[-1]["starter"] == (last_winner - 1) % 4 == state.turn[0]


def check_the_ending(state: BatwalkState) -> None:
    """Everything the rules say about how a finished game ended, from its log."""
    log = state.log
    over = of_type(log, "game_over")
    assert len(over) == 1 and log[-1] is over[0]
    goal = [10] * state.seats
    if state.players == 2:
        goal[2] = 5  # the trendsetter wins at 5
    instant = of_type(log, "instant_win")
    if instant:
        seat = instant[0]["seat"]
        assert state.scores[seat] == goal[seat]
        assert state.winners == [seat]
        assert all(state.scores[other] < goal[other] for other in range(state.seats) if other != seat)
    else:
        # No one reached the goal: the game ended after a round from the third on,
        # with a single highest total.
        assert all(score < g for score, g in zip(state.scores, goal, strict=True))
        assert log[-2]["type"] == "round_over" and log[-2]["round"] >= 3
        top = max(state.scores)
        assert state.winners == [seat for seat, score in enumerate(state.scores) if score == top]
        assert len(state.winners) == 1
    # Every round that ended from the third on with a tied top led to another round.
    for index, event in enumerate(log):
        if event["type"] == "round_over" and event["round"] >= 3 and log[index + 1]["type"] != "game_over":
            top = max(event["scores"])
            tied = [seat for seat, score in enumerate(event["scores"]) if score == top]
            assert len(tied) > 1
            assert log[index + 1] == {"type": "extra_round", "round": event["round"] + 1, "tied": tied}
            assert log[index + 2]["type"] == "deal" and log[index + 2]["round"] == event["round"] + 1
            # [ruling] every seat plays the extra round, not only the tied ones.
            assert [len(hand) for hand in log[index + 2]["hands"]] == [5] * state.seats
        if event["type"] == "round_over" and event["round"] < 3:
            assert log[index + 1]["type"] == "deal"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_end_by_the_rules(players: int) -> None:
    endings = set()
    for seed in range(40):
        state = random_game(players, seed)
        check_the_ending(state)
        endings.add("instant" if of_type(state.log, "instant_win") else "rounds")
        if of_type(state.log, "extra_round"):
            endings.add("extra round")
    # The sample is large enough to see the game end both ways.
    assert {"instant", "rounds"} <= endings


def test_extra_rounds_happen_and_all_seats_play_them() -> None:
    found = 0
    for seed in range(300):
        state = random_game(4, seed)
        if of_type(state.log, "extra_round"):
            check_the_ending(state)
            found += 1
    assert found > 0, "no tied top after round three in 300 random games"


def test_ten_points_win_at_once_even_mid_show() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    state.points[3] = 9  # seat 3 comes to this show one point short of the goal
    play_leftmost(state, [0, 1, 2])
    events = state.apply(3, "play 0")  # blue-2 steals the show
    assert [e["type"] for e in events][-3:] == ["stole_the_show", "instant_win", "game_over"]
    assert of_type(events, "show_won") == []
    assert state.is_over and state.turn == () and state.winners == [3]
    assert state.scores == [0, 0, 0, 10]
    assert state.view(0)["phase"] == "over"
    assert state.legal_actions(3) == []


def test_winning_the_show_to_reach_ten_wins_at_once() -> None:
    state = new_game([["red-2"], ["blue-3"], ["green-1"], ["blue-2"]])
    state.points[1] = 9
    events = play_leftmost(state, [0, 1, 2, 3])
    assert of_type(events, "instant_win") == [{"type": "instant_win", "seat": 1, "points": 10}]
    assert state.winners == [1]


# -- two players: the trendsetter ---------------------------------------------------------


TRENDSETTER_DEAL = [
    ["red-1", "red-2", "red-3", "red-4", "red-5"],
    ["blue-1", "green-1", "green-2", "blue-2", "green-4"],
    ["red-star", "blue-star", "green-star", "blue-3", "blue-4"],  # the trendsetter's row
]


def test_the_trendsetter_starts_and_plays_its_leftmost_card_by_itself() -> None:
    state = GAME.new_state(players=2, seed=2, deal={"hands": TRENDSETTER_DEAL, "first": 2})
    assert state.history == [(2, "play 0")]
    played = of_type(state.log, "card_played")
    assert played == [{"type": "card_played", "seat": 2, "card": "red-star", "slot": 0}]
    assert state.turn == (0,)
    assert len(state.scores) == 3
    assert state.legal_actions(2) == []
    with pytest.raises(IllegalMove, match="turn"):
        state.apply(2, "play 0")


def test_the_trendsetter_row_is_face_up_to_everyone() -> None:
    state = GAME.new_state(players=2, seed=2, deal={"hands": TRENDSETTER_DEAL, "first": 2})
    row = TRENDSETTER_DEAL[2][1:]
    for seat in (None, 0, 1):
        assert [slot["card"] for slot in state.view(seat)["hands"][2]] == row
        assert not set(row) & state.hidden_ids(seat)
    assert state.view(0)["trendsetter"] == 2
    assert state.view(0)["trendsetter_wins_at"] == 5


def test_the_trendsetter_wins_at_five_and_both_players_lose() -> None:
    state = GAME.new_state(players=2, seed=2, deal={"hands": TRENDSETTER_DEAL, "first": 2})
    # Every show: the players play their leftmost cards; seat 1 starts shows 2 to 5,
    # since the trendsetter wins each and seat 1 sits to its right.
    events = play_leftmost(state, [0, 1])  # show 1: red-star leads throughout
    assert state.scores == [0, 0, 1]
    for _ in range(3):  # shows 2 to 4: blue-star, green-star, then blue-3 over blue-2
        assert state.turn == (1,)
        events = play_leftmost(state, [1, 0])
    assert state.scores == [0, 0, 4]
    assert state.turn == (1,)
    events = state.apply(1, "play 0")  # green-4; the trendsetter's blue-4 steals the show
    assert [e["type"] for e in events] == [
        "card_played",
        "lead_changed",
        "card_played",
        "lead_changed",
        "stole_the_show",
        "instant_win",
        "game_over",
    ]
    assert state.is_over and state.winners == [2]
    assert state.scores == [0, 0, 5]
    assert [seat for seat, _ in state.history].count(2) == 5


def test_the_trendsetter_always_plays_its_row_left_to_right() -> None:
    for seed in range(10):
        state = random_game(2, seed)
        for deal in of_type(state.log, "deal"):
            played = [e["card"] for e in state.log if e["type"] == "card_played" and e["seat"] == 2]
            assert all(card in played or state.is_over for card in deal["hands"][2])
        rows = [deal["hands"][2] for deal in of_type(state.log, "deal")]
        played = [e["card"] for e in state.log if e["type"] == "card_played" and e["seat"] == 2]
        assert played == [card for row in rows for card in row][: len(played)]
        assert all(action == "play 0" for seat, action in state.history if seat == 2)


@pytest.mark.parametrize("first", [0, 1])
def test_with_two_players_only_the_trendsetter_may_start(first: int) -> None:
    with pytest.raises(ValueError, match="trendsetter"):
        GAME.new_state(players=2, seed=1, deal={"hands": TRENDSETTER_DEAL, "first": first})
    with pytest.raises(ValueError, match="trendsetter"):
        GAME.new_state(players=2, seed=1, options={"first": first})
    assert GAME.new_state(players=2, seed=1, options={"first": 2}).history[0] == (2, "play 0")


TALLY_DEAL = [
    ["red-1", "blue-5", "red-3", "green-5", "red-5"],
    ["blue-1", "blue-2", "blue-3", "green-3"],  # a fifth card is added by each test
    ["red-star", "green-1", "green-2", "red-4", "blue-4"],
]


def third_round_with_two_players(last_card: str) -> BatwalkState:
    """Two players and the trendsetter play one known round, counted as the third."""
    hands = [TALLY_DEAL[0], [*TALLY_DEAL[1], last_card], TALLY_DEAL[2]]
    state = GAME.new_state(players=2, seed=3, deal={"hands": hands, "first": 2})
    assert isinstance(state, BatwalkState)
    state.round_number = 3  # so that this round's end is the end-of-game comparison
    # Shows: T red-star wins; seat 0 blue-5 over blue-2; T green-2; seat 0 green-5 over
    # green-3; the last show is T blue-4, seat 0 red-5, then seat 1's last card.
    play_leftmost(state, [0, 1, 1, 0, 0, 1, 1, 0, 0, 1])
    return state


def test_a_tie_with_the_trendsetter_on_top_plays_another_round() -> None:
    state = third_round_with_two_players("green-4")  # steals the show and wins it
    assert state.scores == [2, 2, 2]
    assert of_type(state.log, "extra_round") == [{"type": "extra_round", "round": 4, "tied": [0, 1, 2]}]
    assert not state.is_over
    assert state.view(0)["rounds"] == 4 and state.view(0)["round"] == 4
    assert state.view(0)["hand_sizes"] == [5, 5, 5]


def test_the_trendsetter_alone_on_top_after_three_rounds_wins() -> None:
    state = third_round_with_two_players("green-garlic")  # takes nothing
    assert state.scores == [2, 0, 3]
    assert of_type(state.log, "instant_win") == []
    assert state.is_over and state.winners == [2]
    check_the_ending(state)


# -- options and deals -------------------------------------------------------------------


def test_the_suits_option_picks_the_vamps() -> None:
    state = GAME.new_state(players=3, seed=1, options={"suits": ["purple", "orange", "red"]})
    assert isinstance(state, BatwalkState)
    held = [card for hand in state.hands for card in hand]
    cards = {ALL_CARDS[card] for card in held + state.set_aside}
    assert {card.split("-")[0] for card in cards} == {"purple", "orange", "red"}
    assert len(cards) == 21
    assert state.view(0)["suits"] == ["purple", "orange", "red"]


@pytest.mark.parametrize(
    ("suits", "problem"),
    [
        (["red", "blue"], "exactly 3 suits"),
        (["red", "blue", "green", "yellow"], "exactly 3 suits"),
        (["red", "red", "blue"], "more than once"),
        (["red", "blue", "pink"], "names a suit that is not one of"),
        ("red", "list"),
    ],
)
def test_the_suits_option_must_name_as_many_distinct_known_suits_as_the_game_uses(
    suits: Any, problem: str
) -> None:
    with pytest.raises(ValueError, match=problem):
        GAME.new_state(players=3, seed=1, options={"suits": suits})


@pytest.mark.parametrize("first", [4, -1, True, "0"])
def test_the_first_option_must_be_a_seat(first: Any) -> None:
    with pytest.raises(ValueError, match="first"):
        GAME.new_state(players=4, seed=1, options={"first": first})


@pytest.mark.parametrize(
    ("deal", "problem"),
    [
        ({"hands": fill_hands([[], [], []], ["red", "blue", "green"])[:2]}, "3 hands"),
        ({"hands": [["red-1"] * 5, [], []]}, "more than once|5 cards"),
        ({"hands": fill_hands([["yellow-1"], [], []], ["red", "blue", "green"])}, "unknown card"),
        ({"hands": fill_hands([[], [], []], ["red", "blue", "green"]), "first": 3}, "first"),
        ({"hands": fill_hands([[], [], []], ["red", "blue", "green"]), "dealer": 0}, "dealer"),
    ],
)
def test_bad_deals_say_what_is_wrong(deal: dict[str, Any], problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        GAME.new_state(players=3, seed=1, deal=deal)


def test_a_dealt_game_saves_and_restores() -> None:
    state = GAME.new_state(players=2, seed=9, deal={"hands": TRENDSETTER_DEAL, "first": 2})
    play_leftmost(state, [0, 1, 1, 0])
    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.view(0) == state.view(0)
    assert restored.history == state.history
    assert restored.log == state.log


# -- determinize ----------------------------------------------------------------------


def test_determinize_redeals_hidden_cards_within_their_suits() -> None:
    state = GAME.new_state(players=4, seed=6)
    assert isinstance(state, BatwalkState)
    play_leftmost(state, [state.turn[0]])
    seat = state.turn[0]
    changed = False
    for guess in range(20):
        world = state.determinize(seat, random.Random(guess))
        assert isinstance(world, BatwalkState)
        assert world.view(seat) == state.view(seat)
        # Only the seat's own hand and the set-aside cards move; others stay put.
        for other in range(4):
            if other != seat:
                assert world.hands[other] == state.hands[other]
        assert sorted(world.hands[seat] + world.set_aside) == sorted(state.hands[seat] + state.set_aside)
        changed = changed or world.hands[seat] != state.hands[seat]
        # The guess holds nothing the seat cannot know.
        assert world.deal is None
        assert find_ids(json.dumps(world.log), state.hidden_ids(seat)) == []
        with pytest.raises(ValueError):
            world.to_json()
    assert changed, "twenty guesses never moved a hidden card"


def test_a_spectators_determinize_keeps_every_back() -> None:
    state = GAME.new_state(players=2, seed=6)
    assert isinstance(state, BatwalkState)
    world = state.determinize(None, random.Random(1))
    assert isinstance(world, BatwalkState)
    assert world.view(None) == state.view(None)
    assert world.hands[2] == state.hands[2]  # the trendsetter's row is face up


# -- the AI's fast path ---------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_fast_rollout_plays_by_the_rules(players: int) -> None:
    """Replaying a fast rollout's moves through ``apply`` ends the round with its totals."""
    for seed in range(12):
        state = GAME.new_state(players=players, seed=seed)
        assert isinstance(state, BatwalkState)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 40)):
            if state.is_over:
                break
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over:
            continue
        before = json.dumps(state.to_json(), sort_keys=True)
        trace: list[tuple[int, str]] = []
        totals = state.random_rollout(random.Random(seed), trace)
        assert json.dumps(state.to_json(), sort_keys=True) == before, "the rollout changed the state"
        replay = state.clone()
        assert isinstance(replay, BatwalkState)
        round_number = replay.round_number
        for seat, action in trace:
            replay.apply(seat, action)
        assert replay.scores == totals
        if replay.is_over:
            assert of_type(replay.log[len(state.log) :], "game_over")
        else:
            # The round ended exactly: the next one is dealt and has not begun for the players.
            assert replay.round_number == round_number + 1
            assert replay.played_this_round == []
