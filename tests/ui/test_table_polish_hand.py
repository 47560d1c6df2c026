"""The hand on screen, as a player meets it: dimmed only when a card really cannot be
played, raised cards whose index nothing covers, and keyboard focus that shows at once
and never rests on an illegal card (issue 20, items 1, 3 and 8)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from table.ui import gfx, layout
from table.ui.intents import key, point
from table.ui.scenes.table import TableScene
from tests.ui.driver import TableDriver, card_point, make_app, start_table

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


def test_munch_predictions_leave_the_hand_undimmed(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "munch", "human,ai,ai,ai", seed=5)
    driver = TableDriver(app, scene, random.Random(1))

    # hand 2 onwards: the seat sees its own cards while predicting
    def predicting_with_cards() -> bool:
        cards = scene.hand_cards(scene.match.view())
        predicting = any(a.startswith("predict") for a in scene.match.legal_actions(0))
        return predicting and len(cards) >= 2 and None not in cards

    _until(driver, predicting_with_cards)
    drawn = _drawn_hand(scene, monkeypatch)
    assert len(drawn) >= 2 and all(card is not None for card, _ in drawn)
    assert not any(dimmed for _, dimmed in drawn)


def test_royal_judging_leaves_the_hand_undimmed(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "royal", "human,ai,ai,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(2))
    _until(driver, lambda: "judge true" in scene.match.legal_actions(0))
    drawn = _drawn_hand(scene, monkeypatch)
    assert drawn and not any(dimmed for _, dimmed in drawn)


def test_only_the_illegal_cards_are_dimmed_in_play(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=2, options={"pass": False})
    driver = TableDriver(app, scene, random.Random(0))

    def some_illegal() -> bool:
        actions = scene.match.legal_actions(0)
        cards = scene.hand_cards(scene.match.view())
        return any(not scene.card_actions(actions, card) for card in cards)

    _until(driver, some_illegal)
    actions = scene.match.legal_actions(0)
    drawn = _drawn_hand(scene, monkeypatch)
    for card, dimmed in drawn:
        assert dimmed == (not scene.card_actions(actions, card)), card
    assert any(dimmed for _, dimmed in drawn) and not all(dimmed for _, dimmed in drawn)


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


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_raised_cards_index_is_never_covered(size: tuple[int, int]) -> None:
    # Dragon's pass: chosen cards rise, and the focused one too.
    app = make_app(size)
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    _until(driver, lambda: scene.presenter.selection_size(scene.match.legal_actions(0)) == 3)
    count = len(scene.hand_cards(scene.match.view()))
    chosen = (0, count // 2, count - 1)
    for index in chosen:
        driver.frame([driver._choose_card(index)[0]])
    scene.focus = count // 2 + 1
    rects = scene.frame().hand_rects
    resting = max(r[1] for r in rects)
    raised = [i for i, r in enumerate(rects) if r[1] < resting - scene.geometry().card[1] * 0.15]
    assert set(raised) >= {*chosen, count // 2 + 1}
    for index in raised:
        assert _covers(scene, index) == [], index


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_raised_card_in_royals_long_hand_keeps_its_index(size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = start_table(app, "royal", "human,ai,ai", seed=1)  # 3 seats: big hands
    driver = TableDriver(app, scene, random.Random(0))

    def choosing_a_card() -> bool:
        stage = scene.stage(scene.match.legal_actions(0))
        return stage is not None and bool(stage.cards)

    _until(driver, choosing_a_card)
    count = len(scene.hand_cards(scene.match.view()))
    assert count >= 10
    for index in (0, count // 2, count - 1):
        scene.focus = index
        assert _covers(scene, index) == [], (index, count)


def test_focus_shows_at_once_and_never_rests_on_an_illegal_card() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=2, options={"pass": False})
    driver = TableDriver(app, scene, random.Random(0))
    scene.focus = 0

    def some_illegal() -> bool:
        actions = scene.match.legal_actions(0)
        cards = scene.hand_cards(scene.match.view())
        return not scene.card_actions(actions, cards[0]) and any(
            scene.card_actions(actions, card) for card in cards
        )

    _until(driver, some_illegal)
    driver.frame()  # the decision's first frame: before any key is pressed
    actions = scene.match.legal_actions(0)
    cards = scene.hand_cards(scene.match.view())
    legal = {i for i, card in enumerate(cards) if scene.card_actions(actions, card)}
    assert scene.focus in legal
    # shown: the focused card is lifted and ringed
    rects = scene.frame().hand_rects
    assert rects[scene.focus][1] < min(r[1] for i, r in enumerate(rects) if i != scene.focus)
    assert scene.focus in _picks(scene).usable
    seen = set()
    for intent in [key("move", dx=1)] * 20 + [key("next")] * 5 + [key("move", dx=-1)] * 20:
        driver.frame([intent])
        if scene.focus < len(cards):
            seen.add(scene.focus)
            assert scene.focus in legal
    assert seen == legal
    # the mouse over an illegal card does not move focus onto it
    illegal = next(i for i in range(len(cards)) if i not in legal)
    before = scene.focus
    driver.frame([point(card_point(scene, illegal))])
    assert scene.focus == before
