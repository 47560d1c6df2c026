"""What a stretch of drawing is done with, handed in by whoever draws: the UI scale and the probes.

The drawing kit (``gfx``, ``text``) keeps no settings and no record of its own between
calls. Whoever draws says, for the length of a ``with`` block, at which UI scale the
text and cards are set (``at_scale``: the app, from the player's setting, around each
step) and who wants to know what was drawn (a ``DrawProbe``: the app's record of each
frame, the table renderer's list of what to repaint next frame, a test's check that a
hand-over shows no private card). On leaving the block everything is as it was, so
nothing one screen or one test sets can leak into the next.

Both live in ``contextvars`` (the standard library's scoped values, as
``decimal.localcontext`` keeps its precision): one immutable variable each here, the
values owned by the ``with`` that set them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from types import TracebackType

import pygame

MAX_UI_SCALE = 2.0

_SCALE: ContextVar[float] = ContextVar("ui_scale", default=1.0)
_PROBES: ContextVar[tuple[DrawProbe, ...]] = ContextVar("draw_probes", default=())


def clamp_scale(scale: float) -> float:
    """A UI scale as it is used: 1.0 (100%) to ``MAX_UI_SCALE`` (200%)."""
    return min(MAX_UI_SCALE, max(1.0, float(scale)))


def ui_scale() -> float:
    """The UI scale the current drawing is set at (1.0 outside any ``at_scale``)."""
    return _SCALE.get()


@contextmanager
def at_scale(scale: float) -> Iterator[float]:
    """Set text (and a table's cards) ``scale`` times their layout size inside the block."""
    clamped = clamp_scale(scale)
    token = _SCALE.set(clamped)
    try:
        yield clamped
    finally:
        _SCALE.reset(token)


class DrawProbe:
    """A record of what was drawn while it is open (``with probe:``): card faces shown
    face up, text sizes set and the rectangles touched. Probes nest: each open one
    records everything drawn inside it onto its ``screen``.

    Only what reaches that surface counts: ``screen`` (the display surface when None),
    never an image made off screen to be blitted later (a card's fallback face with its
    words, a title tile), whose rectangles are in its own corner and which is made only
    when a cache misses. A note that names no surface (a cached layer noted again, a
    spot to repaint) is on the screen's own coordinates and always counts."""

    def __init__(self, screen: pygame.Surface | None = None) -> None:
        self.screen = screen
        self.faces: set[str] = set()
        self.sizes: set[int] = set()
        self.rects: list[pygame.Rect] = []
        self.cut: list[str] = []  # words that had to be shortened with an ellipsis to fit
        self._tokens: list[Token[tuple[DrawProbe, ...]]] = []

    def clear(self) -> None:
        self.faces.clear()
        self.sizes.clear()
        self.rects.clear()
        self.cut.clear()

    def sees(self, surface: pygame.Surface | None) -> bool:
        """Whether a note of drawing onto ``surface`` (None: on screen) is this probe's."""
        if surface is None:
            return True
        return surface is (self.screen if self.screen is not None else pygame.display.get_surface())

    def __enter__(self) -> DrawProbe:
        self._tokens.append(_PROBES.set((*_PROBES.get(), self)))
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        _PROBES.reset(self._tokens.pop())


@contextmanager
def unrecorded() -> Iterator[None]:
    """Drawing made ahead off screen (a banner's words set before it shows): no open
    probe hears of it."""
    token = _PROBES.set(())
    try:
        yield
    finally:
        _PROBES.reset(token)


def _seen(surface: pygame.Surface | None) -> list[DrawProbe]:
    return [probe for probe in _PROBES.get() if probe.sees(surface)]


def note_rect(rect: pygame.Rect, surface: pygame.Surface | None = None) -> None:
    """Tell the open probes that ``rect`` of ``surface`` (None: the screen) was drawn over
    (a moving part to repaint)."""
    for probe in _seen(surface):
        probe.rects.append(rect)


def note_rects(rects: Iterable[pygame.Rect], surface: pygame.Surface | None = None) -> None:
    """``note_rect`` for each of ``rects``, in order (a cached layer's places, noted again)."""
    for probe in _seen(surface):
        probe.rects.extend(rects)


def note_face(card_id: str, rect: pygame.Rect, surface: pygame.Surface | None = None) -> None:
    """Tell the open probes that ``card_id`` was drawn face up over ``rect`` of ``surface``."""
    for probe in _seen(surface):
        probe.faces.add(card_id)
        probe.rects.append(rect)


def note_faces(card_ids: Iterable[str]) -> None:
    """Tell the open probes these faces are on screen (a cached layer drawn again)."""
    for probe in _PROBES.get():
        probe.faces.update(card_ids)


def note_sizes(sizes: Iterable[int]) -> None:
    """Tell the open probes these text sizes are on screen (a cached layer drawn again)."""
    for probe in _PROBES.get():
        probe.sizes.update(sizes)


def note_cut(text: str, surface: pygame.Surface | None = None) -> None:
    """Tell the open probes that ``text`` did not fit and was shortened (an ellipsis)."""
    for probe in _seen(surface):
        probe.cut.append(text)


def note_text(size: int, rect: pygame.Rect, surface: pygame.Surface | None = None) -> None:
    """Tell the open probes that text set at font ``size`` was drawn over ``rect`` of ``surface``."""
    for probe in _seen(surface):
        probe.sizes.add(size)
        probe.rects.append(rect)
