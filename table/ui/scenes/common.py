"""Shared screen furniture: a menu overlay of buttons, a scrolling text panel, headings.

Pause, settings, rules, statistics, the game log and the score pad are all one of
these two shapes, so they share layout and keyboard handling here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from table.core.i18n import _
from table.persistence import write_export
from table.ui import gfx, layout
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.widgets import Button, FocusList, Said, Widget

if TYPE_CHECKING:
    from table.ui.controller import Match
    from table.ui.host import Host


def heading(
    surface: pygame.Surface, text: str, y_fraction: float = 0.08, colour: tuple[int, int, int] = gfx.ACCENT
) -> None:
    w, h = surface.get_size()
    gfx.draw_text(
        surface,
        text,
        round(h * 0.07),
        (w / 2, h * y_fraction),
        colour,
        bold=True,
        anchor="center",
        max_width=w * 0.9,
    )


class MenuOverlay(Scene):
    """A dimmed overlay with a title and a column of widgets; escape goes back."""

    title = Said()
    subtitle = Said()

    opaque = False

    def __init__(
        self,
        app: Host,
        title: str,
        widgets: Sequence[Widget],
        on_back: Callable[[], None] | None = None,
        subtitle: str = "",
    ) -> None:
        super().__init__(app)
        self.title = title
        self.subtitle = subtitle
        self.focus = FocusList(widgets)
        self.on_back = on_back or self.close
        self.place()

    def close(self) -> None:
        self.app.stack.remove(self)

    def box(self) -> layout.Rect:
        w, h = self.app.size
        rows = len(self.focus.widgets)
        box_h = min(h * 0.92, h * (0.2 + 0.085 * rows))
        return (w * 0.3, (h - box_h) / 2, w * 0.4, box_h)

    def place(self) -> None:
        x, y, bw, bh = self.box()
        _, h = self.app.size
        area = (x + bw * 0.08, y + h * 0.15, bw * 0.84, bh - h * 0.18)
        rows = layout.column(len(self.focus.widgets), area, h * 0.065, h * 0.02)
        for widget, rect in zip(self.focus.widgets, rows, strict=True):
            widget.rect = rect

    def handle(self, intent: Intent) -> None:
        self.place()
        if intent.kind == "back":
            self.on_back()
            return
        self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        gfx.shade(surface, 150)
        x, y, bw, _ = self.box()
        _, h = self.app.size
        gfx.panel(surface, self.box(), radius=round(h * 0.02))
        gfx.draw_text(
            surface,
            self.title,
            round(h * 0.055),
            (x + bw / 2, y + h * 0.065),
            gfx.ACCENT,
            bold=True,
            anchor="center",
            max_width=bw * 0.9,
        )
        if self.subtitle:
            gfx.draw_text(
                surface,
                self.subtitle,
                round(h * 0.028),
                (x + bw / 2, y + h * 0.115),
                gfx.DIM_INK,
                anchor="center",
                max_width=bw * 0.9,
            )
        self.focus.draw(surface)


class ConfirmOverlay(MenuOverlay):
    """Ask before something that cannot be taken back: a question, what it would lose,
    and two buttons (the safe one, focused first, and Esc go back; mouse or keyboard)."""

    def __init__(
        self, app: Host, question: str, detail: str, go: tuple[str, Callable[[], None]], stay: str
    ) -> None:
        label, self._run = go
        self.go_button = Button(label, self._go)
        self.stay_button = Button(stay, self.close)
        super().__init__(app, question, [self.stay_button, self.go_button], subtitle=detail)

    def _go(self) -> None:
        self.close()
        self._run()

    def box(self) -> layout.Rect:
        w, h = self.app.size
        return (w * 0.2, h * 0.32, w * 0.6, h * 0.34)


class TextPanel(Scene):
    """A scrolling page of text lines (rules, game log, statistics, score pad)."""

    opaque = False

    def __init__(
        self,
        app: Host,
        title: str,
        lines: Sequence[str],
        start_at_end: bool = False,
        columns: Sequence[str] | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.raw_lines = list(lines)
        self.columns = list(columns) if columns else None
        self.scroll = 0
        self.start_at_end = start_at_end
        self.close_button = Button("Close", self.close)
        self.focus = FocusList([self.close_button])
        self._wrapped: tuple[tuple[int, int], list[str]] | None = None

    def close(self) -> None:
        self.app.stack.remove(self)

    def box(self) -> layout.Rect:
        w, h = self.app.size
        return (w * 0.12, h * 0.06, w * 0.76, h * 0.88)

    def px(self) -> int:
        return max(12, round(self.app.size[1] * 0.03))

    def lines(self) -> list[str]:
        size = self.app.size
        if self._wrapped is None or self._wrapped[0] != size:
            width = self.box()[2] * 0.9
            wrapped: list[str] = []
            for line in self.raw_lines:
                wrapped.extend(gfx.wrap(line, self.px(), width) if line else [""])
            self._wrapped = (size, wrapped)
        return self._wrapped[1]

    def _first_row(self) -> str | None:
        """The header row of a table of columns (its first tab-separated line)."""
        return next((line for line in self.raw_lines if "\t" in line), None)

    def page(self) -> int:
        return max(1, int(self.box()[3] * 0.74 / self.line()))

    def line(self) -> float:
        """How far apart the lines sit: a line of the font in use (it grows with the UI scale)."""
        return max(self.px() * 1.25, gfx.line_height(self.px()))

    def enter(self) -> None:
        if self.start_at_end:
            self.scroll = max(0, len(self.lines()) - self.page())

    def close_rect(self) -> layout.Rect:
        """The Close button, centred at the foot of the panel."""
        x, y, bw, bh = self.box()
        h = self.app.size[1]
        return (x + bw / 2 - bw * 0.12, y + bh - h * 0.085, bw * 0.24, h * 0.065)

    def footer_width(self) -> float:
        """How wide the "lines shown of all" note may run: from the Close button to the
        panel's right margin, so a larger UI scale shrinks it rather than covering Close."""
        x, _, bw, _ = self.box()
        close = self.close_rect()
        return x + bw * 0.95 - (close[0] + close[2] + bw * 0.02)

    def handle(self, intent: Intent) -> None:
        self.close_button.rect = self.close_rect()
        most = max(0, len(self.lines()) - self.page())
        if intent.kind == "back":
            self.close()
        elif intent.kind == "scroll":
            self.scroll = max(0, min(most, self.scroll + intent.dy * 3))
        elif intent.kind == "move" and intent.dy:
            self.scroll = max(0, min(most, self.scroll + intent.dy))
        elif intent.kind == "click" and not layout.contains(self.box(), intent.pos):
            self.close()
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        x, y, bw, bh = self.box()
        h = self.app.size[1]
        self.close_button.rect = self.close_rect()
        gfx.shade(surface, 150)
        gfx.panel(surface, self.box(), radius=round(h * 0.02))
        gfx.draw_text(
            surface,
            self.title,
            round(h * 0.05),
            (x + bw / 2, y + h * 0.05),
            gfx.ACCENT,
            bold=True,
            anchor="center",
            max_width=bw * 0.9,
        )
        px = self.px()
        top = y + h * 0.1
        lines = self.lines()
        shown = lines[self.scroll : self.scroll + self.page()]
        for index, line in enumerate(shown):
            if self.columns is not None and "\t" in line:
                # A header row: the first one, or any marked "# " (a table per section).
                header = line == self._first_row() or line.startswith("# ")
                cells = (line[2:] if line.startswith("# ") else line).split("\t")
                cell_w = bw * 0.9 / len(cells)
                for col, cell in enumerate(cells):
                    gfx.draw_text(
                        surface,
                        cell,
                        px,
                        (x + bw * 0.05 + col * cell_w, top + index * self.line()),
                        gfx.DIM_INK if header and line.startswith("# ") else gfx.INK,
                        bold=header,
                        max_width=cell_w * 0.95,
                    )
            else:
                bold = line.startswith("# ")
                text = line[2:] if bold else line
                gfx.draw_text(
                    surface,
                    text,
                    px,
                    (x + bw * 0.05, top + index * self.line()),
                    gfx.ACCENT if bold else gfx.INK,
                    bold=bold,
                    max_width=bw * 0.9,
                )
        if len(lines) > self.page():
            last = min(len(lines), self.scroll + self.page())
            more = _("{first}–{last} of {n} · scroll or arrow keys").format(
                first=self.scroll + 1, last=last, n=len(lines))
            # Too long even at the smallest size text is set in (a longer language): the short form.
            if gfx.shorten(more, 1, self.footer_width()) != gfx.showable(more):
                more = _("{first}–{last} of {n}").format(first=self.scroll + 1, last=last, n=len(lines))
            gfx.draw_text(
                surface,
                more,
                round(px * 0.8),
                (x + bw * 0.95, y + bh - h * 0.05),
                gfx.DIM_INK,
                anchor="midright",
                max_width=self.footer_width(),
            )
        self.focus.draw(surface)


