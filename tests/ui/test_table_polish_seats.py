"""Every seat's hand as a fan, and the settings the table honours: UI scale and reduced
motion (issue 20, items 5 and 13)."""

from __future__ import annotations

from typing import Any

import pytest

from table.games import game_ids
from table.ui import layout
from table.ui.app import App
from table.ui.scenes import table_draw
from tests.per_game import data_of
from tests.ui.driver import make_app, start_table

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
    "game_id,spec", [(game_id, spec) for game_id in game_ids() for spec in data_of(game_id, "FAN_TABLES")]
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
    from_hand = data_of(game_id, "FRONT_FROM_HAND")
    held = [len(scene.presenter.cards_in_front(view, s)) if from_hand else 0 for s in others]
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
