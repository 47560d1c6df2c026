"""The rest of a Munch hand on plain lists, for AI search: fast worlds and fast rollouts.

``Hand`` holds one hand's play (every seat's cards, the trick so far, tricks won,
Topsy Turvy bonuses) as lists and plays it with the rules module's own ``playable``,
``trick_taker`` and ``hand_points``: no events, no strings, no validation in the loop.
``HandDeal`` samples ``Hand``s from one seat's view alone, from its predictions on: the
cards it cannot see are dealt by the core's ``deal_hidden`` into the hands it cannot
see, never breaking a suit a seat has shown it lacks. ``random_hand`` finishes the
hand of a real (or determinized) state at random without changing it:
``MunchState.random_rollout``. A lockstep test
(``tests/games/test_munch_fast.py``) keeps all this in step with the engine.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Protocol

from table.core import deal_hidden
from table.games.munch.actions import FOREHEAD, PLAY_ACTION
from table.games.munch.cards import ALL_CARDS, SUIT_OF, TOPSY, VANQUISH
from table.games.munch.rules import (
    FOLLOWING,
    NOT_PREDICTED,
    PREDICT,
    RANK_OF,
    SUIT_CARDS,
    TOPSY_BONUS,
    hand_points,
    playable,
    trick_taker,
)
from table.games.munch.rules import void_limits as _void_limits
from table.games.munch.views import MunchView, munch_view

VANQUISH_1, VANQUISH_2 = VANQUISH
FOREHEAD_ACTION = {card: FOREHEAD for card in ALL_CARDS}  # every forehead play's name


class Hand:
    """The rest of one hand on plain lists. The trick in progress is ``cards`` in
    playing order from ``leader``; ``predictions`` are every seat's (not changed)."""

    __slots__ = ("bonus", "cards", "hands", "k", "lead", "leader", "left", "players", "predictions", "won")

    def __init__(self, hands: list[list[str]], leader: int, cards: list[str], lead: str | None,
                 won: list[int], bonus: list[int], left: int, predictions: list[int], k: int) -> None:
        self.hands = hands  # every seat's cards
        self.leader = leader  # who led the trick in progress
        self.cards = cards  # the trick's cards so far
        self.lead = lead  # the trick's lead suit, once set
        self.won = won  # tricks won this hand
        self.bonus = bonus  # Topsy Turvy bonuses this hand
        self.left = left  # tricks still to finish, the one in progress included
        self.predictions = predictions
        self.k = k  # the hand number: cards dealt each
        self.players = len(hands)

    @property
    def to_play(self) -> int | None:
        """The seat to play next; None once the hand is over."""
        return (self.leader + len(self.cards)) % self.players if self.left else None

    def playable(self, seat: int) -> list[str]:
        """The cards ``seat`` may play now (the rules' ``playable``)."""
        return playable(self.hands[seat], self.lead)

    def play(self, seat: int, card: str) -> None:
        """``seat`` (``to_play``) plays ``card`` (one of ``playable``), as ``MunchState`` would."""
        self.hands[seat].remove(card)
        cards = self.cards
        cards.append(card)
        if self.lead is None and SUIT_OF[card] is not None and cards[0] not in VANQUISH:
            self.lead = SUIT_OF[card]
        if len(cards) == self.players:
            self.leader = self.take_trick(cards, self.leader)
            self.cards, self.lead = [], None
            self.left -= 1

    def take_trick(self, cards: list[str], leader: int) -> int:
        """Score a finished trick led by ``leader``; who leads the next one."""
        players = self.players
        index = trick_taker(cards, players)[0]
        if TOPSY in cards:
            topsy_seat = (leader + cards.index(TOPSY)) % players
            self.bonus[topsy_seat] += TOPSY_BONUS * ((VANQUISH_1 in cards) + (VANQUISH_2 in cards))
            if index is None:
                return topsy_seat
        assert index is not None
        winner = (leader + index) % players
        self.won[winner] += 1
        return winner

    def points(self) -> list[int]:
        """Each seat's score for the hand as it stands (the whole hand, once over)."""
        k, bonus, predictions, won = self.k, self.bonus, self.predictions, self.won
        return [hand_points(predictions[s], won[s], k) + bonus[s] for s in range(self.players)]

    def finish(self, rng: random.Random, trace: list[tuple[int, str]] | None = None,
               action: Mapping[str, str] | None = None) -> list[int]:
        """Play the hand out at random; each seat's hand score. ``trace`` receives the
        moves (``action`` maps a card to the move's name, default ``play <card>``).

        ``play`` unrolled on local variables: this loop is most of the search's time."""
        rand = rng.random
        hands, players = self.hands, self.players
        names = action or PLAY_ACTION
        suit_cards, following, suit_of, rank_of, won = SUIT_CARDS, FOLLOWING, SUIT_OF, RANK_OF, self.won
        cards, lead, leader, left = self.cards, self.lead, self.leader, self.left
        seat = (leader + len(cards)) % players
        while left:
            hand = hands[seat]
            if lead is None:
                card = hand.pop(int(rand() * len(hand)))
                if suit_of[card] is not None and (not cards or cards[0] not in VANQUISH):
                    lead = suit_of[card]
            elif suit_cards[lead].isdisjoint(hand):
                card = hand.pop(int(rand() * len(hand)))
            else:
                allowed = following[lead]
                options = [card for card in hand if card in allowed]
                card = options[int(rand() * len(options))]
                hand.remove(card)
            if trace is not None:
                trace.append((seat, names[card]))
            cards.append(card)
            if len(cards) < players:
                seat = seat + 1 if seat + 1 < players else 0
            else:
                if TOPSY in cards:
                    seat = leader = self.take_trick(cards, leader)
                else:  # the rules' ranking decides a trick without Topsy Turvy
                    seat = leader = (leader + cards.index(max(cards, key=rank_of[lead]))) % players
                    won[seat] += 1
                cards, lead = [], None
                left -= 1
        self.cards, self.lead, self.leader, self.left = cards, lead, leader, left
        return self.points()


