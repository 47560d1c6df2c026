"""The presented table: what the player has been shown so far, not what the rules already know.

An action's events all happen at once in the rules, but the table shows them one by
one. The table therefore draws a *presented* view: the view of the seat on screen as
it was before the events, advanced by each event only as its animation starts or
finishes (a card leaves the hand when it flies, a trick is decided when its hold
starts, its count goes to its winner when it is collected, totals change when the
round's score is shown, a new hand appears when the deal animates). The trick being
decided and the last trick collected (its cards, winner and words) are part of what
has been shown, so the table and the "Last trick" screen draw them from here. When
the last animation ends, or the player skips, it is the live view again. It is always
built from the view of the seat that may look: when the seat on screen changes
mid-animation (hot-seat), it is rebuilt from the state before the events, for the new
seat, with the same events revealed again.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from table.core import AnyState
from table.core.vocabulary import Event, View, plain_view

Reveal = Callable[[View, Event, View], None]  # (presented view, event, live view) -> None
Blank = Callable[[View], View]  # the live view with nothing dealt yet (a new game's deal)
Play = tuple[int, str]  # (seat, card) on the table
_Piece = TypeVar("_Piece")


@dataclass(frozen=True)
class TrickResult:
    """Who took a trick and what it was worth, in the game's own unit ("Mildred takes 6 points")."""

    seat: int | None  # the winner; None when nobody takes it
    words: str


@dataclass(frozen=True)
class TakenTrick:
    """A trick as it was shown when decided: its cards in play order, why it went
    where it did, and its result (None: a game without tricks, or nothing to say)."""

    cards: tuple[Play, ...] = ()
    reason: str = ""
    result: TrickResult | None = None

    @property
    def winner_index(self) -> int | None:
        """The place in ``cards`` of the winner's card, or None."""
        seat = self.result.seat if self.result is not None else None
        for index, (played, _) in enumerate(self.cards):
            if played == seat:
                return index
        return None


def taken(cards: Sequence[Play], reason: str, result: TrickResult | None = None) -> TakenTrick:
    return TakenTrick(tuple(cards), reason, result)


class PresentedTable:
    """The view the table draws and the events revealed into it since the live view."""

    def __init__(
        self, view: View, viewer: int | None, reveal: Reveal, blank: Blank, land: Reveal | None = None
    ) -> None:
        self.view = view
        self.viewer = viewer
        self.revealed: list[Event] = []
        self.landed: list[int] = []  # places in ``revealed`` of the events whose cards have landed
        self._land = land
        self.revision = 0  # changes whenever what ``view`` holds does: the still layer's key
        self._reveal = reveal
        self._blank = blank
        self._base: AnyState | None = None
        self._owned = False  # True once ``view`` is our own copy, free to change
        self._pending = False  # events are being animated
        self.deciding: TakenTrick | None = None  # a trick being held, decided, before it is collected
        self.last_trick = TakenTrick()  # the trick collected last (Royal: the card revealed last)

    @property
    def live(self) -> bool:
        """True when nothing is waiting to be revealed: the table shows the live view."""
        return not self._pending

    def begin(self, base: AnyState | None, blank: View | None = None) -> None:
        """New events are about to be animated: ``base`` is the state before them (to
        rebuild from for another seat); ``blank`` replaces the view (a new game's deal)."""
        if self.live:
            self._base = base
            self._pending = True
        if blank is not None:
            self.view = blank
            self._owned = True
            self.revision += 1

    def reveal(self, event: Event, live: View) -> None:
        """``event``'s animation has reached the point where the player sees its effect."""
        self._pending = True
        before = self.view
        self.view = copy.deepcopy(before)
        self._owned = True
        self._reveal(self.view, event, live)
        self.revealed.append(event)
        if self.view != before:  # many events change nothing on the table until they settle
            self.revision += 1

    def land(self, event: Event, live: View) -> None:
        """The cards ``event`` sends between seats have arrived (its slide has ended): what
        they show at their new place (Dodge the Dragon's passed cards in the hand)."""
        if self._land is None or not self.revealed:
            return
        index = len(self.revealed) - 1 - self.revealed[::-1].index(event) if event in self.revealed else -1
        before = self.view
        self.view = copy.deepcopy(before)
        self._land(self.view, event, live)
        self.landed.append(index)
        if self.view != before:
            self.revision += 1

    def decide(self, trick: TakenTrick) -> None:
        """The event deciding a trick is animated: its winner's card is marked, its result shown."""
        self.deciding = trick

    def collect(self, trick: TakenTrick | None = None) -> None:
        """The decided trick (or ``trick``, a game without tricks) is the last one now."""
        chosen = trick if trick is not None else self.deciding
        if chosen is not None:
            self.last_trick = chosen
        self.deciding = None

    def settle(self, live: View, viewer: int | None) -> None:
        """Everything has been shown (or skipped): the presented view is the live one."""
        if self.view is live and self.live and self.viewer == viewer:
            return
        if self.view != live or self.viewer != viewer:
            self.revision += 1
        self.view = live
        self.viewer = viewer
        self.revealed = []
        self.landed = []
        self._base = None
        self._owned = False
        self._pending = False
        self.deciding = None  # nothing is held any more

    def rebuild(self, state: AnyState, viewer: int | None, live: View) -> None:
        """The seat on screen changed mid-animation: the same reveals, seen by ``viewer``."""
        events, landed = self.revealed, set(self.landed)
        base = self._base
        self.view = plain_view(base.view(viewer)) if base is not None else self._blank(live)
        self.viewer = viewer
        self.revealed = []
        self.landed = []
        self._owned = True
        for index, event in enumerate(events):
            seen = state.redact_event(event, viewer)
            if seen is not None:
                self.reveal(seen, live)
                if index in landed:
                    self.land(seen, live)
        self.revision += 1


