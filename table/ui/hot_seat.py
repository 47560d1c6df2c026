"""Hot-seat words: the table turns to whoever is handed the computer, and says so.

With two or more people at one computer, the person handed the computer sits at the
bottom of the table, their hand before them and everyone else where they sit from that
chair (the left neighbour on the left, and so on), as at a real table. Because the
seats move round when the computer changes hands, the hand-over screen says where
everyone will be, and the prompt says the table has turned until that person's first
move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from table.core.words import LIST_OF_NAMES, LIST_SEPARATOR, Words
from table.ui import layout


class _Seat(Protocol):
    @property
    def human(self) -> bool: ...


class _Players(Protocol):
    @property
    def players(self) -> int: ...


class HotSeatMatch(Protocol):
    """What these words read of a match (``controller.Match``, which uses this module)."""

    @property
    def seats(self) -> Sequence[_Seat]: ...
    @property
    def viewer(self) -> int | None: ...
    @property
    def state(self) -> _Players: ...
    def will_turn(self, seat: int) -> bool: ...


TURNED = Words("The table has turned to {name}'s seat.")
TURNS_ACROSS = Words("The table turns to {name}'s seat: {across} across.")
TURNS_SIDES = Words("The table turns to {name}'s seat: {left} on the left, {right} on the right.")
TURNS_ALL = Words(
    "The table turns to {name}'s seat: {left} on the left, {across} across, {right} on the right."
)


def turn_note(name: str) -> str:
    """The prompt's first words after the table has turned to ``name``'s seat."""
    return TURNED(name=name)


def seating_words(names: Sequence[str], seat: int, players: int) -> str:
    """Where everyone sits once the table turns to ``seat`` (API.md: seat i+1 sits to
    the left of seat i): the hand-over screen's line."""
    others = sorted(
        (s for s in range(players) if s != seat), key=lambda s: layout.relative_seat(s, seat, players)
    )
    if not others:
        return ""
    name = names[seat]
    if len(others) == 1:
        return TURNS_ACROSS(name=name, across=names[others[0]])
    left, right = names[others[0]], names[others[-1]]
    if len(others) == 2:
        return TURNS_SIDES(name=name, left=left, right=right)
    middle = [names[s] for s in others[1:-1]]
    across = middle[0] if len(middle) == 1 else LIST_OF_NAMES(
        names=LIST_SEPARATOR().join(middle[:-1]), last=middle[-1])
    return TURNS_ALL(name=name, left=left, across=across, right=right)


def deciding(match: HotSeatMatch, turn: Sequence[int]) -> set[int]:
    """The seats the table marks as deciding, of those in ``turn``: when several people
    at one computer choose at once (Munch's predictions, Dodge the Dragon's pass), only
    the one holding the computer (or, between hand-overs, the next to be handed it) is
    marked, so it never looks like two people's turn; computers deciding stay marked."""
    seats = match.seats
    humans = [seat for seat in turn if seat < len(seats) and seats[seat].human]
    if len(humans) < 2:
        return set(turn)
    holder = match.viewer if match.viewer in humans else humans[0]
    return {seat for seat in turn if seat not in humans or seat == holder}


def hand_over_line(match: HotSeatMatch, names: Sequence[str], seat: int) -> str:
    """The hand-over screen's seating line for ``seat`` ("" if the table stays as it is)."""
    return seating_words(names, seat, match.state.players) if match.will_turn(seat) else ""
