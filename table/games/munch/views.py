"""The typed shapes of Munch, Crunch, Scrunch!'s views and events (``TypedDict``s).

``MunchState.view`` returns a plain JSON-able dict of exactly the ``MunchView`` shape
(``API.md``: views are dicts); the AI and the table read it through ``munch_view``,
so a misspelt key or a wrong type is a type error rather than a surprise. The events
the state logs are dicts with a ``"type"``, of the shapes below.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, TypedDict, cast

from table.core.vocabulary import ReasonArg


class SeatCard(TypedDict):
    seat: int
    card: str


class PlayedTrick(TypedDict):
    cards: list[SeatCard]
    winner: int | None


class ScorePadRow(TypedDict):
    hand: int
    predictions: list[int]
    won: list[int]
    points: list[int]


class MunchView(TypedDict):
    """What one seat (or, with ``seat`` None, everyone) may see of a game."""

    game: Literal["munch"]
    seat: int | None
    players: int
    phase: Literal["predict", "play", "over"]
    turn: list[int]
    hand_number: int
    hands_total: int
    cards_each: int
    forehead: bool
    dealer: int
    leader: int
    hands: list[list[str | None]]  # None: a card this seat cannot see
    hand_sizes: list[int]
    legal_actions: list[str]
    predicted: list[bool]
    predictions: list[int | None]  # None: not made, or still secret from this seat
    tricks_won: list[int]
    trick: list[SeatCard]
    lead_suit: str | None
    tricks_played: list[PlayedTrick]
    vanquish_captured: list[list[str]]
    known_voids: list[list[str]]
    scores: list[int]
    score_pad: list[ScorePadRow]
    winners: list[int]


class DealEvent(TypedDict):
    type: Literal["deal"]
    hand: int
    cards_each: int
    dealer: int
    leader: int
    forehead: bool


class PredictionMadeEvent(TypedDict):
    type: Literal["prediction_made"]
    hand: int
    seat: int


class PredictionsRevealedEvent(TypedDict):
    type: Literal["predictions_revealed"]
    hand: int
    predictions: list[int]


class CardPlayedEvent(TypedDict):
    type: Literal["card_played"]
    hand: int
    trick: int
    seat: int
    card: str
    lead_suit: str | None


class VanquishCancelledEvent(TypedDict):
    type: Literal["vanquish_cancelled"]
    hand: int
    seat: int
    cards: list[str]
    bonus: int


class TrickWonEvent(TypedDict):
    type: Literal["trick_won"]
    hand: int
    trick: int
    seat: int | None
    cards: list[SeatCard]
    rule: str
    reason: str  # in English words
    reason_id: str  # the same as data (``table.core.reasons``), said in any language
    reason_args: dict[str, ReasonArg]
    next_leader: int


class SeatScore(TypedDict):
    seat: int
    predicted: int
    won: int
    prediction_points: int
    bonus: int
    points: int
    total: int


class HandScoredEvent(TypedDict):
    type: Literal["hand_scored"]
    hand: int
    cards_each: int
    seats: list[SeatScore]


class GameOverEvent(TypedDict):
    type: Literal["game_over"]
    hand: int
    scores: list[int]
    winners: list[int]


MunchEvent = (
    DealEvent | PredictionMadeEvent | PredictionsRevealedEvent | CardPlayedEvent
    | VanquishCancelledEvent | TrickWonEvent | HandScoredEvent | GameOverEvent
)


def munch_view(view: Mapping[str, object]) -> MunchView:
    """A Munch view (from ``MunchState.view``) as its typed shape (no copy). Refuses
    another game's view; a hand-made partial view (in a test) passes as it is."""
    if view.get("game", "munch") != "munch":
        raise ValueError(f"not a Munch view: game {view.get('game')!r}")
    return cast(MunchView, view)
