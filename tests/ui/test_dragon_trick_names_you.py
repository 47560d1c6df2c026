"""Under your own card in the trick stands "You" when you play alone against the computer
(as the score panel says "(you)"), and each player's name at a hot-seat table, where the
screen is everyone's (found playing Dodge the Dragon: the card read "Human 1")."""

from __future__ import annotations

import random

from table.ui import gfx
from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, HandOverScene, RoundSummary
from tests.ui.driver import TableDriver, make_app, start_table


def _names_under_the_trick(spec: str) -> dict[int, str]:
    """Each seat's label under its card, on the first quiet frame with seat 0's card in the trick."""
    app = make_app(speed=8.0)
    scene = start_table(app, "dragon", spec, seed=3)
    driver = TableDriver(app, scene, random.Random(3))
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, RoundSummary | HandOverScene):
            driver.frame([key("activate")])
            continue
        driver.frame([key("skip")] if scene.timeline.busy else driver.human_intents())
        if app.stack.top is scene and not scene.timeline.busy and any(s == 0 for s, _c in scene.shown_trick):
            with gfx.at_scale(app.ui_scale):
                pieces = scene.renderer._trick_pieces(scene.context(), ())
            labels = {piece.key[1]: piece.key[4] for piece in pieces  # type: ignore[index]
                      if isinstance(piece.name, tuple) and piece.name[0] == "trick"}
            app.close()
            return labels
    app.close()
    raise AssertionError("seat 0 never had a card in a quiet trick")


def test_dragon_your_card_in_the_trick_says_you() -> None:
    labels = _names_under_the_trick("human,ai,ai,ai")
    assert labels[0] == "You"
    assert all(label.startswith("Ai ") for seat, label in labels.items() if seat)


def test_dragon_at_a_hot_seat_table_each_card_says_its_players_name() -> None:
    labels = _names_under_the_trick("human,human,ai,ai")
    assert labels[0] == "Human 1"
