"""Munch tricks, table-driven: who takes a trick, why, and which cards may be played.

Each row of ``TRICKS`` is one complete trick, played by seats 0, 1, 2, ... in that order
through a real game (a one-card forehead hand, so any card may be played), and checked
against ``rules/munch.md``, "Who wins a trick": the winner, the rule code of the
``trick_won`` event, who leads next, and the Topsy Turvy bonus for cancelled Vanquish.
The same rows are checked against ``trick_winner`` on its own. Then follow-suit duty
through real hands of several cards.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.core import IllegalMove
from table.games import get_game
from table.games.munch.cards import ALL_CARDS
from table.games.munch.rules import holds_trick, lead_suit_of, playable, trick_taker, trick_winner
from table.games.munch.state import MunchState

GAME = get_game("munch")

# (cards in playing order from seat 0, winner's seat or None, rule, Topsy Turvy bonus per seat)
# fmt: off
TRICKS: list[tuple[str, int | None, str, dict[int, int]]] = [
    # Without Topsy Turvy ------------------------------------------------------------
    # E1 a low Vampire trumps Bats
    ("bat-7 bat-4 vampire-2 bat-8"               , 2,    "trump"            , {}),
    # two players, lead suit
    ("bat-3 bat-5"                               , 1,    "lead-suit"        , {}),
    # high card off the lead suit never wins
    ("bat-3 fairy-8 bat-2"                       , 0,    "lead-suit"        , {}),
    # Vampires led: highest Vampire
    ("vampire-3 vampire-7 bat-8"                 , 1,    "trump"            , {}),
    # Vampires led over high others
    ("vampire-5 bat-8 fairy-8"                   , 0,    "trump"            , {}),
    # highest of two trumps
    ("werewolf-1 vampire-2 vampire-6"            , 2,    "trump"            , {}),
    # five players, one trump
    ("fairy-6 werewolf-8 vampire-1 fairy-7 bat-8", 2,    "trump"            , {}),
    # Vanquish led beats a Vampire 8
    ("vanquish-1 vampire-8 bat-8"                , 0,    "vanquish"         , {}),
    # Vanquish followed
    ("bat-2 vanquish-2 vampire-8"                , 1,    "vanquish"         , {}),
    # Vanquish beats trumps
    ("vampire-8 vanquish-1 vampire-1"            , 1,    "vanquish"         , {}),
    # two Vanquish, first led
    ("vanquish-2 bat-5 vanquish-1"               , 0,    "first-vanquish"   , {}),
    # two Vanquish, both followed
    ("bat-5 vanquish-1 vanquish-2 vampire-8"     , 1,    "first-vanquish"   , {}),
    # Escape led: next suit card sets lead
    ("escape bat-2 bat-6"                        , 2,    "lead-suit"        , {}),
    # Escape led: Werewolves set the lead
    ("escape werewolf-2 bat-8 werewolf-5"        , 3,    "lead-suit"        , {}),
    # Escape followed never wins
    ("bat-4 escape fairy-8"                      , 0,    "lead-suit"        , {}),
    # Escape led, a Vampire sets the lead
    ("escape vampire-1 bat-8"                    , 1,    "trump"            , {}),
    # two players: Escape led, Vanquish
    ("escape vanquish-1"                         , 1,    "vanquish"         , {}),
    # two players: Escape followed
    ("bat-1 escape"                              , 0,    "lead-suit"        , {}),
    # With Topsy Turvy ---------------------------------------------------------------
    # E2 Topsy Turvy tie: junior wins
    ("vanquish-1 werewolf-2 fairy-2 topsy"       , 2,    "topsy-off-suit"   , {3: 10}),
    # lowest of the lead suit
    ("bat-7 bat-4 topsy"                         , 1,    "topsy-lead-suit"  , {}),
    # lowest off-suit beats the lead suit
    ("bat-7 fairy-5 werewolf-3 topsy"            , 2,    "topsy-off-suit"   , {}),
    # the lead suit beats a Vampire
    ("bat-7 vampire-1 topsy"                     , 0,    "topsy-lead-suit"  , {}),
    # a high lead card beats low Vampires
    ("bat-8 vampire-2 vampire-1 topsy"           , 0,    "topsy-lead-suit"  , {}),
    # Vampires led: lowest Vampire
    ("vampire-6 vampire-2 topsy"                 , 1,    "topsy-lead-suit"  , {}),
    # Vampires led: a Bat off suit wins
    ("vampire-6 bat-8 topsy"                     , 1,    "topsy-off-suit"   , {}),
    # lowest lead card, Vampires lose
    ("fairy-4 fairy-1 vampire-1 topsy vampire-2" , 1,    "topsy-lead-suit"  , {}),
    # Escape followed wins
    ("bat-5 escape topsy"                        , 1,    "topsy-escape"     , {}),
    # Escape led wins; Vanquish cancelled
    ("escape bat-1 topsy vanquish-1"             , 0,    "topsy-escape"     , {2: 10}),
    # Topsy led, Escape beats Vanquish
    ("topsy vanquish-1 escape"                   , 2,    "topsy-escape"     , {0: 10}),
    # Topsy led: first suit card sets lead
    ("topsy bat-6 bat-3 fairy-8"                 , 3,    "topsy-off-suit"   , {}),
    # Topsy led, Vampires set the lead
    ("topsy vampire-4 bat-2"                     , 2,    "topsy-off-suit"   , {}),
    # Vanquish led: a Bat counts off suit
    ("vanquish-2 bat-3 vampire-1 topsy"          , 1,    "topsy-off-suit"   , {3: 10}),
    # Vanquish led, only Vampires left
    ("vanquish-1 vampire-3 vampire-5 topsy"      , 1,    "topsy-trump"      , {3: 10}),
    # two Vanquish cancelled, Bat 2 wins
    ("vanquish-1 bat-2 vanquish-2 topsy"         , 1,    "topsy-off-suit"   , {3: 20}),
    # three-way tie: last played wins
    ("vampire-5 bat-3 fairy-3 topsy werewolf-3"  , 4,    "topsy-off-suit"   , {}),
    # no card can win
    ("vanquish-1 vanquish-2 topsy"               , None, "topsy-no-winner"  , {2: 20}),
    # Topsy led, only Vanquish follow
    ("topsy vanquish-2 vanquish-1"               , None, "topsy-no-winner"  , {0: 20}),
    # two players: nobody wins
    ("bat-3 topsy"                               , None, "topsy-two-players", {}),
    # two players: Vanquish cancelled
    ("vanquish-1 topsy"                          , None, "topsy-two-players", {1: 10}),
    # two players: Topsy led, Escape
    ("topsy escape"                              , None, "topsy-two-players", {}),
]
# fmt: on


def one_trick(cards: list[str]) -> tuple[MunchState, list[dict[str, Any]]]:
    """Play ``cards`` as the only trick of a one-hand game; seat 0 leads."""
    players = len(cards)
    state = GAME.new_state(
        players=players,
        seed=1,
        options={"hands": 1},
        deal={"hands": [[card] for card in cards], "hand_number": 1, "dealer": players - 1},
    )
    assert isinstance(state, MunchState)
    for seat in range(players):
        state.apply(seat, "predict 0")
    events = []
    for seat in range(players):
        assert state.turn == (seat,)
        events.extend(state.apply(seat, "play forehead"))
    return state, events


@pytest.mark.parametrize(("cards", "winner", "rule", "bonus"), TRICKS, ids=[t[0] for t in TRICKS])
def test_trick_through_a_game(cards: str, winner: int | None, rule: str, bonus: dict[int, int]) -> None:
    _, events = one_trick(cards.split())
    [won] = [e for e in events if e["type"] == "trick_won"]
    assert won["seat"] == winner
    assert won["rule"] == rule
    assert won["reason"]
    assert won["cards"] == [{"seat": seat, "card": card} for seat, card in enumerate(cards.split())]
    topsy_seat = cards.split().index("topsy") if "topsy" in cards else None
    # A trick nobody takes is led next by the Topsy Turvy seat.
    assert won["next_leader"] == (winner if winner is not None else topsy_seat)
    cancelled = [e for e in events if e["type"] == "vanquish_cancelled"]
    if bonus:
        assert [(e["seat"], e["bonus"]) for e in cancelled] == list(bonus.items())
    else:
        assert cancelled == []
    [scored] = [e for e in events if e["type"] == "hand_scored"]
    for row in scored["seats"]:
        assert row["bonus"] == bonus.get(row["seat"], 0)
        assert row["won"] == (1 if row["seat"] == winner else 0)


@pytest.mark.parametrize(("cards", "winner", "rule", "bonus"), TRICKS, ids=[t[0] for t in TRICKS])
def test_trick_winner_alone(cards: str, winner: int | None, rule: str, bonus: dict[int, int]) -> None:
    # Seats numbered from 3 upwards so seat and position cannot be confused.
    plays = [(3 + i, card) for i, card in enumerate(cards.split())]
    players = len(plays)
    outcome = trick_winner(plays, players)
    assert outcome.seat == (None if winner is None else 3 + winner)
    assert outcome.rule == rule
    assert 10 * len(outcome.cancelled) == sum(bonus.values())


@pytest.mark.parametrize(("cards", "winner", "rule", "bonus"), TRICKS, ids=[t[0] for t in TRICKS])
def test_trick_taker_gives_the_index_and_rule(cards: str, winner: int | None, rule: str,
                                              bonus: dict[int, int]) -> None:
    index, code, _ = trick_taker(cards.split(), len(cards.split()))
    assert (index, code) == (winner, rule)


@pytest.mark.parametrize(("cards", "winner", "rule", "bonus"), TRICKS, ids=[t[0] for t in TRICKS])
def test_holds_trick_judges_every_card_of_a_row_as_the_trick_so_far(
    cards: str, winner: int | None, rule: str, bonus: dict[int, int]
) -> None:
    played = cards.split()
    for at in range(1, len(played)):
        so_far = played[: at + 1]
        expected = trick_taker(so_far, len(played))[0] == at
        assert holds_trick(played[:at], played[at], len(played)) is expected, so_far


def test_holds_trick_agrees_with_trick_taker_on_random_unfinished_tricks() -> None:
    rng = random.Random(7)
    for _ in range(20_000):
        players = rng.randint(2, 5)
        cards = rng.sample(ALL_CARDS, rng.randint(2, players))
        trick, card = cards[:-1], cards[-1]
        assert holds_trick(trick, card, players) is (trick_taker(cards, players)[0] == len(trick)), cards


def test_the_table_covers_every_rule() -> None:
    rules = {rule for _, _, rule, _ in TRICKS}
    assert rules == {
        "vanquish",
        "first-vanquish",
        "trump",
        "lead-suit",
        "topsy-escape",
        "topsy-off-suit",
        "topsy-lead-suit",
        "topsy-trump",
        "topsy-two-players",
        "topsy-no-winner",
    }
    assert len(TRICKS) >= 30


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ("bat-7 bat-4 vampire-2 bat-8", "Vampire 2 trumps"),
        ("bat-3 fairy-8 bat-2", "Bats were led and Bat 3 is the highest"),
        ("vanquish-2 bat-5 vanquish-1", "the earlier one takes the trick"),
        ("bat-7 bat-4 topsy", "Topsy Turvy: lowest wins"),
        ("vampire-6 vampire-2 topsy", "Vampire 2 takes it"),
        ("bat-5 escape topsy", "Escape turns into the lowest card"),
        ("vanquish-1 vanquish-2 topsy", "nobody takes the trick"),
    ],
)
def test_trick_won_says_why_in_words(cards: str, words: str) -> None:
    _, events = one_trick(cards.split())
    [won] = [e for e in events if e["type"] == "trick_won"]
    assert words in won["reason"]


def test_e2_reason_explains_the_tie() -> None:
    _, events = one_trick(["vanquish-1", "werewolf-2", "fairy-2", "topsy"])
    [won] = [e for e in events if e["type"] == "trick_won"]
    assert "Topsy Turvy" in won["reason"]
    assert "junior" in won["reason"]
    assert "Fairy 2" in won["reason"]


def test_e2_cancelled_vanquish_is_captured_by_the_topsy_seat() -> None:
    state, events = one_trick(["vanquish-1", "werewolf-2", "fairy-2", "topsy"])
    [cancelled] = [e for e in events if e["type"] == "vanquish_cancelled"]
    assert cancelled["cards"] == ["vanquish-1"]
    # Cancellation is announced before the trick is awarded, so the table shows it first.
    types = [e["type"] for e in events]
    assert types.index("vanquish_cancelled") < types.index("trick_won")
    assert state.view(0)["vanquish_captured"] == [[], [], [], ["vanquish-1"]]


# -- lead suit and follow-suit duty ---------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "lead"),
    [
        ([], None),
        (["bat-7"], "bat"),
        (["vampire-2", "bat-3"], "vampire"),
        (["vanquish-1", "bat-3", "fairy-2"], None),
        (["escape"], None),
        (["escape", "fairy-2", "bat-3"], "fairy"),
        (["topsy", "vanquish-2", "werewolf-8"], "werewolf"),
        (["escape", "topsy", "vampire-1"], "vampire"),
    ],
)
def test_lead_suit(cards: list[str], lead: str | None) -> None:
    assert lead_suit_of(cards) == lead


@pytest.mark.parametrize(
    ("hand", "lead", "allowed"),
    [
        # E3: the only Bat must be played on a Bat lead, or a power card.
        (["bat-8", "vampire-3", "fairy-2", "escape"], "bat", ["bat-8", "escape"]),
        # Vampires off suit only without the lead suit.
        (["bat-2", "vampire-5"], "bat", ["bat-2"]),
        (["fairy-2", "vampire-5"], "bat", ["fairy-2", "vampire-5"]),
        # Vampires led: Vampires must follow.
        (["vampire-1", "bat-8", "topsy"], "vampire", ["vampire-1", "topsy"]),
        # No lead suit (Vanquish led, or only Escape/Topsy so far): anything.
        (["bat-2", "vampire-5", "vanquish-2"], None, ["bat-2", "vampire-5", "vanquish-2"]),
        # Every power card may always be played.
        (
            ["werewolf-1", "vanquish-1", "vanquish-2", "escape", "topsy", "bat-1"],
            "werewolf",
            ["werewolf-1", "vanquish-1", "vanquish-2", "escape", "topsy"],
        ),
    ],
)
def test_playable(hand: list[str], lead: str | None, allowed: list[str]) -> None:
    assert playable(hand, lead) == allowed


def hand_of(hands: list[list[str]], dealer: int) -> MunchState:
    """A game at the start of play of hand len(hands[0]), everyone having predicted 1."""
    state = GAME.new_state(
        players=len(hands), seed=3, deal={"hands": hands, "hand_number": len(hands[0]), "dealer": dealer}
    )
    assert isinstance(state, MunchState)
    for seat in range(len(hands)):
        state.apply(seat, "predict 1")
    return state


def test_e3_must_play_the_only_bat_and_is_told_why() -> None:
    state = hand_of(
        [
            ["bat-7", "fairy-1", "werewolf-1", "werewolf-2"],
            ["bat-4", "bat-1", "fairy-3", "fairy-4"],
            ["vampire-2", "fairy-5", "fairy-6", "fairy-7"],
            ["bat-8", "vampire-3", "fairy-2", "escape"],
        ],
        dealer=3,
    )
    state.apply(0, "play bat-7")
    state.apply(1, "play bat-4")
    state.apply(2, "play vampire-2")
    assert state.legal_actions(3) == ["play bat-8", "play escape"]
    with pytest.raises(IllegalMove, match="You must follow suit: you hold a Barmy Bat"):
        state.apply(3, "play vampire-3")
    with pytest.raises(IllegalMove, match="You do not hold Bat 1"):
        state.apply(3, "play bat-1")
    events = state.apply(3, "play bat-8")
    [won] = [e for e in events if e["type"] == "trick_won"]
    assert won["seat"] == 2  # E1: Dan's Vampire 2 takes the trick
    assert state.turn == (2,)


def test_escape_led_then_the_first_suit_card_binds_later_seats() -> None:
    state = hand_of([["escape", "bat-1"], ["fairy-2", "bat-2"], ["fairy-3", "vampire-3"]], dealer=2)
    state.apply(0, "play escape")
    # Nothing binds seat 1 yet: any card.
    assert state.legal_actions(1) == ["play fairy-2", "play bat-2"]
    state.apply(1, "play bat-2")
    assert state.view(2)["lead_suit"] == "bat"
    # Seat 2 holds no Bat, so it may play anything, a Vampire included.
    assert state.legal_actions(2) == ["play fairy-3", "play vampire-3"]
    state.apply(2, "play vampire-3")
    assert state.view(None)["known_voids"] == [[], [], ["bat"]]


def test_vanquish_led_frees_every_later_seat() -> None:
    state = hand_of([["vanquish-1", "bat-1"], ["bat-2", "fairy-2"], ["fairy-3", "bat-3"]], dealer=2)
    state.apply(0, "play vanquish-1")
    state.apply(1, "play bat-2")
    # A Bat after a Vanquish lead sets nothing: seat 2 may still play its Fairy.
    assert state.view(2)["lead_suit"] is None
    assert state.legal_actions(2) == ["play fairy-3", "play bat-3"]
    state.apply(2, "play fairy-3")
    assert state.view(None)["known_voids"] == [[], [], []]


def test_topsy_led_then_vanquish_leaves_the_suit_open() -> None:
    state = hand_of(
        [["topsy", "bat-1"], ["vanquish-2", "fairy-2"], ["fairy-3", "bat-3"], ["bat-4", "fairy-4"]], dealer=3
    )
    state.apply(0, "play topsy")
    state.apply(1, "play vanquish-2")
    assert state.legal_actions(2) == ["play fairy-3", "play bat-3"]
    state.apply(2, "play fairy-3")
    # Topsy Turvy was led, not Vanquish, so that Fairy sets the lead suit.
    assert state.legal_actions(3) == ["play fairy-4"]


def test_two_player_topsy_seat_leads_the_next_trick() -> None:
    state = hand_of([["bat-5", "bat-6"], ["topsy", "fairy-1"]], dealer=1)
    state.apply(0, "play bat-5")
    events = state.apply(1, "play topsy")
    [won] = [e for e in events if e["type"] == "trick_won"]
    assert won["seat"] is None
    assert state.turn == (1,)
    assert state.view(None)["tricks_won"] == [0, 0]
    state.apply(1, "play fairy-1")
    events = state.apply(0, "play bat-6")
    [scored] = [e for e in events if e["type"] == "hand_scored"]
    # Seat 1 led Fairies and took the second trick; the first went to nobody.
    assert [row["won"] for row in scored["seats"]] == [0, 1]


@pytest.mark.parametrize(
    "cards", [["vanquish-1", "werewolf-2", "fairy-2", "topsy"], ["vanquish-2", "bat-5", "topsy", "fairy-3"]]
)
def test_a_vanquish_led_topsy_trick_never_speaks_of_a_lead_suit_it_did_not_have(cards: list[str]) -> None:
    # Found playing: "cards off the lead suit rise to the top" after a Vanquish was led,
    # when the trick had no lead suit at all (rules, "Who wins a trick", Topsy Turvy 3).
    _, events = one_trick(cards)
    [won] = [e for e in events if e["type"] == "trick_won"]
    assert "lead suit rise" not in won["reason"]
    assert won["reason"].startswith("Topsy Turvy after a Vanquish lead: with no lead suit")
    assert won["reason"].endswith("takes it.")
