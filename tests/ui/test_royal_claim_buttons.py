"""Royal's give step, part of the overlap audit (``tests/ui/test_overlap_audit.py``): its
nine claim buttons keep between the side seats' critters, in one or two rows with every
label whole, and a click on one still makes the claim.
"""

from __future__ import annotations

import random

import pytest

from table.ui import gfx, layout
from table.ui.app import App
from table.ui.intents import click, key
from table.ui.settings_model import Settings
from table.ui.widgets import label_fits, label_px
from tests.ui.driver import TableDriver, button_point, card_point, start_table
from tests.ui.overlap_parts import table_parts

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _at_royal_claims(scale: float, size: tuple[int, int]) -> tuple[App, TableDriver]:
    """A 4-seat Royal table at the claim step of the give: a card and a seat picked."""
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = start_table(app, "royal", "human,ai,ai,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    for _ in range(3000):
        if scene.actor() == 0 and scene.match.view().get("phase") == "give" and not scene.selection:
            break
        with gfx.at_scale(app.ui_scale):
            intents = driver.human_intents() if scene.actor() == 0 else [key("skip")]
        driver.frame(intents)
    else:
        pytest.fail("never came to give a card")
    with gfx.at_scale(app.ui_scale):
        driver.frame([click(card_point(scene, 0))])
    with gfx.at_scale(app.ui_scale):
        driver.frame([click(button_point(scene, 0))])  # to the next seat
    return app, driver


@pytest.mark.parametrize("scale", [1.0, 1.75])
@pytest.mark.parametrize("size", SIZES)
def test_royals_claim_buttons_keep_clear_of_the_side_seats_and_still_click(
    size: tuple[int, int], scale: float
) -> None:
    app, driver = _at_royal_claims(scale, size)
    scene = driver.scene
    with gfx.at_scale(app.ui_scale):
        frame = scene.frame()
        labels = [label for label, _ in frame.buttons]
        assert "Royal" in labels and "Back" in labels and len(labels) == 9
        parts = table_parts(scene)
        seat_parts = [rect for name, rects in parts.items() if name.split(" ")[0] in ("plate", "fan", "front")
                      for rect in rects]
        for rect in frame.button_rects:
            assert not any(layout.overlap(rect, part) for part in seat_parts), (rect, labels)
        # In one row or two, each label whole (bold, as when focused) at 12 px or more.
        assert len({rect[1] for rect in frame.button_rects}) in (1, 2)
        for label, (_, _, width, height) in zip(labels, frame.button_rects, strict=True):
            rect = (0.0, 0.0, width, height)
            assert gfx.font_size(label_px(label, rect)) >= gfx.MIN_TEXT_PX
            assert label_fits(label, rect), (label, width)
        point = button_point(scene, labels.index("Royal"))
    history = len(scene.match.state.history)
    driver.frame([click(point)])
    for _ in range(5):
        driver.frame()
    seat, move = scene.match.state.history[history]  # the AI may have answered since
    assert seat == 0 and move.startswith("give ") and move.endswith(" as royal"), move
    app.close()
