"""Screens over the table: the hot-seat hand-over, pause and the end-of-round summary.

The last trick and game-over screens live beside it (``last_trick``, ``game_over``)
and the placings in ``standings``; their names are imported here too, where the
table and the tests have always found them.

The hand-over screen is opaque and draws only public information (names, scores,
whose turn it is): it is what the next person sees while the computer changes hands.
The pause menu also exports the game as a record (seed, options, seats, every move:
the same record as the autosave, and the bug-report format) into the exports folder.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from table.core.i18n import N_, _
from table.core.vocabulary import plain_view
from table.core.words import Words
from table.ui import gfx, speech
from table.ui.hot_seat import hand_over_line
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.scenes.common import MenuOverlay, draw_note, export_note, summed_lines
from table.ui.scenes.game_over import GameOverScene
from table.ui.scenes.last_trick import LastTrickScene
from table.ui.scenes.standings import draw_scoreboard, how_won, ordinal, placings, ranked
from table.ui.speech import words
from table.ui.widgets import Button, FocusList, Shown

__all__ = [
    "GameOverScene", "HandOverScene", "LastTrickScene", "PauseScene", "RoundSummary",
    "draw_scoreboard", "how_won", "ordinal", "placings", "ranked",
]

if TYPE_CHECKING:
    from table.ui.host import Host
    from table.ui.scenes.table_seen import TableSeen

SUMMARY_SECONDS = 3.0  # an all-AI table moves on from a round summary by itself
# Which way totals rank in each game: the lowest first, the highest, or not at all (Royal
# has one loser and no points, so all its winners share first place).


PASS_TO = Words("Pass to {name}")  # the hand-over screen's heading


class HandOverScene(Scene):
    """ "Pass to <name> — click when ready": nothing private is on screen until then."""

    def __init__(self, app: Host, table: TableSeen, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.match.names[seat]
        self.instruction, ready = table.presenter.hand_over_words(self.name)
        self.ready = Button(Shown(ready), self.done)  # filled in: shown as it is
        self.focus = FocusList([self.ready])
        from table.learn import recap  # what happened since this person last had the computer, publicly

        # Since they handed it on (a move played for them meanwhile, a pass that brought
        # them cards, is news: Ben's Blue 1 led for him hid Ann's pass of the Dragon),
        # else since their last move.
        since = table.match.left_at.get(seat)
        self.recap = recap(
            table.match.state, seat, table.names, since=since, public=True, until=table.animator.shown_log
        )

    def enter(self) -> None:
        self.app.sounds.play("hand_over")
        speech.say(words.pass_to(self.name, self.instruction), interrupt=True)  # names only: public

    def done(self) -> None:
        self.table.match.handed_over(self.seat, shown=self.table.animator.shown_log)
        self.table.focus = 0
        self.app.stack.remove(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.table.open_pause()
        elif intent.kind in ("click", "activate", "skip"):
            self.done()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        match = self.table.match
        gfx.background(surface, match.game_id)
        gfx.shade(surface, 170)
        box = (w * 0.2, h * 0.12, w * 0.6, h * 0.76)
        gfx.panel(surface, box, radius=round(h * 0.02))
        gfx.draw_text(
            surface,
            PASS_TO(name=self.name),
            round(h * 0.075),
            (w / 2, h * 0.22),
            gfx.ACCENT,
            bold=True,
            anchor="center",
            max_width=w * 0.55,
        )
        gfx.draw_text(
            surface,
            self.instruction,
            round(h * 0.032),
            (w / 2, h * 0.3),
            gfx.INK,
            anchor="center",
            max_width=w * 0.55,
        )
        view = plain_view(match.state.view(None))
        turns = hand_over_line(match, self.table.names, self.seat)  # where everyone will sit
        said = turns or f"{match.game.title} · {self.table.presenter.round_label(view)}"
        px = round(h * 0.026)  # a long seating (six seats, a longer language) takes two lines
        while len(gfx.wrap(said, px, w * 0.55)) > 1 and 2 * gfx.line_height(px) > h * 0.066 and px > 1:
            px -= 1
        lines = gfx.wrap(said, px, w * 0.55)
        lines = lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]
        for index, line in enumerate(lines):
            middle = h * 0.355 + (index - (len(lines) - 1) / 2) * gfx.line_height(px)
            gfx.draw_text(surface, line, px, (w / 2, middle), gfx.DIM_INK, anchor="center",
                          max_width=w * 0.55)
        x, y, width, height = self.scores_box()
        heading = round(h * 0.033)
        gfx.draw_text(surface, _("Scores"), heading, (x, y), gfx.ACCENT, bold=True, max_width=width)
        below = gfx.line_height(heading) * 1.25
        board = (x, y + below, width, height - below)
        draw_scoreboard(surface, match, board, {self.seat}, self.table.names)
        if self.recap:
            self._draw_recap(surface, self.recap_box())
        self.ready.rect = (w * 0.32, h * 0.75, w * 0.36, h * 0.08)
        self.focus.draw(surface)

    def scores_box(self) -> tuple[float, float, float, float]:
        """The scores, under their own heading: in the middle, or left of the recap's box."""
        w, h = self.app.size
        left, width = (0.23, 0.24) if self.recap else (0.32, 0.36)
        return (w * left, h * 0.39, w * width, h * 0.34)

    def recap_box(self) -> tuple[float, float, float, float]:
        """The recap's own framed box, right of the scores with a gap between: it reads as
        the hand-over's, not as a column of the score rows."""
        w, h = self.app.size
        return (w * 0.5, h * 0.385, w * 0.285, h * 0.35)

    def _draw_recap(self, surface: pygame.Surface, frame: tuple[float, float, float, float]) -> None:
        """The recap in its box, as large as the box lets it be (the scores' size at
        most), each happening set off from the next."""
        h = self.app.size[1]
        gfx.panel(surface, frame, fill=(28, 22, 38), edge=gfx.PANEL_EDGE, radius=round(h * 0.012))
        pad = h * 0.015
        x, y, width, height = frame[0] + pad, frame[1] + pad * 0.8, frame[2] - 2 * pad, frame[3] - 1.6 * pad
        heading = round(h * 0.033)
        gfx.draw_text(surface, _("Since your last turn"), heading, (x, y), gfx.ACCENT, bold=True,
                      max_width=width)
        top = y + gfx.line_height(heading) * 1.15
        room = y + height - top
        px = round(self.app.size[1] * 0.031)
        # Lines sit a line of the font in use apart (it grows with the UI scale), a third
        # of one more between happenings; the size shrinks until they all fit the box.
        while px > gfx.MIN_TEXT_PX:
            wrapped = [gfx.wrap(item, px, width) for item in self.recap]
            line = gfx.line_height(px)
            if sum(len(lines) * line + line * 0.3 for lines in wrapped) <= room:
                break
            px -= 1
        wrapped = [gfx.wrap(item, px, width) for item in self.recap]
        line = gfx.line_height(px)
        for lines in wrapped:
            for text in lines:
                if top + line > y + height:
                    return  # the oldest are cut by ``recap`` already; never spill out of the box
                gfx.draw_text(surface, text, px, (x, top), gfx.INK, max_width=width)
                top += line
            top += line * 0.3


