"""The hand on screen, as a player meets it: dimmed only when a card really cannot be
played, raised cards whose index nothing covers, and keyboard focus that shows at once
and never rests on an illegal card (issue 20, items 1, 3 and 8). The helpers of each game's
``tests/ui/test_<id>_table_polish_hand.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from table.ui import gfx, layout
from table.ui.intents import key
from table.ui.scenes.table import TableScene
from tests.ui.driver import TableDriver

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _until(driver: TableDriver, wanted: Callable[[], bool], frames: int = 6000) -> None:
    """Play the human's moves (the driver's random ones) until ``wanted`` holds at a decision."""
    scene = driver.scene
    for _ in range(frames):
        if scene.actor() is not None and driver.app.stack.top is scene:
            if wanted():
                return
            driver.frame(driver.human_intents())
        elif driver.app.stack.top is not scene:
            driver.frame([key("activate")] if not scene.match.hot_seat else [])
        else:
            driver.frame([key("skip")] if scene.timeline.busy else [])
    pytest.fail("the table never reached the wanted decision")


def _drawn_hand(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str | None, bool]]:
    """(card, dimmed) for every card the hand draws in one frame."""
    calls: list[tuple[str | None, bool]] = []
    real = gfx.draw_card

    def spy(surface: Any, game_id: str, card: str | None, rect: Any, *args: Any, **kw: Any) -> None:
        calls.append((card, bool(kw.get("dimmed", False))))
        real(surface, game_id, card, rect, *args, **kw)

    monkeypatch.setattr(gfx, "draw_card", spy)
    scene.renderer._repaint = []
    calls.clear()
    scene.renderer._draw_hand(scene.app.surface, scene.context(), _picks(scene))
    monkeypatch.setattr(gfx, "draw_card", real)
    return calls


def _picks(scene: TableScene) -> Any:
    from table.ui.scenes.table_draw import Picks

    ctx = scene.context()
    usable = scene.input.card_targets(ctx.frame, ctx.actions)
    return Picks(list(scene.selection), scene.pending_card, scene.focus, scene.message, usable)


def _covers(scene: TableScene, index: int) -> list[str]:
    """What lies over raised hand card ``index``'s index corner this frame."""
    frame = scene.frame()
    corner = layout.index_rect(frame.hand_rects[index])
    found = []
    geo = frame.geo
    for lines in (1, 2):
        if layout.overlap(corner, geo.prompt_box(lines)):
            found.append(f"the {lines}-line prompt")
    for (label, _), rect in zip(frame.buttons, frame.button_rects, strict=True):
        if layout.overlap(corner, rect):
            found.append(f"button {label}")
    for later in range(index + 1, len(frame.hand_rects)):
        if layout.overlap(corner, frame.hand_rects[later]):
            found.append(f"card {later}")
    for rect in frame.trick_slots:
        if layout.overlap(corner, rect):
            found.append("the trick")
    if not layout.contains((0, 0, geo.w, geo.h), (corner[0], corner[1])):
        found.append("the window's edge")
    return found
