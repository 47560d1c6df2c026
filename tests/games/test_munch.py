"""Munch, Crunch, Scrunch!: the deck and its exports, the flow of hands, simultaneous
predictions, the forehead round, what each seat sees, deals and options, and the AI's
determinized worlds (``rules/munch.md``; tricks and scores have their own files)."""

from __future__ import annotations

import json
import random

import pytest

from table.core import IllegalMove, NoConsistentDeal, deal_hidden, find_ids
from table.games import get_game
from table.games.munch import ALL_CARDS, card_name, deck_ids
from table.games.munch.rules import void_limits
from table.games.munch.state import MunchState

GAME = get_game("munch")


def new(players: int, seed: int = 1, **kwargs: object) -> MunchState:
    state = GAME.new_state(players=players, seed=seed, **kwargs)  # type: ignore[arg-type]
    assert isinstance(state, MunchState)
    return state


# -- the deck and the exports ---------------------------------------------------------


def test_the_deck_has_36_cards_in_display_order() -> None:
    assert len(ALL_CARDS) == len(set(ALL_CARDS)) == 36
    assert ALL_CARDS[:8] == tuple(f"vampire-{n}" for n in range(1, 9))
    assert ALL_CARDS[-4:] == ("vanquish-1", "vanquish-2", "escape", "topsy")
    for suit in ("bat", "werewolf", "fairy"):
        assert [c for c in ALL_CARDS if c.startswith(suit + "-")] == [f"{suit}-{n}" for n in range(1, 9)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deck_ids_are_the_whole_deck_for_every_count(players: int) -> None:
    assert deck_ids(players) == list(ALL_CARDS)


@pytest.mark.parametrize("players", [1, 6, True])
def test_deck_ids_refuse_a_bad_count(players: int) -> None:
    with pytest.raises(ValueError):
        deck_ids(players)


@pytest.mark.parametrize(
    ("card", "name"),
    [
        ("bat-7", "Bat 7"),
        ("vampire-2", "Vampire 2"),
        ("werewolf-8", "Werewolf 8"),
        ("fairy-1", "Fairy 1"),
        ("vanquish-1", "Vanquish"),
        ("vanquish-2", "Vanquish"),
        ("escape", "Escape"),
        ("topsy", "Topsy Turvy"),
    ],
)
def test_card_names(card: str, name: str) -> None:
    assert card_name(card) == name


def test_card_name_refuses_an_unknown_id() -> None:
    with pytest.raises(ValueError):
        card_name("bat-9")


def test_game_identity_and_options() -> None:
    assert (GAME.id, GAME.title, GAME.min_players, GAME.max_players) == (
        "munch",
        "Munch, Crunch, Scrunch!",
        2,
        5,
    )
    assert {opt.name for opt in GAME.options} == {"hands", "first_dealer"}
    for bad in ({"hands": 0}, {"hands": 8}, {"first_dealer": 4}):
        with pytest.raises(ValueError):
            new(4, options=bad)


# -- the flow of hands ----------------------------------------------------------------


def play_random_hand(state: MunchState, rng: random.Random) -> None:
    number = state.hand_number
    while not state.is_over and state.hand_number == number:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_seven_hands_of_growing_size_and_a_rotating_dealer() -> None:
    state = new(3, seed=5, options={"first_dealer": 1})
    rng = random.Random(5)
    deals = []
    while not state.is_over:
        view = state.view(None)
        deals.append((view["hand_number"], view["dealer"], view["leader"], view["hand_sizes"]))
        play_random_hand(state, rng)
    assert deals == [
        (1, 1, 2, [1, 1, 1]),
        (2, 2, 0, [2, 2, 2]),
        (3, 0, 1, [3, 3, 3]),
        (4, 1, 2, [4, 4, 4]),
        (5, 2, 0, [5, 5, 5]),
        (6, 0, 1, [6, 6, 6]),
        (7, 1, 2, [7, 7, 7]),
    ]
    deal_events = [e for e in state.log if e["type"] == "deal"]
    assert [(e["hand"], e["dealer"], e["forehead"]) for e in deal_events] == [
        (1, 1, True),
        (2, 2, False),
        (3, 0, False),
        (4, 1, False),
        (5, 2, False),
        (6, 0, False),
        (7, 1, False),
    ]
    assert state.log[-1]["type"] == "game_over"


def test_the_hands_option_shortens_the_game() -> None:
    state = new(2, options={"hands": 3})
    rng = random.Random(1)
    for _ in range(3):
        play_random_hand(state, rng)
    assert state.is_over
    assert [e["hand"] for e in state.log if e["type"] == "hand_scored"] == [1, 2, 3]


def test_predictions_are_simultaneous_and_revealed_together() -> None:
    state = new(
        3,
        deal={
            "hands": [["bat-1", "bat-2"], ["fairy-1", "fairy-2"], ["vampire-1", "escape"]],
            "hand_number": 2,
            "dealer": 0,
        },
    )
    assert state.turn == (0, 1, 2)
    assert state.legal_actions(1) == ["predict 0", "predict 1", "predict 2"]
    with pytest.raises(IllegalMove, match="0 to 2"):
        state.apply(1, "predict 3")
    with pytest.raises(IllegalMove, match="predicts"):
        state.apply(1, "play fairy-1")
    events = state.apply(1, "predict 2")
    assert events == [{"type": "prediction_made", "hand": 2, "seat": 1}]
    assert state.turn == (0, 2)
    with pytest.raises(IllegalMove, match="turn"):
        state.apply(1, "predict 1")
    # Only seat 1 itself knows its number; everyone knows it has predicted.
    assert state.view(1)["predictions"] == [None, 2, None]
    for seat in (0, 2, None):
        assert state.view(seat)["predictions"] == [None, None, None]
        assert state.view(seat)["predicted"] == [False, True, False]
    state.apply(2, "predict 0")
    events = state.apply(0, "predict 1")
    assert events[-1] == {"type": "predictions_revealed", "hand": 2, "predictions": [1, 2, 0]}
    assert state.view(None)["predictions"] == [1, 2, 0]
    # The seat left of the dealer leads.
    assert state.turn == (1,)
    with pytest.raises(IllegalMove, match="already revealed"):
        state.apply(1, "predict 0")


def test_a_trick_winner_leads_the_next_trick() -> None:
    state = new(
        2, deal={"hands": [["bat-1", "fairy-1"], ["bat-2", "fairy-2"]], "hand_number": 2, "dealer": 1}
    )
    state.apply(0, "predict 0")
    state.apply(1, "predict 2")
    state.apply(0, "play bat-1")
    events = state.apply(1, "play bat-2")
    assert events[-1]["type"] == "trick_won"
    assert events[-1]["seat"] == 1 and events[-1]["next_leader"] == 1
    assert state.turn == (1,)
    assert state.view(None)["tricks_played"] == [
        {"cards": [{"seat": 0, "card": "bat-1"}, {"seat": 1, "card": "bat-2"}], "winner": 1}
    ]


# -- the forehead round ---------------------------------------------------------------


def forehead(players: int = 3) -> MunchState:
    cards = ["bat-3", "vampire-4", "topsy", "fairy-8", "escape"][:players]
    return new(players, deal={"hands": [[c] for c in cards], "dealer": players - 1})


def test_forehead_each_seat_sees_every_card_but_its_own() -> None:
    state = forehead()
    assert state.view(0)["hands"] == [[None], ["vampire-4"], ["topsy"]]
    assert state.view(1)["hands"] == [["bat-3"], [None], ["topsy"]]
    assert state.view(2)["hands"] == [["bat-3"], ["vampire-4"], [None]]
    assert state.view(None)["hands"] == [[None], [None], [None]]
    assert state.view(0)["forehead"] is True
    assert "bat-3" in state.hidden_ids(0) and "vampire-4" not in state.hidden_ids(0)
    assert {"bat-3", "vampire-4", "topsy"} <= state.hidden_ids(None)
    # The undealt cards are unknown to everyone.
    assert "bat-8" in state.hidden_ids(0)


def test_forehead_own_card_stays_hidden_while_predicting_and_playing() -> None:
    state = forehead()
    for seat in range(3):
        text = json.dumps(state.view(seat))
        shown = set(find_ids(text, ["bat-3", "vampire-4", "topsy"]))
        assert shown == {c for i, c in enumerate(["bat-3", "vampire-4", "topsy"]) if i != seat}
        state.apply(seat, "predict 1")
    assert state.view(1)["hands"][1] == [None]
    assert state.legal_actions(0) == ["play forehead"]
    # Whatever card is named, the refusal is the same, so it hints at nothing.
    messages = set()
    for card in ("bat-3", "bat-4", "topsy"):
        with pytest.raises(IllegalMove) as refused:
            state.apply(0, f"play {card}")
        messages.add(str(refused.value))
    assert messages == {"In the forehead round you cannot see your own card: play it with 'play forehead'."}
    events = state.apply(0, "play forehead")
    assert events == [
        {"type": "card_played", "hand": 1, "trick": 1, "seat": 0, "card": "bat-3", "lead_suit": "bat"}
    ]
    assert state.view(0)["trick"] == [{"seat": 0, "card": "bat-3"}]
    assert "bat-3" not in state.hidden_ids(None)


def test_play_forehead_is_only_for_hand_one() -> None:
    state = new(
        2, deal={"hands": [["bat-1", "fairy-1"], ["bat-2", "fairy-2"]], "hand_number": 2, "dealer": 1}
    )
    state.apply(0, "predict 0")
    state.apply(1, "predict 0")
    with pytest.raises(IllegalMove, match="only for hand 1"):
        state.apply(0, "play forehead")
    with pytest.raises(IllegalMove, match="no card called"):
        state.apply(0, "play bat-9")


def test_after_the_forehead_round_a_seat_sees_only_its_own_hand() -> None:
    state = forehead()
    for seat in range(3):
        state.apply(seat, "predict 0")
    for seat in range(3):
        state.apply(seat, "play forehead")
    assert state.hand_number == 2
    view = state.view(1)
    assert view["hands"][0] == [None, None] and view["hands"][2] == [None, None]
    assert all(card is not None for card in view["hands"][1])
    assert state.hidden_ids(1).isdisjoint(view["hands"][1])


# -- seeing ---------------------------------------------------------------------------


def test_view_holds_what_a_table_draws() -> None:
    state = new(4, seed=3)
    view = state.view(2)
    for key in (
        "phase",
        "turn",
        "hand_number",
        "dealer",
        "leader",
        "hands",
        "hand_sizes",
        "predictions",
        "predicted",
        "tricks_won",
        "trick",
        "lead_suit",
        "tricks_played",
        "vanquish_captured",
        "known_voids",
        "scores",
        "score_pad",
        "winners",
        "legal_actions",
    ):
        assert key in view
    assert view["phase"] == "predict" and view["turn"] == [0, 1, 2, 3]
    json.dumps(view)


def test_determinize_keeps_known_voids() -> None:
    # Seat 1 showed it has no Bats; every resampled world must respect that.
    hands = [
        ["bat-1", "bat-2", "fairy-1"],
        ["fairy-2", "werewolf-1", "werewolf-2"],
        ["vampire-1", "bat-4", "bat-5"],
    ]
    state = new(3, deal={"hands": hands, "hand_number": 3, "dealer": 2})
    for seat in range(3):
        state.apply(seat, "predict 1")
    state.apply(0, "play bat-1")
    state.apply(1, "play fairy-2")
    assert state.view(None)["known_voids"][1] == ["bat"]
    for i in range(200):
        world = state.determinize(2, random.Random(i))
        assert isinstance(world, MunchState)
        assert world.view(2) == state.view(2)
        assert not any(card.startswith("bat-") for card in world.hands[1])
        assert world.hands[2] == state.hands[2]
        with pytest.raises(ValueError):
            world.to_json()


def test_void_limits_let_the_core_dealer_untangle_first_choices_that_collide() -> None:
    # Seat 0 lacks Bats, seat 1 lacks Bats and Fairies, so only the Werewolf suits seat 1;
    # whatever the shuffle, the core's dealer finds the one consistent deal.
    limits = void_limits([["bat"], ["bat", "fairy"]])
    for i in range(30):
        dealt = deal_hidden(["werewolf-1", "fairy-1", "bat-1"], [0, 1], random.Random(i), limits)
        assert dealt == ["fairy-1", "werewolf-1"]
    assert limits[0]("escape") and limits[0]("vampire-1") and not limits[0]("bat-3")
    with pytest.raises(NoConsistentDeal):
        deal_hidden(["bat-1", "bat-2"], [0, 1], random.Random(1), void_limits([["bat"], []]))


def test_determinize_hides_secret_predictions_and_the_future() -> None:
    state = new(4, seed=8)
    state.apply(1, "predict 1")
    seen = set()
    for i in range(40):
        world = state.determinize(0, random.Random(i))
        assert isinstance(world, MunchState)
        assert world.view(0) == state.view(0)
        seen.add(world.predictions[1])
        # The world's later shuffles are its own, not the real game's.
        assert world.rng.getstate() != state.rng.getstate()
    assert seen == {0, 1}


def test_determinize_in_the_forehead_round_resamples_only_the_own_card() -> None:
    state = forehead()
    moved = set()
    for i in range(60):
        world = state.determinize(0, random.Random(i))
        assert isinstance(world, MunchState)
        assert world.hands[1:] == [["vampire-4"], ["topsy"]]
        moved.add(world.hands[0][0])
    assert len(moved) > 5 and not moved & {"vampire-4", "topsy"}


# -- deals ----------------------------------------------------------------------------


def test_a_deal_starts_a_later_hand_and_the_seed_deals_the_rest() -> None:
    state = new(
        2,
        options={"hands": 4},
        deal={
            "hands": [["bat-1", "bat-2", "bat-3"], ["fairy-1", "fairy-2", "fairy-3"]],
            "hand_number": 3,
            "dealer": 0,
        },
    )
    assert (state.hand_number, state.dealer, state.turn) == (3, 0, (0, 1))
    assert state.scores == [0, 0]
    assert state.view(0)["hands"][0] == ["bat-1", "bat-2", "bat-3"]  # the order given
    play_random_hand(state, random.Random(2))
    assert (state.hand_number, state.dealer) == (4, 1)
    assert state.view(None)["hand_sizes"] == [4, 4]


@pytest.mark.parametrize(
    "deal",
    [
        {"hands": [["bat-1"], ["bat-2"]], "hand_number": 5},  # past the hands option (4)
        {"hands": [["bat-1"], ["bat-2"]], "hand_number": 2},  # wrong size for hand 2
        {"hands": [["bat-1"], ["bat-1"]]},  # a card twice
        {"hands": [["bat-1"], ["bat-2"]], "hand_number": 0},
        {"hands": [["bat-1"], ["bat-2"]], "hand_number": "1"},
        {"hands": [["bat-1"], ["bat-2"]], "dealer": 2},
        {"hands": [["bat-1"], ["bat-2"]], "dealer": True},
        {"hands": [["bat-1"], ["bat-2"]], "leader": 0},  # not a Munch deal key
    ],
)
def test_bad_deals_raise_value_error(deal: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        new(2, options={"hands": 4}, deal=deal)


def test_a_deals_dealer_overrides_the_option_and_the_option_overrides_the_seed() -> None:
    hands = {"hands": [["bat-1"], ["bat-2"], ["bat-3"]]}
    assert new(3, options={"first_dealer": 0}, deal={**hands, "dealer": 2}).dealer == 2
    assert new(3, options={"first_dealer": 0}, deal=hands).dealer == 0
    assert {new(3, seed=s).dealer for s in range(30)} == {0, 1, 2}


def test_hidden_ids_are_every_card_not_in_sight() -> None:
    hands = [["bat-1", "bat-2"], ["fairy-1", "fairy-2"], ["vampire-1", "escape"]]
    state = new(3, deal={"hands": hands, "hand_number": 2, "dealer": 2})
    assert state.hidden_ids(0) == set(ALL_CARDS) - {"bat-1", "bat-2"}
    assert state.hidden_ids(None) == set(ALL_CARDS)
    for seat in range(3):
        state.apply(seat, "predict 1")
    state.apply(0, "play bat-2")
    # A played card is public; undealt cards stay unknown to everyone.
    assert state.hidden_ids(1) == set(ALL_CARDS) - {"fairy-1", "fairy-2", "bat-2"}
    assert state.hidden_ids(None) == set(ALL_CARDS) - {"bat-2"}


def test_a_save_from_a_deal_restores_mid_hand_and_plays_on_identically() -> None:
    hands = [
        ["bat-1", "bat-2", "topsy"],
        ["fairy-1", "fairy-2", "vanquish-1"],
        ["vampire-1", "escape", "bat-8"],
    ]
    state = new(3, seed=4, options={"hands": 4}, deal={"hands": hands, "hand_number": 3, "dealer": 0})
    for seat, action in [(0, "predict 1"), (2, "predict 0"), (1, "predict 2"), (1, "play vanquish-1")]:
        state.apply(seat, action)
    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert isinstance(restored, MunchState)
    assert restored.view(2) == state.view(2) and restored.log == state.log
    rng_a, rng_b = random.Random(3), random.Random(3)
    while not state.is_over:
        seat = state.turn[0]
        state.apply(seat, rng_a.choice(state.legal_actions(seat)))
        restored.apply(seat, rng_b.choice(restored.legal_actions(seat)))
    assert restored.log == state.log and restored.winners == state.winners
