"""The still layer in pieces: each part of it is redrawn only when what it shows has changed.

A piece (a seat's plate and fan, the header, the score panel, the game's own still
drawing) has a name, a key — everything it is drawn from, or None for "always redraw"
— and a function that draws it onto the still layer. When the presented game moves on,
only the pieces whose key changed are restored to the felt and redrawn (with any piece
they overlap, in drawing order), which on a typical reveal (one seat's card count) is a
small part of the layer. Should a redrawn piece grow under a kept piece drawn after it
(which must lie above it), the whole layer is redrawn instead, as it was before pieces;
over a kept piece drawn before it, it simply lies on top, as it would anyway.

A piece may be drawn on a ``base``: an earlier piece it lies inside (a score row on the
score panel's box). The base's pixels are kept as they were right after it was drawn,
and a piece on it is restored from them rather than from the felt, so a row that changes
redraws only itself, not the box and every other row with it.

A small piece that goes back to how it looked before (a seat's plate lit for its turn,
then not while a card flies, then lit again) is put back from its picture, kept from
when it was last removed (``_Memo``): only where nothing else lay on it or under it but
the felt or its base, so the pixels are those a redraw would give.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import pygame
from pygame import Surface

from table.ui import gfx
from table.ui.drawing import note_cut, note_faces, note_rects, note_sizes


@dataclass(frozen=True)
class Piece:
    """One part of the still layer: its name, what it is drawn from and how."""

    name: Hashable
    key: Hashable | None  # None: redrawn every time (a game's drawing we cannot see into)
    draw: Callable[[pygame.Surface], object]
    base: Hashable | None = None  # the name of an earlier piece this one lies inside


@dataclass
class _Drawn:
    key: Hashable | None
    rects: list[pygame.Rect] = field(default_factory=list)
    faces: set[str] = field(default_factory=set)
    sizes: set[int] = field(default_factory=set)
    kept: tuple[pygame.Rect, Surface] | None = None  # a base's pixels right after it was drawn
    under: object = None  # what it was drawn over: the felt, a base's ``kept``, or None (other pieces)
    cut: list[str] = field(default_factory=list)  # words it shortened (told again when put back)

    @cached_property
    def box(self) -> pygame.Rect:
        """All its rectangles in one (to tell quickly that another piece is far from it)."""
        return self.rects[0].unionall(self.rects[1:]) if self.rects else pygame.Rect(0, 0, 0, 0)


@dataclass(frozen=True)
class _Memo:
    """A piece's picture as it was last removed: its key, what lay under it, its pixels."""

    key: Hashable
    under: object
    drawn: _Drawn
    box: pygame.Rect  # where ``picture`` was taken from (``drawn.box`` inside the layer)
    picture: Surface


MEMO_PX = 65_536  # pieces up to this size keep pictures: a copy costs less than a redraw
MEMO_LOOKS = 2  # how many of its looks a piece keeps (lit and unlit)
_SPOILT = object()  # the key of a piece whose pixels were overwritten: it is drawn again


def _touch(these: Sequence[pygame.Rect], those: Sequence[pygame.Rect]) -> bool:
    return bool(those) and any(rect.collidelist(those) != -1 for rect in these)


