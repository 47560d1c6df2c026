"""Screens over the table: the hot-seat hand-over, pause, end-of-round summary, last trick, game over.

The game-over screen ranks the players with placings (tied totals share a place, the
winners always first) and says how the game is won ("Lowest total wins").

The hand-over screen is opaque and draws only public information (names, scores,
whose turn it is): it is what the next person sees while the computer changes hands.
The pause menu also exports the game as a record (seed, options, seats, every move:
the same record as the autosave, and the bug-report format) into the exports folder.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from table import manifest
from table.persistence import write_export
from table.ui import gfx, layout
from table.ui.controller import Match, plans_of
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.scenes.common import MenuOverlay
from table.ui.widgets import Button, FocusList

if TYPE_CHECKING:
    from table.ui.host import Host
    from table.ui.scenes.table import TableScene

SUMMARY_SECONDS = 3.0  # an all-AI table moves on from a round summary by itself
# Which way totals rank in each game: the lowest first, the highest, or not at all (Royal
# has one loser and no points, so all its winners share first place).


def lowest_first(game_id: str) -> bool | None:
    """Does the lowest total rank first (from the manifest)? None for Royal, where only
    winning or losing counts."""
    return None if game_id == "royal" else manifest.entry(game_id).low_is_best


def how_won(game_id: str, view: Mapping[str, Any]) -> str:
    """How ``game_id`` is won, in one short sentence for the game-over screen."""
    if game_id == "royal":
        lose_at = view.get("lose_at", 4)
        return f"Whoever has {lose_at} of one critter in front loses; everyone else wins."
    if game_id == "batwalk":
        return f"The first to {view.get('win_at', 10)} points wins, or the highest total at the end."
    return "Lowest total wins." if lowest_first(game_id) else "Highest total wins."


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


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th..."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


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


class HandOverScene(Scene):
    """ "Pass to <name> — click when ready": nothing private is on screen until then."""

    def __init__(self, app: Host, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.match.names[seat]
        self.instruction, ready = table.presenter.hand_over_words(self.name)
        self.ready = Button(ready, self.done)
        self.focus = FocusList([self.ready])
        from table.learn import recap  # what happened since this person last moved, publicly

        self.recap = recap(table.match.state, seat, table.names, public=True)

    def enter(self) -> None:
        self.app.sounds.play("hand_over")

    def done(self) -> None:
        self.table.match.handed_over(self.seat)
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
            f"Pass to {self.name}",
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
        view = match.state.view(None)
        gfx.draw_text(
            surface,
            f"{match.game.title} · {self.table.presenter.round_label(view)}",
            round(h * 0.026),
            (w / 2, h * 0.355),
            gfx.DIM_INK,
            anchor="center",
            max_width=w * 0.55,
        )
        wide = (w * 0.32, h * 0.4, w * 0.36, h * 0.3)
        board = (w * 0.22, h * 0.4, w * 0.27, h * 0.3) if self.recap else wide
        draw_scoreboard(surface, match, board, {self.seat}, self.table.names)
        if self.recap:
            px = round(h * 0.024)
            gfx.draw_text(surface, "Since your last turn", px, (w * 0.51, h * 0.4), gfx.ACCENT, bold=True)
            top = h * 0.4 + px * 1.6
            for line in [part for item in self.recap for part in gfx.wrap(item, px, w * 0.27)][:10]:
                gfx.draw_text(surface, line, px, (w * 0.51, top), gfx.INK, max_width=w * 0.27)
                top += px * 1.3
        self.ready.rect = (w * 0.32, h * 0.75, w * 0.36, h * 0.08)
        self.focus.draw(surface)


class PauseScene(MenuOverlay):
    def __init__(self, app: Host, table: TableScene) -> None:
        self.table = table
        self.note = ""  # where the export went, or why it failed
        export = Button("Export game", self.export, enabled=app.store is not None)
        super().__init__(
            app,
            "Paused",
            [
                Button("Resume", self.close),
                Button("Rules", self.rules),
                Button("Settings", self.settings),
                export,
                Button("Quit to title", self.quit_to_title),
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


def export_note(app: Host, match: Match) -> str:
    """Export the match's record into the exports folder; the line telling the player where."""
    if app.store is None:
        return ""
    try:
        path = write_export(app.store, match.session.to_record())
    except OSError as error:
        return f"The game could not be exported: {error.strerror or error}."
    return f"Exported to {path}"


