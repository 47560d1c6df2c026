"""The shapes of Critter Poker Royal's views and events, as ``TypedDict``s.

``RoyalState.view`` builds a ``RoyalView`` and every event is one of ``RoyalEvent``;
they stay plain JSON-able dicts (the contract's form), and the AI and the table read
them through these types (``as_view`` names a view dict as what it is). A card field of
an event is None where the seat looking may not know the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, TypedDict, cast

from table.core.vocabulary import ReasonArg


class Claim(TypedDict):
    giver: int
    receiver: int
    claim: str


class RoundView(TypedDict):
    """The round in progress."""

    starter: int  # whose hand the card came from
    giver: int  # the last seat to give it
    receiver: int
    claims: list[Claim]
    seen: list[int]  # the seats that know the card: the starter, then each peeker
    card: str | None  # the card in play, for a seat that has seen it
    can_pass: bool
    # How many specials everyone saw go into the starter's hand before this round: the
    # card in play may be one of them (a seat that has seen it knows which stayed home).
    in_doubt: int


class Habits(TypedDict):
    """One seat's public record this game (see ``moves.HABIT_FIELDS``)."""

    believed: int  # claims it judged true
    doubted: int  # claims it judged false
    peeked: int  # cards it peeked at and passed on
    could_peek: int  # responses where it could have peeked
    truths: int  # its claims that proved true when the card was revealed
    lies: int  # its claims that proved false


def habit_rows(habits: list[list[int]]) -> list[Habits]:
    """The records of every seat, kept as rows of counts, as the view shows them."""
    return [
        {"believed": b, "doubted": d, "peeked": p, "could_peek": c, "truths": t, "lies": f}
        for b, d, p, c, t, f in habits
    ]


def habit_counts(row: Habits) -> list[int]:
    """One seat's record back as its row of counts (``habit_rows`` undone)."""
    return [row["believed"], row["doubted"], row["peeked"], row["could_peek"], row["truths"], row["lies"]]


class Placing(TypedDict):
    seat: int
    claim: str
    specials: list[str]


class RoyalView(TypedDict):
    """What one seat (or, with ``seat`` None, a spectator) may know now."""

    game: Literal["royal"]
    seat: int | None
    players: int
    phase: str  # "give", "respond", "pass", "place" or "over"
    turn: list[int]
    first: int
    lose_at: int
    hand: list[str] | None
    hand_sizes: list[int]
    known_in_hands: list[list[str]]  # specials known to be in each hand
    fronts: list[list[str]]
    scores: list[int]
    penalty_top: str | None
    penalty_size: int
    set_aside: list[str]
    habits: list[Habits]  # each seat's public record of verdicts, peeks and claims
    round: RoundView
    placing: Placing | None
    losers: list[int]
    winners: list[int]


def as_view(view: Mapping[str, object]) -> RoyalView:
    """A Royal view dict read as the ``RoyalView`` it is."""
    return cast(RoyalView, view)


class Dealt(TypedDict):
    type: Literal["dealt"]
    first: int
    hand_sizes: list[int]
    penalty_size: int
    penalty_top: str | None


class TurnToGive(TypedDict):
    type: Literal["turn_to_give"]
    seat: int


class RoundStarted(TypedDict):
    type: Literal["round_started"]
    giver: int
    receiver: int
    claim: str


class CardPeeked(TypedDict):
    type: Literal["card_peeked"]
    seat: int
    card: str | None


class CardPassed(TypedDict):
    type: Literal["card_passed"]
    seat: int
    receiver: int
    claim: str


class ClaimJudged(TypedDict):
    type: Literal["claim_judged"]
    receiver: int
    giver: int
    claim: str
    verdict: bool
    card: str | None
    claim_true: bool
    right: bool
    taker: int


class CardTaken(TypedDict):
    type: Literal["card_taken"]
    seat: int
    card: str | None


class SpecialTaken(TypedDict):
    type: Literal["special_taken"]
    seat: int
    card: str | None
    source: str  # "round" or "penalty"
    claim: str


class SpecialSetAside(TypedDict):
    type: Literal["special_set_aside"]
    seat: int
    card: str | None


class CardsPlaced(TypedDict):
    type: Literal["cards_placed"]
    seat: int
    cards: list[str]


class PenaltyEmpty(TypedDict):
    type: Literal["penalty_empty"]
    seat: int


class PenaltyTaken(TypedDict):
    type: Literal["penalty_taken"]
    seat: int
    card: str | None
    new_top: str | None


class MustPlace(TypedDict):
    type: Literal["must_place"]
    seat: int
    card: str | None
    claim: str


class PlayerLost(TypedDict):
    type: Literal["player_lost"]
    seat: int
    reason: str  # "of_a_kind" or "empty_hand"
    critter: str | None
    reason_id: str  # why, as the log says it (``table.core.reasons``), in any language
    reason_args: dict[str, ReasonArg]


class GameOver(TypedDict):
    type: Literal["game_over"]
    losers: list[int]
    winners: list[int]


RoyalEvent = (
    Dealt | TurnToGive | RoundStarted | CardPeeked | CardPassed | ClaimJudged | CardTaken
    | SpecialTaken | SpecialSetAside | CardsPlaced | PenaltyEmpty | PenaltyTaken | MustPlace
    | PlayerLost | GameOver
)
