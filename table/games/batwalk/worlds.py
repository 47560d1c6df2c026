"""Vamp on the Batwalk's fast search worlds: the rest of a round on plain lists.

``RoundSampler(view)`` reads one seat's view only: every other hand is face up to it,
its own cards show their suits, the cards played this round are public. A sample deals
each of its own slots a random unseen card of that slot's suit (the deal ``determinize``
makes under the rules' ``SUIT_LIMITS``, drawn directly per suit); the rest are the
set-aside cards, kept by suit. A ``Round`` then plays on, move by move (``play``) or at
random to the end of the round (``finish``): the rules' own ``ShowPlay`` (the step the
engine plays too), with ``take_the_lead`` remembered per show across a decision's
samples, the trendsetter's leftmost card by itself, and no events, strings or
validation. A test plays it in lockstep with ``BatwalkState``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from table.games.batwalk.cards import (
    ALL_CARDS,
    CARD_NUMBER,
    SUIT,
    SUIT_NUMBER,
    SUIT_SIZE,
    SUITS,
    deck_numbers,
)
from table.games.batwalk.play import NOBODY, TRENDSETTER, ShowPlay, goals, show_key
from table.games.batwalk.views import SlotView, as_view

# Each card's whole suit as a bit set (bit ``n`` for card ``n``), for the search's keys.
SUIT_BITS: tuple[int, ...] = tuple(((1 << SUIT_SIZE) - 1) << (SUIT[card] * SUIT_SIZE)
                                   for card in range(len(ALL_CARDS)))


class Round(ShowPlay):
    """One sampled world: the rules' own ``ShowPlay`` (played with no events), with the
    unseen cards by suit for the search's model of the other seats. ``to_play`` is who
    plays next (NOBODY once the round or the game is over); ``winner`` is set by an
    instant win or by the final round's end."""

    def __init__(self, hands: list[list[int]], set_aside: list[list[int]], show: list[int],
                 show_seats: list[int], lead: int, points: list[int], seat: int, trendsetter: int,
                 last_round: bool, goal: list[int] | None = None, aside_bits: int | None = None,
                 leads: dict[int, tuple[int, bool]] | None = None) -> None:
        self.hands = hands
        # The cards in no hand and not played (the set-aside ones), by suit: one list per
        # suit of the deck (never changed: samples may share them).
        self.set_aside = set_aside
        # The same as a bit set (bit ``card``), a cheap key for what they are.
        self.aside_bits = aside_bits if aside_bits is not None else \
            sum(1 << card for cards in set_aside for card in cards)
        self.show = show
        self.show_key = show_key(show)
        # ``take_the_lead`` of each show met so far, by ``show_key`` (may be shared).
        self.leads = {} if leads is None else leads
        self.show_seats = show_seats
        self.lead = lead
        self.points = points
        self.to_play = seat
        self.seats = len(hands)
        self.trendsetter = trendsetter
        # Points that win at once (never changed: samples may share one list).
        self.goal = goal or goals(self.seats, trendsetter)
        self.final_round = last_round  # the game ends with this round unless the top ties
        self.winner = NOBODY

    @property
    def aside(self) -> list[int]:
        """The set-aside cards, in one list."""
        return [card for cards in self.set_aside for card in cards]

    def play(self, slot: int) -> None:
        """The seat to play plays the card in ``slot``; then the trendsetter plays, if next."""
        self.card(slot)
        while self.to_play == self.trendsetter != NOBODY:
            self.card(0)


def _face_up_hands(hands: list[list[SlotView]], seat: int, seen: set[int]) -> list[list[int]]:
    """Every hand's cards as ``seat`` sees them (its own: none), adding the others' to ``seen``."""
    found: list[list[int]] = []
    for owner, hand in enumerate(hands):
        faces = [slot["card"] for slot in hand]
        cards = [CARD_NUMBER[face] for face in faces if face is not None]
        if owner != seat:
            assert len(cards) == len(faces), "every other hand is face up to a seat"
            seen.update(cards)
        found.append(cards)
    return found


class RoundSampler:
    """Samples ``Round``s for one seat's decision from its view alone (see the module)."""

    def __init__(self, raw: Mapping[str, object]) -> None:
        view = as_view(raw)
        seat = view["seat"]
        assert seat is not None, "a spectator has no decision to sample for"
        self.seat = seat
        self.trendsetter = TRENDSETTER if view["trendsetter"] is not None else NOBODY
        seen: set[int] = set(CARD_NUMBER[play["card"]] for play in view["show"]["plays"])
        seen.update(CARD_NUMBER[card] for card in view["played_this_round"])
        self.hands = _face_up_hands(view["hands"], seat, seen)
        self.slots = [SUIT_NUMBER[slot["suit"]] for slot in view["hands"][seat]]
        # The unseen cards of each suit, in a fixed order (the sample depends on the view
        # and the generator only), and the seat's own slots showing that suit.
        self.unseen: list[list[int]] = [[] for _ in SUITS]
        for card in deck_numbers(view["suits"]):
            if card not in seen:
                self.unseen[SUIT[card]].append(card)
        self.leads: dict[int, tuple[int, bool]] = {}  # shared by the samples' rounds
        self.unseen_bits = sum(1 << card for cards in self.unseen for card in cards)
        self.own_slots = [(suit, [slot for slot, back in enumerate(self.slots) if back == suit])
                          for suit in sorted(set(self.slots))]
        show = view["show"]
        self.show = [CARD_NUMBER[play["card"]] for play in show["plays"]]
        self.show_seats = [play["seat"] for play in show["plays"]]
        self.lead = show["lead"] if show["lead"] is not None else NOBODY
        self.points = list(view["scores"])
        self.to_play = view["turn"][0] if view["turn"] else NOBODY
        self.last_round = view["round"] >= view["rounds"]
        self.goal = goals(len(self.hands), self.trendsetter)

    def sample(self, rng: random.Random) -> Round:
        """Each of the seat's own slots gets an unseen card of its suit, uniformly at
        random without replacement (a partial Fisher–Yates per suit): the deal
        ``deal_hidden`` makes under ``SUIT_LIMITS``, with fewer draws."""
        rand = rng.random
        own = [0] * len(self.slots)
        own_bits = 0
        aside = self.unseen.copy()  # suits without own slots share the sampler's lists
        for suit, slots in self.own_slots:
            pool = aside[suit] = aside[suit].copy()
            size = len(pool)
            for index, slot in enumerate(slots):
                pick = index + int(rand() * (size - index))
                card = own[slot] = pool[pick]
                own_bits |= 1 << card
                pool[pick] = pool[index]
            del pool[: len(slots)]
        hands = [hand.copy() for hand in self.hands]
        hands[self.seat] = own
        return Round(hands, aside, self.show.copy(), self.show_seats.copy(), self.lead, self.points.copy(),
                     self.to_play, self.trendsetter, self.last_round, self.goal, self.unseen_bits ^ own_bits,
                     self.leads)


def possible_cards(world: Round, seat: int) -> list[list[int]]:
    """What ``seat`` can tell of each of its cards in ``world``: the cards of that
    card's suit it cannot see (its own hand's and the set-aside ones)."""
    hand = world.hands[seat]
    by_suit: dict[int, list[int]] = {}
    for card in hand:
        suit = SUIT[card]
        if suit not in by_suit:
            by_suit[suit] = [mine for mine in hand if SUIT[mine] == suit] + world.set_aside[suit]
    return [by_suit[SUIT[mine]] for mine in hand]

