"""Critter Poker Royal: every example and ruling of rules/royal.md as a test.

Deals are fixed with ``make_deal``: the cards a test names go where it says, every
other card goes under the penalty pile (or into one hand, for a short pile).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from table.core import GameState, IllegalMove
from table.games import get_game
from table.games.royal import ALL_CARDS, card_name, deck_ids
from table.games.royal.cards import CLAIMS, CRITTERS, claim_is_true

GAME = get_game("royal")


# -- helpers (also used by test_royal_views.py) --------------------------------------------


def make_deal(
    hands: list[list[str]],
    penalty: list[str] | None = None,
    first: int = 0,
    rest_to: int | None = None,
) -> dict[str, Any]:
    """A legal deal with these hands and this penalty pile (top first).

    Unnamed cards go under the penalty pile, or into hand ``rest_to`` when a test needs
    the pile short or empty.
    """
    named = {card for hand in hands for card in hand} | set(penalty or [])
    rest = [card for card in ALL_CARDS if card not in named]
    full_hands = [list(hand) for hand in hands]
    pile = list(penalty or [])
    if rest_to is None:
        pile.extend(rest)
    else:
        full_hands[rest_to].extend(rest)
    return {"hands": full_hands, "penalty": pile, "first": first}


def new_game(
    hands: list[list[str]],
    penalty: list[str] | None = None,
    first: int = 0,
    rest_to: int | None = None,
    **options: Any,
) -> GameState:
    deal = make_deal(hands, penalty, first, rest_to)
    return GAME.new_state(players=len(hands), seed=1, options=options or None, deal=deal)


def play(state: GameState, *moves: tuple[int, str]) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for seat, action in moves:
        events.extend(state.apply(seat, action))
    return events


def event_of(events: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    return next(event for event in events if event["type"] == kind)


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [event["type"] for event in events]


def bounce(state: GameState, giver: int, receiver: int, card: str, claim: str) -> list[dict[str, Any]]:
    """A round the receiver misjudges on purpose, so that the receiver takes ``card``."""
    wrong = "false" if claim_is_true(card, claim) else "true"
    return play(state, (giver, f"give {card} to {receiver} as {claim}"), (receiver, f"judge {wrong}"))


def front(state: GameState, seat: int) -> list[str]:
    fronts: list[list[str]] = state.view(None)["fronts"]
    return fronts[seat]


# -- the deck and the exports -------------------------------------------------------------


def test_the_deck_has_65_cards_in_display_order() -> None:
    assert len(ALL_CARDS) == 65 == len(set(ALL_CARDS))
    assert ALL_CARDS[:9] == (*(f"stinkbug-{rank}" for rank in range(1, 9)), "stinkbug-royal")
    assert ALL_CARDS[-2:] == ("wild", "nothing")
    for critter in CRITTERS:
        assert sum(card.startswith(f"{critter}-") for card in ALL_CARDS) == 9
    for players in range(2, 7):
        assert deck_ids(players) == list(ALL_CARDS)


def test_card_names_read_as_players_say_them() -> None:
    assert card_name("bat-7") == "Bat 7"
    assert card_name("rat-royal") == "Rat Royal"
    assert card_name("stinkbug-2") == "Stink Bug 2"
    assert card_name("wild") == "Wild"
    assert card_name("nothing") == "Nothing"
    assert len({card_name(card) for card in ALL_CARDS}) == 65
    with pytest.raises(KeyError):
        card_name("bat-9")


def test_claim_truth_for_plain_royal_wild_and_nothing() -> None:
    # Seed example: wild claimed fly is true, claimed royal is false; nothing is never true.
    assert claim_is_true("wild", "fly")
    assert not claim_is_true("wild", "royal")
    assert all(claim_is_true("wild", critter) for critter in CRITTERS)
    assert not any(claim_is_true("nothing", claim) for claim in CLAIMS)
    assert [claim for claim in CLAIMS if claim_is_true("toad-4", claim)] == ["toad"]
    assert [claim for claim in CLAIMS if claim_is_true("rat-royal", claim)] == ["rat", "royal"]


# -- setting up ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "pile", "first_hand", "other_hand"),
    [(2, 16, 25, 24), (3, 7, 20, 19), (4, 8, 15, 14), (5, 9, 12, 11), (6, 10, 10, 9)],
)
def test_the_deal_gives_odd_cards_to_the_first_seat_and_the_rest_under_the_pile(
    players: int, pile: int, first_hand: int, other_hand: int
) -> None:
    for seed in range(4):
        state = GAME.new_state(players=players, seed=seed)
        view = state.view(None)
        first = view["first"]
        assert view["penalty_size"] == pile
        sizes = view["hand_sizes"]
        assert sizes[first] == first_hand
        assert all(size == other_hand for seat, size in enumerate(sizes) if seat != first)
        assert state.turn == (first,)
        assert view["penalty_top"] in ALL_CARDS


def test_lose_at_defaults_to_four_or_five_with_two_players() -> None:
    assert GAME.new_state(players=2, seed=1).view(None)["lose_at"] == 5
    for players in range(3, 7):
        assert GAME.new_state(players=players, seed=1).view(None)["lose_at"] == 4
    assert GAME.new_state(players=3, seed=1, options={"lose_at": 8}).view(None)["lose_at"] == 8
    for bad in (1, 9, "4", True):
        with pytest.raises(ValueError, match="lose_at"):
            GAME.new_state(players=3, seed=1, options={"lose_at": bad})


def test_first_option_and_the_deal_override() -> None:
    assert GAME.new_state(players=4, seed=3, options={"first": 2}).turn == (2,)
    with pytest.raises(ValueError, match="first"):
        GAME.new_state(players=4, seed=3, options={"first": 4})
    deal = make_deal([["bat-1"], ["bat-2"], ["bat-3"]], first=1)
    state = GAME.new_state(players=3, seed=3, options={"first": 2}, deal=deal)
    assert state.turn == (1,)  # the deal's own 'first' wins over the option
    # The same seed always picks the same first seat.
    assert GAME.new_state(players=5, seed=9).turn == GAME.new_state(players=5, seed=9).turn


def test_bad_deals_say_what_is_wrong() -> None:
    good = make_deal([["bat-1"], ["bat-2"], ["bat-3"]])
    missing = {**good, "penalty": good["penalty"][1:]}
    with pytest.raises(ValueError, match="leaves out"):
        GAME.new_state(players=3, seed=1, deal=missing)
    twice = {**good, "penalty": [*good["penalty"], "bat-1"]}
    with pytest.raises(ValueError, match="bat-1"):
        GAME.new_state(players=3, seed=1, deal=twice)
    for first in (3, -1, "0", True):
        with pytest.raises(ValueError, match="first"):
            GAME.new_state(players=3, seed=1, deal={**good, "first": first})
    with pytest.raises(ValueError, match="pile"):
        GAME.new_state(players=3, seed=1, deal={**good, "pile": []})
    with pytest.raises(ValueError, match="penalty"):
        GAME.new_state(players=3, seed=1, deal={**good, "penalty": ["no-such-card"]})


def test_a_starting_seat_with_an_empty_hand_loses_at_once() -> None:
    state = new_game([[], ["bat-1"], ["bat-2"]], first=0)
    assert state.is_over
    assert state.winners == [1, 2]
    lost = event_of(state.log, "player_lost")
    assert lost["seat"] == 0 and lost["reason"] == "empty_hand"
    assert kinds(state.log)[-1] == "game_over"


# -- a round: the seed examples ---------------------------------------------------------------


def test_judged_true_on_a_true_claim_the_giver_takes_it() -> None:
    state = new_game([["cockroach-3", "bat-1"], ["fly-1"], ["toad-1"]])
    events = play(state, (0, "give cockroach-3 to 1 as cockroach"), (1, "judge true"))
    judged = event_of(events, "claim_judged")
    assert judged["card"] == "cockroach-3"
    assert judged["verdict"] is True and judged["claim_true"] is True and judged["right"] is True
    assert judged["taker"] == 0
    assert front(state, 0) == ["cockroach-3"]
    assert state.turn == (0,)  # the taker starts the next round
    assert state.scores == [1, 0, 0]


def test_judged_false_on_a_true_claim_the_receiver_takes_it() -> None:
    state = new_game([["cockroach-3", "bat-1"], ["fly-1"], ["toad-1"]])
    events = play(state, (0, "give cockroach-3 to 1 as cockroach"), (1, "judge false"))
    assert event_of(events, "claim_judged")["right"] is False
    assert event_of(events, "card_taken") == {"type": "card_taken", "seat": 1, "card": "cockroach-3"}
    assert front(state, 1) == ["cockroach-3"] and front(state, 0) == []
    assert state.turn == (1,)


def test_a_false_claim_judged_false_goes_back_to_the_giver() -> None:
    state = new_game([["cockroach-3", "bat-1"], ["fly-1"], ["toad-1"]])
    play(state, (0, "give cockroach-3 to 1 as toad"), (1, "judge false"))
    assert front(state, 0) == ["cockroach-3"]


def test_a_royal_claimed_royal_and_judged_false_costs_the_top_penalty_card() -> None:
    state = new_game([["rat-royal", "bat-1"], ["fly-1"], ["toad-1"]], penalty=["bat-2", "fly-8"])
    assert state.view(1)["penalty_top"] == "bat-2"
    events = play(state, (0, "give rat-royal to 1 as royal"), (1, "judge false"))
    assert front(state, 1) == ["rat-royal", "bat-2"]
    assert event_of(events, "penalty_taken") == {
        "type": "penalty_taken",
        "seat": 1,
        "card": "bat-2",
        "new_top": "fly-8",
    }
    assert state.view(0)["penalty_top"] == "fly-8"


def test_a_royal_is_true_for_its_critter_too() -> None:
    state = new_game([["rat-royal", "bat-1"], ["fly-1"], ["toad-1"]], penalty=["bat-2"])
    events = play(state, (0, "give rat-royal to 1 as rat"), (1, "judge true"))
    assert event_of(events, "claim_judged")["right"] is True
    assert front(state, 0) == ["rat-royal", "bat-2"]


def test_wild_claimed_a_critter_is_true_and_claimed_royal_is_false() -> None:
    state = new_game([["wild", "bat-1"], ["fly-1"], ["toad-1"]])
    events = play(state, (0, "give wild to 1 as fly"), (1, "judge true"))
    assert event_of(events, "claim_judged")["claim_true"] is True
    assert state.view(0)["hand"] == ["bat-1", "wild"]  # right: the giver takes it back
    state = new_game([["wild", "bat-1"], ["fly-1"], ["toad-1"]])
    events = play(state, (0, "give wild to 1 as royal"), (1, "judge false"))
    assert event_of(events, "claim_judged")["claim_true"] is False
    assert event_of(events, "special_taken")["seat"] == 0


@pytest.mark.parametrize("claim", CLAIMS)
def test_nothing_is_false_for_every_claim(claim: str) -> None:
    state = new_game([["nothing", "bat-1"], ["fly-1"], ["toad-1"]])
    events = play(state, (0, f"give nothing to 1 as {claim}"), (1, "judge false"))
    assert event_of(events, "claim_judged")["claim_true"] is False
    assert event_of(events, "special_taken")["seat"] == 0


def test_the_last_seat_that_has_not_seen_a_card_cannot_pass() -> None:
    state = new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"]])
    play(state, (0, "give bat-1 to 1 as bat"))
    assert state.legal_actions(1) == ["judge true", "judge false", "peek"]
    play(state, (1, "peek"))
    assert state.legal_actions(1) == [f"pass to 2 as {claim}" for claim in CLAIMS]
    play(state, (1, "pass to 2 as fly"))
    assert state.legal_actions(2) == ["judge true", "judge false"]
    with pytest.raises(IllegalMove, match="must judge"):
        state.apply(2, "peek")


def four_bat_game(**options: Any) -> GameState:
    return new_game(
        [
            ["bat-1", "bat-royal", "bat-2", "bat-3", "bat-4", "stinkbug-1"],
            ["fly-1", "fly-2", "fly-3", "fly-4", "toad-1"],
            ["toad-2"],
        ],
        penalty=["scorpion-1"],
        **options,
    )


def test_four_bats_of_any_mix_end_the_game_with_one_loser() -> None:
    state = four_bat_game()
    for bat, filler in (("bat-1", "fly-1"), ("bat-royal", "fly-2"), ("bat-2", "fly-3")):
        bounce(state, 0, 1, bat, "bat")
        assert not state.is_over
        bounce(state, 1, 0, filler, "fly")
    assert front(state, 1) == ["bat-1", "bat-royal", "scorpion-1", "bat-2"]
    events = bounce(state, 0, 1, "bat-3", "bat")
    assert state.is_over and state.turn == ()
    assert state.winners == [0, 2]
    lost = event_of(events, "player_lost")
    assert lost == {"type": "player_lost", "seat": 1, "reason": "of_a_kind", "critter": "bat",
                    "reason_id": "royal.lost_of_a_kind", "reason_args": {"seat": 1, "critter": "bat"}}
    assert event_of(events, "game_over") == {"type": "game_over", "losers": [1], "winners": [0, 2]}
    assert state.view(2)["losers"] == [1]
    assert all(state.legal_actions(seat) == [] for seat in range(3))


def test_lose_at_is_an_option() -> None:
    state = four_bat_game(lose_at=2)
    bounce(state, 0, 1, "bat-1", "bat")
    bounce(state, 1, 0, "fly-1", "fly")
    assert not state.is_over
    bounce(state, 0, 1, "bat-2", "bat")
    assert state.is_over and state.winners == [0, 2]


def test_two_players_lose_at_five_and_cannot_pass() -> None:
    state = new_game(
        [
            ["bat-1", "bat-2", "bat-3", "bat-4", "bat-5", "stinkbug-1"],
            ["fly-1", "toad-1", "rat-1", "scorpion-1", "cockroach-1"],
        ],
    )
    play(state, (0, "give bat-1 to 1 as bat"))
    assert state.legal_actions(1) == ["judge true", "judge false"]
    with pytest.raises(IllegalMove, match="two players"):
        state.apply(1, "peek")
    play(state, (1, "judge false"))
    fillers = iter(["fly-1", "toad-1", "rat-1", "scorpion-1"])
    for bat in ("bat-2", "bat-3", "bat-4"):
        bounce(state, 1, 0, next(fillers), "rat")
        bounce(state, 0, 1, bat, "bat")
    assert front(state, 1).count("bat-1") == 1 and len(front(state, 1)) == 4
    assert not state.is_over  # four bats are not enough with two players
    bounce(state, 1, 0, next(fillers), "rat")
    bounce(state, 0, 1, "bat-5", "bat")
    assert state.is_over and state.winners == [0]


def test_a_seat_that_must_start_with_an_empty_hand_loses() -> None:
    state = new_game([["bat-1", "bat-2"], ["fly-1"], ["toad-1"]])
    bounce(state, 0, 1, "bat-1", "bat")
    bounce(state, 1, 0, "fly-1", "fly")  # seat 0 takes it and must start
    assert not state.is_over
    assert state.turn == (0,)
    events = bounce(state, 0, 1, "bat-2", "bat")
    # seat 1 took bat-2 and must start the next round with no cards.
    assert state.is_over
    assert event_of(events, "player_lost") == {
        "type": "player_lost",
        "seat": 1,
        "reason": "empty_hand",
        "critter": None,
        "reason_id": "royal.lost_empty_hand",
        "reason_args": {"seat": 1},
    }
    assert state.winners == [0, 2]


# -- passing --------------------------------------------------------------------------------


def test_passing_goes_only_to_seats_that_have_not_seen_the_card() -> None:
    state = new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"], ["rat-1"]])
    play(state, (0, "give bat-1 to 1 as bat"), (1, "peek"))
    targets = {action.split()[2] for action in state.legal_actions(1)}
    assert targets == {"2", "3"}
    with pytest.raises(IllegalMove, match="already seen"):
        state.apply(1, "pass to 0 as bat")
    with pytest.raises(IllegalMove, match="already seen"):
        state.apply(1, "pass to 1 as bat")
    with pytest.raises(IllegalMove, match="no seat 7"):
        state.apply(1, "pass to 7 as bat")
    with pytest.raises(IllegalMove, match="not a claim"):
        state.apply(1, "pass to 2 as dragon")
    play(state, (1, "pass to 2 as fly"), (2, "peek"))
    assert state.legal_actions(2) == [f"pass to 3 as {claim}" for claim in CLAIMS]
    play(state, (2, "pass to 3 as bat"))
    assert "peek" not in state.legal_actions(3)


def test_a_pass_needs_a_peek_first() -> None:
    state = new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"]])
    play(state, (0, "give bat-1 to 1 as bat"))
    with pytest.raises(IllegalMove, match="peek"):
        state.apply(1, "pass to 2 as bat")


def test_after_a_pass_the_last_giver_is_the_one_at_stake() -> None:
    # Seat 1 passes bat-1 on with a false claim; seat 2 judges it false, rightly.
    state = new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"]])
    events = play(
        state, (0, "give bat-1 to 1 as bat"), (1, "peek"), (1, "pass to 2 as fly"), (2, "judge false")
    )
    judged = event_of(events, "claim_judged")
    assert judged["claim"] == "fly" and judged["giver"] == 1 and judged["right"] is True
    assert front(state, 1) == ["bat-1"] and front(state, 0) == []
    assert state.turn == (1,)
    # And when the last receiver judges wrongly, it takes the card itself.
    state = new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"]])
    play(state, (0, "give bat-1 to 1 as bat"), (1, "peek"), (1, "pass to 2 as bat"), (2, "judge false"))
    assert front(state, 2) == ["bat-1"] and state.turn == (2,)


def test_claims_and_passes_are_announced_without_the_card() -> None:
    state = new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"]])
    events = play(state, (0, "give bat-1 to 1 as toad"), (1, "peek"), (1, "pass to 2 as fly"))
    assert event_of(events, "round_started") == {
        "type": "round_started",
        "giver": 0,
        "receiver": 1,
        "claim": "toad",
    }
    assert event_of(events, "card_passed") == {
        "type": "card_passed",
        "seat": 1,
        "receiver": 2,
        "claim": "fly",
    }
    assert "bat-1" not in json.dumps([e for e in events if e["type"] != "card_peeked"])


# -- chained penalties ---------------------------------------------------------------------


def test_royal_penalties_chain_through_the_pile() -> None:
    state = new_game(
        [["bat-royal", "bat-1"], ["fly-1"], ["toad-1"]],
        penalty=["rat-royal", "toad-royal", "fly-5", "cockroach-2"],
    )
    events = play(state, (0, "give bat-royal to 1 as royal"), (1, "judge false"))
    assert front(state, 1) == ["bat-royal", "rat-royal", "toad-royal", "fly-5"]
    taken = [event["card"] for event in events if event["type"] == "penalty_taken"]
    assert taken == ["rat-royal", "toad-royal", "fly-5"]
    assert state.view(1)["penalty_top"] == "cockroach-2"
    assert state.turn == (1,)


def test_an_empty_penalty_pile_gives_nothing() -> None:
    state = new_game([["bat-royal", "bat-1"], ["fly-1"], ["toad-1"]], penalty=["rat-royal"], rest_to=2)
    events = play(state, (0, "give bat-royal to 1 as royal"), (1, "judge false"))
    assert front(state, 1) == ["bat-royal", "rat-royal"]
    assert kinds(events).count("penalty_taken") == 1
    assert event_of(events, "penalty_empty") == {"type": "penalty_empty", "seat": 1}
    assert state.view(0)["penalty_top"] is None and state.view(0)["penalty_size"] == 0
    assert not state.is_over and state.turn == (1,)


def test_a_chain_stops_the_moment_a_seat_loses() -> None:
    state = new_game(
        [["bat-royal", "bat-1"], ["fly-1"], ["toad-1"]], penalty=["bat-2", "rat-royal"], lose_at=2
    )
    events = play(state, (0, "give bat-royal to 1 as royal"), (1, "judge false"))
    assert state.is_over and state.winners == [0, 2]
    assert front(state, 1) == ["bat-royal", "bat-2"]
    assert state.view(None)["penalty_top"] == "rat-royal"
    assert kinds(events)[-2:] == ["player_lost", "game_over"]


# -- Wild and Nothing ---------------------------------------------------------------------


def wild_to_seat_1(
    seat_1_hand: list[str], penalty: list[str] | None = None, **options: Any
) -> tuple[GameState, list[Any]]:
    """Seat 0 gives the Wild to seat 1 claiming fly (true); seat 1 judges it false."""
    state = new_game([["wild", "stinkbug-1"], seat_1_hand, ["toad-1"]], penalty, **options)
    events = play(state, (0, "give wild to 1 as fly"), (1, "judge false"))
    return state, events


def test_a_special_goes_into_the_hand_and_the_taker_must_place() -> None:
    state, events = wild_to_seat_1(["fly-1", "fly-royal", "bat-1"])
    taken = event_of(events, "special_taken")
    assert taken == {"type": "special_taken", "seat": 1, "card": "wild", "source": "round", "claim": "fly"}
    assert front(state, 1) == []
    assert state.view(1)["hand"] == ["fly-1", "fly-royal", "bat-1", "wild"]
    assert state.turn == (1,)
    assert state.view(1)["phase"] == "place"
    assert state.view(0)["placing"] == {"seat": 1, "claim": "fly", "specials": ["wild"]}
    assert state.legal_actions(1) == [
        "place fly-1",
        "place fly-royal",
        "place fly-1 fly-royal",
        "place fly-1 bat-1",
        "place fly-royal bat-1",
    ]


def test_place_one_card_that_fits_the_claim() -> None:
    state, _ = wild_to_seat_1(["fly-1", "fly-2", "bat-1"])
    events = play(state, (1, "place fly-2"))
    assert event_of(events, "cards_placed") == {"type": "cards_placed", "seat": 1, "cards": ["fly-2"]}
    assert front(state, 1) == ["fly-2"]
    assert state.view(1)["hand"] == ["fly-1", "bat-1", "wild"]  # the special stays in hand
    assert state.turn == (1,) and state.view(1)["phase"] == "give"


def test_place_two_critter_cards_in_either_order() -> None:
    # Clarification: the pair is listed in hand order and either order is accepted;
    # the history records the listed spelling.
    state, _ = wild_to_seat_1(["fly-1", "toad-2", "bat-1"])
    with pytest.raises(IllegalMove, match="does not fit"):
        state.apply(1, "place bat-1")
    assert "place toad-2 bat-1" in state.legal_actions(1)
    assert "place bat-1 toad-2" not in state.legal_actions(1)
    events = play(state, (1, "place bat-1 toad-2"))  # named out of hand order
    assert state.history[-1] == (1, "place toad-2 bat-1")
    assert event_of(events, "cards_placed")["cards"] == ["toad-2", "bat-1"]
    assert front(state, 1) == ["toad-2", "bat-1"]
    assert state.view(1)["hand"] == ["fly-1", "wild"]
    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.view(1) == state.view(1)


def test_a_two_card_placement_may_include_a_fitting_card() -> None:
    state, _ = wild_to_seat_1(["fly-1", "toad-2"])
    assert "place fly-1 toad-2" in state.legal_actions(1)
    play(state, (1, "place fly-1 toad-2"))
    assert front(state, 1) == ["fly-1", "toad-2"]


def test_special_cards_are_never_placed() -> None:
    # [ruling] even though the Wild "fits" a fly claim, it is never laid in front.
    state, _ = wild_to_seat_1(["fly-1", "nothing", "bat-1"])
    assert all("wild" not in action and "nothing" not in action for action in state.legal_actions(1))
    with pytest.raises(IllegalMove, match="never placed"):
        state.apply(1, "place wild")
    with pytest.raises(IllegalMove, match="never placed"):
        state.apply(1, "place nothing bat-1")


def test_a_seat_with_one_critter_card_places_it_even_if_it_does_not_fit() -> None:
    # [ruling] a seat with fewer critter cards than two places all it has.
    state, _ = wild_to_seat_1(["bat-1", "nothing"])
    assert state.legal_actions(1) == ["place bat-1"]
    with pytest.raises(IllegalMove, match="only critter card is Bat 1"):
        state.apply(1, "place none")
    play(state, (1, "place bat-1"))
    assert front(state, 1) == ["bat-1"]
    assert state.view(1)["hand"] == ["nothing", "wild"]
    assert state.turn == (1,)


def test_a_seat_with_no_critter_card_sets_the_special_aside() -> None:
    state, _ = wild_to_seat_1(["nothing"])
    assert state.legal_actions(1) == ["place none"]
    events = play(state, (1, "place none"))
    assert event_of(events, "special_set_aside") == {"type": "special_set_aside", "seat": 1, "card": "wild"}
    assert state.view(2)["set_aside"] == ["wild"]
    assert state.view(1)["hand"] == ["nothing"]
    assert state.turn == (1,) and not state.is_over


def test_setting_aside_the_last_card_loses_at_the_next_start() -> None:
    state, _ = wild_to_seat_1([])
    assert not state.is_over
    events = play(state, (1, "place none"))
    assert state.is_over and state.winners == [0, 2]
    assert event_of(events, "player_lost")["reason"] == "empty_hand"


def test_placing_a_royal_takes_a_penalty_card() -> None:
    state, _ = wild_to_seat_1(["fly-royal", "rat-royal"], penalty=["toad-3", "bat-4"])
    play(state, (1, "place fly-royal rat-royal"))
    assert front(state, 1) == ["fly-royal", "rat-royal", "toad-3", "bat-4"]


def test_a_special_from_the_penalty_pile_must_fit_the_claim_of_its_round() -> None:
    state = new_game(
        [["rat-royal", "bat-1"], ["toad-royal", "fly-1", "fly-2"], ["toad-1"]],
        penalty=["nothing", "cockroach-1"],
    )
    events = play(state, (0, "give rat-royal to 1 as royal"), (1, "judge false"))
    taken = event_of(events, "special_taken")
    assert taken["card"] == "nothing" and taken["source"] == "penalty" and taken["claim"] == "royal"
    assert front(state, 1) == ["rat-royal"]
    assert state.view(0)["penalty_top"] == "cockroach-1"
    assert state.legal_actions(1) == [
        "place toad-royal",
        "place toad-royal fly-1",
        "place toad-royal fly-2",
        "place fly-1 fly-2",
    ]
    play(state, (1, "place toad-royal"))  # a Royal placed pays the pile too
    assert front(state, 1) == ["rat-royal", "toad-royal", "cockroach-1"]
    assert state.view(1)["phase"] == "give"


def test_each_special_from_a_chain_brings_its_own_placement() -> None:
    state = new_game(
        [["rat-royal", "bat-1"], ["toad-royal", "fly-1", "fly-2", "toad-2"], ["toad-1"]],
        penalty=["wild", "scorpion-5"],
    )
    play(state, (0, "give rat-royal to 1 as royal"), (1, "judge false"))
    assert state.view(1)["placing"]["specials"] == ["wild"]
    play(state, (1, "place toad-royal fly-1"))
    # The toad Royal took scorpion-5: no new special, so the duty is done.
    assert front(state, 1) == ["rat-royal", "toad-royal", "fly-1", "scorpion-5"]
    assert state.view(1)["phase"] == "give"
    state = new_game(
        [["rat-royal", "bat-1"], ["toad-royal", "fly-1", "fly-2"], ["toad-1"]],
        penalty=["wild", "nothing", "scorpion-5"],
    )
    play(state, (0, "give rat-royal to 1 as royal"), (1, "judge false"))
    play(state, (1, "place toad-royal"))  # pays with the Nothing: a second duty
    assert state.view(1)["placing"] == {"seat": 1, "claim": "royal", "specials": ["nothing"]}
    assert state.legal_actions(1) == ["place fly-1 fly-2"]
    play(state, (1, "place fly-2 fly-1"))
    assert state.view(1)["hand"] == ["wild", "nothing"]
    assert state.view(1)["phase"] == "give"


def test_placing_can_lose() -> None:
    state, _ = wild_to_seat_1(["fly-1", "fly-2", "fly-3"], lose_at=2)
    events = play(state, (1, "place fly-1 fly-2"))
    assert state.is_over and state.winners == [0, 2]
    assert event_of(events, "player_lost")["critter"] == "fly"
    assert front(state, 1) == ["fly-1", "fly-2"]


def test_both_placed_cards_go_down_even_when_the_first_one_loses() -> None:
    state = new_game([["wild", "fly-4", "stinkbug-1"], ["fly-1", "fly-2", "toad-3"], ["toad-1"]], lose_at=2)
    bounce(state, 0, 1, "fly-4", "fly")
    bounce(state, 1, 0, "fly-2", "fly")
    play(state, (0, "give wild to 1 as rat"), (1, "judge false"))
    play(state, (1, "place fly-1 toad-3"))  # the fly is the second: seat 1 loses
    assert state.is_over and state.winners == [0, 2]
    assert front(state, 1) == ["fly-4", "fly-1", "toad-3"]
    assert state.view(1)["hand"] == ["wild"]


# -- refusals explain themselves -----------------------------------------------------------


def test_refused_gives_say_why() -> None:
    state = new_game([["bat-1", "fly-2"], ["fly-1"], ["toad-1"]])
    refusals = {
        "give fly-1 to 1 as fly": "do not hold Fly 1",
        "give bat-1 to 0 as bat": "yourself",
        "give bat-1 to 3 as bat": "no seat 3",
        "give bat-1 to 1 as royalty": "not a claim",
        "give bat-1 1 bat": "give <card> to <seat> as <claim>",
        "judge true": "give <card>",
    }
    before = state.view(0)
    for action, reason in refusals.items():
        with pytest.raises(IllegalMove, match=reason):
            state.apply(0, action)
    assert state.view(0) == before
    with pytest.raises(IllegalMove, match="turn"):
        state.apply(1, "give fly-1 to 0 as fly")


def test_legal_gives_cover_every_card_seat_and_claim() -> None:
    state = new_game([["bat-1", "wild"], ["fly-1"], ["toad-1"]])
    actions = state.legal_actions(0)
    assert len(actions) == 2 * 2 * 8 == len(set(actions))
    assert "give wild to 2 as royal" in actions
    assert state.legal_actions(1) == []


# -- invariants over random games -------------------------------------------------------------


def test_random_games_keep_every_card_once_and_never_lay_out_a_special() -> None:
    for players in range(2, 7):
        for seed in range(3):
            state = GAME.new_state(players=players, seed=seed)
            rng = random.Random(seed)
            while True:
                table: Any = state
                cards = [card for hand in table.hands for card in hand] + table.penalty + table.set_aside
                cards += [card for laid in table.fronts for card in laid]
                cards += [table.in_play] if table.in_play else []
                assert sorted(cards) == sorted(ALL_CARDS)
                assert not any(card in ("wild", "nothing") for laid in table.fronts for card in laid)
                assert state.scores == [len(laid) for laid in table.fronts]
                if state.is_over:
                    break
                (seat,) = state.turn
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            lost = event_of(state.log, "player_lost")
            assert state.winners == [seat for seat in range(players) if seat != lost["seat"]]
            if lost["reason"] == "of_a_kind":
                counts = [CRITTERS.index(card.rsplit("-", 1)[0]) for card in front(state, lost["seat"])]
                assert max(counts.count(index) for index in range(7)) == state.view(None)["lose_at"]


def test_a_random_move_is_the_listed_move_the_same_draw_picks() -> None:
    """``RoyalPlay.random_move`` (the rollouts' pick, which lists no gives or passes)
    is the move ``actions[int(draw * len(actions))]`` writes for every draw, in every phase."""
    phases: set[str] = set()
    draws = [index / 331 for index in range(331)] + [0.999999999]
    for players in range(2, 7):
        for seed in range(6):
            state = GAME.new_state(players=players, seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                (seat,) = state.turn
                actions = state.legal_actions(seat)
                phases.add(state.phase)  # type: ignore[attr-defined]
                for draw in draws:
                    picked = state.random_move(iter([draw]).__next__)  # type: ignore[attr-defined]
                    assert str(picked) == actions[int(draw * len(actions))]
                state.apply(seat, rng.choice(actions))
    assert phases == {"give", "respond", "pass", "place"}


def test_the_fast_rollout_plays_by_the_same_rules() -> None:
    """Every move of ``random_rollout`` replays legally through ``apply``, same outcome."""
    for players in range(2, 7):
        for seed in range(12):
            state = GAME.new_state(players=players, seed=seed)
            rng = random.Random(seed)
            for _ in range(rng.randrange(0, 60)):
                if state.is_over:
                    break
                (seat,) = state.turn
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            before = json.dumps(state.to_json())
            trace: list[tuple[int, str]] = []
            outcome = state.random_rollout(random.Random(seed), trace)  # type: ignore[attr-defined]
            assert json.dumps(state.to_json()) == before  # the state is not changed
            replayed = state.clone()
            for seat, action in trace:
                replayed.apply(seat, action)
            assert replayed.is_over
            assert outcome == [1 if seat in replayed.winners else 0 for seat in range(players)]
            assert outcome.count(0) == 1
