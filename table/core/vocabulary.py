"""The words every game's views and events share: what the shared table and lessons read.

``API.md`` promises only that a view is a JSON-able dict and an event a JSON-able dict
with a ``"type"``. Each game describes its own views and events exactly, as
``TypedDict``s in ``table/games/<id>/views.py``. The shared layers (the table's base
presenter, the presented view, the table scene, the recap, the lessons) read a few keys
of every game's views and events; this module names them, with their types, in one
place. A game that has a key below gives it this type (``tests/test_conformance.py``
checks every view and event of random games against these shapes); a game may lack a
key (``total=False``): Royal has no tricks, Munch no ``round`` number.

The shared layers see a game's view through ``table_view`` and its events through
``table_event``: the same dicts, nothing copied or checked at run time (the search and
the animations read views in their inner loops), typed as the shared vocabulary.

``JsonObject`` is a JSON object at an edge of the program: a save, a settings file, a
deal or options handed in through the contract. It is the one type that stands for
"whatever JSON holds", to be checked where it is read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Required, TypedDict, TypeVar, cast

JsonObject = dict[str, Any]  # a JSON object at an edge (files, the contract): checked where read
Event = JsonObject  # an event as the contract gives it and the log holds it
View = JsonObject  # a view as a plain JSON object: the table's presented view copies and edits one
GameView = Mapping[str, object]  # some game's view, before that game's own reading (its ``as_view``)
# A game's view as its own reader takes it (its TypedDict; a table presenter's, with the
# table's additions in ``table/ui/tables/<id>/view.py``): ``Presenter[DragonView]``.
ShownT = TypeVar("ShownT", bound=GameView)


class SeatCard(TypedDict):
    """A card a seat played (a trick's entries, a taken trick's cards)."""

    seat: int
    card: str


class TableView(TypedDict, total=False):
    """The keys of a view the shared table reads, in every game that has them."""

    game: str  # the game's id
    seat: int | None  # whose view this is; None for a spectator
    players: int
    phase: str  # the game's phase word ("play", "over", ...)
    turn: list[int]  # the seats that must act now
    hand: list[str] | None  # the viewer's cards, left to right; None when it may not see them
    hands: list[list[object]]  # one list a seat (Munch, Batwalk): ids, None, or the game's card records
    hand_sizes: list[int]  # how many cards each seat holds
    trick: list[SeatCard]  # the trick on the table, in play order
    last_trick: list[SeatCard]  # the trick taken last
    scores: list[int]  # every seat's running total
    round: int | Mapping[str, object]  # the round's number; Royal's round in play is a record
    tricks_won: list[int]  # each seat's tricks this round (Munch) ...
    tricks_taken: list[int]  # ... (Dodge the Dragon) ...
    battles_won: list[int]  # ... or battles (Snow Monster Battle)
    winners: list[int]  # the winning seats once the game is over


class TableEvent(TypedDict, total=False):
    """The keys of an event the shared table and the lessons read."""

    type: Required[str]  # "deal", "card_played", "trick_won", "round_scored", "game_over", ...
    seat: int | None  # who acted or won (None: nobody takes the trick)
    card: str | None  # the card played; None when its seat may not see it
    cards: list[str] | list[SeatCard]  # the cards taken or passed: ids or plays
    round: int
    hand: int  # Munch counts hands, not rounds
    points: int | list[int]  # a trick's points, or every seat's for a round
    scores: list[int]  # every seat's running total after the event
    totals: list[int]  # the same, as Dodge the Dragon's round score names it
    winners: list[int]


# The event types the shared table and the lessons react to by name (each presenter may
# name its own for a trick and a deal: Snow's "battle_won", Royal's "dealt").
DEAL = "deal"
CARD_PLAYED = "card_played"
TRICK_WON = "trick_won"
ROUND_SCORED = "round_scored"
GAME_OVER = "game_over"
SHARED_EVENTS = (DEAL, CARD_PLAYED, TRICK_WON, ROUND_SCORED, GAME_OVER)
# The per-seat counts a taken trick adds one to, whichever a game keeps.
TRICK_COUNTS = ("tricks_won", "tricks_taken", "battles_won")


def plain_view(view: Mapping[str, object]) -> JsonObject:
    """A game's view as the contract's plain JSON object (the same dict), for code that
    reads and changes it as JSON: the table's presented view is built and edited so."""
    return cast(JsonObject, view)


def table_view(view: Mapping[str, object]) -> TableView:
    """A game's view (``GameState.view``) as the shared table reads it: the same dict."""
    return cast(TableView, view)


def table_event(event: Mapping[str, object]) -> TableEvent:
    """A game's event as the shared table reads it: the same dict."""
    return cast(TableEvent, event)
