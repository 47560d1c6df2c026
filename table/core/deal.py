"""Dealing hidden cards for a determinized world: one proven algorithm for every game.

A seat that searches must guess the cards it cannot see, and the guess must agree with
everything it has seen: a seat that showed it lacks a suit holds none of that suit; a
seat whose forced play revealed it cannot hold a card does not hold it. ``deal_hidden``
deals the hidden cards into the hidden places at random under such limits, and never
breaks one when a consistent deal exists (the real deal proves one does). It tries a
quick greedy deal first (the limited places choose first, in a shuffled order) and
falls back to a bipartite matching by augmenting paths, which finds a consistent deal
whenever there is one; only when there is none does it raise ``NoConsistentDeal``.

``Holdings`` is what a game's determinize hook reports: the hidden cards, who holds
each hidden place, and the limits. It is plain data, so a game's fast search worlds
can build the same from a seat's view and deal with the same function.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

C = TypeVar("C")

Limit = Callable[[C], bool]  # True when the place's owner may hold the card


class NoConsistentDeal(ValueError):
    """No way to deal the hidden cards keeps every limit the seats have shown."""


@dataclass
class Holdings(Generic[C]):
    """The cards hidden from one seat, the places they lie in, and what is known of them.

    ``owners[i]`` holds hidden place ``i`` (a seat, or any code a game uses for a pile,
    such as -1 for an undealt stock); ``limits`` maps an owner to a test of the cards it
    may hold, and an owner not in it may hold any card. ``cards`` may hold more cards
    than there are places: the rest stay out of every place (undealt).
    """

    cards: list[C]
    owners: list[int]
    limits: Mapping[int, Limit[C]] = field(default_factory=dict)


def deal_hidden(
    cards: Sequence[C],
    owners: Sequence[int],
    rng: random.Random,
    limits: Mapping[int, Limit[C]] | None = None,
) -> list[C]:
    """One of ``cards`` for each place (``owners[i]`` holds place ``i``), dealt at random.

    A place whose owner is in ``limits`` only gets a card its limit allows. Raises
    ``NoConsistentDeal`` when no deal keeps every limit (or there are too few cards).
    The order of ``cards`` does not matter: they are shuffled with ``rng`` first.
    """
    if len(cards) < len(owners):
        raise NoConsistentDeal(f"{len(cards)} hidden cards cannot fill {len(owners)} places")
    rand = rng.random
    order = sorted(cards, key=lambda _: rand())  # a uniform shuffle, faster than rng.shuffle
    if not limits or not owners:
        return order[: len(owners)]
    picked = _greedy(order, owners, limits)
    if picked is None:
        picked = _matching(order, owners, limits)
    return picked


def deal_holdings(holdings: Holdings[C], rng: random.Random) -> list[C]:
    """``deal_hidden`` for a game hook's ``Holdings``."""
    return deal_hidden(holdings.cards, holdings.owners, rng, holdings.limits)


def _greedy(order: list[C], owners: Sequence[int], limits: Mapping[int, Limit[C]]) -> list[C] | None:
    """Limited places take the first card they may hold, the rest the cards left; None
    if a limited place finds nothing (the matching then decides)."""
    free = list(order)
    picked: list[C] = [order[0]] * len(owners)  # every place is written below
    open_places = []
    for place, owner in enumerate(owners):
        limit = limits.get(owner)
        if limit is None:
            open_places.append(place)
            continue
        for i, card in enumerate(free):
            if limit(card):
                picked[place] = free.pop(i)
                break
        else:
            return None
    # There are at least as many free cards as open places; any extra stay undealt.
    for place, card in zip(open_places, free, strict=False):
        picked[place] = card
    return picked


def _matching(order: list[C], owners: Sequence[int], limits: Mapping[int, Limit[C]]) -> list[C]:
    """A consistent deal by augmenting paths (Kuhn's algorithm), limited places first."""
    n = len(order)
    allowed: list[list[int]] = []
    for owner in owners:
        limit = limits.get(owner)
        allowed.append(list(range(n)) if limit is None else [i for i in range(n) if limit(order[i])])
    holder = [-1] * n  # card index -> the place holding it
    chosen = [-1] * len(owners)

    def place_card(place: int, tried: list[bool]) -> bool:
        for card in allowed[place]:
            if tried[card]:
                continue
            tried[card] = True
            if holder[card] < 0 or place_card(holder[card], tried):
                holder[card] = place
                chosen[place] = card
                return True
        return False

    for place in sorted(range(len(owners)), key=lambda p: len(allowed[p])):
        if not place_card(place, [False] * n):
            raise NoConsistentDeal("no deal of the hidden cards fits what the seats have shown")
    return [order[card] for card in chosen]
