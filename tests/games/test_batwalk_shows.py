"""Vamp on the Batwalk's lead rules, table-driven: every branch of "Which card leads".

Each row is a show in play order, the index of the card that wins it and the indexes of
the cards that steal the show. Every row is checked twice: through ``show_outcome``
(the rule function alone) and through a real game, dealt so that seat ``i`` plays the
row's card ``i`` (scores and events included); three-card rows also run with two
players, where the trendsetter plays the first card by itself.
"""

from __future__ import annotations

from typing import Any

import pytest

from table.games import get_game
from table.games.batwalk import show_outcome
from table.games.batwalk.cards import SUITS

GAME = get_game("batwalk")

# (name, cards in play order, winning index, stealing indexes)
SHOWS: list[tuple[str, list[str], int, list[int]]] = [
    # the four seed examples (rules: Seed examples that must hold as tests)
    ("seed 1: number steal jumps to the higher card", ["red-2", "blue-3", "green-1", "blue-2"], 1, [3]),
    (
        "seed 2: number on garlic, steal, star on garlic",
        ["red-garlic", "blue-3", "red-3", "green-star"],
        0,
        [2],
    ),
    ("seed 3: steal, high card, star", ["blue-3", "yellow-3", "yellow-5", "blue-star"], 3, [1]),
    (
        "seed 4: star steal, garlic after star, garlic steal",
        ["blue-star", "yellow-star", "red-garlic", "blue-garlic"],
        3,
        [1, 3],
    ),
    # high card in suit
    ("higher number of the lead suit leads", ["red-2", "red-4", "blue-1"], 1, []),
    ("lower number of the lead suit does not", ["red-4", "red-2", "blue-1"], 0, []),
    ("higher number of another suit does not", ["red-2", "blue-5", "green-4"], 0, []),
    ("high cards climb one after another", ["red-1", "red-3", "red-5", "red-2"], 2, []),
    # steal the show with a number
    ("number steal: the stealer is its suit's highest", ["red-4", "blue-1", "blue-4"], 2, [2]),
    ("number steal hands the lead to an earlier card", ["red-3", "blue-5", "green-1", "blue-3"], 1, [3]),
    ("number steal to a card played before the old lead", ["red-1", "blue-4", "red-2", "blue-2"], 1, [3]),
    ("after a steal the old suit's higher card is off-suit", ["red-3", "blue-3", "red-5"], 1, [1]),
    ("steals chain", ["red-2", "blue-2", "green-2"], 2, [1, 2]),
    (
        "six suits, six steals in a row",
        ["red-1", "blue-1", "green-1", "yellow-1", "purple-1", "orange-1"],
        5,
        [1, 2, 3, 4, 5],
    ),
    ("a steal needs the lead card's value, not any card's", ["red-star", "blue-5", "green-5"], 0, []),
    # star
    ("star takes the lead from numbers", ["red-5", "blue-star", "green-4"], 1, []),
    ("no number beats a star", ["red-star", "red-5", "blue-5"], 0, []),
    ("star steals from a star", ["red-star", "blue-star", "green-1"], 1, [1]),
    # garlic without a star
    ("garlic takes nothing while no star is out", ["red-2", "blue-garlic", "green-1"], 0, []),
    ("any number beats a lead garlic", ["red-garlic", "blue-1", "green-garlic"], 1, []),
    ("garlic steals from a lead garlic", ["red-garlic", "blue-garlic", "green-1"], 2, [1]),
    ("number on garlic, then a number steal", ["red-garlic", "blue-3", "green-3"], 2, [2]),
    (
        "number on garlic, steal jumps to the suit's best",
        ["red-garlic", "blue-5", "green-1", "green-5"],
        3,
        [3],
    ),
    # garlic before a star
    ("star after an unled garlic: the garlic leads", ["red-2", "blue-garlic", "green-star"], 1, []),
    (
        "the most recent garlic leads, not the first",
        ["red-garlic", "blue-1", "blue-garlic", "green-star"],
        2,
        [],
    ),
    ("after the reversal a number cannot lead", ["red-2", "blue-garlic", "green-star", "red-5"], 1, []),
    ("number on garlic after a star", ["red-garlic", "blue-star", "green-5"], 0, []),
    ("after the reversal a star cannot lead", ["red-garlic", "blue-star", "green-star"], 0, []),
    # garlic after a star
    ("garlic after a star leads", ["red-star", "blue-garlic", "green-5"], 1, []),
    ("star then garlic then garlic: the second steals", ["red-star", "blue-garlic", "green-garlic"], 2, [2]),
    (
        "star, garlic, garlic, star: the garlic keeps it",
        ["red-star", "blue-garlic", "green-garlic", "yellow-star"],
        2,
        [2],
    ),
    ("star, garlic, then a number", ["red-star", "blue-garlic", "red-5", "green-4"], 1, []),
]


