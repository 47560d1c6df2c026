"""The shapes of Snow Monster Battle's views and events, as ``TypedDict``s.

``SnowState.view`` builds a ``SnowView`` (a plain JSON-able dict, as the contract
promises) and the AI reads views through ``as_view``, so both sides are checked against
one description of what a seat sees. Besides the table's state, a view carries what the
seat has learnt of the others' hands this round: the suits each has shown it lacks
(``voids``), the card each was forced to play in battle 1 (``first_battle_plays``), who
led an unbroken Hunter (``hunters_only``: it held nothing but Hunters and specials), and
every card already played (``played_this_round``), from which the AI deals its guesses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict, cast

from table.core.vocabulary import ReasonArg, ReasonFields

# A card on the table; "as" (a Python keyword, hence the functional form) is what it
# counts as: a Shapeshifter's copy, else the card itself.
BattleCard = TypedDict(
    "BattleCard",
    {"seat": int, "card": str, "as": str, "enhancement": str | None, "snowballed": bool},
)

PlayRecord = TypedDict("PlayRecord", {"seat": int, "card": str, "as": str})


class PreyCaught(TypedDict):
    seat: int
    hunter: str
    prey: str


class BattleWonEvent(TypedDict):
    type: str  # "battle_won"
    round: int
    battle: int
    seat: int | None  # None: the world ended
    card: str | None
    rule: str
    rule_id: str
    notes: list[str]
    reason_id: str  # the rule as data (``table.core.reasons``), said in the language spoken
    reason_args: dict[str, ReasonArg]
    note_reasons: list[ReasonFields]  # the notes as data
    plays: list[PlayRecord]
    snowballed: str | None
    enhanced: dict[str, str]
    penalty: bool
    prey_caught: list[PreyCaught]
    points: list[int]
    scores: list[int]


class SnowView(TypedDict):
    game: str
    seat: int | None
    players: int
    phase: str
    turn: list[int]
    round: int
    dealer: int
    battle: int
    leader: int
    first_battle: bool
    last_battle: bool
    hunters_broken: bool
    lead_suit: str | None
    hand: list[str] | None
    hand_sizes: list[int]
    enhancements_dealt: list[str | None]
    enhancements_held: list[str | None]
    enhancements_aside: list[str]
    sly_fox_seat: int | None
    to_play: list[int]  # seats still owing a regular card this battle, in order
    window_dones: int  # dones said in a row in the enhancement window
    battle_cards: list[BattleCard]
    enhancements_played: list[list[int | str | None]]  # [seat, enhancement, target or None]
    last_result: BattleWonEvent | None
    battles_won: list[int]
    voids: list[list[str]]  # suit names each seat has shown it lacks this round
    first_battle_plays: list[str | None]  # each seat's forced card of battle 1
    hunters_only: list[bool]  # led an unbroken Hunter: held only Hunters and specials
    played_this_round: list[str]  # the cards of this round's finished battles
    scores: list[int]
    target: int
    winners: list[int]


def as_view(view: Mapping[str, object]) -> SnowView:
    """A view dict (``SnowState.view``'s) read as the ``SnowView`` it is."""
    return cast(SnowView, view)

