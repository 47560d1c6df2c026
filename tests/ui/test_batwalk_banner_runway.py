"""Vamp on the Batwalk's banners leave the runway in sight: "Mildred steals the show!"
once lay right over the runway while Mildred's standee stepped forward for the steal it
told of (seen in the real window at 1280x720). The banner goes below the runway, over
the prompt (which waits), its words smaller where the room above the hand is short.

At every window size and UI scale the window really uses, with 2 (the trendsetter
seated), 3 and 6 players, a steal's banner is run through the table's own animator a few
moves into a game; the box it is drawn in covers neither the runway with its standees
nor the show, lies inside the window, and its words are whole (nothing cut short)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.ui import gfx, layout
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes import table_banner
from table.ui.scenes.overlays import RoundSummary
from table.ui.settings_model import Settings
from table.ui.tables.batwalk import runway
from tests.ui.driver import FRAME, TableDriver, start_table, used_scales

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _cases() -> list[tuple[tuple[int, int], float]]:
    cases = []
    for size in SIZES:
        cases += [(size, scale) for scale in used_scales(size)]
    return cases


@pytest.mark.parametrize(("size", "scale"), _cases(), ids=lambda value: f"{value}")
def test_a_steal_banner_leaves_the_runway_in_sight(
    size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    boxes: list[layout.Rect] = []
    real_rect = table_banner.banner_rect

    def record(*args: Any, **kwargs: Any) -> layout.Rect:
        box = real_rect(*args, **kwargs)
        boxes.append(box)
        return box

    monkeypatch.setattr(table_banner, "banner_rect", record)
    problems: list[str] = []
    for players in (2, 3, 6):
        app = App(Settings(ui_scale=scale, animation_speed=1.0), size=size, sound=False)
        scene = start_table(app, "batwalk", ",".join(["human"] + ["ai"] * (players - 1)), seed=players)
        driver = TableDriver(app, scene, random.Random(players), skip=True)
        for _ in driver.table_frames(40):  # a few moves in: cards on the table, standees out
            if isinstance(app.stack.top, RoundSummary):
                driver.frame([key("activate")])
        while scene.timeline.busy:
            driver.frame([key("skip")])
        steal = {"type": "stole_the_show", "seat": 1, "from_seat": 0, "card": "blue-2", "points": 1}
        banner = scene.presenter.banner(steal, scene.names, scene.match.viewer)
        assert banner is not None
        scene.animator._banner_step(banner)
        boxes.clear()
        app.probe.clear()
        app.step([], FRAME)
        assert boxes, "the banner was not drawn"
        box = boxes[-1]
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            kept = {"runway": runway.runway_area(ctx, ctx.geo), "show": runway.show_rect(ctx, ctx.geo)}
        for name, rect in kept.items():
            if layout.overlap(box, rect) > 0:
                problems.append(f"{players} players: the banner {box} covers the {name} {rect}")
        if box[1] < 0 or box[1] + box[3] > size[1] or box[0] < 0 or box[0] + box[2] > size[0]:
            problems.append(f"{players} players: the banner {box} leaves the window")
        cut = [words for words in app.probe.cut if words in (banner.title, *banner.lines)]
        if cut:
            problems.append(f"{players} players: the banner's words were cut short: {cut}")
        app.close()
    assert not problems, f"{size}, {scale:.0%}: " + " | ".join(problems)
