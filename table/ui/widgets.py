"""Small widgets of our own: buttons, value choosers, text fields and a focus list.

They are driven only by intents, so the mouse and the keyboard do the same things
(arrows/tab move the focus, enter acts, left/right change a value), and they lay
themselves out in rectangles the scene computes from the window size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import pygame

from table.core import i18n
from table.ui import gfx, layout
from table.ui.intents import Intent
from table.ui.labels import LABEL_HEIGHT as LABEL_HEIGHT
from table.ui.labels import LABEL_WIDTH as LABEL_WIDTH
from table.ui.labels import TWO_LINES, label_lines, two_line_px
from table.ui.labels import label_fits as label_fits
from table.ui.labels import label_px as label_px

# The cue an enabled button plays when pressed, set by the app around each frame it runs.
_PRESS_CUE: ContextVar[Callable[[], None] | None] = ContextVar("press_cue", default=None)


@contextmanager
def press_cue(play: Callable[[], None]) -> Iterator[None]:
    """Inside the block, every enabled button pressed calls ``play`` (the app's click)."""
    token = _PRESS_CUE.set(play)
    try:
        yield
    finally:
        _PRESS_CUE.reset(token)


class Shown(str):
    """Words already in the reader's language (a message filled in with its values): a
    widget shows them as they are."""


class Said:
    """A widget's words, kept as written (the message) and read in the language spoken
    now: switching the language in Settings relabels every widget at once."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = "_said_" + name

    def __get__(self, widget: object, owner: type | None = None) -> str:
        said = getattr(widget, self.slot, "")
        return said if isinstance(said, Shown) else i18n._(str(said))

    def __set__(self, widget: object, message: str) -> None:
        setattr(widget, self.slot, message)


class Widget:
    rect: layout.Rect = (0.0, 0.0, 0.0, 0.0)
    enabled = True
    focusable = True

    def activate(self) -> None:
        """Enter pressed or clicked."""

    def step(self, delta: int) -> bool:
        """Left/right pressed; return True if the widget used it."""
        return False

    def type(self, intent: Intent) -> bool:
        """A typed character or backspace; return True if used."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        raise NotImplementedError  # every widget draws itself


def row_px(labels: Sequence[str], height: float, room: float, least: float) -> tuple[int, list[float]]:
    """One label size for a row of buttons ``height`` tall in ``room`` pixels (gaps
    taken out), and each button's width: at least ``least``, wide enough for its label
    at that size; the size shrinks until the row fits (a row of buttons each fitted on
    its own came out in mixed sizes at a large UI scale)."""
    px = round(height * LABEL_HEIGHT)
    while True:
        widths = [max(least, gfx.font(px, bold=True).size(label)[0] / LABEL_WIDTH) for label in labels]
        if sum(widths) <= room or gfx.font_size(px) <= gfx.MIN_TEXT_PX:
            scale = min(1.0, room / sum(widths))
            return px, [width * scale for width in widths]
        px -= 1


class Button(Widget):
    label = Said()

    def __init__(self, label: str, on_press: Callable[[], None], enabled: bool = True) -> None:
        self.label = label
        self.on_press = on_press
        self.enabled = enabled
        self.px: int | None = None  # one size for a row of buttons (set by its screen), else its own

    def activate(self) -> None:
        if self.enabled:
            cue = _PRESS_CUE.get()
            if cue is not None:
                cue()
            self.on_press()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        x, y, w, h = self.rect
        fill = (70, 52, 88) if self.enabled else (44, 40, 50)
        gfx.panel(surface, self.rect, fill=fill, edge=gfx.FOCUS if focused else gfx.PANEL_EDGE)
        colour = gfx.INK if self.enabled else gfx.DIM_INK
        label = self.label
        lines = label_lines(label, self.rect) if self.px is None else [label]
        px = self.px if self.px is not None else round(h * LABEL_HEIGHT)
        if len(lines) == 2:
            px = two_line_px(lines, self.rect)
        step = gfx.font_size(px) * TWO_LINES
        for index, line in enumerate(lines):
            at = (x + w / 2, y + h / 2 + (index - (len(lines) - 1) / 2) * step)
            gfx.draw_text(
                surface, line, px, at, colour, bold=focused, anchor="center", max_width=w * LABEL_WIDTH
            )


LABEL_SHARE = 0.42  # a choice's label runs this share of its row, or more if it needs
LABEL_MOST = 0.72  # but no more: the value and its arrows keep the rest
LABEL_LEAST = 0.3  # and less (on two lines) when the widest value needs the room


class Choice(Widget):
    """A labelled value chosen from a list with < > (left/right keys, or clicking a side).

    A list of kinds (Human, AI...) goes round; an ordered one (``wrap=False``: numbers)
    stops at its ends, so "<" from the smallest value never jumps to the largest."""

    label = Said()

    def __init__(
        self,
        label: str,
        values: Sequence[Any],
        index: int = 0,
        show: Callable[[Any], str] = str,
        on_change: Callable[[Any], None] | None = None,
        wrap: bool = True,
    ) -> None:
        self.label = label
        self.values = list(values)
        self.index = max(0, min(index, len(self.values) - 1))
        self.show = show
        self.on_change = on_change
        self.wrap = wrap

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def set_value(self, value: Any) -> None:
        if value in self.values:
            self.index = self.values.index(value)

    def step(self, delta: int) -> bool:
        if not self.enabled or len(self.values) < 2:
            return False
        if self.wrap:
            self.index = (self.index + delta) % len(self.values)
        else:
            moved = max(0, min(len(self.values) - 1, self.index + delta))
            if moved == self.index:
                return True  # at an end: the key is used up, the value stays
            self.index = moved
        if self.on_change:
            self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.step(1)

    def click(self, pos: tuple[int, int]) -> None:
        self.step(-1 if pos[0] < self.arrows()[0] + self.rect[2] * 0.05 else 1)

    def label_width(self) -> float:
        """How wide the label may run: 42% of the row, more (up to 72%) when its words
        need it and the widest value still fits beside it (a long label in another
        language wraps onto two lines rather than cut the value); the value, between
        its arrows, takes the rest."""
        _, _, w, h = self.rect
        px = round(h * 0.42)
        needs = gfx.font(px).size(gfx.showable(self.label))[0]
        bold, arrow = gfx.font(px, True), gfx.font(px, True).size("<")[0]
        widest = max((bold.size(gfx.showable(self.show(value)))[0] for value in self.values), default=0)
        leaves = w * 0.92 - 4 * arrow - widest  # the row less the arrows and the widest value
        wanted = max(w * LABEL_SHARE, min(w * LABEL_MOST, needs + w * 0.02))
        return max(w * LABEL_LEAST, min(wanted, leaves))

    def arrows(self) -> tuple[float, float]:
        """Where the "<" and the ">" are centred: the value lies between them."""
        x, _, w, h = self.rect
        arrow = gfx.font(round(h * 0.42), True).size("<")[0]
        return x + w * 0.03 + self.label_width() + arrow, x + w * 0.95

    def label_lines(self) -> tuple[list[str], int]:
        """The label's lines and size: one line at the row's size if it fits its width,
        else two lines as large as the row holds (never under 12 px), or one line if it
        fits at that size or larger, as large as it fits (at 175% in a small window
        "Reduced motion" came out on one line at the two lines' size, half its
        neighbours')."""
        h = self.rect[3]
        full, width = round(h * 0.42), self.label_width()
        shown = gfx.showable(self.label)
        if gfx.font(full).size(shown)[0] <= width:
            return [self.label], full
        px = full
        while px > 1 and gfx.font_size(px) > gfx.MIN_TEXT_PX and 2 * gfx.line_height(px) > h * 0.96:
            px -= 1
        one = gfx.fit_px(self.label, full, width)
        if one >= px and gfx.font(one).size(shown)[0] <= width:
            return [self.label], one
        lines = gfx.wrap(self.label, px, width)
        return (lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]), px

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        x, y, w, h = self.rect
        gfx.panel(surface, self.rect, fill=(40, 32, 52), edge=gfx.FOCUS if focused else gfx.PANEL_EDGE)
        px = round(h * 0.42)
        width = self.label_width()
        lines, label_px = self.label_lines()
        step = gfx.line_height(label_px)
        for index, line in enumerate(lines):
            at = (x + w * 0.03, y + h / 2 + (index - (len(lines) - 1) / 2) * step)
            gfx.draw_text(surface, line, label_px, at, gfx.DIM_INK, anchor="midleft", max_width=width)
        colour = gfx.INK if self.enabled else gfx.DIM_INK
        ends = not self.wrap and self.index == 0, not self.wrap and self.index == len(self.values) - 1
        low, high = self.arrows()
        for sign, middle, at_end in (("<", low, ends[0]), (">", high, ends[1])):
            shade = gfx.DIM_INK if at_end else colour  # an end shows its arrow dimmed
            gfx.draw_text(surface, sign, px, (middle, y + h / 2), shade, bold=True, anchor="center")
        room = high - low - 2 * gfx.font(px, True).size("<")[0]
        gfx.draw_text(
            surface,
            self.show(self.value),
            px,
            ((low + high) / 2, y + h / 2),
            colour,
            bold=focused,
            anchor="center",
            max_width=room,
        )


