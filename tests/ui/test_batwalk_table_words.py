"""The Batwalk's table words: its winning tag keeps every card index clear, and its caption calls
the lead card what it is (every game's words: ``test_table_words.py``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.ui import layout
from table.ui.intents import key
from table.ui.scenes.overlays import HandOverScene
from table.ui.tables import presenter_for
from table.ui.tables.batwalk import draw as batwalk_draw
from tests.ui.driver import TableDriver, make_app, start_table
from tests.ui.test_table_words import SIZES, _led


def _batwalk_tags(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Plays Batwalk shows and notes every "winning" tag drawn, with the trick's slots then."""
    app = make_app(size)
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=11)
    driver = TableDriver(app, scene, random.Random(1))
    seen: list[tuple[Any, ...]] = []
    real = batwalk_draw.winning_tag_rect

    def noted(card: layout.Rect, geo: Any) -> layout.Rect:
        tag = real(card, geo)
        slots = scene.frame().trick_slots[: len(scene.shown_trick)]
        seen.append((tag, list(slots)))
        return tag

    monkeypatch.setattr(batwalk_draw, "winning_tag_rect", noted)
    for _ in range(1500):
        if isinstance(app.stack.top, HandOverScene):
            driver.frame([key("activate")])
        elif scene.actor() is not None and app.stack.top is scene:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
        if len({slots and len(slots) for _, slots in seen}) >= 3:
            break
    return seen


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_batwalks_winning_tag_keeps_every_card_index_clear(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _batwalk_tags(size, monkeypatch)
    assert seen, "no winning card was ever marked"
    assert {len(slots) for _, slots in seen} >= {1, 2}
    for tag, slots in seen:
        for x, y, w, h in slots:
            top_left = layout.index_rect((x, y, w, h))
            bottom_right = (x + w - top_left[2], y + h - top_left[3], top_left[2], top_left[3])
            assert not layout.overlap(tag, top_left), (tag, (x, y, w, h))
            assert not layout.overlap(tag, bottom_right), (tag, (x, y, w, h))
    assert batwalk_draw.WINNING == "WINNING"


def test_batwalks_caption_calls_the_lead_card_what_it_is() -> None:
    caption = presenter_for("batwalk").trick_caption(_led("batwalk", 3, 2))
    assert caption.startswith("Winning so far: "), caption
