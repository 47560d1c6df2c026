"""What one seat knows of the cards it cannot see in Critter Poker Royal.

From a seat's view: the hidden cards are the deck less its own hand, every face-up
card (fronts, the set-aside specials, the top of the penalty pile), the specials it
knows to be in a hand and the card in play if it has seen it. The hidden places are,
in a fixed order, each other hand's unknown cards, the card in play (``IN_PLAY``) when
the seat has not seen it, and the penalty pile under its top (``PILE``). One limit
the view alone cannot carry: the specials everyone saw go into the starter's hand
before this round (``doubtful``) are either still there or the card in play, never
elsewhere; the state passes them in, and a search built from the view alone does not
sample such a position (its view's ``in_doubt`` says so). ``seat_holdings`` writes all
this as the core's ``Holdings`` for the core's one dealer (``table.core.deal``).
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core.deal import Holdings, Limit
from table.games.royal.cards import ALL_CARDS
from table.games.royal.views import RoyalView

IN_PLAY, PILE = -2, -1  # owner codes of the card in play and of the penalty pile


def card_hidden(view: RoyalView) -> bool:
    """Whether a card is in play that the seat has not seen."""
    return view["phase"] in ("respond", "pass") and view["round"]["card"] is None


def hidden_places(view: RoyalView) -> list[tuple[int, int]]:
    """(owner, how many) per group of hidden places, in the fixed order."""
    seat = view["seat"]
    groups = [
        (other, size - len(view["known_in_hands"][other]))
        for other, size in enumerate(view["hand_sizes"])
        if other != seat
    ]
    if card_hidden(view):
        groups.append((IN_PLAY, 1))
    groups.append((PILE, max(0, view["penalty_size"] - 1)))
    return groups


def hidden_cards(view: RoyalView) -> list[str]:
    """The cards the seat cannot place, in deck order."""
    seen = set(view["hand"] or ())
    for front in view["fronts"]:
        seen.update(front)
    seen.update(view["set_aside"])
    for known in view["known_in_hands"]:
        seen.update(known)
    if view["penalty_top"] is not None:
        seen.add(view["penalty_top"])
    if view["round"]["card"] is not None:
        seen.add(view["round"]["card"])
    return [card for card in ALL_CARDS if card not in seen]


def _not_any(cards: frozenset[str]) -> Limit[str]:
    return lambda card: card not in cards


def seat_holdings(view: RoyalView, doubtful: Sequence[str] = ()) -> Holdings[str]:
    """The hidden cards, their places' owners and the limits, as ``Holdings``."""
    owners = [owner for owner, count in hidden_places(view) for _ in range(count)]
    cards = hidden_cards(view)
    in_doubt = frozenset(card for card in doubtful if card in cards)
    limits: dict[int, Limit[str]] = {}
    if in_doubt:
        # A doubtful special is in the starter's hand or in play, nowhere else.
        starter = view["round"]["starter"]
        keep_out = _not_any(in_doubt)
        limits = {owner: keep_out for owner in set(owners) if owner not in (starter, IN_PLAY)}
    return Holdings(cards, owners, limits)
