"""The Batwalk keeps its face-up hands and draws no fan of backs (every game's seats:
``test_table_polish_seats.py``).
"""

from __future__ import annotations

import pytest

from tests.ui.driver import make_app, start_table
from tests.ui.test_table_polish_seats import _fans_drawn


def test_batwalk_keeps_its_face_up_hands_and_draws_no_backs_fan(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=3)
    scene.animator.skip()
    assert _fans_drawn(app, monkeypatch) == []
