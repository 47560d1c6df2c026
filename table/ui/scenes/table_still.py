"""The still layer in pieces: each part of it is redrawn only when what it shows has changed.

A piece (a seat's plate and fan, the header, the score panel, the game's own still
drawing) has a name, a key — everything it is drawn from, or None for "always redraw"
— and a function that draws it onto the still layer. When the presented game moves on,
only the pieces whose key changed are restored to the felt and redrawn (with any piece
they overlap, in drawing order), which on a typical reveal (one seat's card count) is a
small part of the layer. Should a redrawn piece grow under a kept piece drawn after it
(which must lie above it), the whole layer is redrawn instead, as it was before pieces;
over a kept piece drawn before it, it simply lies on top, as it would anyway.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Surface

from table.ui import gfx
from table.ui.drawing import note_faces, note_rect, note_sizes


@dataclass(frozen=True)
class Piece:
    """One part of the still layer: its name, what it is drawn from and how."""

    name: Hashable
    key: Hashable | None  # None: redrawn every time (a game's drawing we cannot see into)
    draw: Callable[[pygame.Surface], object]


@dataclass
class _Drawn:
    key: Hashable | None
    rects: list[pygame.Rect] = field(default_factory=list)
    faces: set[str] = field(default_factory=set)
    sizes: set[int] = field(default_factory=set)


_SPOILT = object()  # the key of a piece whose pixels were overwritten: it is drawn again


def _touch(these: Sequence[pygame.Rect], those: Sequence[pygame.Rect]) -> bool:
    return bool(those) and any(rect.collidelist(those) != -1 for rect in these)


class StillPieces:
    """What each piece of a still layer was drawn from, where, and the faces it shows."""

    def __init__(self, join: Callable[[Sequence[pygame.Rect]], list[pygame.Rect]]) -> None:
        self._join = join  # rectangles joined where that restores fewer pixels
        self._drawn: dict[Hashable, _Drawn] = {}

    def forget(self) -> None:
        """A new still layer: nothing is on it yet."""
        self._drawn.clear()

    def note(self) -> None:
        """Tell the open probes what the layer shows again: its faces, text sizes and places."""
        for drawn in self._drawn.values():
            note_faces(drawn.faces)
            note_sizes(drawn.sizes)
            for rect in drawn.rects:
                note_rect(rect)

    def spoil(self, rects: Sequence[pygame.Rect]) -> None:
        """The layer under ``rects`` was replaced: the pieces there are drawn again."""
        for drawn in self._drawn.values():
            if _touch(drawn.rects, rects):
                drawn.key = _SPOILT

    def _stale(self, piece: Piece) -> bool:
        drawn = self._drawn.get(piece.name)
        return piece.key is None or drawn is None or drawn.key != piece.key

    def refresh(self, still: Surface, felt: Surface, pieces: Sequence[Piece]) -> list[pygame.Rect]:
        """Redraw the pieces whose key changed, and any piece under or over them; the
        rectangles that changed."""
        redraw, old = self._to_redraw(pieces)
        above = self._kept_above(pieces, redraw)
        for rect in old:
            still.blit(felt, rect, rect)
        self._drawn = {name: drawn for name, drawn in self._drawn.items() if name not in redraw}
        new = self._draw(still, [piece for piece in pieces if piece.name in redraw])
        if _touch(new, above):  # grown under a kept piece that lies above it
            return old + new + self._redraw_all(still, felt, pieces)
        return old + [rect for rect in new if not any(was.contains(rect) for was in old)]

    def _to_redraw(self, pieces: Sequence[Piece]) -> tuple[set[Hashable], list[pygame.Rect]]:
        """The pieces to draw again (changed, gone, or touching one of those), and the
        rectangles they covered."""
        shown = {piece.name for piece in pieces}
        redraw = {piece.name for piece in pieces if self._stale(piece)} | (self._drawn.keys() - shown)
        while True:  # restoring the felt under a piece would wipe any piece it touches: redraw those too
            old = [rect for name in redraw if name in self._drawn for rect in self._drawn[name].rects]
            touched = {name for name, was in self._drawn.items() if _touch(was.rects, old)} - redraw
            if not touched:
                return redraw, old
            redraw |= touched

    def _kept_above(self, pieces: Sequence[Piece], redraw: set[Hashable]) -> list[pygame.Rect]:
        """The rectangles of kept pieces drawn after the first redrawn one: they must lie
        above what is redrawn."""
        order = {piece.name: index for index, piece in enumerate(pieces)}
        first = min((order[name] for name in redraw if name in order), default=len(pieces))
        return [
            rect for name, drawn in self._drawn.items()
            if name not in redraw and order.get(name, -1) > first for rect in drawn.rects
        ]

    def _redraw_all(self, still: Surface, felt: Surface, pieces: Sequence[Piece]) -> list[pygame.Rect]:
        old = [rect for drawn in self._drawn.values() for rect in drawn.rects]
        for rect in old:
            still.blit(felt, rect, rect)
        self._drawn.clear()
        new = self._draw(still, pieces)
        return old + [rect for rect in new if not any(was.contains(rect) for was in old)]

    def _draw(self, still: Surface, pieces: Sequence[Piece]) -> list[pygame.Rect]:
        """Draw ``pieces`` in order, noting each one's rectangles and faces; all the rectangles."""
        drawn: list[pygame.Rect] = []
        for piece in pieces:
            with gfx.DrawProbe(still) as probe:  # what reaches the layer, in its (the screen's) corner
                piece.draw(still)
            rects = self._join(probe.rects)
            self._drawn[piece.name] = _Drawn(piece.key, rects, probe.faces, probe.sizes)
            drawn += rects
        return drawn