class StillPieces:
    """What each piece of a still layer was drawn from, where, and the faces it shows."""

    def __init__(self, join: Callable[[Sequence[pygame.Rect]], list[pygame.Rect]]) -> None:
        self._join = join  # rectangles joined where that restores fewer pixels
        self._drawn: dict[Hashable, _Drawn] = {}
        self._shown: tuple[set[str], set[int], list[pygame.Rect]] | None = None  # all of ``_drawn``'s
        self._memos: dict[Hashable, list[_Memo]] = {}
        self._before: dict[Hashable, Hashable | None] = {}  # each piece's look before the one drawn

    def forget(self) -> None:
        """A new still layer: nothing is on it yet."""
        self._drawn.clear()
        self._shown = None
        self._memos.clear()
        self._before.clear()

    def note(self) -> None:
        """Tell the open probes what the layer shows again: its faces, text sizes and places
        (gathered once each time pieces are drawn: this is told every frame)."""
        if self._shown is None:
            drawn = self._drawn.values()
            faces: set[str] = set().union(*(each.faces for each in drawn))
            sizes: set[int] = set().union(*(each.sizes for each in drawn))
            self._shown = (faces, sizes, [rect for each in drawn for rect in each.rects])
        faces, sizes, rects = self._shown
        note_faces(faces)
        note_sizes(sizes)
        note_rects(rects)

    def spoil(self, rects: Sequence[pygame.Rect]) -> None:
        """The layer under ``rects`` was replaced: the pieces there are drawn again."""
        for drawn in self._drawn.values():
            if _touch(drawn.rects, rects):
                drawn.key = _SPOILT
        for memos in self._memos.values():  # what lay under their pictures changed
            memos[:] = [memo for memo in memos if not _touch(memo.drawn.rects, rects)]

    def _stale(self, piece: Piece) -> bool:
        drawn = self._drawn.get(piece.name)
        return piece.key is None or drawn is None or drawn.key != piece.key

    def refresh(self, still: Surface, felt: Surface, pieces: Sequence[Piece]) -> list[pygame.Rect]:
        """Redraw the pieces whose key changed, and any piece under or over them; the
        rectangles that changed."""
        order = {piece.name: index for index, piece in enumerate(pieces)}
        bases = {piece.name: piece.base for piece in pieces if piece.base is not None}
        redraw, clips = self._to_redraw(pieces, order, bases)
        if redraw:
            self._shown = None
        old = self._restore(still, felt, redraw, bases, {piece.name: piece.key for piece in pieces})
        self._drawn = {name: drawn for name, drawn in self._drawn.items() if name not in redraw}
        again = [piece for piece in pieces if piece.name in redraw or piece.name in clips]
        new = self._draw(still, felt, again, set(bases.values()), clips)
        if self._under_kept(redraw, order):  # grown under a kept piece that lies above it
            return old + new + self._redraw_all(still, felt, pieces)
        return old + [rect for rect in new if not any(was.contains(rect) for was in old)]

    def _to_redraw(
        self, pieces: Sequence[Piece], order: dict[Hashable, int], bases: dict[Hashable, Hashable]
    ) -> tuple[set[Hashable], dict[Hashable, list[pygame.Rect]]]:
        """The pieces to draw again: changed, gone, or touching one of those (restoring what
        lies under a piece wipes any piece it touches; from its base, only those above it).
        A piece under one restored to the felt is drawn again only inside the rectangles
        restored (the second value: its name and those rectangles): it is as it was, and
        all of it outside them still lies on the layer (a seat's fan under the corner of
        the words beside it)."""
        shown = {piece.name for piece in pieces}
        redraw = {piece.name for piece in pieces if self._stale(piece)} | (self._drawn.keys() - shown)
        while True:
            touched: set[Hashable] = set()
            clips: dict[Hashable, list[pygame.Rect]] = {}
            for name in redraw & self._drawn.keys():
                base = self._base(name, bases, redraw)
                deeper = -1 if base is None else order[base[0]]  # a base keeps all drawn before it
                rects, box = self._drawn[name].rects, self._drawn[name].box
                for other, was in self._drawn.items():
                    if other in redraw or order.get(other, len(order)) <= deeper:
                        continue
                    if not box.colliderect(was.box) or not _touch(was.rects, rects):
                        continue
                    if base is None and self._clippable(other, order.get(name, -1), order, bases):
                        clip = [rect for rect in rects if rect.collidelist(was.rects) != -1]
                        clips.setdefault(other, []).extend(clip)
                    else:
                        touched.add(other)
            if not touched:
                return redraw, {name: rects for name, rects in clips.items() if name not in redraw}
            redraw |= touched

    def _clippable(
        self, name: Hashable, above: int, order: dict[Hashable, int], bases: dict[Hashable, Hashable]
    ) -> bool:
        """Whether ``name``, kept, may be drawn again only where a piece drawn after it (at
        ``above``) is restored: it is shown, lies under that piece, and is neither a base
        (whose pixels are kept whole) nor on one."""
        return name in order and order[name] < above and name not in bases and name not in bases.values()

    def _restore(
        self, still: Surface, felt: Surface, redraw: set[Hashable], bases: dict[Hashable, Hashable],
        keys: dict[Hashable, Hashable | None],
    ) -> list[pygame.Rect]:
        """Put back what lies under the pieces to redraw (the felt, or a base's pixels over
        it), keeping the pictures of those going back and forth (``keys``: their new
        looks); the rectangles they covered."""
        old, on_base = [], []
        for name in redraw & self._drawn.keys():
            base = self._base(name, bases, redraw)
            rects = self._drawn[name].rects
            self._keep_picture(still, name, keys.get(name))
            old += rects
            if base is None:
                for rect in rects:
                    still.blit(felt, rect, rect)
            else:
                on_base += [(rect, *base[1]) for rect in rects]
        for rect, area, pixels in on_base:  # after the felt: a base's pixels lie over it
            still.blit(pixels, rect, rect.move(-area.x, -area.y))
        return old

    def _under_kept(self, redraw: set[Hashable], order: dict[Hashable, int]) -> bool:
        """Whether a redrawn piece now touches a kept one that must lie above it."""
        kept = [(order.get(name, -1), was) for name, was in self._drawn.items() if name not in redraw]
        return any(
            was.box.colliderect(self._drawn[name].box) and _touch(self._drawn[name].rects, was.rects)
            for name in redraw & order.keys() for place, was in kept if place > order[name]
        )

    def _base(
        self, name: Hashable, bases: dict[Hashable, Hashable], redraw: set[Hashable]
    ) -> tuple[Hashable, tuple[pygame.Rect, Surface]] | None:
        """The piece ``name`` is restored from (its base and the base's kept pixels), or
        None for the felt: its base, if that is kept and holds all of it."""
        base = bases.get(name)
        drawn = self._drawn.get(base) if base is not None and base not in redraw else None
        if drawn is None or drawn.kept is None:
            return None
        area = drawn.kept[0]
        return (base, drawn.kept) if all(area.contains(rect) for rect in self._drawn[name].rects) else None

    def _redraw_all(self, still: Surface, felt: Surface, pieces: Sequence[Piece]) -> list[pygame.Rect]:
        old = [rect for drawn in self._drawn.values() for rect in drawn.rects]
        for rect in old:
            still.blit(felt, rect, rect)
        self._drawn.clear()
        new = self._draw(still, felt, pieces, {piece.base for piece in pieces if piece.base is not None})
        return old + [rect for rect in new if not any(was.contains(rect) for was in old)]

    def _under(self, piece: Piece, felt: Surface, bases: set[Hashable]) -> object:
        """What ``piece`` is drawn over, nothing else lying there: the felt, its base's kept
        pixels, or None (a base, kept whole, is never put back from a picture)."""
        if piece.name in bases or piece.key is None:
            return None
        if piece.base is None:
            return felt
        drawn = self._drawn.get(piece.base)
        return drawn.kept if drawn is not None else None

    def _alone(self, name: Hashable, rects: Sequence[pygame.Rect], under: object) -> bool:
        """Whether ``rects`` hold only the piece ``name`` over ``under`` (no other piece
        touches them, and a base's pixels hold them whole)."""
        if not rects:
            return True
        if isinstance(under, tuple) and not all(under[0].contains(rect) for rect in rects):
            return False
        box = rects[0].unionall(rects[1:])
        return not any(box.colliderect(drawn.box) and other != name and drawn.kept is not under
                       and _touch(rects, drawn.rects) for other, drawn in self._drawn.items())

    def _keep_picture(self, still: Surface, name: Hashable, new: Hashable | None) -> None:
        """Keep the picture of ``name``, about to be removed for its ``new`` look, if it
        goes back and forth (``new`` is the look it had before this one), is small and alone."""
        drawn = self._drawn[name]
        back_and_forth = new is not None and new == self._before.get(name)
        self._before[name] = drawn.key
        if not back_and_forth or drawn.under is None or drawn.key is _SPOILT:
            return
        if sum(rect.w * rect.h for rect in drawn.rects) > MEMO_PX:
            return
        memos = self._memos.setdefault(name, [])
        if any(memo.key == drawn.key and memo.under is drawn.under for memo in memos):
            return
        if not self._alone(name, drawn.rects, drawn.under):
            return
        box = drawn.box.clip(still.get_rect())
        picture = pygame.Surface(box.size, 0, still)  # in the layer's own format: a plain copy
        picture.blit(still, (0, 0), box)
        memos[:] = [_Memo(drawn.key, drawn.under, drawn, box, picture), *memos][:MEMO_LOOKS]

    def _put_back(self, still: Surface, piece: Piece, under: object) -> _Drawn | None:
        """``piece`` put back from its picture if it has one of this look, over the same
        thing, with nothing else there now; what was drawn, or None."""
        for memo in self._memos.get(piece.name, ()):
            was = memo.drawn
            if memo.key == piece.key and memo.under is under and self._alone(piece.name, was.rects, under):
                for rect in was.rects:  # its own rectangles only: the rest of its box is not its
                    still.blit(memo.picture, rect, rect.move(-memo.box.x, -memo.box.y))
                note_rects(was.rects, still)  # the open probes hear of it as if it were drawn
                note_faces(was.faces)
                note_sizes(was.sizes)
                for text in was.cut:
                    note_cut(text)
                faces, sizes = set(was.faces), set(was.sizes)
                return _Drawn(piece.key, list(was.rects), faces, sizes, under=under, cut=list(was.cut))
        return None

    def _draw(
        self, still: Surface, felt: Surface, pieces: Sequence[Piece], bases: set[Hashable],
        clips: dict[Hashable, list[pygame.Rect]] | None = None,
    ) -> list[pygame.Rect]:
        """Draw ``pieces`` in order (or put them back from their pictures), noting each one's
        rectangles and faces, and keeping the pixels of those that are ``bases``; all the
        rectangles. A piece in ``clips`` is as it was: it is drawn only inside its
        rectangles there, and nothing is noted."""
        drawn: list[pygame.Rect] = []
        for piece in pieces:
            if clips and piece.name in clips:
                for rect in clips[piece.name]:
                    still.set_clip(rect)
                    piece.draw(still)
                still.set_clip(None)
                continue
            under = self._under(piece, felt, bases)
            back = self._put_back(still, piece, under) if under is not None else None
            if back is not None:
                self._drawn[piece.name] = back
                drawn += back.rects
                continue
            with gfx.DrawProbe(still) as probe:  # what reaches the layer, in its (the screen's) corner
                piece.draw(still)
            rects = self._join(probe.rects)
            # Whatever else lies on it or under it when it goes, it is not kept then (``_alone``).
            self._drawn[piece.name] = _Drawn(piece.key, rects, probe.faces, probe.sizes, under=under,
                                             cut=list(probe.cut))
            if piece.name in bases and rects:
                area = rects[0].unionall(rects[1:]).clip(still.get_rect())
                self._drawn[piece.name].kept = (area, still.subsurface(area).copy())
            drawn += rects
        return drawn


def covering(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles that cover ``rects``, overlapping ones joined wherever their union is no
    larger than the two apart (a hand's old and new place, a banner and the piece under
    it): to copy to the window, each pixel once rather than two or three times."""
    out: list[pygame.Rect] = []
    for each in rects:
        rect = pygame.Rect(each)
        if rect.w <= 0 or rect.h <= 0:
            continue
        joined = True
        while joined:
            joined = False
            for index in reversed(rect.collidelistall(out)):
                other = out[index]
                union = rect.union(other)
                if union.w * union.h <= rect.w * rect.h + other.w * other.h:
                    del out[index]
                    rect, joined = union, True
                    break
        out.append(rect)
    return out
