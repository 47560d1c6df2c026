"""The "Last trick" screen: the cards of the trick taken last, who won it, and what it was worth.

The winner's card is marked and the result ("Mildred takes 6 points") is written over
it, as on the table when the trick was decided (``trick_mark``); both come from the
presented model's last trick, so the screen never tells more than the table has shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from table.core.i18n import _
from table.games import words as said
from table.ui import gfx
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.scenes import trick_mark
from table.ui.speech import words

if TYPE_CHECKING:
    from table.ui.host import Host
    from table.ui.scenes.table_seen import TableSeen


class LastTrickScene(Scene):
    opaque = False

    def __init__(self, app: Host, table: TableSeen) -> None:
        super().__init__(app)
        self.table = table
        self.tag: tuple[float, float, float, float] | None = None  # the winner's tag, as last drawn

    def spoken_intro(self) -> list[str]:
        """What the screen shows, as F6 says it, and how to leave."""
        table = self.table
        plays = [(table.names[seat], table.presenter.card_name(card)) for seat, card in table.last_trick]
        said = words.last_trick(plays, table.last_trick_reason, table.presenter.trick_word)
        return [said, "Enter or Escape returns to the table."]

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "back", "activate", "skip"):
            self.app.stack.remove(self)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        table = self.table
        gfx.shade(surface, 150)
        box = (w * 0.1, h * 0.15, w * 0.8, h * 0.7)
        gfx.panel(surface, box, radius=round(h * 0.02))
        gfx.draw_text(
            surface,
            said.LAST_UNIT_TITLE[table.presenter.trick_word](),
            round(h * 0.055),
            (w / 2, h * 0.21),
            gfx.ACCENT,
            bold=True,
            anchor="center",
        )
        if not table.last_trick:
            gfx.draw_text(
                surface,
                _(table.presenter.nothing_shown),
                round(h * 0.032),
                (w / 2, h * 0.5),
                gfx.INK,
                anchor="center",
            )
            return
        last = table.presented.last_trick
        card = gfx.scaled_card_size(self.app.size)
        count = len(last.cards)
        step = min(card[0] * 1.15, w * 0.75 / count)
        left = w / 2 - (step * (count - 1) + card[0]) / 2
        top = h * 0.335  # room above for the winner's tag, under the title
        rects = [(left + index * step, top, *card) for index in range(count)]
        for index, (seat, card_id) in enumerate(last.cards):
            x = left + index * step
            name = table.presenter.card_name(card_id)
            gfx.draw_card(surface, table.match.game_id, card_id, (x, top, *card), name)
            gfx.draw_text(
                surface,
                table.names[seat],
                round(h * 0.026),
                (x + card[0] / 2, top + card[1] + 8),
                gfx.INK,
                anchor="midtop",
                max_width=step * 0.95,
            )
        table.presenter.draw_trick_marks(surface, table.shown(), list(last.cards), rects)
        self.tag = self._mark(surface, left, step, top, card)
        gfx.draw_text(
            surface,
            last.reason,
            round(h * 0.032),
            (w / 2, h * 0.755),
            gfx.INK,
            anchor="center",
            max_width=w * 0.75,
        )
        gfx.draw_text(
            surface,
            _("Click or press Esc to return"),
            round(h * 0.024),
            (w / 2, h * 0.81),
            gfx.DIM_INK,
            anchor="center",
        )

    def _mark(
        self, surface: pygame.Surface, left: float, step: float, top: float, card: tuple[int, int]
    ) -> tuple[float, float, float, float] | None:
        """The winner's card ringed, what it took above it (as the table showed it)."""
        w, h = self.app.size
        last = self.table.presented.last_trick
        index = last.winner_index
        if index is None or last.result is None:
            return None
        rect = (left + index * step, top, *card)
        bounds = (w * 0.12, 0.0, w * 0.76, h)
        return trick_mark.mark(surface, rect, last.result.words, round(h * 0.03), bounds)
