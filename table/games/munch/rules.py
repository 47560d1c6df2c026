"""The rules of one trick and one hand of Munch, Crunch, Scrunch!, as pure functions.

This module owns the three judgements the state machine asks for: which cards a seat
may play into a trick (``playable``), who takes a finished trick and why
(``trick_winner``, written to be read line by line against the rules file's "Who wins
a trick"), and what a seat scores for a hand (``hand_points``). They take plain card
ids and seats, so tests and AI heuristics can call them without a game state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from table.games.munch.cards import (
    ESCAPE,
    IS_POWER,
    NUMBER_OF,
    SUIT_OF,
    SUIT_PLURAL,
    TOPSY,
    TRUMP,
    VANQUISH,
    card_name,
)


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
    if lead_suit is None or lead_suit not in [SUIT_OF[card] for card in hand]:
        return list(hand)
    return [card for card in hand if SUIT_OF[card] == lead_suit or IS_POWER[card]]


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

    Follows the rules file's "Who wins a trick" rule by rule; the numbers in the
    comments are that section's.
    """
    cards = [card for _, card in plays]
    lead = lead_suit_of(cards)
    suit_cards = [i for i, card in enumerate(cards) if SUIT_OF[card] is not None]

    def won(i: int, rule: str, reason: str) -> TrickOutcome:
        return TrickOutcome(plays[i][0], rule, reason)

    if TOPSY not in cards:
        # 1. A Vanquish wins; if both were played, the first one played (the senior).
        vanquish = [i for i, card in enumerate(cards) if card in VANQUISH]
        if len(vanquish) == 2:
            return won(vanquish[0], "first-vanquish", "Two Vanquish: the earlier one takes the trick.")
        if vanquish:
            return won(vanquish[0], "vanquish", "Vanquish wins the trick.")
        # 2. Otherwise the highest Vegan Vampire wins.
        vampires = [i for i in suit_cards if SUIT_OF[cards[i]] == TRUMP]
        if vampires:
            best = max(vampires, key=lambda i: NUMBER_OF[cards[i]])
            name = card_name(cards[best])
            if lead == TRUMP:
                return won(best, "trump", f"Vegan Vampires were led and {name} is the highest.")
            return won(best, "trump", f"{name} trumps: the highest Vegan Vampire wins.")
        # 3. Otherwise the highest card of the lead suit wins. 4. Escape and cards off
        # the lead suit are never candidates. Without Vanquish and Topsy Turvy a suit
        # card is always present and the first one set the lead suit, so this group is
        # never empty.
        following = [i for i in suit_cards if SUIT_OF[cards[i]] == lead]
        best = max(following, key=lambda i: NUMBER_OF[cards[i]])
        plural = SUIT_PLURAL[lead] if lead else ""
        return won(best, "lead-suit", f"{plural} were led and {card_name(cards[best])} is the highest.")

    # With Topsy Turvy in the trick: it never wins itself and flips only this trick.
    topsy_seat = plays[cards.index(TOPSY)][0]
    # 1. Vanquish cards lose their power; the Topsy Turvy seat scores +10 for each.
    cancelled = tuple(card for card in cards if card in VANQUISH)

    def flipped(i: int | None, rule: str, reason: str) -> TrickOutcome:
        seat = None if i is None else plays[i][0]
        return TrickOutcome(seat, rule, reason, topsy_seat, cancelled)

    # 5. Two players: nobody wins a trick holding Topsy Turvy (checked first, since it
    # overrides 2-4; the Vanquish cards are cancelled all the same [table ruling]).
    if players == 2:
        return flipped(None, "topsy-two-players", "Topsy Turvy with two players: nobody takes the trick.")
    # 2. Escape counts as the lowest card of all: if present, it wins.
    if ESCAPE in cards:
        return flipped(cards.index(ESCAPE), "topsy-escape",
                       "Topsy Turvy: Escape turns into the lowest card and takes the trick.")
    # 3. Strength flips: cards off the lead suit (not Vampires) beat the lead suit, and
    # the lead suit beats Vegan Vampires. With no lead suit (Vanquish led) every
    # non-Vampire suit card counts as off the lead suit.
    if lead == TRUMP:
        lead_beats = "no other suit followed the Vampires led"
    else:
        lead_beats = "Vegan Vampires sink below the lead suit"
    groups = (
        ("topsy-off-suit", [i for i in suit_cards if SUIT_OF[cards[i]] not in (lead, TRUMP)],
         "cards off the lead suit rise to the top"),
        ("topsy-lead-suit", [i for i in suit_cards if SUIT_OF[cards[i]] == lead],
         lead_beats),
        ("topsy-trump", [i for i in suit_cards if SUIT_OF[cards[i]] == TRUMP and lead != TRUMP],
         "only Vegan Vampires are left to win"),
    )
    for rule, group, why in groups:
        if group:
            # Within the strongest group present the lowest number wins; 4. on a tie
            # the junior (later played) card wins, hence the last of the tied cards.
            lowest = min(NUMBER_OF[cards[i]] for i in group)
            tied = [i for i in group if NUMBER_OF[cards[i]] == lowest]
            best = tied[-1]
            name = card_name(cards[best])
            if len(tied) > 1:
                return flipped(best, rule, f"Topsy Turvy: lowest wins, and {why}; "
                                           f"of the tied {lowest}s the junior (later) {name} takes it.")
            return flipped(best, rule, f"Topsy Turvy: lowest wins, and {why}; {name} takes it.")
    # Clarification: no card can win (e.g. Vanquish, Vanquish, Topsy Turvy).
    return flipped(None, "topsy-no-winner", "Topsy Turvy left no card able to win: nobody takes the trick.")


def hand_points(predicted: int, won: int, cards_each: int) -> int:
    """A seat's score for a hand, before any Topsy Turvy bonus (rules file, "Scoring")."""
    if predicted >= 1:
        if won == predicted:
            return 20 + 10 * won
        return -10 * abs(won - predicted)
    if won == 0:
        return 20 + 10 * cards_each
    return -10 * won
