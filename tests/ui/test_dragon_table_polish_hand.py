"""Dodge the Dragon's hand at the table: only the illegal cards dimmed in play, a raised card's
index never covered, the focus shown at once and never on an illegal card (helpers:
``tests/ui/polish_hand.py``).
"""

from __future__ import annotations

import random

import pytest

from table.ui.intents import key, point
from tests.ui.driver import TableDriver, card_point, make_app, start_table
from tests.ui.polish_hand import SIZES, _covers, _drawn_hand, _picks, _until


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
