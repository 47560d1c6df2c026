"""Batwalk: a show's result is said once, not twice in one frame.

As in the other trick games, the tag over the winning card says what the show was
worth ("Bones wins the show: +1 point (now 3)") and the caption over the prompt says
how it was won ("Bones wins show 3 with the Red Garlic."): no clause of one is
drawn again in the other in the same frame (issue 32)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from table.ui.intents import key
from table.ui.scenes import table_draw, trick_mark
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from tests.ui.driver import TableDriver, make_app, start_table


def _clauses(text: str, names: list[str]) -> set[str]:
    for name in names:
        text = text.replace(name, "")
    return {part.strip().lower() for part in re.split(r"[:.()]", text) if part.strip()}


def test_the_show_result_is_not_said_twice_in_one_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    real_mark, real_caption = trick_mark.mark, table_draw.caption

    def mark(*args: Any, **kwargs: Any) -> Any:
        drawn.append(args[2])
        return real_mark(*args, **kwargs)

    def caption(*args: Any, **kwargs: Any) -> Any:
        drawn.append(args[2])
        return real_caption(*args, **kwargs)

    monkeypatch.setattr(trick_mark, "mark", mark)
    monkeypatch.setattr(table_draw, "caption", caption)
    app = make_app(speed=2.0)
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=5)
    driver = TableDriver(app, scene, random.Random(5))
    checked = 0
    for _ in range(20_000):
        top = app.stack.top
        if isinstance(top, GameOverScene) or checked > 40:
            break
        drawn.clear()
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
            continue
        driver.frame(driver.human_intents() if top is scene and scene.actor() is not None else [])
        if scene.presented.deciding is None or len(drawn) < 2:
            continue
        names = list(scene.names)
        seen: set[str] = set()
        for text in drawn:
            clauses = _clauses(text, names)
            assert not clauses & seen, f"said twice in one frame: {drawn}"
            seen |= clauses
        checked += 1
    assert checked > 20
