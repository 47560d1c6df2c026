"""Batwalk's third hand with two players, named in the language spoken now: a message (the
glossaries keep "Trendsetter", which fits under a played card at 960x540), following a
language chosen mid-game when the table is back on top; the players' own seats keep the
names they were given (a saved game's names never change with the language)."""

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


def test_the_trendsetter_is_named_in_the_language_spoken_now() -> None:
    app = make_app()
    i18n.use("qps", catalogues())  # the pseudo-locale: only a message comes out accented
    scene = start_table(app, "batwalk", "human,ai", seed=3)
    assert list(scene.names) == ["Human 1", "Ai 2", i18n.pseudo("Trendsetter")]
    for lang in ("de", "fr", "es"):  # the glossaries' word (it fits under a played card at 960x540)
        i18n.use(lang, catalogues())  # chosen in Settings, over the table
        scene.resume()
        assert list(scene.names) == ["Human 1", "Ai 2", "Trendsetter"]
    assert scene.match.names == ["Human 1", "Ai 2"]  # the seats' own names stay as given
    assert scene.input.names is scene.names  # what the table's input and words read
