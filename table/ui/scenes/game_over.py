"""The game-over screen: the result, the players ranked with placings, how the game is won.

Play again, export the game or go back to the title; a replay brings its own buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from table.core.i18n import N_, _
from table.core.vocabulary import plain_view
from table.ui import gfx, layout, speech
from table.ui.controller import plans_of
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.scenes.common import draw_note, export_note
from table.ui.scenes.standings import how_won, lowest_first, ordinal, placings
from table.ui.speech import words
from table.ui.widgets import Button, FocusList

if TYPE_CHECKING:
    from table.ui.host import Host
    from table.ui.scenes.table_seen import TableSeen


LOOK_BACK_KEYS = ("t", "l", "s")  # last trick (or show, battle), game log, score pad


class GameOverScene(Scene):
    """The result and the final scores; Play again or the title (a replay brings its own
    buttons). The statistics were already recorded by the session with the last move."""

    opaque = False

    def __init__(self, app: Host, table: TableSeen, buttons: Sequence[Button] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.note = ""  # where an export went
        choices = buttons or [
            Button(N_("Play again"), self.play_again),
            Button(N_("Export game"), self.export, enabled=app.store is not None),
            Button(N_("Title screen"), self.title),
        ]
        self.focus = FocusList(list(choices))

    def enter(self) -> None:
        match = self.table.match
        if match.spectator:
            return
        winners = match.state.winners
        human_won = any(match.seats[s].human for s in winners if s < len(match.seats))
        self.app.session_results.append({"game": match.game_id, "human_won": human_won})
        if match.humans:
            self.app.sounds.play("victory" if human_won else "defeat")
            labels = [button.label for button in self.focus.widgets if isinstance(button, Button)]
            if len(labels) > 1:
                speech.say(words.game_over_choices(labels))

    def export(self) -> None:
        """The finished game as a record (the autosave is gone once a game ends)."""
        self.note = export_note(self.app, self.table.match)

    def play_again(self) -> None:
        old = self.table.match
        match = self.app.new_match(old.game_id, plans_of(old.seats), old.options)
        self.app.stack.remove(self)
        self.app.stack.replace(self.app.routes.table(match))

    def title(self) -> None:
        self.app.stack.reset(self.app.routes.title())

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.focus.widgets[-1].activate()  # the way out: the title, or leaving a replay
            return
        if intent.kind == "text" and intent.text.lower() in LOOK_BACK_KEYS:
            # The table's own keys, to look back over the game: its panel opens on top.
            self.table.input.shortcut(intent.text)
            return
        self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        match = self.table.match
        gfx.shade(surface, 170)
        box = (w * 0.2, h * 0.1, w * 0.6, h * 0.8)
        gfx.panel(surface, box, radius=round(h * 0.02))
        winners = match.state.winners
        result = self.table.presenter.result_line(plain_view(match.state.view(None)), self.table.names)
        gfx.draw_text(
            surface, _("Game over"), round(h * 0.07), (w / 2, h * 0.18), gfx.ACCENT, bold=True,
            anchor="center",
        )
        gfx.draw_text(
            surface,
            result or self.table.presenter.winners_line(winners, self.table.names),
            round(h * 0.045),
            (w / 2, h * 0.27),
            gfx.INK,
            bold=True,
            anchor="center",
            max_width=w * 0.55,
        )
        view = plain_view(match.state.view(None))
        gfx.draw_text(
            surface,
            how_won(match.game_id, view),
            round(h * 0.03),
            (w / 2, h * 0.325),
            gfx.DIM_INK,
            anchor="center",
            max_width=w * 0.55,
        )
        self.draw_ranking(surface, (w * 0.28, h * 0.37, w * 0.44, h * 0.32))
        buttons = self.focus.widgets
        bw, gap = w * 0.17, w * 0.015
        left = w / 2 - (len(buttons) * bw + (len(buttons) - 1) * gap) / 2
        for index, button in enumerate(buttons):
            button.rect = (left + index * (bw + gap), h * 0.72, bw, h * 0.08)
        self.focus.draw(surface)
        looks = " · ".join(_(label) for label in self.table.presenter.side_labels()[:3])
        gfx.draw_text(
            surface, _("Look back: {keys}").format(keys=looks), round(h * 0.026), (w / 2, h * 0.845),
            gfx.DIM_INK, anchor="center", max_width=w * 0.56,
        )
        draw_note(surface, self.note, h * 0.91)

    def ranking(self) -> list[tuple[int, int]]:
        """(place, seat) of every hand at the table, best first."""
        state = self.table.match.state
        scores = list(state.scores)[: len(self.table.names)]
        return placings(scores, state.winners, lowest_first(self.table.match.game_id))

    def draw_ranking(self, surface: pygame.Surface, rect: layout.Rect) -> None:
        """Place, name and total per row, best first; the winners picked out."""
        x, y, w, h = rect
        match = self.table.match
        rows = self.ranking()
        row_h = h / (len(rows) + 1)
        px = round(min(row_h * 0.55, surface.get_height() * 0.034))
        header = self.table.presenter.score_header()
        for col, text, anchor in ((x, _("Place"), "midleft"), (x + w, header, "midright")):
            gfx.draw_text(surface, text, round(px * 0.8), (col, y + row_h / 2), gfx.DIM_INK, anchor=anchor)
        for index, (place, seat) in enumerate(rows):
            middle = y + (index + 1.5) * row_h
            won = seat in match.state.winners
            colour = gfx.FOCUS if won else gfx.INK
            gfx.draw_text(surface, ordinal(place), px, (x, middle), colour, bold=won, anchor="midleft")
            gfx.draw_text(
                surface,
                self.table.names[seat],
                px,
                (x + w * 0.2, middle),
                colour,
                bold=won,
                anchor="midleft",
                max_width=w * 0.58,
            )
            score = str(match.state.scores[seat])
            gfx.draw_text(surface, score, px, (x + w, middle), colour, bold=True, anchor="midright")
