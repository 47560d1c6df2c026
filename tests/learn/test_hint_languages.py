"""Hints in every language: Munch's, Dodge the Dragon's and Snow Monster Battle's reasons
are whole sentences of the language spoken now (their templates in
``table/learn/hint_words.py``), the same move as in English, one line, with no English
sentence frame left in them."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.games import game_ids
from table.learn.hint import hint
from table.manifest import catalogues
from tests.learn.test_hint import FAST, positions
from tests.per_game import data_of

ENGLISH_FRAMES = re.compile(
    r"\b(Play|Lead|Take it|Duck|Pass|Predict|Throw away|Use|Say|Drop|Spend) (the|with|under|it|done|your)\b"
    r"|\bthe (trick|battle)\b"
)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
# The games whose search reasons are templates of their own (HINT_TEMPLATES in their test data;
# Royal's factor reasons: tests/learn/test_royal_hint_languages.py).
@pytest.mark.parametrize("gid", [gid for gid in game_ids() if data_of(gid, "HINT_TEMPLATES")])
def test_a_hint_reason_is_said_in_the_language_spoken_now(gid: str, lang: str) -> None:
    checked = 0
    for seed in (5, 7, 11):
        for seat, state in positions(gid, seed=seed):
            i18n.use("en", catalogues())
            english = hint(state, seat, ["Ann", "Ben", "Cat", "Dan"], iterations=FAST)
            i18n.use(lang, catalogues())
            given = hint(state, seat, ["Ann", "Ben", "Cat", "Dan"], iterations=FAST)
            assert given.action == english.action
            assert given.reason and "\n" not in given.reason and given.reason != english.reason
            assert not ENGLISH_FRAMES.search(given.reason), given.reason
            checked += 1
    assert checked >= 4


# Every game's reasons (Batwalk's ``batwalk_reasons`` too) and the moves the search's reasons
# name ("{move}: in 7 of 10 deals ...": Royal's claims, Batwalk's places): whole sentences
# of the language spoken now, for every legal move of seeded positions.
OWN_ENGLISH = re.compile(
    r"\b(Play your|play your|Start the show|your (first|second|third|fourth|fifth) card|can only be|"
    r"same back|either will do|take the lead|steal the show|could be anything|"
    r"give \w+ the|pass it to|call it|calling it|place the|set it aside|Seat \d| and | or )\b"
)


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
@pytest.mark.parametrize("gid", game_ids())
def test_every_reason_and_move_is_said_in_the_language_spoken_now(gid: str, lang: str) -> None:
    from table.ai.heuristics.factors import explain
    from table.learn.reasons import reason
    from tests.learn.test_hint_words import positions as every_position

    factors, searched = 0, 0
    for seat, state in every_position(gid, range(2)):
        view, actions = state.view(seat), state.legal_actions(seat)  # type: ignore[attr-defined]
        for chosen in actions:
            why = explain(gid, view, actions, chosen)
            found = {action: (10, 3) for action in actions} | {chosen: (10, 7)}
            i18n.use("en", catalogues())
            english = reason(gid, view, seat, why, ["Ann", "Ben", "Cat", "Dan"], found)
            i18n.use(lang, catalogues())
            said = reason(gid, view, seat, why, ["Ann", "Ben", "Cat", "Dan"], found)
            assert said != english and "\n" not in said, said
            assert not OWN_ENGLISH.search(said), (english, said)
            factors += why.factor is not None
            searched += why.factor is None
    assert factors >= 4 and searched >= 4