class MunchWorld(Protocol):
    """What a rollout reads of a ``MunchState`` (which imports this module: a state's
    ``random_rollout`` is ``random_hand``)."""

    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def forehead(self) -> bool: ...
    @property
    def hand_number(self) -> int: ...
    @property
    def hands(self) -> list[list[str]]: ...
    @property
    def predictions(self) -> list[int]: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick_cards(self) -> list[str]: ...
    @property
    def lead_suit(self) -> str | None: ...
    @property
    def tricks_won(self) -> list[int]: ...
    @property
    def tricks_done(self) -> list[tuple[tuple[tuple[int, str], ...], int | None]]: ...
    @property
    def captured(self) -> list[list[str]]: ...


def random_hand(
    world: MunchWorld, rng: random.Random, trace: list[tuple[int, str]] | None = None
) -> list[int]:
    """Finish the hand of ``world`` with random legal moves; each seat's hand score.

    A ``Hand`` copied from the world's lists, so the world is not changed. Predictions
    not yet made are random. ``trace``, if given, receives the moves as actions (the
    tests replay them through ``apply``).
    """
    k = world.hand_number
    rand = rng.random
    predictions = list(world.predictions)
    if world.phase == PREDICT:
        for seat in range(world.players):
            if predictions[seat] == NOT_PREDICTED:
                predictions[seat] = int(rand() * (k + 1))
                if trace is not None:
                    trace.append((seat, f"predict {predictions[seat]}"))
    return hand_of(world, predictions).finish(rng, trace, FOREHEAD_ACTION if world.forehead else None)


def hand_of(world: MunchWorld, predictions: list[int]) -> Hand:
    """The rest of ``world``'s hand as a ``Hand`` of copied lists, with ``predictions``
    (every seat's, those not yet made filled in by the caller)."""
    bonus = [TOPSY_BONUS * len(cards) for cards in world.captured]
    hands = [cards.copy() for cards in world.hands]
    return Hand(hands, world.leader, list(world.trick_cards), world.lead_suit, list(world.tricks_won), bonus,
                world.hand_number - len(world.tricks_done), predictions, world.hand_number)


def _known_hands(view: MunchView) -> list[list[str] | None]:
    """Each hand as the view's seat sees it: its cards, or None where it sees none."""
    known: list[list[str] | None] = []
    for cards in view["hands"]:
        visible = [card for card in cards if card is not None]
        known.append(visible if len(visible) == len(cards) else None)
    return known


def _unseen(view: MunchView, known: list[list[str] | None]) -> list[str]:
    """The cards the view's seat cannot see anywhere, in deck order."""
    seen = {card for cards in known if cards for card in cards}
    seen.update(play["card"] for play in view["trick"])
    seen.update(play["card"] for trick in view["tricks_played"] for play in trick["cards"])
    return [card for card in ALL_CARDS if card not in seen]


class HandDeal:
    """Samples the rest of a hand as ``Hand``s from one seat's view alone, in its
    predictions or its play (the forehead round included).

    The cards the seat cannot see (the other hands, or in the forehead round its own
    card) are dealt at random into the hands it cannot see by the core's ``deal_hidden``,
    with the limits the seat knows (the suits each seat showed it lacks). Predictions
    not made yet are ``NOT_PREDICTED``; one made but still secret from the seat
    (``secret``) is a random guess, which a caller may replace with a better one.
    """

    def __init__(self, raw_view: Mapping[str, Any]) -> None:
        view = munch_view(raw_view)
        seat = view["seat"]
        if seat is None or view["phase"] == "over":
            raise ValueError("a hand is sampled for a seat while a hand is on")
        self.seat = seat
        players = view["players"]
        self.known = _known_hands(view)  # each hand as the seat sees it (None: hidden)
        self.pool = _unseen(view, self.known)  # a fixed order
        self.hidden = [(owner, view["hand_sizes"][owner]) for owner in range(players)
                       if self.known[owner] is None]
        self.owners = [owner for owner, size in self.hidden for _ in range(size)]
        self.limits = _void_limits(view["known_voids"])
        self.leader = view["leader"]
        self.cards = [play["card"] for play in view["trick"]]
        self.lead = view["lead_suit"]
        self.won = list(view["tricks_won"])
        self.bonus = [TOPSY_BONUS * len(cards) for cards in view["vanquish_captured"]]
        self.k = view["hand_number"]
        self.left = self.k - len(view["tricks_played"])
        self.predictions = [NOT_PREDICTED if n is None else n for n in view["predictions"]]
        self.secret = [owner for owner in range(players)
                       if view["predicted"][owner] and view["predictions"][owner] is None]
        self.players = players

    def sample(self, rng: random.Random) -> Hand:
        cards = deal_hidden(self.pool, self.owners, rng, self.limits)
        hands = [[] if known is None else known.copy() for known in self.known]
        start = 0
        for owner, size in self.hidden:
            hands[owner] = cards[start : start + size]
            start += size
        predictions = self.predictions
        if predictions.count(NOT_PREDICTED) or self.secret:
            predictions = predictions.copy()  # this world's predictions are still to come
            for owner in self.secret:
                predictions[owner] = int(rng.random() * (self.k + 1))
        return Hand(hands, self.leader, self.cards.copy(), self.lead, self.won.copy(),
                    self.bonus.copy(), self.left, predictions, self.k)
