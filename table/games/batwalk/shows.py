"""Which card leads a show: the four lead rules of rules/batwalk.md, top to bottom.

``take_the_lead`` is the one place the rules live: given the cards of a show in play
order (the newest last) and which of them led before it, it says which card leads now
and whether the newest card stole the show. ``show_outcome`` runs a whole show through
it, for tests, hints and the AI.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.games.batwalk.cards import CARD_NUMBER, GARLIC, RANK, STAR, SUIT, is_number


def take_the_lead(show: Sequence[int], lead: int) -> tuple[int, bool]:
    """The lead after the last card of ``show`` is played, and whether it stole the show.

    ``lead`` is the index in ``show`` of the lead card before the last card was played;
    the result is the index of the lead card after it.
    """
    new = len(show) - 1
    card = show[new]
    rank, suit = RANK[card], SUIT[card]
    lead_card = show[lead]
    lead_rank = RANK[lead_card]

    # 1. Steal the show: same value as the lead card, another suit.
    if rank == lead_rank and suit != SUIT[lead_card]:
        if rank in (STAR, GARLIC):
            return new, True
        # A number steal hands the lead to the highest number of the stealer's suit
        # played in this show, which may be an earlier card (seed example 1).
        best = new
        for index in range(new):
            other = show[index]
            if SUIT[other] == suit and is_number(other) and RANK[other] > RANK[show[best]]:
                best = index
        return best, True

    # 2. A number beats a lower number of its own suit, or a garlic while no star is out.
    if GARLIC < rank < STAR:
        if lead_rank == GARLIC:
            return (lead if _star_out(show, new) else new), False
        if SUIT[lead_card] == suit and GARLIC < lead_rank < rank:
            return new, False
        return lead, False

    # 3. A star leads unless a garlic is out; then the latest garlic leads, and garlic
    #    is the highest card for the rest of the show.
    if rank == STAR:
        for index in range(new - 1, -1, -1):
            if RANK[show[index]] == GARLIC:
                return index, False
        return new, False

    # 4. A garlic leads only once a star is out (it is then the most recent garlic).
    return (new if _star_out(show, new) else lead), False


def _star_out(show: Sequence[int], before: int) -> bool:
    """Whether a star was played in ``show`` before index ``before``."""
    return STAR in [RANK[card] for card in show[:before]]


def show_outcome(card_ids: Sequence[str]) -> tuple[int, list[int]]:
    """Play a whole show of card ids: (index of the winning card, indexes of the steals)."""
    if not card_ids:
        raise ValueError("a show has at least one card")
    show: list[int] = []
    lead = 0
    steals: list[int] = []
    for card_id in card_ids:
        if card_id not in CARD_NUMBER:
            raise ValueError(f"{card_id!r} is not a Vamp on the Batwalk card")
        show.append(CARD_NUMBER[card_id])
        if len(show) > 1:
            lead, stole = take_the_lead(show, lead)
            if stole:
                steals.append(len(show) - 1)
    return lead, steals
