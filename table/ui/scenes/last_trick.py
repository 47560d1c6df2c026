"""The "Last trick" screen: the cards of the trick taken last, who won it, and what it was worth.

The winner's card is marked and the result ("Mildred takes 6 points") is written over
it, as on the table when the trick was decided.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from table.ui import gfx
from table.ui.intents import Intent
from table.ui.scene import Scene

if TYPE_CHECKING:
    from table.ui.host import Host
    from table.ui.scenes.table import TableScene


class LastTrickScene(Scene):
    opaque = False

    def __init__(self, app: Host, table: TableScene) -> None:
        super().__init__(app)
        self.table = table

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
            f"Last {table.presenter.trick_word}",
            round(h * 0.055),
            (w / 2, h * 0.22),
            gfx.ACCENT,
            bold=True,
            anchor="center",
        )
        if not table.last_trick:
            gfx.draw_text(
                surface,
                table.presenter.nothing_shown,
                round(h * 0.032),
                (w / 2, h * 0.5),
                gfx.INK,
                anchor="center",
            )
            return
        card = gfx.scaled_card_size(self.app.size)
        count = len(table.last_trick)
        step = min(card[0] * 1.15, w * 0.75 / count)
        left = w / 2 - (step * (count - 1) + card[0]) / 2
        for index, (seat, card_id) in enumerate(table.last_trick):
            x = left + index * step
            gfx.draw_card(
                surface, table.match.game_id, card_id, (x, h * 0.3, *card), table.presenter.card_name(card_id)
            )
            gfx.draw_text(
                surface,
                table.names[seat],
                round(h * 0.026),
                (x + card[0] / 2, h * 0.3 + card[1] + 8),
                gfx.INK,
                anchor="midtop",
                max_width=step * 0.95,
            )
        gfx.draw_text(
            surface,
            table.last_trick_reason,
            round(h * 0.032),
            (w / 2, h * 0.74),
            gfx.INK,
            anchor="center",
            max_width=w * 0.75,
        )
        gfx.draw_text(
            surface,
            "Click or press Esc to return",
            round(h * 0.024),
            (w / 2, h * 0.8),
            gfx.DIM_INK,
            anchor="center",
        )
