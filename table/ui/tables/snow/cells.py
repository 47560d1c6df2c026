"""Snow Monster Battle's score pad cells: each round spelt out part by part.

The ``round_scored`` event carries battles won, the +50 for none won and the totals;
the Slime penalties and prey bonuses come with each ``battle_won``. A ``RoundBook``
notes those as the events pass (in log order; noting one again changes nothing), so a
round's cell reads "+30 battles / -20 Slime / +40 prey = 50" (a part a line), its parts
adding up to the points the round brought, and a round of battles alone "+30 battles = 30".

Pure Python, no pygame: tested without a display.
"""

from __future__ import annotations

from table.core.vocabulary import Event
from table.games.snow import words

BATTLE_POINTS, SLIME_POINTS, PREY_POINTS, NONE_WON_POINTS = 10, -20, 40, 50

# (round, battle) -> per seat (Slime penalties, prey caught)
RoundBook = dict[tuple[int, int], dict[int, tuple[int, int]]]


def note(book: RoundBook, event: Event) -> None:
    """Remember a battle's Slime and prey for its round's cell."""
    if event.get("type") != "battle_won":
        return
    seats: dict[int, tuple[int, int]] = {}
    seat = event.get("seat")
    if event.get("penalty") and isinstance(seat, int):
        seats[seat] = (1, 0)
    for catch in event.get("prey_caught") or []:
        slime, prey = seats.get(catch["seat"], (0, 0))
        seats[catch["seat"]] = (slime, prey + 1)
    book[(int(event.get("round", 1)), int(event.get("battle", 0)))] = seats


def parts(book: RoundBook, event: Event, seat: int) -> list[tuple[str, int]]:
    """(part, points) of ``seat``'s round in the ``round_scored`` ``event``."""
    number = int(event.get("round", 1))
    slime = sum(s.get(seat, (0, 0))[0] for (r, _), s in book.items() if r == number)
    prey = sum(s.get(seat, (0, 0))[1] for (r, _), s in book.items() if r == number)
    won = list(event.get("battles_won") or [])
    bonus = list(event.get("no_battle_bonus") or [])
    found = [
        ("battles", BATTLE_POINTS * int(won[seat]) if seat < len(won) else 0),
        ("slime", SLIME_POINTS * slime),
        ("prey", PREY_POINTS * prey),
        ("none won", NONE_WON_POINTS if seat < len(bonus) and bonus[seat] else 0),
    ]
    return [(part, points) for part, points in found if points]


_SAID = {
    "battles": words.CELL_BATTLES,
    "slime": words.CELL_SLIME,
    "prey": words.CELL_PREY,
    "none won": words.CELL_NONE_WON,
}


def round_cells(book: RoundBook, event: Event) -> list[str]:
    """One cell per seat: the round's parts and what they add up to."""
    cells = []
    for seat in range(len(event.get("battles_won") or [])):
        found = parts(book, event, seat)
        if not found:
            cells.append(words.CELL_NOTHING())
            continue
        # One part a line, so a cell stays narrow with five players at 960 x 540; the
        # sum closes the last line, a lone part's too ("+30 battles = 30").
        told = [_SAID[part](points=points) for part, points in found]
        told[-1] = words.CELL_LAST(part=told[-1], points=sum(points for _, points in found))
        cells.append("\n".join(told))
    return cells
