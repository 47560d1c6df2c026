"""The rules of one trick and one hand of Munch, Crunch, Scrunch!, as pure functions.

This module owns the three judgements the state machine asks for: which cards a seat
may play into a trick (``playable``), who takes a finished trick and why
(``trick_winner``, written to be read line by line against the rules file's "Who wins
a trick"), and what a seat scores for a hand (``hand_points``). They take plain card
ids and seats, so tests and AI heuristics can call them without a game state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Final, NamedTuple

from table.core import Reason
from table.games.munch import refusals
from table.games.munch.cards import (
    ALL_CARDS,
    ESCAPE,
    NUMBER_OF,
    POWER_CARDS,
    SUIT_OF,
    SUITS,
    TOPSY,
    TRUMP,
    VANQUISH,
)
from table.games.munch.views import SeatScore

PREDICT: Final = "predict"  # the phase in which seats predict their tricks
NOT_PREDICTED = -1  # a prediction not made yet

# Tables for the two judgements AI search makes on every move: the cards of each suit,
# the cards that may follow it, and (below) each card's rank under each lead suit.
SUIT_CARDS = {suit: frozenset(card for card in ALL_CARDS if SUIT_OF[card] == suit) for suit in SUITS}
FOLLOWING = {suit: cards.union(POWER_CARDS) for suit, cards in SUIT_CARDS.items()}
_VANQUISH_RANK, _TRUMP_RANK = 100, 10
TOPSY_BONUS = 10  # per Vanquish a Topsy Turvy cancels, whatever else happens


def _ranking(lead: str | None) -> dict[str, int]:
    """How strongly each card takes a trick led in ``lead`` (no Topsy Turvy): 0 never."""
    def rank(card: str) -> int:
        if card in VANQUISH:
            return _VANQUISH_RANK
        if SUIT_OF[card] == TRUMP:
            return _TRUMP_RANK + NUMBER_OF[card]
        return NUMBER_OF[card] if SUIT_OF[card] == lead else 0
    return {card: rank(card) for card in ALL_CARDS}


_RANK = {lead: _ranking(lead) for lead in (None, *SUITS)}
RANK_OF = {lead: rank.__getitem__ for lead, rank in _RANK.items()}
_VANQUISH_1, _VANQUISH_2 = VANQUISH


def lead_suit_of(cards: Sequence[str]) -> str | None:
    """The lead suit of a trick whose cards, in playing order, are ``cards``.

    A suit card led sets it. Vanquish led: no lead suit for the whole trick. Escape or
    Topsy Turvy led: the first suit card played afterwards sets it.
    """
    if not cards or cards[0] in VANQUISH:
        return None
    for card in cards:
        suit = SUIT_OF[card]
        if suit is not None:
            return suit
    return None


def playable(hand: Sequence[str], lead_suit: str | None) -> list[str]:
    """The cards of ``hand`` its owner may play into a trick with this lead suit.

    A seat holding the lead suit must play it or a power card (power cards may always
    be played); a seat without it, or with no lead suit yet, may play anything. Vegan
    Vampires off-suit are thereby allowed only to a seat holding no lead-suit card.
    """
    if lead_suit is None or SUIT_CARDS[lead_suit].isdisjoint(hand):
        return list(hand)
    allowed = FOLLOWING[lead_suit]
    return [card for card in hand if card in allowed]


def holds_trick(trick: Sequence[str], card: str, players: int) -> bool:
    """Would ``card``, played now into the unfinished ``trick`` (its cards so far, in
    order), take the trick if nobody played after it? (What AI ratings ask of a card.)

    The same judgement as ``trick_taker`` on the cards so far; without Topsy Turvy it is
    one comparison on the rankings: the card must outrank every card before it.
    """
    if not trick:
        return True
    if card == TOPSY or TOPSY in trick:
        return trick_taker([*trick, card], players)[0] == len(trick)
    lead = SUIT_OF[trick[0]]
    if lead is None:
        lead = lead_suit_of(trick)
        if lead is None and trick[0] not in VANQUISH:
            lead = SUIT_OF[card]  # Escape led and no suit yet: this card sets the lead
    rank = _RANK[lead]
    return rank[card] > max(map(rank.__getitem__, trick))


class TrickOutcome(NamedTuple):
    """Who takes a trick (``seat``, None for nobody) and why, in words and as a code.

    ``rule`` is one of: ``vanquish``, ``first-vanquish``, ``trump``, ``lead-suit``,
    ``topsy-escape``, ``topsy-off-suit``, ``topsy-lead-suit``, ``topsy-trump``,
    ``topsy-two-players``, ``topsy-no-winner`` (hyphenated, so that no code contains a
    card id such as ``escape`` as a whole word). ``topsy_seat`` played Topsy Turvy (or
    None) and ``cancelled`` lists the Vanquish cards it cancelled, +10 each for it.
    """

    seat: int | None
    rule: str
    reason: str
    topsy_seat: int | None = None
    cancelled: tuple[str, ...] = ()


def trick_winner(plays: Sequence[tuple[int, str]], players: int) -> TrickOutcome:
    """Resolve a finished trick: ``plays`` are (seat, card) in playing order.

    ``trick_taker`` decides; this adds the seats and the reason in words.
    """
    cards = [card for _, card in plays]
    index, rule, tied = trick_taker(cards, players)
    seat = None if index is None else plays[index][0]
    reason = trick_reason(rule, cards, index, tied)
    if TOPSY not in cards:
        return TrickOutcome(seat, rule, reason)
    topsy_seat = plays[cards.index(TOPSY)][0]
    cancelled = tuple(card for card in cards if card in VANQUISH)
    return TrickOutcome(seat, rule, reason, topsy_seat, cancelled)


def trick_taker(cards: Sequence[str], players: int) -> tuple[int | None, str, int]:
    """Which card of a finished trick takes it, and by which rule.

    ``cards`` are in playing order. Returns the winning card's index (None: nobody takes
    the trick), the rule code (see ``TrickOutcome``) and how many cards tied for it.
    Follows the rules file's "Who wins a trick" rule by rule; the numbers in the
    comments are that section's. Plain values only: AI search calls this on every trick.
    """
    if TOPSY not in cards:
        # 1. A Vanquish wins; if both were played, the first one played (the senior).
        # 2. Otherwise the highest Vegan Vampire wins. 3. Otherwise the highest card of
        # the lead suit. 4. Escape and cards off the lead suit are never candidates.
        # One ranking per lead suit says all four; ``max`` keeps the first of equals,
        # the senior Vanquish. Without Topsy Turvy a trick always holds a Vanquish or a
        # suit card, and the first suit card set the lead suit, so the best ranks above 0.
        lead = SUIT_OF[cards[0]]  # the usual case: a suit card led
        if lead is None:
            lead = lead_suit_of(cards)
        rank = _RANK[lead]
        best = max(cards, key=RANK_OF[lead])
        strongest = rank[best]
        if strongest == _VANQUISH_RANK:
            if _VANQUISH_1 in cards and _VANQUISH_2 in cards:
                return cards.index(best), "first-vanquish", 1
            return cards.index(best), "vanquish", 1
        return cards.index(best), ("trump" if strongest > _TRUMP_RANK else "lead-suit"), 1

    return _topsy_taker(cards, players)


def _topsy_taker(cards: Sequence[str], players: int) -> tuple[int | None, str, int]:
    """``trick_taker`` for a trick holding Topsy Turvy: it never wins itself and flips
    only this trick."""
    # 1. Vanquish cards lose their power (the Topsy Turvy seat scores +10 for each).
    # 5. Two players: nobody wins a trick holding Topsy Turvy (checked first, since it
    # overrides 2-4; the Vanquish cards are cancelled all the same [table ruling]).
    if players == 2:
        return None, "topsy-two-players", 0
    # 2. Escape counts as the lowest card of all: if present, it wins.
    if ESCAPE in cards:
        return cards.index(ESCAPE), "topsy-escape", 1
    # 3. Strength flips: cards off the lead suit (not Vampires) beat the lead suit, and
    # the lead suit beats Vegan Vampires. With no lead suit (Vanquish led) every
    # non-Vampire suit card counts as off the lead suit.
    lead = lead_suit_of(cards)
    suits = [SUIT_OF[card] for card in cards]
    groups = (
        ("topsy-off-suit", [i for i, suit in enumerate(suits) if suit not in (None, lead, TRUMP)]),
        ("topsy-lead-suit", [i for i, suit in enumerate(suits) if suit is not None and suit == lead]),
        ("topsy-trump", [i for i, suit in enumerate(suits) if suit == TRUMP and lead != TRUMP]),
    )
    for rule, group in groups:
        if group:
            # Within the strongest group present the lowest number wins; 4. on a tie
            # the junior (later played) card wins, hence the last of the tied cards.
            lowest = min(NUMBER_OF[cards[i]] for i in group)
            tied = [i for i in group if NUMBER_OF[cards[i]] == lowest]
            return tied[-1], rule, len(tied)
    # Clarification: no card can win (e.g. Vanquish, Vanquish, Topsy Turvy).
    return None, "topsy-no-winner", 0


def trick_reason(rule: str, cards: Sequence[str], index: int | None, tied: int) -> str:
    """The reason ``trick_winner`` gives, in English words, for a trick ``trick_taker`` judged."""
    return trick_reasons(rule, cards, index, tied)[1]


# Topsy Turvy's reasons by rule: (the lead suit was not Vampires, it was), each untied and tied.
_TOPSY = {
    "topsy-off-suit": ((refusals.TOPSY_OFF_SUIT, refusals.TOPSY_OFF_SUIT_TIED),) * 2,
    "topsy-lead-suit": ((refusals.TOPSY_VAMPIRES_SINK, refusals.TOPSY_VAMPIRES_SINK_TIED),
                        (refusals.TOPSY_NO_FOLLOW, refusals.TOPSY_NO_FOLLOW_TIED)),
    "topsy-trump": ((refusals.TOPSY_ONLY_VAMPIRES, refusals.TOPSY_ONLY_VAMPIRES_TIED),) * 2,
}


def trick_said(rule: str, cards: Sequence[str], index: int | None, tied: int) -> Reason:
    """The reason ``trick_winner`` gives, as data (``table.core.reasons``): the winning
    card by its id, said in the language spoken wherever it is shown."""
    return trick_reasons(rule, cards, index, tied)[0]


def trick_reasons(rule: str, cards: Sequence[str], index: int | None, tied: int) -> tuple[Reason, str]:
    """``trick_said``'s reason and its English words (``trick_reason``), as the
    ``trick_won`` event carries them: one of a few hundred, each made once (every trick
    of every game says one)."""
    return _trick_reasons(rule, "" if index is None else cards[index], lead_suit_of(cards), tied > 1)


@cache
def _trick_reasons(rule: str, card: str, lead: str | None, tied: bool) -> tuple[Reason, str]:
    said = _said(rule, card, lead, tied)
    return said, said.english()


def _said(rule: str, card: str, lead: str | None, tied: bool) -> Reason:
    if rule in _FIXED:
        return _FIXED[rule]()
    if rule == "trump":
        return refusals.VAMPIRES_LED(card=card) if lead == TRUMP else refusals.TRUMPS(card=card)
    if rule == "lead-suit":
        return refusals.SUIT_LED(suits=lead or "", card=card)
    if rule == "topsy-off-suit" and lead is None:  # a Vanquish led: no lead suit (rules 3)
        untied, tied_form = refusals.TOPSY_NO_LEAD, refusals.TOPSY_NO_LEAD_TIED
    else:
        untied, tied_form = _TOPSY[rule][lead == TRUMP]
    if tied:
        return tied_form(number=NUMBER_OF[card], card=card)
    return untied(card=card)


_FIXED = {
    "first-vanquish": refusals.FIRST_VANQUISH, "vanquish": refusals.VANQUISH,
    "topsy-two-players": refusals.TOPSY_TWO_PLAYERS, "topsy-escape": refusals.TOPSY_ESCAPE,
    "topsy-no-winner": refusals.TOPSY_NO_WINNER,
}


def hand_points(predicted: int, won: int, cards_each: int) -> int:
    """A seat's score for a hand, before any Topsy Turvy bonus (rules file, "Scoring")."""
    if predicted >= 1:
        if won == predicted:
            return 20 + 10 * won
        return -10 * abs(won - predicted)
    if won == 0:
        return 20 + 10 * cards_each
    return -10 * won


