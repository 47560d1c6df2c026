"""Royal at the table: a judgement cannot be taken back once the card is revealed (every game:
``tests/ui/test_undo_shown.py``).
"""

from __future__ import annotations

from table.ui.intents import key
from tests.ui.driver import FRAME, make_app
from tests.ui.test_undo_shown import my_turn, revealed_until, table


def test_royal_a_judgement_cannot_be_taken_back_once_the_card_is_revealed() -> None:
    app = make_app()
    scene = table(app, "royal", 5)
    scene = my_turn(app, "judge")
    scene.human_act("judge true")
    moves = len(scene.match.state.history)
    revealed_until(app, scene, "claim_judged")
    app.step([key("undo")], FRAME)
    assert app.stack.top is scene and len(scene.match.state.history) >= moves
    assert scene.message.startswith("Can't undo: you have seen")
