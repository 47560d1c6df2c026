"""Batwalk at the table: your own card played cannot be taken back once turned up, and an undo
keeps the card aid on (every game: ``tests/ui/test_undo_shown.py``).
"""

from __future__ import annotations

from table.ui.intents import key
from table.ui.scenes.table import TableScene
from table.ui.tables.batwalk.presenter import BatwalkPresenter
from tests.ui.driver import FRAME, make_app
from tests.ui.test_undo_shown import my_turn, table, undo_once_shown


def test_batwalk_your_own_card_played_cannot_be_taken_back_once_turned_up() -> None:
    app, scene, moves = undo_once_shown("batwalk", 4, "play 0", "card_played")
    assert app.stack.top is scene and len(scene.match.state.history) >= moves
    assert scene.message.startswith("Can't undo: you have seen your own card")


def test_batwalk_an_undo_keeps_the_card_aid_on() -> None:
    app = make_app()
    scene = table(app, "batwalk", 4)
    scene = my_turn(app, "play")
    assert isinstance(scene.presenter, BatwalkPresenter)
    scene.presenter.look.aid = True
    before = list(scene.match.state.history)
    scene.human_act("play 0")
    app.step([key("undo")], FRAME)  # before the card has been turned up
    top = app.stack.top
    assert isinstance(top, TableScene) and top is not scene and top.match.state.history == before
    assert isinstance(top.presenter, BatwalkPresenter) and top.presenter.look.aid
