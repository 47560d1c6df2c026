"""Batwalk: every other seat's hand lies next to its own plate at every UI scale.

At 150% and up the top seat's hand used to be pushed to a far corner of the table,
where nobody could tell whose cards they were. Here, for each window size, UI scale
and table of 3-6 players, each hand must touch (or lie a few pixels from) its own
seat's plate and cover none of the show with its caption and names, the runway, the
header, the prompt, any plate, or another hand.
"""

from __future__ import annotations

import pytest

from table.ui import gfx, layout
from table.ui.app import App
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.batwalk import draw as batwalk_draw
from tests.ui.driver import start_table

Rect = tuple[float, float, float, float]


def _distance(a: Rect, b: Rect) -> float:
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0.0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0.0)
    return max(dx, dy)


def _overlaps(a: Rect, b: Rect) -> bool:
    return min(a[0] + a[2], b[0] + b[2]) > max(a[0], b[0]) and min(a[1] + a[3], b[1] + b[3]) > max(a[1], b[1])


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", UI_SCALES)
def test_each_hand_sits_by_its_own_plate_and_covers_nothing(size: tuple[int, int], scale: float) -> None:
    for players in (3, 4, 5, 6):
        app = App(Settings(ui_scale=scale), size=size, sound=False)
        scene = start_table(app, "batwalk", ",".join(["human"] + ["ai"] * (players - 1)), seed=1)
        with gfx.at_scale(app.ui_scale):
            geo, ctx, view = scene.geometry(), scene.context(), scene.match.view()
            placed = batwalk_draw.other_hand_rects(ctx, geo, view)
            centres = layout.opponent_centres(players, ctx.bottom_seat, geo.table)
            plates = {seat: geo.plate_rect(point) for seat, point in centres.items()}
            fixed = {
                "show": geo.trick_area(players),
                "runway": batwalk_draw.runway_rect(ctx, geo),
                "header": batwalk_draw.header_rect(geo),
                "prompt": geo.prompt_box(2),
            }
        where = f"{size} at {app.ui_scale:.0%}, {players} players"
        assert set(placed) == set(plates), where
        for seat, rects in placed.items():
            assert len(rects) == len(view["hands"][seat]), where
            hand = (rects[0][0], rects[0][1], rects[-1][0] + rects[-1][2] - rects[0][0], rects[0][3])
            assert _distance(hand, plates[seat]) <= geo.h * 0.02, f"seat {seat} far from its plate, {where}"
            for rect in rects:
                assert rect[0] >= 0 and rect[0] + rect[2] <= geo.panel[0], where
                for name, other in fixed.items():
                    assert not _overlaps(rect, other), f"seat {seat}'s hand covers the {name}, {where}"
                for other_seat, plate in plates.items():
                    assert not _overlaps(rect, plate), f"seat {seat}'s hand covers seat {other_seat}, {where}"
                for other_seat, others in placed.items():
                    if other_seat != seat:
                        assert not any(_overlaps(rect, o) for o in others), f"{seat} on {other_seat}, {where}"