class PauseScene(MenuOverlay):
    def __init__(self, app: Host, table: TableSeen) -> None:
        self.table = table
        self.note = ""  # where the export went, or why it failed
        export = Button(N_("Export game"), self.export, enabled=app.store is not None)
        super().__init__(
            app,
            N_("Paused"),
            [
                Button(N_("Resume"), self.close),
                Button(N_("Rules"), self.rules),
                Button(N_("Settings"), self.settings),
                export,
                Button(N_("Quit to title"), self.quit_to_title),
            ],
            subtitle=table.match.game.title,
        )

    def rules(self) -> None:
        self.app.push(self.app.routes.rules(self.table.match.game_id))

    def settings(self) -> None:
        self.app.push(self.app.routes.settings())

    def export(self) -> None:
        """Write the game so far as a record file and say where it went."""
        self.note = export_note(self.app, self.table.match)

    def quit_to_title(self) -> None:
        # The game stays saved: Continue on the title screen picks it up again.
        self.app.stack.reset(self.app.routes.title())

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        _, y, _, box_h = self.box()
        draw_note(surface, self.note, y + box_h + self.app.size[1] * 0.02)


class RoundSummary(Scene):
    """The end of a round or hand: the score pad so far; Continue (or wait, if all AI)."""

    opaque = False

    def __init__(self, app: Host, table: TableSeen, label: str) -> None:
        super().__init__(app)
        self.table = table
        self.label = label
        self.elapsed = 0.0
        self.button = Button("Continue", self.close)
        self.focus = FocusList([self.button])

    def enter(self) -> None:
        totals = self.table.shown().get("scores") or []
        pairs = list(zip(self.table.names, (int(points) for points in totals), strict=False))
        speech.say(words.round_summary(self.label, pairs))

    def close(self) -> None:
        self.app.stack.remove(self)

    def update(self, dt: float) -> None:
        self.elapsed += dt * self.app.settings.animation_speed
        if not self.table.match.humans and self.elapsed >= SUMMARY_SECONDS:
            self.close()

    def wake_in(self) -> float | None:
        """With no human at the table the summary closes itself after a while."""
        if self.table.match.humans:
            return None
        return (SUMMARY_SECONDS - self.elapsed) / max(0.1, self.app.settings.animation_speed)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.table.open_pause()
        elif intent.kind in ("click", "activate", "skip"):
            self.close()

    def lines(self) -> list[tuple[str, list[str]]]:
        """The rounds' rows as lines (a cell may run over lines); the rounds left out
        for room are summed up in one line, so the rows shown add up to the total."""
        table = self.table
        return summed_lines(table.pad_rows, table.animator.pad_totals, 7, table.presenter.pad_summary_label)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        match = self.table.match
        rows = self.lines()
        players = len(self.table.names)
        px = round(h * 0.034)
        line = max(px * 1.6, gfx.line_height(px) * 1.15)  # rows apart at any UI scale
        title_px, note_px = round(h * 0.06), round(px * 0.75)
        # The note sits under the title and the names under the note, at any UI scale.
        note_at = h * 0.07 + gfx.font(title_px, True).get_height() / 2 + 1
        head = max(h * 0.155, note_at + gfx.line_height(note_px) + h * 0.01)
        # The box grows with the rows shown: title, names, rounds, total, button.
        box_h = head + h * 0.145 + (len(rows) + 2) * line
        top_of_box = (h - box_h) / 2
        gfx.shade(surface, 150)
        gfx.panel(surface, (w * 0.1, top_of_box, w * 0.8, box_h), radius=round(h * 0.02))
        gfx.draw_text(
            surface,
            _("{round} scored").format(round=self.label),
            title_px,
            (w / 2, top_of_box + h * 0.07),
            gfx.ACCENT,
            bold=True,
            anchor="center",
            max_width=w * 0.7,
        )
        gfx.draw_text(
            surface,
            self.table.presenter.score_pad_note(),
            note_px,
            (w / 2, top_of_box + note_at),
            gfx.DIM_INK,
            anchor="midtop",
            max_width=w * 0.7,
        )
        col_w = w * 0.7 / (players + 1)
        left = w * 0.14
        top = top_of_box + head
        # One size for every name (the longest's), so one long name does not stand out small.
        names = self.table.names[:players]
        name_px = min(gfx.fit_px(name, px, col_w * 0.95, bold=True) for name in names)
        for seat, name in enumerate(names):
            at = (left + (seat + 1) * col_w, top)
            gfx.draw_text(surface, name, name_px, at, gfx.ACCENT, bold=True, max_width=col_w * 0.95)
        # And one for every cell, small enough for the longest ("+50 keine gewonnen = 50").
        cell_px = min((gfx.fit_px(cell, px, col_w * 0.95) for _, cells in rows for cell in cells[:players]),
                      default=px)
        for index, (label, cells) in enumerate(rows):
            y = top + (index + 1) * line
            gfx.draw_text(surface, label, px, (left, y), gfx.DIM_INK, max_width=col_w * 0.95)
            for seat, cell in enumerate(cells[:players]):
                gfx.draw_text(
                    surface, cell, cell_px, (left + (seat + 1) * col_w, y), gfx.INK, max_width=col_w * 0.95
                )
        y = top + (len(rows) + 1) * line + px * 0.3
        gfx.draw_text(surface, _("Total"), px, (left, y), gfx.INK, bold=True)
        for seat in range(players):
            gfx.draw_text(
                surface, str(match.state.scores[seat]), px, (left + (seat + 1) * col_w, y), gfx.INK, bold=True
            )
        self.button.rect = (w * 0.4, top_of_box + box_h - h * 0.11, w * 0.2, h * 0.075)
        self.focus.draw(surface)
