"""Standings: who placed where at the end of a game, how it is won, and the scoreboard drawn on screens.

The game-over screen ranks the players with placings (tied totals share a place, the
winners always first) and says how the game is won ("Lowest total wins"); the
hot-seat hand-over shows the same totals in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from table import manifest
from table.core.vocabulary import View
from table.core.words import Words
from table.ui import gfx, layout
from table.ui.controller import Match
from table.ui.tables import table_support


def lowest_first(game_id: str) -> bool | None:
    """Does the lowest total rank first (from the manifest)? None where only winning or
    losing counts (the game's ``TableSupport.ranks_by_total`` is False: Royal)."""
    record = table_support(game_id)
    return None if record is not None and not record.ranks_by_total else manifest.entry(game_id).low_is_best


def how_won(game_id: str, view: View) -> str:
    """How ``game_id`` is won, in one short sentence for the game-over screen (the
    game's own ``TableSupport.how_won``, else by its total)."""
    record = table_support(game_id)
    if record is not None and record.how_won is not None:
        return record.how_won(view)
    return (LOWEST_WINS if lowest_first(game_id) else HIGHEST_WINS)()


def placings(
    scores: Sequence[int], winners: Sequence[int], lowest_first: bool | None
) -> list[tuple[int, int]]:
    """(place, seat) for every seat, best first: the winners, then by total.

    Seats that rank alike share a place and the next place skips ("1st, 1st, 3rd").
    ``lowest_first`` None ranks only winners above the rest (Royal).
    """

    def key(seat: int) -> tuple[int, int]:
        order = 0 if lowest_first is None else scores[seat] if lowest_first else -scores[seat]
        return (0 if seat in winners else 1, order)

    seats = sorted(range(len(scores)), key=lambda seat: (key(seat), seat))
    return [(1 + sum(key(other) < key(seat) for other in seats), seat) for seat in seats]


LOWEST_WINS = Words("Lowest total wins.")
HIGHEST_WINS = Words("Highest total wins.")
# A place, by English's endings: each language writes its own (German "{n}.", French "{n}e").
FIRST_PLACE = Words("1st")
PLACE_ST, PLACE_ND, PLACE_RD, PLACE_TH = Words("{n}st"), Words("{n}nd"), Words("{n}rd"), Words("{n}th")


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th..."""
    if place == 1:
        return FIRST_PLACE()
    endings = {1: PLACE_ST, 2: PLACE_ND, 3: PLACE_RD}
    said = PLACE_TH if 10 <= place % 100 <= 20 else endings.get(place % 10, PLACE_TH)
    return said(n=place)


def draw_scoreboard(
    surface: pygame.Surface,
    match: Match,
    rect: layout.Rect,
    highlight: set[int],
    names: list[str] | None = None,
    order: list[int] | None = None,
) -> None:
    """Names and totals, in seat order or in ``order``: public information only (``names``: the
    table's, with any hand nobody controls, such as Batwalk's trendsetter)."""
    x, y, w, h = rect
    names = names or match.names
    rows = len(names)
    row_h = h / max(rows, 1)
    px = round(min(row_h * 0.55, surface.get_height() * 0.035))
    for row, seat in enumerate(order or range(rows)):
        top = y + row * row_h
        colour = gfx.FOCUS if seat in highlight else gfx.INK
        gfx.draw_text(
            surface,
            names[seat],
            px,
            (x, top + row_h / 2),
            colour,
            anchor="midleft",
            max_width=w * 0.7,
            bold=seat in highlight,
        )
        gfx.draw_text(
            surface,
            str(match.state.scores[seat]),
            px,
            (x + w, top + row_h / 2),
            colour,
            anchor="midright",
            bold=True,
        )


def ranked(match: Match, seats: int) -> list[int]:
    """The seats from first place down (see ``placings``)."""
    scores = list(match.state.scores)[:seats]
    return [seat for _, seat in placings(scores, match.state.winners, lowest_first(match.game_id))]
