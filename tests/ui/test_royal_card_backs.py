"""Royal's back has none of the Royal card's gold (every game's back: ``tests/ui/test_card_backs.py``)."""

from __future__ import annotations

from tests.ui.test_card_backs import _make_art


def test_royals_back_has_none_of_the_royals_gold() -> None:
    art = _make_art()
    back = art.game_back("royal").upper()
    royal = next(face for face in art.FACES["royal"]() if face.card_id.endswith("-royal"))
    gold = (royal.frame or art.GOLD).upper()
    assert gold not in back and art.GOLD.upper() not in back
