"""The shapes of Dodge the Dragon's views and events, as ``TypedDict``s.

``DragonState.view`` builds a ``DragonView`` and every event is one of ``DragonEvent``;
they stay plain JSON-able dicts (the contract's form), and the AI and the table read
them through these types (``as_view`` names a view dict as what it is).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NotRequired, TypedDict, cast

from table.core.vocabulary import ReasonArg


class TrickPlay(TypedDict):
    seat: int
    card: str


class DragonView(TypedDict):
    """What one seat (or, with ``seat`` None, a spectator) may know now."""

    game: Literal["dragon"]
    seat: int | None
    players: int
    phase: str  # "pass", "play" or "over"
    round: int
    turn: list[int]
    hand_sizes: list[int]
    passed_yet: list[bool]
    trick: list[TrickPlay]
    led_colour: str | None
    safety_led: bool
    last_trick: list[TrickPlay]
    round_points: list[int]
    tricks_taken: list[int]
    scores: list[int]
    limit: int
    colours: list[str]
    winners: list[int]
    played: list[str]  # the cards of this round's finished tricks, in play order
    # Colours each seat has shown it lacks this round (public: everyone saw the plays).
    voids: list[list[str]]
    # A seat's own cards (absent from a spectator's view).
    hand: NotRequired[list[str]]
    passing: NotRequired[list[str]]  # the pass it chose, while the pass is on
    passed: NotRequired[list[str]]  # what it passed this round, once the pass is done
    received: NotRequired[list[str]]  # what it received this round


def as_view(view: Mapping[str, object]) -> DragonView:
    """A Dragon view dict read as the ``DragonView`` it is."""
    return cast(DragonView, view)


class Deal(TypedDict):
    type: Literal["deal"]
    round: int
    hand_sizes: list[int]


class LeadBlue1(TypedDict):
    type: Literal["lead_blue_1"]
    seat: int


class PassChosen(TypedDict):
    type: Literal["pass_chosen"]
    seat: int


# "from" is a keyword, hence the functional form; cards are None for seats not in the pass.
PassRecord = TypedDict("PassRecord", {"from": int, "to": int, "cards": list[str | None]})


class CardsPassed(TypedDict):
    type: Literal["cards_passed"]
    passes: list[PassRecord]


class CardPlayed(TypedDict):
    type: Literal["card_played"]
    seat: int
    card: str


class SafetyNamed(TypedDict):
    type: Literal["safety_named"]
    seat: int
    card: str
    colour: str


class TrickWon(TypedDict):
    type: Literal["trick_won"]
    seat: int
    points: int
    cards: list[str]
    reason: str  # the short English form ("the highest trump wins")
    reason_id: str  # the whole sentence as data (``table.core.reasons``), said in any language
    reason_args: dict[str, ReasonArg]


class MoonShot(TypedDict):
    type: Literal["moon_shot"]
    seat: int


class RoundScored(TypedDict):
    type: Literal["round_scored"]
    round: int
    points: list[int]
    totals: list[int]


class GameOver(TypedDict):
    type: Literal["game_over"]
    winners: list[int]
    scores: list[int]


DragonEvent = (
    Deal | LeadBlue1 | PassChosen | CardsPassed | CardPlayed | SafetyNamed | TrickWon | MoonShot
    | RoundScored | GameOver
)
