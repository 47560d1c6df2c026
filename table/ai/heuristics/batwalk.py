"""Vamp on the Batwalk's AI knowledge: deducing one's own cards, then judging each slot.

A seat sees only the backs of its own cards, so the heuristic first works out what
each of its cards can still be (``deduction.possible_values``: every value of that
suit not in sight elsewhere), then rates each slot by the points it expects from
playing it now: for every value the card may have, and for sampled plays of the seats
still to come in this show (their faces are in view; they cannot see them, so they
are taken to play any of their cards, the trendsetter its leftmost), whether the card
steals the show (+1) and whether it still leads when the show ends (+1). A small
preference for playing cards with few possibilities left keeps the uncertain ones,
which may turn out strong, for later. The sampling RNG is seeded from the view, so
a rating depends on nothing else. The search's rollout plays out the round at
random and rewards each seat's points against the others'.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from table.ai.heuristics.factors import Factor, Factors
from table.ai.support import GameSupport, View, play_out, relative_rewards
from table.core import AnyState
from table.games.batwalk import MOVES
from table.games.batwalk.actions import PLAYS
from table.games.batwalk.cards import CARD_NUMBER, SUIT
from table.games.batwalk.deduction import possible_values
from table.games.batwalk.play import HAND_SIZE, NOBODY, TRENDSETTER
from table.games.batwalk.rules import BatwalkState
from table.games.batwalk.shows import take_the_lead
from table.games.batwalk.views import as_view
from table.games.batwalk.worlds import SUIT_BITS, Round, RoundSampler

SAMPLES = 24  # sampled continuations of the show per possible value
MODEL_SAMPLES = 3  # fewer when the search models another seat: it asks very often
REWARD_SCALE = 3.0  # a points lead this large in a round counts as a sure gain


def _show_points(show: list[int], lead: int, show_seats: list[int], seat: int) -> float:
    """Points ``seat`` gets from this finished show: its steals are counted by the
    caller; here, 1 if it holds the lead card at the end."""
    return 1.0 if show_seats[lead] == seat else 0.0


def rate(raw: View, actions: list[str], samples: int = SAMPLES) -> list[float]:
    """Each action's rating: its terms (``factors``) added up in order, one source."""
    ratings = []
    for terms in _terms(raw, actions, samples):
        value = terms[0][1]
        for term in terms[1:]:
            value += term[1]
        ratings.append(value)
    return ratings


def factors(raw: View, actions: list[str], samples: int = SAMPLES) -> list[Factors]:
    """The terms of each action's rating (``rate`` adds them up): the chance the card
    steals the show and the chance it still leads at the end, each the mean over the
    values it may have, and the slight wish to spend a card whose value is nearly
    known, keeping the ones that may still be anything."""
    return [tuple(Factor(*term) for term in terms) for terms in _terms(raw, actions, samples)]


# A move's terms as plain (name, value) tuples: the search's model rates often, and
# named tuples cost (``factors`` names them).
Terms = tuple[tuple[str, float], ...]


def _terms(raw: View, actions: list[str], samples: int) -> list[Terms]:
    found: list[Terms] = []
    for parts, values in _rated(raw, actions, samples):
        if not values:
            found.append((("unknown", 0.0),))
            continue
        steals = sum(gained for gained, _ in parts) / len(values)
        holds = sum(held for _, held in parts) / len(values)
        found.append((("steals_show", steals), ("holds_lead", holds), ("keep_open", -0.01 * len(values))))
    return found


def _rated(raw: View, actions: list[str], samples: int) -> list[tuple[list[tuple[float, float]], list[str]]]:
    """For each action: (steal, hold) for each value its card may have, and those values."""
    view = as_view(raw)
    seat = view["seat"]
    assert seat is not None  # a seat rates its own moves
    seats = view["seats"]
    show = view["show"]
    played = [CARD_NUMBER[play["card"]] for play in show["plays"]]
    played_seats = [play["seat"] for play in show["plays"]]
    lead = show["lead"] if show["lead"] is not None else 0
    options = possible_values(view)
    my_suits = [slot["suit"] for slot in view["hands"][seat]]
    later = [(seat + step) % seats for step in range(1, seats - len(played))]
    # Every other hand is face up to this seat.
    later_hands = [
        [CARD_NUMBER[face] for slot in view["hands"][other] if (face := slot["card"]) is not None]
        for other in later
    ]
    key = repr((seat, played, [slot["suit"] for slot in view["hands"][seat]], later_hands, options))
    rng = random.Random(zlib.crc32(key.encode()))
    rated = []
    for action in actions:
        slot = MOVES[action].slot
        values = options[slot]
        parts = [
            _expected(CARD_NUMBER[f"{my_suits[slot]}-{value}"], played, played_seats, lead, seat,
                      later, later_hands, rng, view["trendsetter"] is not None, samples)
            for value in values
        ]
        rated.append((parts, values))
    return rated


