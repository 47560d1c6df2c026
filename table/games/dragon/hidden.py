"""What one seat knows of the cards it cannot see in Dodge the Dragon, from its view alone.

The hidden cards are the round's deck less the seat's own hand, the cards of this
round's finished tricks, the trick on the table and the cards it passed that still sit
in the hand on its right (it knows where those are). The hidden places are the other
hands' unknown cards and, during the pass, the other seats' chosen passes, in a fixed
order (seat by seat: hand, then pass). The limits are the voids: a seat that failed to
follow a colour this round holds none of it. ``seat_holdings`` writes this as the
core's ``Holdings``, which the state's determinize and the fast search worlds deal
with the core's one dealer (``table.core.deal``).
"""

from __future__ import annotations

from table.core.deal import Holdings, Limit
from table.games.dragon.cards import CARD_NUMBER, COLOUR, COLOUR_OF_NAME, deck_numbers
from table.games.dragon.views import DragonView

PASS_SIZE = 3


def known_elsewhere(view: DragonView) -> set[int]:
    """Cards in another hand whose place the seat knows: those it passed to its right
    that have not been played yet."""
    if view["seat"] is None or view["phase"] == "pass":
        return set()
    gone = set(view["played"]) | {play["card"] for play in view["trick"]}
    return {CARD_NUMBER[card] for card in view.get("passed", []) if card not in gone}


def hidden_places(view: DragonView) -> list[tuple[int, int]]:
    """(owner, how many) per group of hidden places, in the fixed order: each other
    seat's unknown hand cards, then (during the pass) its chosen pass."""
    seat, players = view["seat"], view["players"]
    known = len(known_elsewhere(view))
    groups = []
    for other in range(players):
        if other == seat:
            continue
        in_hand = view["hand_sizes"][other]
        if seat is not None and other == (seat - 1) % players:
            in_hand -= known
        groups.append((other, in_hand))
        if view["phase"] == "pass" and view["passed_yet"][other]:
            groups.append((other, PASS_SIZE))
    return groups


def hidden_cards(view: DragonView) -> list[int]:
    """The cards the seat cannot place, in card order."""
    out = set(CARD_NUMBER[card] for card in view["played"])
    out.update(CARD_NUMBER[play["card"]] for play in view["trick"])
    out.update(CARD_NUMBER[card] for card in view.get("hand", []))
    out.update(CARD_NUMBER[card] for card in view.get("passing", []))
    out |= known_elsewhere(view)
    return [card for card in deck_numbers(view["players"]) if card not in out]


def _lacks(colours: frozenset[int]) -> Limit[int]:
    return lambda card: COLOUR[card] not in colours


def seat_holdings(view: DragonView) -> Holdings[int]:
    """The hidden cards, their places' owners and the shown voids, as ``Holdings``."""
    owners = [owner for owner, count in hidden_places(view) for _ in range(count)]
    limits = {
        owner: _lacks(frozenset(COLOUR_OF_NAME[name] for name in colours))
        for owner, colours in enumerate(view["voids"])
        if colours and owner != view["seat"]
    }
    return Holdings(hidden_cards(view), owners, limits)


def place_hidden(hands: list[list[int]], passing: list[list[int]] | None, seat: int | None,
                 known: set[int], cards: list[int]) -> None:
    """Put ``cards`` into the places hidden from ``seat`` in the order ``hidden_places``
    names them: each other seat's hand cards whose place ``seat`` does not know (not in
    ``known``), then (during the pass, ``passing`` given) its pass; hands stay sorted."""
    dealt = iter(cards)
    for other, hand in enumerate(hands):
        if other == seat:
            continue
        for index, card in enumerate(hand):
            if card not in known:
                hand[index] = next(dealt)
        if passing is not None:
            chosen = passing[other]
            for index in range(len(chosen)):
                chosen[index] = next(dealt)
    for hand in hands:
        hand.sort()
