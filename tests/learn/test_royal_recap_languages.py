"""The recap in every language: its lists joined by the language's own words (Royal's
cards placed: "the Toad 2 and the Toad 5"), Royal's judgements whole sentences per
verdict and outcome, with no English word left between the translated ones."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.games import get_game
from table.learn.recap import recap
from table.manifest import catalogues

ENGLISH = re.compile(r"\b(and|or|called it|true|false|right|wrong|Seat \d)\b")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def royal_lines(seed: int) -> list[str]:
    state = get_game("royal").new_state(players=4, seed=seed)
    rng = random.Random(seed)
    lines: list[str] = []
    while not state.is_over and len(state.history) < 120:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if len(state.history) % 10 == 0:
            lines += recap(state, 0, ["Ann", "Ben"], since=max(0, len(state.log) - 12), limit=40)
    return lines


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_royal_recap_is_whole_in_the_language_spoken_now(lang: str) -> None:
    i18n.use("en", catalogues())
    english = [line for seed in (1, 2, 3) for line in royal_lines(seed)]
    assert any(" and " in line for line in english), "a recap line lists placed cards"
    assert any("called it" in line for line in english)
    i18n.use(lang, catalogues())
    said = [line for seed in (1, 2, 3) for line in royal_lines(seed)]
    assert len(said) == len(english)
    for line in said:
        assert not ENGLISH.search(line), line
