"""Dodge the Dragon's recap names a safety's colour as a word of the language spoken, not its id."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.games import get_game
from table.games.dragon.cards import colour_word
from table.learn.recap import recap
from table.manifest import catalogues


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_a_named_colour_is_said_in_the_language(lang: str) -> None:
    i18n.use(lang, catalogues())
    state, rng = get_game("dragon").new_state(players=3, seed=1), random.Random(1)
    for _ in range(600):  # play until a seat leads a safety naming a colour
        seat = state.turn[0]
        named = [move for move in state.legal_actions(seat) if " as " in move]  # "play safety-1 as blue"
        if named:
            state.apply(seat, named[0])
            break
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    else:
        pytest.fail("no safety was led")
    colour = named[0].split()[-1]
    text = "\n".join(recap(state, (seat + 1) % 3, ("Ann", "Ben", "Cat"), since=0))
    assert colour_word(colour) in text and colour_word(colour) != colour, text
    assert not re.search(rf"(?<![\w-]){colour}(?![\w-])", text), text  # not the id
