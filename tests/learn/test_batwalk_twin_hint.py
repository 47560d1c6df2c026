"""Batwalk's hint between alike backs names them all: with three blue cards that could
each be the same cards, the hint said "Your first card has the same back and the same
chances: either will do." (seen in the real window), as if only two were alike. One
alike card is named ("either will do"); two or more are said together ("any of them")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.core import i18n
from table.games import get_game
from table.learn.games.batwalk_reasons import same_backs
from table.manifest import catalogues

GAME = get_game("batwalk")
HANDS = [
    ["blue-1", "blue-2", "blue-3", "red-1", "green-1"],  # three blue backs, seat 0's
    ["red-2", "red-3", "red-4", "green-2", "green-3"],
    ["blue-4", "red-5", "green-4", "green-5", "red-star"],
]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def _view(hands: list[list[str]]) -> object:
    state = GAME.new_state(players=3, seed=1, options={"first": 0}, deal={"hands": hands, "first": 0})
    return state.view(0)


def test_three_alike_backs_are_said_together() -> None:
    alone, added = same_backs(_view(HANDS), 0, "play 0")  # type: ignore[arg-type]
    assert added == "Your other cards with the same back have the same chances: any of them will do."
    assert alone.startswith("Play your first card (Blue). It can only be the ")
    assert alone.endswith(added)
    assert "either" not in alone


def test_two_alike_backs_name_the_other() -> None:
    hands = [list(hand) for hand in HANDS]
    hands[0][2], hands[2][1] = hands[2][1], hands[0][2]  # seat 0 keeps two blue backs
    alone, added = same_backs(_view(hands), 0, "play 1")  # type: ignore[arg-type]
    assert added == "Your first card has the same back and the same chances: either will do."
    assert alone.endswith(added)


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_the_words_for_several_are_translated(lang: str) -> None:
    i18n.use(lang, catalogues())
    _, added = same_backs(_view(HANDS), 0, "play 2")  # type: ignore[arg-type]
    assert added and "any of them" not in added and "same back" not in added