def void_limits(voids: list[list[str]]) -> dict[int, Callable[[str], bool]]:
    """The core dealer's limits for the suits each seat has shown it lacks: a seat may
    hold a card unless its suit is one of them (power cards have no suit)."""
    def may_hold(banned: frozenset[str | None]) -> Callable[[str], bool]:
        return lambda card: SUIT_OF[card] not in banned

    return {seat: may_hold(frozenset(suits)) for seat, suits in enumerate(voids) if suits}


def seat_scores(predictions: list[int], won: list[int], captured: list[list[str]], cards_each: int,
                totals: list[int]) -> list[SeatScore]:
    """Score a finished hand: each seat's prediction points (``hand_points``) and its
    Topsy Turvy bonus (10 a cancelled Vanquish, whatever else happens), added to
    ``totals`` in place; every seat's breakdown, as the ``hand_scored`` event shows it."""
    breakdown: list[SeatScore] = []
    for seat, predicted in enumerate(predictions):
        base = hand_points(predicted, won[seat], cards_each)
        bonus = TOPSY_BONUS * len(captured[seat])
        totals[seat] += base + bonus
        breakdown.append({"seat": seat, "predicted": predicted, "won": won[seat], "prediction_points": base,
                          "bonus": bonus, "points": base + bonus, "total": totals[seat]})
    return breakdown
