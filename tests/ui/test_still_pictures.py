"""A still piece that goes back and forth between two looks is put back from its picture.

A seat's plate is lit for its turn, unlit while a card flies, lit again: ``StillPieces``
keeps the picture of such a piece when it is removed and copies it back instead of
drawing it, only where nothing but the felt (or its base) lay under it and nothing lies
on it. Counted, never timed: how many times each piece is really drawn; and the layer
must equal the same pieces drawn from scratch on the felt after every change.
"""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from table.ui import gfx
from table.ui.scenes.table_still import Piece, StillPieces

SIZE = (240, 120)


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.display.set_mode(SIZE)


def _felt() -> pygame.Surface:
    felt = pygame.Surface(SIZE).convert()
    for x in range(0, SIZE[0], 8):  # a pattern, so a piece put back over the wrong place shows
        pygame.draw.line(felt, (20 + x % 90, 60, 40), (x, 0), (SIZE[0] - x, SIZE[1]), 3)
    return felt


def _plate(rect: tuple[int, int, int, int], lit: bool, drawn: list[str], name: str) -> Callable[..., None]:
    def draw(surface: pygame.Surface) -> None:
        drawn.append(name)
        gfx.panel(surface, rect, fill=(30, 24, 40), edge=(250, 200, 80) if lit else (90, 80, 110), alpha=200)
    return draw


def _pieces(lit: bool, drawn: list[str], over: bool) -> list[Piece]:
    pieces = [Piece("seat", ("seat", lit), _plate((20, 20, 80, 50), lit, drawn, "seat"))]
    pieces.append(Piece("far", "far", _plate((160, 20, 60, 60), False, drawn, "far")))
    if over:  # a piece drawn after the seat, lying over its corner
        pieces.append(Piece("over", "over", _plate((80, 50, 50, 40), False, drawn, "over")))
    return pieces


def _same(layer: pygame.Surface, pieces: list[Piece], felt: pygame.Surface) -> bool:
    fresh = felt.copy()
    for piece in pieces:
        piece.draw(fresh)
    return pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(fresh, "RGB")


@pytest.mark.parametrize("over", [False, True], ids=["alone", "under another"])
def test_a_piece_going_back_and_forth_is_put_back_only_when_alone(over: bool) -> None:
    felt, pieces = _felt(), StillPieces(lambda rects: [pygame.Rect(rect) for rect in rects])
    layer = felt.copy()
    drawn: list[str] = []
    for step in range(10):
        lit = step % 2 == 0
        shown = _pieces(lit, drawn, over)
        pieces.refresh(layer, felt, shown)
        assert _same(layer, _pieces(lit, [], over), felt), f"step {step}: not as drawn from scratch"
    seat = drawn.count("seat")
    if over:
        assert seat == 10  # another piece lies on it: drawn each time, never put back
    else:
        assert seat == 3  # lit, unlit, lit again; from then on both looks are put back
    assert drawn.count("far") == 1  # a piece nothing touched is never drawn again


def test_a_piece_under_a_changed_layer_is_drawn_again() -> None:
    """``spoil``: what lay under a picture was replaced, so the picture is dropped."""
    felt, pieces = _felt(), StillPieces(lambda rects: [pygame.Rect(rect) for rect in rects])
    layer, drawn = felt.copy(), []
    for step in range(6):
        pieces.refresh(layer, felt, _pieces(step % 2 == 0, drawn, False))
    before = drawn.count("seat")
    changed = pygame.Rect(10, 10, 100, 70)  # what lies under the seat changes there (and only there)
    pygame.draw.rect(felt, (200, 0, 0), changed)
    layer.blit(felt, changed, changed)
    pieces.spoil([changed])
    for step in range(6, 8):
        lit = step % 2 == 0
        pieces.refresh(layer, felt, _pieces(lit, drawn, False))
        assert _same(layer, _pieces(lit, [], False), felt), f"step {step}"
    assert drawn.count("seat") == before + 2
