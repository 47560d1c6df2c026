"""Royal's "Penalty pile" label keeps clear of everything else on the table, and no seat's
critters cover it, at every size, used UI scale and player count (found with six players
at 125% and more: the top-left seat's critters, pushed down beside its plate, lay over
the label). Where neither above nor left of the pile has room (960x540 at 175%, five
players) it lies on a strip across the top of the pile's card."""

from __future__ import annotations

import pytest

from table.ui import gfx, layout
from table.ui.tables.royal.draw import plate_rects, sizes
from table.ui.tables.royal.pile import label_rect
from tests.ui.driver import opened_table, used_scales
from tests.ui.overlap_parts import table_parts

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _cases() -> list[object]:
    cases: list[object] = []
    for size in SIZES:
        for scale in used_scales(size):
            for players in (3, 4, 5, 6):
                cases.append(pytest.param(size, scale, players, id=f"{size[0]}x{size[1]}-{scale}-{players}"))
    return cases


@pytest.mark.parametrize(("size", "scale", "players"), _cases())
def test_royal_the_pile_label_is_clear(size: tuple[int, int], scale: float, players: int) -> None:
    driver = opened_table("royal", players, size, scale)
    app, scene = driver.app, driver.scene
    problems: list[str] = []
    for frame in driver.table_frames(60, drawn=lambda frame: False):
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            label = label_rect(ctx.geo, sizes(ctx.geo)[1], list(plate_rects(ctx, ctx.geo).values()))
            for name, rects in table_parts(scene).items():
                hit = [rect for rect in rects if name != "penalty pile" and layout.overlap(label, rect) > 0]
                if hit:
                    problems.append(f"frame {frame}: the label {label} under {name} {hit[0]}")
        if problems:
            break
    app.close()
    assert not problems, problems[0]
