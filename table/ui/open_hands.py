"""Every hand face up, for a replay: a replay is public, the game being over.

The replay's match looks from the bottom seat, so its hand is the hand at the bottom;
each other seat's hand is drawn here face up, as a small overlapping row above its
plate (where the face-down fan would be: the table is told not to draw those), with
each card's index showing. The cards are the live ones of that seat (a card leaves the
row as it starts to fly); nothing is drawn while a deal is animated, so a new hand
never shows before it is dealt.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from table.core.vocabulary import plain_view
from table.ui import gfx, layout
from table.ui.tables.base import AnyPresenter
from table.ui.tables.fit import RIM_X

if TYPE_CHECKING:
    import pygame

    from table.ui.controller import Match
    from table.ui.tables.context import Geometry, TableContext

STEP_SHARE = 0.42  # a card's share of the next one's place in the row: its index shows
MIN_SHARE = 0.6  # a row kept clear of the title is no shorter than this share of a fan card


def row_rects(geo: Geometry, plate: layout.Rect, count: int, size: tuple[int, int]) -> list[layout.Rect]:
    """A seat's open hand of ``count`` cards of ``size``: a row standing on its plate,
    shifted to stay inside the play area (and the felt's rim)."""
    width = max(plate[2], size[0] * (1 + STEP_SHARE * 12))
    rects = layout.fan(count, size, plate[0] + plate[2] / 2, plate[1], width)
    if not rects:
        return []
    left, right = rects[0][0], rects[-1][0] + rects[-1][2]
    margin = geo.w * 0.006
    shift = max(0.0, geo.w * RIM_X - left) - max(0.0, right - (geo.panel[0] - margin))
    return [(x + shift, y, w, h) for x, y, w, h in rects]


def ceiling(rects: list[layout.Rect], plate: layout.Rect, above: list[layout.Rect]) -> float:
    """The lowest foot of what lies above ``plate`` across the row's width (the title,
    another seat's plate); the window's top if nothing does."""
    left, right = rects[0][0], rects[-1][0] + rects[-1][2]
    feet = [y + h for x, y, w, h in above if x < right and x + w > left and y + h <= plate[1]]
    return max(feet, default=0.0)


def without_fans(presenter: AnyPresenter) -> AnyPresenter:
    """``presenter`` for a table that draws the other seats' hands itself (no backs)."""
    shown = copy.copy(presenter)
    shown.hands_drawn_by_game = True
    return shown


class OpenHands:
    """The other seats' hands of a replayed game, face up."""

    def __init__(self, match: Match, presenter: AnyPresenter) -> None:
        self.match = match
        self.presenter = presenter
        self.active = not presenter.hands_drawn_by_game  # Batwalk shows its hands itself
        self._hands: dict[int, list[str | None]] = {}
        self._key: tuple[int, int] = (-1, -1)

    def hand(self, seat: int) -> list[str | None]:
        """``seat``'s cards as that seat sees them now (None: a card it cannot see)."""
        state = self.match.state
        key = (len(state.log), len(state.history))
        if key != self._key:
            self._hands, self._key = {}, key
        if seat not in self._hands:
            view = plain_view(state.view(seat))
            self._hands[seat] = list(self.presenter.hand(view))
        return self._hands[seat]

    def rows(self, ctx: TableContext) -> dict[int, list[tuple[str | None, layout.Rect]]]:
        """Each other seat's cards and where they lie, by seat: above its plate, and
        shorter where the title or another seat's plate is above it with less room."""
        if not self.active or ctx.dealing:
            return {}
        geo = ctx.geo
        centres = layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table)
        plates = {seat: geo.plate_rect(point) for seat, point in centres.items() if seat < ctx.players}
        header = (*geo.header, geo.header_width, geo.header_h)
        rows = {}
        for seat, plate in plates.items():
            cards = self.hand(seat)
            rects = row_rects(geo, plate, len(cards), geo.fan_card)
            if rects:
                above = [header, *(other for s, other in plates.items() if s != seat)]
                room = plate[1] - ceiling(rects, plate, above) - geo.h * 0.006
                if room < rects[0][3]:
                    height = max(rects[0][3] * MIN_SHARE, room)
                    size = (round(rects[0][2] * height / rects[0][3]), round(height))
                    rects = row_rects(geo, plate, len(cards), size)
            rows[seat] = list(zip(cards, rects, strict=True))
        return rows

    def draw(self, surface: pygame.Surface, ctx: TableContext) -> None:
        for row in self.rows(ctx).values():
            for card, rect in row:
                name = self.presenter.card_name(card) if card else ""
                gfx.draw_card(surface, ctx.game_id, card, rect, name)

