"""Royal's hint reasons said by its heuristic's factors are whole sentences of the language
spoken now (every game's hints: ``tests/learn/test_hint_languages.py``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.learn.hint import hint
from table.manifest import catalogues
from tests.learn.test_hint import FAST, positions


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


# A reason said by ``royal_reasons`` (the heuristic's factor), not by the search's deals.
ROYAL_FACTOR = re.compile(
    r'^(Give|Pass) .* and say “|^Call it (true|false): |^Peek and pass it on|^Place the .*: the kind'
)
ROYAL_ENGLISH = re.compile(
    r"\b(Give|Pass|Call it|Place the|Peek and|already has|in front|the truth|a bluff)\b"
)


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_royal_hint_reasons_are_whole_sentences_of_the_language_spoken_now(lang: str) -> None:
    checked = 0
    for seed in (3, 5, 7, 11, 13):
        for seat, state in positions("royal", seed=seed, count=6):
            i18n.use("en", catalogues())
            english = hint(state, seat, ["Ann", "Ben", "Cat", "Dan"], iterations=FAST)
            i18n.use(lang, catalogues())
            given = hint(state, seat, ["Ann", "Ben", "Cat", "Dan"], iterations=FAST)
            assert given.action == english.action
            if not ROYAL_FACTOR.search(english.reason):
                continue  # a reason from the search's deals (its move words are still English)
            assert given.reason != english.reason and "\n" not in given.reason
            assert not ROYAL_ENGLISH.search(given.reason), given.reason
            checked += 1
    assert checked >= 4


