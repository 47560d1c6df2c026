"""Another seat's face-down hand on the table: its fan of turned backs, drawn as one image.

Each fan (``Geometry.seat_fan``: a rect and a turn per card) is made once per shape
and blitted whole; the backs are turned once per size and half degree.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

import pygame

from table.ui import gfx, layout


def draw_fan(
    surface: pygame.Surface, game_id: str, fan: Sequence[tuple[layout.Rect, float]]
) -> list[pygame.Rect]:
    """A face-down hand on its arc (``Geometry.seat_fan``), blitted as one image made once
    per shape of fan; the rectangle drawn."""
    if not fan:
        return []
    shape, bounds = _shape(game_id, fan)
    surface.blit(_fan_image(game_id, shape, bounds.size), bounds)
    gfx.note_rect(bounds.inflate(4, 4), surface)  # the still layer's pieces see where it went
    return [bounds.inflate(4, 4)]


def make_ahead(game_id: str, fan: Sequence[tuple[layout.Rect, float]]) -> Iterator[bool]:
    """Make ``fan``'s image before it is first shown, a turned back a step, then the
    image: at 3840x2160 a fan of a new size cost its frame 2-3 ms, so the table makes the
    next one (a card fewer) in frames that have little else to do."""
    for rect, degrees in fan:
        _turned_back(game_id, (max(1, round(rect[2])), max(1, round(rect[3]))), round(degrees * 2) / 2)
        yield True
    if fan:
        shape, bounds = _shape(game_id, fan)
        _fan_image(game_id, shape, bounds.size)


Shape = tuple[tuple[tuple[int, int], float, tuple[int, int]], ...]


def _shape(game_id: str, fan: Sequence[tuple[layout.Rect, float]]) -> tuple[Shape, pygame.Rect]:
    """Each turned back's size, turn and offset in the fan's image; where the image goes."""
    shape, bounds = _fan_shape(game_id, tuple(fan))
    return shape, pygame.Rect(bounds)


@lru_cache(maxsize=64)  # a seat's fan is drawn again at each change of its plate
def _fan_shape(game_id: str, fan: tuple[tuple[layout.Rect, float], ...]) -> tuple[Shape, pygame.Rect]:
    turns = []
    for rect, degrees in fan:
        size = (max(1, round(rect[2])), max(1, round(rect[3])))
        middle = layout.centre(rect)
        turn = round(degrees * 2) / 2
        at = _turned_back(game_id, size, turn).get_rect(center=(round(middle[0]), round(middle[1])))
        turns.append((size, turn, at))
    bounds = turns[0][2].unionall([at for _, _, at in turns[1:]])
    return tuple((size, degrees, (at.x - bounds.x, at.y - bounds.y)) for size, degrees, at in turns), bounds


@lru_cache(maxsize=64)
def _fan_image(game_id: str, shape: Shape, size: tuple[int, int]) -> pygame.Surface:
    """The turned backs of a fan, each at its offset, on one transparent image."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    for card_size, degrees, offset in shape:
        image.blit(_turned_back(game_id, card_size, degrees), offset)
    return image


@lru_cache(maxsize=512)
def _turned_back(game_id: str, size: tuple[int, int], degrees: float) -> pygame.Surface:
    """A card back turned ``degrees`` (to the half degree) for a fan."""
    return pygame.transform.rotate(gfx.card_back(game_id, size), degrees)
