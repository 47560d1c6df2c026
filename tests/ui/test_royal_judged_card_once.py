"""Royal: a judged card lies face up in the middle only until it is taken; then it flies
to its taker and shows only there (found playing in the real window: Fly Royal lay in
the middle and in Count Crumb's row at once, as if there were two)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pygame
import pytest

from table.ui import gfx
from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from table.ui.tables.royal import draw as royal_draw
from table.ui.tables.royal.middle import middle_shown
from tests.ui.driver import TableDriver, make_app, start_table


def _faces_drawn(scene: Any, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Every face the table's own drawing puts down now, counted (a fresh surface: no cache)."""
    drawn: Counter[str] = Counter()
    with monkeypatch.context() as patch:
        patch.setattr(gfx, "note_face", lambda card, rect, surface=None: drawn.update([card]))
        ctx = scene.context()
        surface = pygame.Surface((ctx.geo.w, ctx.geo.h))
        royal_draw.draw(scene.presenter, ctx, surface, ctx.geo, ctx.view)
        scene.presenter.draw_table(ctx, surface)
    return drawn


@pytest.mark.parametrize("seed", [3, 11])
def test_a_judged_card_shows_once_after_it_is_taken(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(speed=4.0)
    scene = start_table(app, "royal", "human,ai,ai", seed=seed)
    driver = TableDriver(app, scene, random.Random(seed))
    checked: set[int] = set()  # the judgements seen with their card in its taker's row
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOverScene) or len(checked) >= 4:
            break
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
            continue
        driver.frame(driver.human_intents() if top is scene and scene.actor() is not None else [])
        ctx = scene.context()
        shown = middle_shown(scene.presenter, ctx, ctx.view)
        judged = ctx.view.get("judged") or royal_draw.last_reveal(ctx.log)
        if not judged or not judged.get("card") or shown is None:
            continue
        card = judged["card"]
        fronts = ctx.view.get("fronts") or []
        taker = int(judged["taker"])
        if taker >= len(fronts) or card not in fronts[taker]:
            continue  # not in the row yet (still in the middle, on its way, or a special)
        drawn = _faces_drawn(scene, monkeypatch)
        assert drawn[card] <= 1, (card, drawn[card], "drawn in the middle and in its taker's row")
        checked.add(len(ctx.log))
    assert len(checked) >= 2, "too few judged critters reached a row"
