"""Munch's round summary at a full table, at every window size and UI scale: its grid never
overlaps (the other panels: ``test_look_panels.py``).
"""

from __future__ import annotations

import itertools

import pytest

from table.ui import layout
from table.ui.app import App
from table.ui.scenes.overlays import RoundSummary
from table.ui.settings_model import Settings
from tests.ui.driver import start_table
from tests.ui.test_look_panels import SCALES, SIZES, _inside, _rect


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_round_summary_grid_never_overlaps_at_a_full_table(
    size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    table = start_table(app, "munch", "human,ai,ai,ai,ai", seed=3)
    table.names = ["Ann", "Mildred", "Count Crumb", "Sir Rattle", "Ghoulia"]
    cells = ["12/11: -10", "0/0: +30", "7/7: +170", "1/2: -10", "0/1: -10"]
    rows = [(f"Hand {n}", cells) for n in range(1, 8)]
    monkeypatch.setattr(type(table), "pad_rows", property(lambda _: rows))
    summary = RoundSummary(app, table, "Hand 7")
    app.push(summary)
    app.step([], 0.0)
    button = summary.button.rect
    drawn = [_rect(r) for r in app.probe.rects]
    # the summary's own box and what is drawn over it (the table under it is shaded)
    box_w = size[0] * 0.8
    start = max(i for i, r in enumerate(drawn) if abs(r[0] - size[0] * 0.1) <= 1 and abs(r[2] - box_w) <= 2)
    texts = [r for r in drawn[start + 1 :] if not _inside(r, button) and r != button]
    assert len(texts) >= 6 * 9, "every name, cell and total is drawn"
    for a, b in itertools.combinations(texts, 2):
        assert layout.overlap(a, b) == 0, f"{a} and {b} overlap"
    assert all(layout.overlap(t, button) == 0 for t in texts)
    assert all(t[1] + t[3] <= size[1] and t[0] + t[2] <= size[0] for t in texts)
    assert min(app.probe.sizes) >= 12