def draw_note(surface: pygame.Surface, note: str, top: float) -> None:
    """A one-line note in a strip across the window (an export's path is long)."""
    if not note:
        return
    w, h = surface.get_size()
    size = gfx.fit_px(note, round(h * 0.026), w * 0.9)
    gfx.panel(surface, (w * 0.04, top, w * 0.92, size * 2.0), fill=(12, 10, 18), edge=gfx.ACCENT)
    gfx.draw_text(surface, note, size, (w / 2, top + size), gfx.INK, anchor="center", max_width=w * 0.9)


class RoundSummary(Scene):
    """The end of a round or hand: the score pad so far; Continue (or wait, if all AI)."""

    opaque = False

    def __init__(self, app: Host, table: TableScene, label: str) -> None:
        super().__init__(app)
        self.table = table
        self.label = label
        self.elapsed = 0.0
        self.button = Button("Continue", self.close)
        self.focus = FocusList([self.button])

    def close(self) -> None:
        self.app.stack.remove(self)

    def update(self, dt: float) -> None:
        self.elapsed += dt * self.app.settings.animation_speed
        if not self.table.match.humans and self.elapsed >= SUMMARY_SECONDS:
            self.close()

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.table.open_pause()
        elif intent.kind in ("click", "activate", "skip"):
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        match = self.table.match
        rows = self.table.pad_rows[-7:]
        players = len(self.table.names)
        px = round(h * 0.034)
        line = px * 1.6
        # The box grows with the rows shown: title, names, rounds, total, button.
        box_h = h * 0.3 + (len(rows) + 2) * line
        top_of_box = (h - box_h) / 2
        gfx.shade(surface, 150)
        gfx.panel(surface, (w * 0.1, top_of_box, w * 0.8, box_h), radius=round(h * 0.02))
        gfx.draw_text(
            surface,
            f"{self.label} scored",
            round(h * 0.06),
            (w / 2, top_of_box + h * 0.07),
            gfx.ACCENT,
            bold=True,
            anchor="center",
            max_width=w * 0.7,
        )
        gfx.draw_text(
            surface,
            self.table.presenter.score_pad_note(),
            round(px * 0.75),
            (w / 2, top_of_box + h * 0.115),
            gfx.DIM_INK,
            anchor="center",
            max_width=w * 0.7,
        )
        col_w = w * 0.7 / (players + 1)
        left = w * 0.14
        top = top_of_box + h * 0.155
        for seat in range(players):
            gfx.draw_text(
                surface,
                self.table.names[seat],
                px,
                (left + (seat + 1) * col_w, top),
                gfx.ACCENT,
                bold=True,
                max_width=col_w * 0.95,
            )
        for index, (label, cells) in enumerate(rows):
            y = top + (index + 1) * line
            gfx.draw_text(surface, label, px, (left, y), gfx.DIM_INK, max_width=col_w * 0.95)
            for seat, cell in enumerate(cells[:players]):
                gfx.draw_text(
                    surface, cell, px, (left + (seat + 1) * col_w, y), gfx.INK, max_width=col_w * 0.95
                )
        y = top + (len(rows) + 1) * line + px * 0.3
        gfx.draw_text(surface, "Total", px, (left, y), gfx.INK, bold=True)
        for seat in range(players):
            gfx.draw_text(
                surface, str(match.state.scores[seat]), px, (left + (seat + 1) * col_w, y), gfx.INK, bold=True
            )
        self.button.rect = (w * 0.4, top_of_box + box_h - h * 0.11, w * 0.2, h * 0.075)
        self.focus.draw(surface)


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


class GameOverScene(Scene):
    """The result and the final scores; Play again or the title (a replay brings its own
    buttons). The statistics were already recorded by the session with the last move."""

    opaque = False

    def __init__(self, app: Host, table: TableScene, buttons: Sequence[Button] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.note = ""  # where an export went
        choices = buttons or [
            Button("Play again", self.play_again),
            Button("Export game", self.export, enabled=app.store is not None),
            Button("Title screen", self.title),
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
        self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        match = self.table.match
        gfx.shade(surface, 170)
        box = (w * 0.2, h * 0.1, w * 0.6, h * 0.8)
        gfx.panel(surface, box, radius=round(h * 0.02))
        winners = match.state.winners
        names = " and ".join(self.table.names[s] for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        result = self.table.presenter.result_line(match.state.view(None), self.table.names)
        gfx.draw_text(
            surface, "Game over", round(h * 0.07), (w / 2, h * 0.18), gfx.ACCENT, bold=True, anchor="center"
        )
        gfx.draw_text(
            surface,
            result or f"{names} {verb}!",
            round(h * 0.045),
            (w / 2, h * 0.27),
            gfx.INK,
            bold=True,
            anchor="center",
            max_width=w * 0.55,
        )
        view = match.state.view(None)
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
        for col, text, anchor in ((x, "Place", "midleft"), (x + w, header, "midright")):
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
