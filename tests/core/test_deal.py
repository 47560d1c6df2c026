"""The core's hidden-card dealer: never breaks a limit, always finds a deal that exists."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable

import pytest

from table.core.deal import Holdings, NoConsistentDeal, deal_hidden, deal_holdings

SUITS = "abc"


def _suit(card: str) -> str:
    return card[0]


def _lacks(suits: str) -> Callable[[str], bool]:
    return lambda card: _suit(card) not in suits


def _exists(cards: list[str], owners: list[int], voids: dict[int, str]) -> bool:
    """Brute force: is there any deal keeping every void?"""
    for chosen in itertools.permutations(cards, len(owners)):
        if all(_suit(card) not in voids.get(owner, "") for card, owner in zip(chosen, owners, strict=True)):
            return True
    return False


def test_random_instances_agree_with_brute_force() -> None:
    rng = random.Random(5)
    found = refused = 0
    for _ in range(600):
        cards = [f"{rng.choice(SUITS)}{i}" for i in range(rng.randint(1, 6))]
        places = rng.randint(0, len(cards))
        owners = [rng.randrange(3) for _ in range(places)]
        voids = {seat: "".join(rng.sample(SUITS, rng.randint(0, 2))) for seat in range(3)}
        limits = {seat: _lacks(v) for seat, v in voids.items() if v}
        if _exists(cards, owners, voids):
            dealt = deal_hidden(cards, owners, rng, limits)
            found += 1
            assert len(dealt) == len(owners)
            assert not Counter(dealt) - Counter(cards), "dealt a card twice or one not hidden"
            for card, owner in zip(dealt, owners, strict=True):
                assert _suit(card) not in voids[owner], (card, owner, voids)
        else:
            refused += 1
            with pytest.raises(NoConsistentDeal):
                deal_hidden(cards, owners, rng, limits)
    assert found > 100 and refused > 20  # both branches really exercised


def test_greedy_collision_falls_back_to_matching() -> None:
    # Seat 0 may hold a or b; seat 1 only a. Whatever the shuffle, seat 1 must get the a.
    for seed in range(50):
        dealt = deal_hidden(["a1", "b1"], [0, 1], random.Random(seed), {0: _lacks("c"), 1: _lacks("bc")})
        assert dealt == ["b1", "a1"]


def test_unlimited_deal_is_a_shuffle_and_extra_cards_stay_out() -> None:
    rng = random.Random(1)
    seen = Counter(tuple(deal_hidden(["x", "y", "z"], [0, 1], rng)) for _ in range(3000))
    assert len(seen) == 6  # every ordered pair of the three cards occurs
    assert min(seen.values()) > 350


def test_holdings_deal_and_too_few_cards() -> None:
    hold = Holdings(cards=["a1", "b2", "c3"], owners=[-1, 0, 1], limits={0: _lacks("a"), 1: _lacks("ab")})
    for seed in range(20):
        stock, first, second = deal_holdings(hold, random.Random(seed))
        assert second == "c3" and first == "b2" and stock == "a1"
    with pytest.raises(NoConsistentDeal):
        deal_hidden(["a1"], [0, 1], random.Random(0))
    assert deal_hidden([], [], random.Random(0), {0: _lacks("a")}) == []
