"""``disjoint``: the rectangles a layer copies cover the same pixels, each once."""

from __future__ import annotations

import random

import pygame

from table.ui.scenes.table_still import disjoint


def _cover(rects: list[pygame.Rect], size: tuple[int, int]) -> list[list[int]]:
    counts = [[0] * size[0] for _ in range(size[1])]
    for rect in rects:
        for y in range(rect.top, rect.bottom):
            for x in range(rect.left, rect.right):
                counts[y][x] += 1
    return counts


def test_overlapping_rects_become_non_overlapping_over_the_same_pixels() -> None:
    rng = random.Random(7)
    for _ in range(60):
        rects = [
            pygame.Rect(rng.randrange(30), rng.randrange(30), rng.randrange(0, 20), rng.randrange(0, 20))
            for _ in range(rng.randrange(1, 7))
        ]
        before, after = _cover(rects, (50, 50)), _cover(disjoint(rects), (50, 50))
        for row_before, row_after in zip(before, after, strict=True):
            assert [min(1, count) for count in row_before] == row_after  # each covered pixel once


def test_a_rect_inside_another_is_dropped_and_apart_ones_kept() -> None:
    outer, inner, apart = pygame.Rect(0, 0, 10, 10), pygame.Rect(2, 2, 3, 3), pygame.Rect(20, 0, 5, 5)
    assert disjoint([outer, inner, apart]) == [outer, apart]