class TextField(Widget):
    label = Said()

    def __init__(
        self,
        label: str,
        value: str = "",
        max_length: int = 16,
        allowed: Callable[[str], bool] | None = None,
        placeholder: str = "",
        on_enter: Callable[[], None] | None = None,
    ) -> None:
        self.label = label
        self.value = value
        self.max_length = max_length
        self.allowed = allowed or (lambda char: char.isprintable())
        self.placeholder = placeholder
        self.on_enter = on_enter

    def activate(self) -> None:
        """Enter in the field: what the screen says Enter does (the setup starts the game)."""
        if self.on_enter is not None:
            self.on_enter()

    def click(self, pos: tuple[int, int]) -> None:
        """A click only puts the focus (and the cursor) here."""

    def type(self, intent: Intent) -> bool:
        if intent.kind == "erase":
            self.value = self.value[:-1]
            return True
        char = " " if intent.kind == "skip" else intent.text
        if intent.kind in ("text", "skip") and len(self.value) < self.max_length and self.allowed(char):
            self.value += char
            return True
        return intent.kind == "text"

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        x, y, w, h = self.rect
        gfx.panel(surface, self.rect, fill=(24, 20, 32), edge=gfx.FOCUS if focused else gfx.PANEL_EDGE)
        px = round(h * 0.42)
        if self.label:
            gfx.draw_text(
                surface,
                self.label,
                px,
                (x + w * 0.03, y + h / 2),
                gfx.DIM_INK,
                anchor="midleft",
                max_width=w * 0.4,
            )
        left = x + (w * 0.46 if self.label else w * 0.05)
        shown = self.value + ("|" if focused else "")
        if self.value or focused:
            gfx.draw_text(
                surface,
                shown,
                px,
                (left, y + h / 2),
                gfx.INK,
                anchor="midleft",
                max_width=x + w - left - w * 0.03,
            )
        elif self.placeholder:
            gfx.draw_text(
                surface,
                self.placeholder,
                px,
                (left, y + h / 2),
                (120, 112, 104),
                anchor="midleft",
                max_width=x + w - left - w * 0.03,
            )


