"""Cards sent face down between seats show where they land only once they land: Royal's
card leaves the giver's hand (or the middle, passed on) with its claim said, travels to the
receiver with the middle showing only the claims, and is there again once it lands; the
judgement and the reveal come after (Dodge the Dragon's passed cards:
``test_dragon_slides_land.py``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame
import pytest

from table.games.royal.cards import CRITTER_OF
from table.ui import gfx
from table.ui.intents import key
from table.ui.layout import Rect
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from table.ui.tables.royal.middle import middle_shown
from tests.ui.driver import FRAME, TableDriver, make_app, sliding, start_table, still_table


def test_royal_the_card_travels_face_down_with_its_claim_then_is_judged() -> None:
    app = make_app(speed=1.0)
    scene = still_table(app, "royal", "human,ai,ai", 5)
    rng = random.Random(5)
    checked = {"round_started": 0, "card_passed": 0}
    for _ in range(20000):
        if all(checked.values()):
            break
        if scene.actor() == 0 and not scene.timeline.busy:
            actions = scene.match.legal_actions(0)
            scene.human_act(rng.choice([a for a in actions if not a.startswith("judge")] or actions))
        app.step([], FRAME)
        if not sliding(scene):
            continue
        kind = scene.presented.revealed[-1]["type"]
        view = scene.presented.view
        middle = middle_shown(scene.presenter, scene.context(), view)
        assert middle is not None and middle.flying, "no card lies in the middle while it travels"
        assert view.get("judged") is None
        assert not any(event["type"] == "claim_judged" for event in scene.presented.revealed)
        claim = scene.presented.revealed[-1]["claim"]
        assert view["round"]["claims"][-1]["claim"] == claim, "the claim is said as the card leaves"
        if kind == "round_started" and view["round"]["card"]:
            assert view["round"]["card"] not in view["hand"], "the card has left the giver's hand"
        checked[kind] += 1
        while sliding(scene):
            app.step([], FRAME)
        middle = middle_shown(scene.presenter, scene.context(), scene.presented.view)
        assert middle is not None and not middle.flying, "landed: the card going round is back in the middle"
    assert all(checked.values()), checked


def _drawn_cards(monkeypatch: pytest.MonkeyPatch, draw: Callable[[], object]) -> list[tuple[str, Rect]]:
    """Every face ``draw`` puts down, with its rectangle."""
    drawn: list[tuple[str, Rect]] = []
    real = gfx.draw_card

    def record(screen: pygame.Surface, game: str, card: str | None, rect: Rect, *a: Any, **k: Any) -> None:
        if card is not None:
            drawn.append((card, tuple(rect)))
        real(screen, game, card, rect, *a, **k)

    with monkeypatch.context() as patch:
        patch.setattr(gfx, "draw_card", record)
        draw()
    return drawn


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_judged_critter_flies_to_where_it_is_then_drawn(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The judged critter's flight ends on the very rectangle it is drawn in once it has
    landed: its slot in your own critters' row (found playing: yours flew to your hand)
    and in another seat's row alike."""
    app = make_app(size, speed=4.0)
    scene = start_table(app, "royal", "human,ai,ai", seed=5)
    driver = TableDriver(app, scene, random.Random(5))
    landed: dict[str, int] = {"you": 0, "another seat": 0}
    for _ in range(40_000):
        if min(landed.values()) >= 2 or isinstance(app.stack.top, GameOverScene):
            break
        if isinstance(app.stack.top, RoundSummary):
            driver.frame([key("activate")])
            continue
        driver.frame(driver.human_intents() if scene.actor() is not None else [])
        event = scene.presented.revealed[-1] if scene.presented.revealed else {}
        critter = CRITTER_OF.get(event.get("card") or "")
        if not sliding(scene) or event.get("type") != "card_taken" or not critter:
            continue
        card, seat = event["card"], event["seat"]
        step = scene.timeline.steps[0]
        assert step.draw is not None
        with gfx.at_scale(app.ui_scale):  # the flight's last frame
            flight = _drawn_cards(monkeypatch, partial(step.draw, pygame.Surface(app.size), 1.0))
        assert [face for face, _ in flight] == [card]
        end = flight[0][1]
        after: list[tuple[str, Rect]] = []
        while scene.timeline.steps and scene.timeline.steps[0] is step:  # the frame it lands in
            after = _drawn_cards(monkeypatch, partial(driver.frame, []))
        there = [face for face, rect in after if rect == pytest.approx(end, abs=0.5)]
        assert any(CRITTER_OF.get(face) == critter for face in there), (
            f"seat {seat}'s {card} flew to {end}, but is drawn at "
            f"{[rect for face, rect in after if CRITTER_OF.get(face) == critter]}"
        )
        landed["you" if seat == scene.match.bottom_seat else "another seat"] += 1
    assert min(landed.values()) >= 2, landed