@pytest.mark.parametrize(("name", "cards", "winner", "steals"), SHOWS, ids=[row[0] for row in SHOWS])
def test_show_outcome(name: str, cards: list[str], winner: int, steals: list[int]) -> None:
    assert show_outcome(cards) == (winner, steals)


def deal_for_show(cards: list[str], seats: int) -> tuple[list[str], list[list[str]]]:
    """Suits and hands for ``seats`` hands whose leftmost cards are ``cards`` in order."""
    suits = list(dict.fromkeys(card.split("-")[0] for card in cards))
    suits += [suit for suit in SUITS if suit not in suits][: seats - len(suits)]
    deck = [f"{suit}-{value}" for suit in suits for value in ("1", "2", "3", "4", "5", "star", "garlic")]
    spare = [card for card in deck if card not in cards]
    hands = [[card, *spare[seat * 4 : seat * 4 + 4]] for seat, card in enumerate(cards)]
    return suits, hands


def expected_scores(seats_in_order: list[int], winner: int, steals: list[int], size: int) -> list[int]:
    scores = [0] * size
    for index in steals:
        scores[seats_in_order[index]] += 1
    scores[seats_in_order[winner]] += 1
    return scores


def check_events(
    events: list[dict[str, Any]], seats_in_order: list[int], winner: int, steals: list[int]
) -> None:
    played = [e["card"] for e in events if e["type"] == "card_played"]
    assert len(played) == len(seats_in_order)
    stole = [e["seat"] for e in events if e["type"] == "stole_the_show"]
    assert stole == [seats_in_order[index] for index in steals]
    won = [e for e in events if e["type"] == "show_won"]
    assert len(won) == 1
    assert won[0]["seat"] == seats_in_order[winner]
    assert won[0]["card"] == played[winner]
    assert [e["type"] for e in events].count("lead_changed") >= 1


@pytest.mark.parametrize(("name", "cards", "winner", "steals"), SHOWS, ids=[row[0] for row in SHOWS])
def test_show_played_at_the_table(name: str, cards: list[str], winner: int, steals: list[int]) -> None:
    players = len(cards)
    suits, hands = deal_for_show(cards, players)
    state = GAME.new_state(
        players=players, seed=3, options={"suits": suits}, deal={"hands": hands, "first": 0}
    )
    events: list[dict[str, Any]] = []
    for seat in range(players):
        assert state.turn == (seat,)
        events.extend(state.apply(seat, "play 0"))
    order = list(range(players))
    check_events(events, order, winner, steals)
    assert state.scores == expected_scores(order, winner, steals, players)
    # The seat to the right of the show's winner starts the next show.
    assert state.turn == ((order[winner] - 1) % players,)


THREE_CARD_SHOWS = [row for row in SHOWS if len(row[1]) == 3]


@pytest.mark.parametrize(
    ("name", "cards", "winner", "steals"), THREE_CARD_SHOWS, ids=[row[0] for row in THREE_CARD_SHOWS]
)
def test_show_with_the_trendsetter_leading(
    name: str, cards: list[str], winner: int, steals: list[int]
) -> None:
    suits, hands = deal_for_show(cards, 3)
    # The trendsetter (seat 2) starts; seats 0 and 1 follow clockwise.
    table_hands = [hands[1], hands[2], hands[0]]
    state = GAME.new_state(
        players=2, seed=3, options={"suits": suits}, deal={"hands": table_hands, "first": 2}
    )
    events = [e for e in state.log if e["type"] != "deal"]
    events.extend(state.apply(0, "play 0"))
    events.extend(state.apply(1, "play 0"))
    order = [2, 0, 1]
    # A show won by seat 0 hands the next start to the trendsetter, which plays at once.
    first_show = events[: next(i for i, e in enumerate(events) if e["type"] == "show_won") + 1]
    check_events(first_show, order, winner, steals)
    scores = expected_scores(order, winner, steals, 3)
    if order[winner] == 0:
        assert state.history[-1] == (2, "play 0")
    assert state.scores == scores