class FocusList:
    """The widgets of a screen in focus order; routes intents to them."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def move(self, delta: int) -> None:
        if not self.widgets:
            return
        for _ in range(len(self.widgets)):
            self.focus = (self.focus + delta) % len(self.widgets)
            widget = self.widgets[self.focus]
            if widget.focusable and widget.enabled:
                return

    def handle(self, intent: Intent) -> bool:
        """Route an intent; True if a widget used it."""
        widget = self.focused
        if intent.kind in ("point", "click"):
            return self._pointed(intent)
        if widget is not None and intent.kind in ("text", "erase", "skip") and widget.type(intent):
            return True
        step = self._step(intent)
        if step:
            self.move(step)
            return True
        if intent.kind == "move" and intent.dx:
            if widget is None or not widget.step(intent.dx):
                self.move(intent.dx)
            return True
        if intent.kind in ("activate", "skip") and widget is not None:
            widget.activate()
            return True
        return False

    def _pointed(self, intent: Intent) -> bool:
        """The pointer moved or clicked: the widget under it takes the focus (and the click)."""
        for index, candidate in enumerate(self.widgets):
            if candidate.focusable and layout.contains(candidate.rect, intent.pos):
                self.focus = index
                if intent.kind == "click":
                    candidate.click(intent.pos)
                return True
        return False

    @staticmethod
    def _step(intent: Intent) -> int:
        """+1 for the next widget (Tab, down), -1 for the one before (Shift+Tab, up), else 0."""
        if intent.kind == "next" or (intent.kind == "move" and intent.dy > 0):
            return 1
        if intent.kind == "prev" or (intent.kind == "move" and intent.dy < 0):
            return -1
        return 0

    def draw(self, surface: pygame.Surface) -> None:
        for index, widget in enumerate(self.widgets):
            widget.draw(surface, index == self.focus)