def _expected(card: int, played: list[int], played_seats: list[int], lead: int, seat: int,
              later: list[int], later_hands: list[list[int]], rng: random.Random,
              two_players: bool, samples: int) -> tuple[float, float]:
    """(steals the show, chance of leading at the end) for playing ``card`` now."""
    show = [*played, card]
    seats_of = [*played_seats, seat]
    if len(show) == 1:
        my_lead, stole = 0, False
    else:
        my_lead, stole = take_the_lead(show, lead)
    gained = 1.0 if stole else 0.0
    if not later:
        return gained, _show_points(show, my_lead, seats_of, seat)
    held = 0.0
    for _ in range(samples):
        cards, owners, current = list(show), list(seats_of), my_lead
        for other, hand in zip(later, later_hands, strict=True):
            if not hand:
                continue
            # The trendsetter plays its leftmost card by itself; the others play blind.
            blind = not (two_players and other == TRENDSETTER)
            pick = hand[int(rng.random() * len(hand))] if blind else hand[0]
            cards.append(pick)
            owners.append(other)
            current, _ = take_the_lead(cards, current)
        held += _show_points(cards, current, owners, seat)
    return gained, held / samples


def rollout(world: AnyState, root: AnyState, rng: random.Random) -> list[float]:
    assert isinstance(world, BatwalkState) and isinstance(root, BatwalkState)
    round_number = root.round_number
    play_out(world, rng, lambda w: isinstance(w, BatwalkState) and w.round_number != round_number)
    if world.is_over:
        winners = world.winners
        return [1.0 if seat in winners else 0.0 for seat in range(world.seats)]
    deltas = [float(a - b) for a, b in zip(world.points, root.points, strict=True)]
    return relative_rewards(deltas, REWARD_SCALE)


def model(view: View, actions: list[str]) -> list[float]:
    return rate(view, actions, MODEL_SAMPLES)


_SLOT = {str(play): play.slot for play in PLAYS}
_ACTIONS = [[str(play) for play in PLAYS[:size]] for size in range(HAND_SIZE + 1)]


Memo = dict[Any, tuple[dict[int, float], dict[Any, list[float]]]]


def fast_model(world: Round, actor: int, actions: list[str], memo: Memo | None = None) -> list[float]:
    """The heuristic's judgement on a sampled ``Round``, cheaply: for each slot, over the
    cards it may be (as ``actor`` sees it), whether it steals the show (+1) and the
    chance it still leads when the show ends (+1): the share of the next seat's cards
    (face up to ``actor``) that would not take the lead from it, once per seat still to
    play; with the same slight wish to spend the cards it knows best. ``memo`` keeps,
    per show and next hand, each card's worth and the ratings of each hand that may
    hold given cards (they recur across the worlds; the lists returned are shared)."""
    show, lead, seats = world.show, world.lead, world.seats
    later = seats - len(show) - 1
    after = actor + 1 if actor + 1 < seats else 0
    following = world.hands[after] if later else []
    if later and after == world.trendsetter:
        following = following[:1]  # the trendsetter plays its leftmost card
    hand, set_aside = world.hands[actor], world.set_aside
    entry = None
    if memo is not None:
        key = (*show, lead, later, *following)
        entry = memo.get(key)
        if entry is None:
            entry = memo[key] = ({}, {})
        # What the ratings depend on besides the show: the hand and the set-aside cards
        # of its suits (the world's only hidden part ``actor`` can tell apart).
        suits = 0
        for card in hand:
            suits |= SUIT_BITS[card]
        seen = (*hand, world.aside_bits & suits)
        known_ratings = entry[1].get(seen)
        if known_ratings is not None:
            return known_ratings
    known = {} if entry is None else entry[0]
    # The cards a slot may be, as ``actor`` sees it: those of its suit in its own hand
    # and among the set-aside cards (``possible_cards``); slots of one suit share a rating.
    ratings = []
    by_suit: dict[int, float] = {}
    for mine in hand:
        suit = SUIT[mine]
        rating = by_suit.get(suit)
        if rating is None:
            total, count = 0.0, 0
            for values in (hand, set_aside[suit]):
                for card in values:
                    if SUIT[card] != suit:
                        continue
                    worth = known.get(card)
                    if worth is None:
                        worth = known[card] = _worth(show, lead, card, later, following)
                    total += worth
                    count += 1
            rating = by_suit[suit] = total / count - 0.01 * count
        ratings.append(rating)
    if entry is not None:
        entry[1][seen] = ratings
    return ratings[: len(actions)] if len(actions) < len(hand) else ratings


