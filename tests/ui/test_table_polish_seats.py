"""Every seat's hand as a fan, and the settings the table honours: UI scale and reduced
motion (issue 20, items 5 and 13)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.ui import gfx, layout
from table.ui.app import App
from table.ui.intents import key
from table.ui.scene import Scene
from table.ui.scenes import table_draw
from table.ui.scenes.overlays import RoundSummary
from table.ui.settings_model import Settings
from table.ui.tables.context import applied_ui_scale
from tests.ui.driver import TableDriver, make_app, start_table
from tests.ui.test_fan_counts import BIG_SHARE, fan_shares

SIZES = [(960, 540), (1280, 720), (1600, 900), (1920, 1080)]


def _fans_drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[list[tuple[layout.Rect, float]]]:
    """The fans the table's still layer draws on a full redraw."""
    fans: list[list[tuple[layout.Rect, float]]] = []
    real = table_draw.draw_fan

    def spy(surface: Any, game_id: str, fan: Any) -> list[Any]:
        fans.append(list(fan))
        return real(surface, game_id, fan)

    monkeypatch.setattr(table_draw, "draw_fan", spy)
    scene = app.stack.top
    assert scene is not None
    scene.renderer._still = None  # type: ignore[attr-defined]
    app.step([], 0.0)
    monkeypatch.setattr(table_draw, "draw_fan", real)
    return fans


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize(
    "game_id,spec",
    [
        ("dragon", "human,ai,ai,ai"),
        ("dragon", "human,ai,ai,ai,ai,ai"),
        ("royal", "human,ai,ai"),
        ("snow", "human,ai,ai,ai"),
        ("munch", "human,ai,ai,ai,ai"),
    ],
)
def test_every_other_seat_holds_a_fan_of_its_cards_inside_the_window(
    game_id: str, spec: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size)
    scene = start_table(app, game_id, spec, seed=3)
    scene.animator.skip()
    app.step([], 0.0)
    fans = _fans_drawn(app, monkeypatch)
    view = scene.shown()
    others = [s for s in range(len(scene.names)) if s != scene.match.bottom_seat]
    # Only a card held up out of the hand (Munch's forehead) leaves the fan; Snow's
    # enhancement lies beside the hand and every card of the hand is in the fan.
    held = [len(scene.presenter.cards_in_front(view, s)) if game_id == "munch" else 0 for s in others]
    expected = [view["hand_sizes"][s] - off for s, off in zip(others, held, strict=True)]
    assert [len(fan) for fan in fans] == expected
    geo = scene.geometry()
    for fan in fans:
        if len(fan) > 1:  # a true arc: the cards turn from left to right
            turns = [degrees for _, degrees in fan]
            assert turns == sorted(turns, reverse=True) and turns[0] > 0 > turns[-1]
        for rect, degrees in fan:
            x, y, w, h = layout.turned_bounds(rect, degrees)
            assert x >= 0 and y >= 0 and x + w <= geo.panel[0] and y + h <= geo.h, (rect, degrees)


def test_a_royal_hand_of_nineteen_still_reads_as_a_fan() -> None:
    geo = table_draw.Geometry.for_size((960, 540))
    fan = geo.seat_fan((100.0, 250.0), 19)
    assert len(fan) == 19
    shares, _, clear = fan_shares(fan, geo.plate_rect((100.0, 250.0)))
    assert min(shares) >= BIG_SHARE  # each back shows its own edge (measured, past the backs over it)
    assert min(clear) >= 0.45  # and none sinks mostly behind the plate
    assert layout.turned_bounds(*fan[0])[0] >= 0


def test_batwalk_keeps_its_face_up_hands_and_draws_no_backs_fan(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=3)
    scene.animator.skip()
    assert _fans_drawn(app, monkeypatch) == []


def test_ui_scale_two_grows_the_cards_within_the_window() -> None:
    # 200% is used where the window has room for it, and as much of it as fits elsewhere
    # (tests/ui/test_scale_fit.py: nothing on the table overlaps then).
    for size in [(960, 540), (1280, 720), (1920, 1080)]:
        normal = start_table(make_app(size), "dragon", "human,ai,ai,ai", seed=1).geometry().card
        app = App(Settings(ui_scale=2.0), size=size, sound=False)  # as a resumed game opens
        assert app.ui_scale == applied_ui_scale(2.0, size) >= 1.75
        scene = start_table(app, "dragon", "human,ai,ai,ai", seed=1)
        with gfx.at_scale(app.ui_scale):  # as the app runs and draws every frame
            big = scene.geometry().card
        assert big[1] > normal[1] and big[1] <= size[1] * 0.3 + 1
        if size == (1920, 1080):
            assert app.ui_scale == 2.0 and big[1] > normal[1] * 1.1
    assert gfx.ui_scale() == 1.0, "the scale is the app's, for its frames: nothing leaks out"


def test_reduced_motion_is_instant_and_the_table_still_reveals_every_event() -> None:
    app = App(Settings(reduced_motion=True, animation_speed=1.0), size=(1280, 720), sound=False)
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=6, options={"pass": False})
    assert scene.timeline.instant
    revealed: list[dict[str, Any]] = []
    real = scene.presented.reveal

    def spy(event: dict[str, Any], live: dict[str, Any]) -> None:
        revealed.append(event)
        real(event, live)

    scene.presented.reveal = spy  # type: ignore[method-assign]
    driver = TableDriver(app, scene, random.Random(0))
    summaries = 0
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, RoundSummary):
            summaries += 1
            driver.frame([key("activate")])
            if summaries == 1:
                break
            continue
        queued = scene.timeline.busy
        driver.frame(driver.human_intents() if scene.actor() is not None else [])
        # the next frame runs every step a move queued: nothing stays in flight
        assert not (queued and scene.timeline.busy) or isinstance(app.stack.top, RoundSummary)
    assert summaries == 1
    # every event of the round reached the presented model, one by one, in order
    log = list(scene.match.state.visible_log(scene.match.viewer))
    assert revealed == log[: len(revealed)]
    kinds = [e["type"] for e in revealed]
    # the whole round, deal to score, each card on its own
    assert kinds[0] == "deal" and "round_scored" in kinds
    assert kinds[: kinds.index("round_scored")].count("card_played") == 4 * 12
    # settings changed mid-game (the table resumes after the Settings screen)
    app.settings.reduced_motion = False
    app.stack.push(Scene(app))
    app.stack.pop()
    assert not scene.timeline.instant
