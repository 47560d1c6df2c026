"""The shapes of Vamp on the Batwalk's views and events, as ``TypedDict``s.

``BatwalkState.view`` builds a ``BatwalkView`` (a plain JSON-able dict, as the contract
promises) and the AI reads views through ``as_view``, so both sides are checked against
one description of what a seat sees. The events' shapes are written down here too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict, cast


class SlotView(TypedDict):
    """One card of a hand as the viewer sees it: its suit (the back), its face or None."""

    suit: str
    card: str | None


class PlayView(TypedDict):
    seat: int
    card: str


class ShowView(TypedDict):
    starter: int
    plays: list[PlayView]
    lead: int | None  # index in ``plays`` of the lead card
    lead_seat: int | None
    lead_card: str | None


class BatwalkView(TypedDict):
    game: str
    seat: int | None
    players: int
    seats: int  # hands at the table: the players, plus the trendsetter with two
    trendsetter: int | None
    phase: str
    turn: list[int]
    round: int
    rounds: int
    show_number: int
    shows_per_round: int
    suits: list[str]
    hands: list[list[SlotView]]
    hand_sizes: list[int]
    set_aside: int
    show: ShowView
    played_this_round: list[str]
    scores: list[int]
    win_at: int
    trendsetter_wins_at: int | None
    winners: list[int]


class DealEvent(TypedDict):
    type: str  # "deal"
    round: int
    starter: int
    hands: list[list[str]]  # redacted per seat into ``SlotView``s


class CardPlayedEvent(TypedDict):
    type: str  # "card_played"
    seat: int
    card: str
    slot: int


class StoleTheShowEvent(TypedDict):
    type: str  # "stole_the_show"
    seat: int
    card: str
    from_seat: int
    points: int


class ShowWonEvent(TypedDict):
    type: str  # "show_won"
    seat: int
    card: str
    show: int
    cards: list[PlayView]
    points: int


def as_view(view: Mapping[str, object]) -> BatwalkView:
    """A view dict (``BatwalkState.view``'s) read as the ``BatwalkView`` it is."""
    return cast(BatwalkView, view)