def _worth(show: list[int], lead: int, card: int, later: int, following: list[int]) -> float:
    """What playing ``card`` on ``show`` is worth: a steal, and the chance of holding the
    lead past the ``later`` seats (judged by the next one's cards, ``following``)."""
    cards = [*show, card]
    mine = len(show)
    if show:
        now, stole = take_the_lead(cards, lead)
    else:
        now, stole = 0, False
    gained = 1.0 if stole else 0.0
    if now != mine:
        return gained
    if not later or not following:
        return gained + 1.0
    kept = 0
    for other in following:
        cards.append(other)
        if take_the_lead(cards, now)[0] == mine:
            kept += 1
        cards.pop()
    return gained + (kept / len(following)) ** later


class BatwalkWorlds:
    """The search's worlds for a Batwalk decision: ``Round``s sampled from the view."""

    def __init__(self, view: View) -> None:
        self.sampler = RoundSampler(view)
        self.start = list(as_view(view)["scores"])
        self.memo: Memo = {}
        # ``model``'s ratings by everything they depend on (see there).
        self.ratings: dict[tuple[int, ...], list[float]] = {}

    def sample(self, rng: random.Random) -> Round:
        return self.sampler.sample(rng)

    def actor(self, world: Round) -> int | None:
        return None if world.to_play == NOBODY else world.to_play

    def actions(self, world: Round, actor: int) -> list[str]:
        return _ACTIONS[len(world.hands[actor])]

    def apply(self, world: Round, actor: int, action: str) -> None:
        world.play(_SLOT[action])

    def model(self, world: Round, actor: int, actions: list[str]) -> list[float]:
        # One look-up for a position met before: the show so far (its key fixes the
        # lead), the set-aside cards of the actor's suits, its hand and the next hand:
        # all ``fast_model`` reads (the hand also tells whose turn it is).
        hand = world.hands[actor]
        suits = 0
        for card in hand:
            suits |= SUIT_BITS[card]
        after = actor + 1 if actor + 1 < world.seats else 0
        key = (world.show_key, world.aside_bits & suits, len(hand), *hand, *world.hands[after])
        ratings = self.ratings.get(key)
        if ratings is None:
            ratings = self.ratings[key] = fast_model(world, actor, actions, self.memo)
        return ratings

    def observe(self, world: Round, actor: int, action: str, observer: int) -> str:
        return action  # every card is played face up

    def rollout(self, world: Round, rng: random.Random) -> list[float]:
        points = world.finish(rng)
        if world.winner != NOBODY:
            return [1.0 if seat == world.winner else 0.0 for seat in range(world.seats)]
        deltas = [float(a - b) for a, b in zip(points, self.start, strict=True)]
        return relative_rewards(deltas, REWARD_SCALE)


def batwalk_worlds(view: View) -> BatwalkWorlds | None:
    """Fast worlds for any decision of a seat in a round under way."""
    if view["seat"] is None or not view["turn"]:
        return None
    return BatwalkWorlds(view)


SUPPORT = GameSupport(rate=rate, rollout=rollout, model=model, worlds=batwalk_worlds)
