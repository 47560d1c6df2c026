"""Dodge the Dragon's hand-over recap at every window size and UI scale: its lines never touch
and stay off the button (the other panels: ``test_look_panels.py``).
"""

from __future__ import annotations

import itertools

import pytest

from table.ui import layout
from table.ui.app import App
from table.ui.scenes.overlays import HandOverScene
from table.ui.settings_model import Settings
from tests.ui.driver import start_table
from tests.ui.test_look_panels import SCALES, SIZES, _inside, _rect


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_hand_over_recap_lines_never_touch_and_stay_off_the_button(
    size: tuple[int, int], scale: float
) -> None:
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    table = start_table(app, "dragon", "human,human,ai,ai,ai,ai", seed=3)
    hand_over = HandOverScene(app, table, 0)
    hand_over.recap = [
        "The pass: you got the Blue 3, the Red 7 and the Safety 2.",
        "Trick 1: Mildred led the Blue 1, Bones the Blue 9, Count Crumb the Blue 12; Count Crumb took it.",
        "Trick 2: Count Crumb led the Black 4, Ghoulia the Black 11 (the Snake); Ghoulia took 10 points.",
        "So far: Ghoulia played the Green 3, Pumpkin the Safety 4.",
    ]
    app.push(hand_over)
    app.step([], 0.0)
    probe = app.probe
    w, h = size
    recap_box = hand_over.recap_box()
    lines = sorted(
        (_rect(r) for r in probe.rects if _inside(_rect(r), recap_box) and r.h < h * 0.1), key=lambda r: r[1]
    )
    # The recap is the hand-over's own box, framed, apart from the scores and level with
    # their heading: it never reads as a column of the first score row (issue 32).
    drawn = list(map(_rect, probe.rects))
    frame = [r for r in drawn if all(abs(a - b) <= 1 for a, b in zip(r, recap_box, strict=True))]
    assert frame, "the recap has its own framed box"
    scores = hand_over.scores_box()
    assert scores[0] + scores[2] + w * 0.02 <= recap_box[0], "a gap between the scores and the recap"
    assert recap_box[1] <= scores[1], "the recap's box starts no lower than the scores' heading"
    rows = [r for r in map(_rect, probe.rects) if _inside(r, scores) and r[3] < h * 0.1]
    heading = min(rows, key=lambda r: r[1])
    assert all(heading[1] + heading[3] <= r[1] + 1 for r in rows if r is not heading), "Scores heads its rows"
    assert len(lines) >= 5, "the recap's heading and lines are drawn in its box"
    for above, below in itertools.pairwise(lines):
        assert above[1] + above[3] <= below[1] + 1, f"{above} and {below} touch"
    assert all(layout.overlap(line, hand_over.ready.rect) == 0 for line in lines)
    assert min(probe.sizes) >= 12
