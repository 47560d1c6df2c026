"""Royal: "A Royal's price: Bones pays. The penalty pile's top card, Cockroach 5, goes to
them." is told while Cockroach 5 still lies on the pile; it leaves the pile (and the pile's
count drops) once the banner has said so, never before (found playing the lesson in the
real window: the pile showed the next card and 49 while the banner named the 50th)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.ui.intents import key
from table.ui.scenes import table_draw
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from tests.ui.driver import TableDriver, make_app, start_table


def test_the_penalty_card_is_named_while_it_is_still_on_the_pile(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(speed=4.0)
    scene = start_table(app, "royal", "human,ai,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(3))
    seen: list[tuple[str, Any, Any]] = []
    real = table_draw.banner

    def noting(surface: Any, geo: Any, banner: Any, players: int, clear: Any = None) -> None:
        if banner.title.startswith("A Royal's price"):
            view = scene.shown()
            seen.append((" ".join(banner.lines), view.get("penalty_top"), view.get("penalty_size")))
        real(surface, geo, banner, players, clear)

    monkeypatch.setattr(table_draw, "banner", noting)
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOverScene) or len({line for line, _, _ in seen}) >= 3:
            break
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
            continue
        driver.frame(driver.human_intents() if top is scene and scene.actor() is not None else [])
    assert seen, "no penalty was paid in the game"
    names = scene.presenter.card_name
    for line, top_card, _ in seen:
        assert top_card is not None and names(top_card) in line, (line, top_card)
