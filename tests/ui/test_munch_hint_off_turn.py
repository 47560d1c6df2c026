"""A hint asked off your turn is refused in the language spoken (found playing in German)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.core import i18n
from table.manifest import catalogues
from tests.ui.driver import make_app, start_table


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def test_a_hint_off_your_turn_is_refused_in_the_language_spoken() -> None:
    i18n.pin("de", catalogues())
    app = make_app()
    scene = start_table(app, "munch", "ai,ai,ai", seed=3)  # nobody at this table is "you"
    assert scene.actor() is None and scene.match.human_to_act() is None
    scene.help.hint()
    assert scene.input.message == "Einen Tipp gibt es nur, wenn du am Zug bist."
    app.close()
