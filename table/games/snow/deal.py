"""A Snow Monster Battle round dealt by hand (puzzles, tests), checked before play.

A ``deal`` gives the hands (each the same size, 1 to 13 cards) and may give the
enhancements (one per seat or null, each at most once), the leader or the dealer, and
whether battle 1's forced Troublemakers apply and Hunters are broken already.
"""

from __future__ import annotations

import random

from table.core import JsonObject, check_hands, check_keys, shuffled
from table.games.snow.cards import DECK, ENHANCEMENTS
from table.games.snow.moves import HAND_SIZE

_DEAL_KEYS = ("hands", "enhancements", "leader", "first_battle", "hunters_broken", "dealer")
DealtRound = tuple[list[list[str]], list[str | None], int, int, bool, bool]


def checked_deal(deal: JsonObject, players: int, rng: random.Random) -> DealtRound:
    """(hands, enhancements, leader, dealer, first battle, Hunters broken) of ``deal``;
    an enhancement left out is shuffled from ``rng``. A bad deal raises ValueError."""
    check_keys(deal, _DEAL_KEYS)
    hands = check_hands(deal, players, DECK)
    size = len(hands[0])
    if not 1 <= size <= HAND_SIZE or any(len(hand) != size for hand in hands):
        raise ValueError(f"deal hands must all hold the same number of cards, 1 to {HAND_SIZE}")
    leader, dealer = _leader_and_dealer(deal, players)
    first_battle = deal.get("first_battle", True)
    broken = deal.get("hunters_broken", False)
    if not isinstance(first_battle, bool) or not isinstance(broken, bool):
        raise ValueError("deal 'first_battle' and 'hunters_broken' must be true or false")
    return hands, _enhancements(deal, players, rng), leader, dealer, first_battle, broken


def _leader_and_dealer(deal: JsonObject, players: int) -> tuple[int, int]:
    """The deal's leader and dealer; one left out follows from the other (the leader
    sits on the dealer's left), both left out: seat 0 leads."""
    leader = deal.get("leader")
    dealer = deal.get("dealer")
    for key, seat in (("leader", leader), ("dealer", dealer)):
        bad = isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players
        if seat is not None and bad:
            raise ValueError(f"deal {key!r} must be a seat from 0 to {players - 1}")
    if leader is None:
        leader = 0 if dealer is None else (dealer + 1) % players
    if dealer is None:
        dealer = (leader - 1) % players
    return leader, dealer


def _enhancements(deal: JsonObject, players: int, rng: random.Random) -> list[str | None]:
    """The deal's enhancement for each seat (or null), each at most once; shuffled from
    ``rng`` when the deal leaves them out."""
    enhancements = deal.get("enhancements")
    if enhancements is None:
        enhancements = shuffled(ENHANCEMENTS, rng)[:players]
    if (
        not isinstance(enhancements, list)
        or len(enhancements) != players
        or any(e is not None and e not in ENHANCEMENTS for e in enhancements)
    ):
        raise ValueError(f"deal 'enhancements' must list one of {list(ENHANCEMENTS)} (or null) per seat")
    given = [e for e in enhancements if e is not None]
    if len(set(given)) != len(given):
        raise ValueError("deal 'enhancements': each enhancement exists once")
    return list(enhancements)