def export_note(app: Host, match: Match) -> str:
    """Export the match's record into the exports folder; the line telling the player where."""
    if app.store is None:
        return ""
    try:
        path = write_export(app.store, match.session.to_record())
    except OSError as error:
        return _("The game could not be exported: {error}.").format(error=error.strerror or error)
    return _("Exported to {path}").format(path=path)


def draw_note(surface: pygame.Surface, note: str, top: float) -> None:
    """A one-line note in a strip across the window (an export's path is long)."""
    if not note:
        return
    w, h = surface.get_size()
    size = gfx.fit_px(note, round(h * 0.026), w * 0.9)
    gfx.panel(surface, (w * 0.04, top, w * 0.92, size * 2.0), fill=(12, 10, 18), edge=gfx.ACCENT)
    gfx.draw_text(surface, note, size, (w / 2, top + size), gfx.INK, anchor="center", max_width=w * 0.9)


def cell_lines(
    rows: Sequence[tuple[str, Sequence[str]]], most: int | None = None
) -> list[tuple[str, list[str]]]:
    """Score pad rows whose cells run over lines ("+30 battles\\n-20 Slime = 10") as one
    row per line, the label on the first; ``most``: only the last rows, whole, that fit
    in that many lines."""
    kept: list[list[tuple[str, list[str]]]] = []
    for label, cells in rows:
        split = [cell.split("\n") for cell in cells]
        height = max((len(lines) for lines in split), default=1)
        kept.append([
            (label if line == 0 else "", [lines[line] if line < len(lines) else "" for lines in split])
            for line in range(height)
        ])
    if most is not None:
        while len(kept) > 1 and sum(map(len, kept)) > most:
            kept.pop(0)
    return [line for row in kept for line in row]


def summed_lines(
    rows: Sequence[tuple[str, Sequence[str]]], totals: Sequence[Sequence[int] | None], most: int,
    label: Callable[[int], str],
) -> list[tuple[str, list[str]]]:
    """``cell_lines`` of the last rows that fit in ``most`` lines, after one line that sums
    up the rows left out ("Rounds 1–2" with each seat's total after them, ``totals``
    being each row's running totals), so the rows shown always add up to the total.
    ``label(n)``: the summary line's label for the first ``n`` rows (one row left out
    keeps its own label: its sum stands for it)."""
    split = [cell_lines([row]) for row in rows]
    dropped = 0
    while dropped < len(split) - 1 and sum(map(len, split[dropped:])) + (1 if dropped else 0) > most:
        dropped += 1
    if not dropped:
        return [line for row in split for line in row]
    told = totals[dropped - 1] if dropped - 1 < len(totals) else None
    width = max((len(cells) for _, cells in rows), default=0)
    cells = [f"{int(total):+d}" for total in told] if told is not None else ["…"] * width
    summary = label(dropped) if dropped > 1 else rows[0][0]
    return [(summary, cells), *(line for row in split[dropped:] for line in row)]
