"""Snow's tooltips: the keyboard focus on a badged card shows its tip, and another seat's
enhancement held up is explained where the table draws it (Royal's table:
``tests/ui/test_royal_table20.py``).
"""

from __future__ import annotations

from typing import Any

import pytest

from table.games.snow.cards import NAMES, PREY
from table.ui import gfx, layout, tooltip
from table.ui.intents import key, point
from table.ui.scenes.table import TableScene
from tests.ui.test_royal_table20 import _at_first_turn, _rest


def _snow_table_with_a_badge() -> tuple[TableScene, int]:
    """A Snow table whose seat on screen holds a netted Hunter or a prey; the card's index."""
    badged = set(PREY) | set(PREY.values())
    for seed in range(1, 40):
        scene = _at_first_turn("snow", "human,ai,ai", seed)
        hand = list(scene.frame().hand) if scene.actor() is not None else []
        usable = scene.input.card_targets(scene.frame(), scene.context().actions)
        marked = [i for i, card in enumerate(hand) if card in badged and i in usable]
        if marked:
            return scene, marked[0]
    raise AssertionError("no seed from 1 to 39 deals the seat on screen a usable badged card")


def test_keyboard_focus_on_a_snow_badged_card_shows_its_tooltip() -> None:
    scene, target = _snow_table_with_a_badge()
    app = scene.app
    assert scene.input.tooltip.shown is None  # nothing shows before the pointer or a key moves
    for _ in range(40):
        app.step([key("move", dx=1)], 1 / 30)
        if scene.focus == target:
            break
    assert scene.focus == target
    _rest(scene, 0.2)
    assert scene.input.tooltip.rested < tooltip.DELAY
    _rest(scene, 0.4)
    tip = scene.input.tooltip.shown
    assert tip is not None and tip[1].split(":")[0] in ("Net", "Rabbit") and "+40" in tip[1]


def test_hovering_another_seats_enhancement_explains_it_where_the_table_draws_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scene, _ = _snow_table_with_a_badge()
    drawn: list[tuple[str | None, layout.Rect]] = []
    real = gfx.draw_card

    def spy(surface: Any, game_id: str, card: str | None, rect: layout.Rect, *args: Any, **kw: Any) -> None:
        drawn.append((card, rect))  # a spy: the real card is drawn all the same
        real(surface, game_id, card, rect, *args, **kw)

    monkeypatch.setattr(gfx, "draw_card", spy)
    scene.renderer._still = None  # draw the still layer (the plates) afresh
    scene.app.step([], 1 / 30)
    ctx = scene.context()
    held = tooltip.held_up_rects(ctx, lambda seat: scene.presenter.cards_in_front(ctx.view, seat))
    assert held, "every other seat holds its enhancement up"
    for rect, card in held:
        assert (card, rect) in drawn
    rect, card = held[0]
    spot = layout.centre(rect)
    scene.app.step([point((round(spot[0]), round(spot[1])))], 1 / 30)
    _rest(scene, 0.6)
    tip = scene.input.tooltip.shown
    assert tip is not None and tip[1].startswith(NAMES[card] + ":")
