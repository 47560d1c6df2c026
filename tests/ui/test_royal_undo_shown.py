"""Royal at the table: a judgement cannot be taken back once the card is revealed (every game:
``tests/ui/test_undo_shown.py``).
"""

from __future__ import annotations

from tests.ui.test_undo_shown import undo_once_shown


def test_royal_a_judgement_cannot_be_taken_back_once_the_card_is_revealed() -> None:
    app, scene, moves = undo_once_shown("royal", 5, "judge true", "claim_judged")
    assert app.stack.top is scene and len(scene.match.state.history) >= moves
    assert scene.message.startswith("Can't undo: you have seen")
