"""Batwalk's standees walk by time, not by frames (every game: ``tests/ui/test_presented.py``)."""

from __future__ import annotations

import dataclasses

import pytest

from tests.ui.driver import make_app, start_table


def test_the_batwalk_standees_walk_by_time_not_by_frames() -> None:
    """The same second of walking at 30 and at 144 frames a second ends at the same place."""
    from table.ui.tables.batwalk.look import TableLook
    from table.ui.tables.batwalk.runway import walk

    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=11)
    ctx = scene.context()
    places = []
    for fps in (30, 144):
        look = TableLook(walked=[0.0] * len(ctx.view["scores"]))
        far = dataclasses.replace(ctx, view={**ctx.view, "scores": [10] * len(ctx.view["scores"])})
        for _ in range(fps // 2):  # half a second
            walk(look, far, 1 / fps)
        places.append(look.walked)
    assert places[0] == pytest.approx(places[1])
    assert 0 < places[0][0] < 10  # it walks, and takes its time