# -- the reveals every trick-taking table shares (presenters call and extend them) ----


def take_from_hand(view: View, seat: int, card: str) -> None:
    """``seat``'s ``card`` has left its hand: from ``hand`` (the viewer's), ``hands``
    (one list per seat, unseen cards None or a dict with ``card`` None) and ``hand_sizes``."""
    if view.get("seat") == seat and isinstance(view.get("hand"), list):
        _remove_one(view["hand"], card)
    hands = view.get("hands")
    if isinstance(hands, list) and seat < len(hands) and isinstance(hands[seat], list):
        _remove_one(hands[seat], card)
    sizes = view.get("hand_sizes")
    if isinstance(sizes, list) and seat < len(sizes) and sizes[seat] > 0:
        sizes[seat] -= 1


def _remove_one(cards: list[object], card: str) -> None:
    for index, entry in enumerate(cards):
        if entry == card or (isinstance(entry, dict) and entry.get("card") == card):
            del cards[index]
            return
    for index, entry in enumerate(cards):  # a card the viewer could not see
        if entry is None or (isinstance(entry, dict) and entry.get("card") is None):
            del cards[index]
            return


def count_trick(view: View, seat: int | None, keys: tuple[str, ...]) -> None:
    """One more trick for ``seat`` in every per-seat count in ``keys``."""
    if seat is None:
        return
    for key in keys:
        counts = view.get(key)
        if isinstance(counts, list) and seat < len(counts):
            counts[seat] += 1


def new_deal(view: View, live: View) -> None:
    """The deal has been animated: the new hands, round and phase are the live ones;
    the totals stay as they were last shown."""
    scores = view.get("scores")
    view.clear()
    view.update(copy.deepcopy(live))
    if scores is not None:
        view["scores"] = scores


def set_scores(view: View, totals: object) -> None:
    if isinstance(totals, list) and totals:
        view["scores"] = list(totals)


def blank_deal(live: View) -> View:
    """``live`` before the cards were dealt: empty hands, no trick, no totals yet."""
    view = copy.deepcopy(live)
    if isinstance(view.get("hand"), list):
        view["hand"] = []
    if isinstance(view.get("hands"), list):
        view["hands"] = [[] for _ in view["hands"]]
    if isinstance(view.get("hand_sizes"), list):
        view["hand_sizes"] = [0 for _ in view["hand_sizes"]]
    if isinstance(view.get("scores"), list):
        view["scores"] = [0 for _ in view["scores"]]
    return view


def copy_of(value: _Piece) -> _Piece:
    """A copy of a piece of the live view, safe to change in the presented one."""
    return copy.deepcopy(value)
