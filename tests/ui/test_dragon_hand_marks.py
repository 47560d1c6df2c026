"""What a hand card's marks say, told apart at a glance (seen playing Dodge the Dragon
and Munch in the real window): the hint's green ring is the only green one (cards just
received, Munch's power cards wore the same green, so "Hint: Play the Red 3" showed four
green cards), and a card chosen for a move wears a tick, so the focused card, which
rises alike, is not taken for a fourth card of a three-card pass."""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.ui import gfx, layout
from table.ui.intents import click
from table.ui.scenes.table import TableScene
from table.ui.scenes.table_draw import Picks
from tests.ui.driver import TableDriver, card_point, make_app, start_table


def _drawn_hand(
    scene: TableScene, monkeypatch: pytest.MonkeyPatch
) -> tuple[dict[str, Any], list[layout.Rect]]:
    """Each hand card's highlight and the ticks, as the table draws them now."""
    highlights: dict[str, Any] = {}
    ticks: list[layout.Rect] = []
    real_card, real_tick = gfx.draw_card, gfx.draw_tick

    def card(surface, game_id, card_id, rect, name="", dimmed=False, highlight=None, back=None):  # type: ignore[no-untyped-def]
        if card_id is not None:
            highlights[card_id] = highlight
        real_card(surface, game_id, card_id, rect, name, dimmed=dimmed, highlight=highlight, back=back)

    def tick(surface, rect):  # type: ignore[no-untyped-def]
        ticks.append(tuple(rect))
        real_tick(surface, rect)

    monkeypatch.setattr(gfx, "draw_card", card)
    monkeypatch.setattr(gfx, "draw_tick", tick)
    ctx = scene.context()
    usable = scene.input.card_targets(ctx.frame, ctx.actions)
    picks = Picks(list(scene.selection), scene.pending_card, scene.focus, "", usable)
    scene.renderer._draw_hand(scene.app.surface, ctx, picks)
    monkeypatch.undo()
    return highlights, ticks


def test_cards_received_are_marked_in_a_colour_of_their_own(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    while scene.actor() is None:
        driver.frame()
    scene.human_act(scene.match.legal_actions(0)[0])
    for _ in range(2000):
        driver.frame()
        if scene.match.view()["phase"] == "play" and not scene.timeline.busy:
            break
    received = set(scene.match.view()["received"])
    assert len(received) == 3
    highlights, _ = _drawn_hand(scene, monkeypatch)
    focused = scene.frame().hand[scene.focus] if scene.focus < len(scene.frame().hand) else None
    for card in received - {focused}:
        assert highlights[card] == gfx.MARKED, card
    # the hint's ring and the focus keep their own colours
    assert gfx.MARKED not in (gfx.GOOD, gfx.FOCUS)
    app.close()


def test_chosen_cards_wear_a_tick_and_the_focused_one_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    while scene.actor() is None:
        driver.frame()
    for index in (0, 2):
        driver.frame([click(card_point(scene, index))])
    scene.focus = 4  # the keyboard's focus on another card: it rises as the chosen do
    driver.frame()
    frame = scene.frame()
    assert len(scene.selection) == 2
    _, ticks = _drawn_hand(scene, monkeypatch)
    assert sorted(ticks) == sorted(tuple(frame.hand_rects[i]) for i in (0, 2))
    app.close()
