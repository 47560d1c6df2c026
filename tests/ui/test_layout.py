"""Layout maths: fans, seats, grids and window limits, at several window sizes."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from table.ui import layout

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440), (1000, 900)]


def test_clamp_window_enforces_the_minimum_only() -> None:
    assert layout.clamp_window((200, 100)) == layout.MIN_WINDOW
    assert layout.clamp_window((1500, 300)) == (1500, layout.MIN_WINDOW[1])
    assert layout.clamp_window((1920, 1080)) == (1920, 1080)


@pytest.mark.parametrize("size", SIZES)
def test_card_size_scales_with_the_window_at_five_to_seven(size: tuple[int, int]) -> None:
    width, height = layout.card_size(size)
    assert abs(width / height - 5 / 7) < 0.02
    assert height == pytest.approx(size[1] * 0.19, abs=1)


@given(count=st.integers(1, 20), max_width=st.floats(300, 2000), lifted=st.integers(0, 19))
def test_fan_fits_its_width_and_lifts_one_card(count: int, max_width: float, lifted: int) -> None:
    card = (100.0, 140.0)
    rects = layout.fan(count, card, 500.0, 700.0, max_width, lifted if lifted < count else None)
    assert len(rects) == count
    left = rects[0][0]
    right = rects[-1][0] + card[0]
    assert right - left <= max(max_width, card[0] + (count - 1) * card[0] * 0.18) + 1e-6
    assert (left + right) / 2 == pytest.approx(500.0)
    xs = [r[0] for r in rects]
    assert xs == sorted(xs), "cards run left to right in hand order"
    for index, rect in enumerate(rects):
        expected_top = 700.0 - 140.0 - (140.0 * 0.25 if index == lifted else 0.0)
        assert rect[1] == pytest.approx(expected_top)


def test_fan_hit_finds_the_topmost_card_and_misses_outside() -> None:
    rects = layout.fan(5, (100, 140), 500, 700, 300)
    step = rects[1][0] - rects[0][0]
    assert step < 100, "the cards overlap in this fan"
    # A point inside both card 1 and card 2 belongs to card 2, which lies on top.
    x = rects[2][0] + 1
    assert layout.fan_hit(rects, (x, 650)) == 2
    assert layout.fan_hit(rects, (rects[0][0] + 1, 650)) == 0
    assert layout.fan_hit(rects, (rects[-1][0] + 99, 650)) == 4
    assert layout.fan_hit(rects, (rects[0][0] - 1, 650)) is None
    assert layout.fan_hit(rects, (500, 100)) is None


def test_seats_go_clockwise_from_the_bottom() -> None:
    # Seat i+1 sits to the left of seat i: seen from above, bottom -> left -> top -> right.
    table = (0.0, 0.0, 800.0, 600.0)
    points = layout.opponent_centres(4, 2, table)
    assert set(points) == {0, 1, 3}
    left, top, right = points[3], points[0], points[1]
    assert left[0] < top[0] < right[0]
    assert top[1] < left[1] and top[1] < right[1]


@pytest.mark.parametrize("players", range(2, 7))
def test_opponents_share_the_upper_arc_in_order(players: int) -> None:
    table = (100.0, 100.0, 800.0, 400.0)
    points = layout.opponent_centres(players, 0, table)
    assert len(points) == players - 1
    xs = [points[seat][0] for seat in range(1, players)]
    assert xs == sorted(xs), "clockwise from the bottom seat runs left to right along the top"
    for seat in range(1, players):
        angle = layout.opponent_angle(seat, players)
        assert math.radians(164) <= angle <= math.radians(376)


@given(count=st.integers(1, 12), width=st.floats(200, 3000), height=st.floats(200, 2000))
def test_grid_tiles_stay_inside_the_area_without_overlap(count: int, width: float, height: float) -> None:
    area = (10.0, 20.0, width, height)
    tiles = layout.grid(count, area, 0.7, 8.0)
    assert len(tiles) == count
    for x, y, w, h in tiles:
        assert w / h == pytest.approx(0.7)
        assert x >= area[0] - 1e-6 and y >= area[1] - 1e-6
        assert x + w <= area[0] + area[2] + 1e-6 and y + h <= area[1] + area[3] + 1e-6
    for i, a in enumerate(tiles):
        for b in tiles[i + 1 :]:
            apart = (
                a[0] + a[2] <= b[0] + 1e-6
                or b[0] + b[2] <= a[0] + 1e-6
                or a[1] + a[3] <= b[1] + 1e-6
                or b[1] + b[3] <= a[1] + 1e-6
            )
            assert apart


def test_toward_moves_the_card_towards_its_seat() -> None:
    middle = (400.0, 300.0)
    up = layout.centre(layout.toward(middle, (400.0, 0.0), (100, 140)))
    left = layout.centre(layout.toward(middle, (0.0, 300.0), (100, 140)))
    assert up[1] < middle[1] and up[0] == pytest.approx(400.0)
    assert left[0] < middle[0] and left[1] == pytest.approx(300.0)


def test_column_rows_are_evenly_spaced() -> None:
    rows = layout.column(3, (0, 100, 200, 500), 40, 10)
    assert [r[1] for r in rows] == [100, 150, 200]
    assert all(r[3] == 40 and r[2] == 200 for r in rows)
