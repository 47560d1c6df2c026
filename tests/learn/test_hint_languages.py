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
from table.learn.coach import Coach
from table.learn.hint import hint
from table.learn.lessons import lesson_for
from table.manifest import catalogues
from tests.learn.test_hint import FAST, positions

ENGLISH_FRAMES = re.compile(
    r"\b(Play|Lead|Take it|Duck|Pass|Predict|Throw away|Use|Say|Drop|Spend) (the|with|under|it|done|your)\b"
    r"|\bthe (trick|battle)\b"
)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
@pytest.mark.parametrize("gid", ["munch", "dragon", "snow"])
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


def test_the_lesson_hints_in_german() -> None:
    i18n.use("de", catalogues())
    coach = Coach(lesson_for("munch").said())
    coach.answer("predict 2")
    given = hint(coach.state, 0, coach.lesson.names, iterations=FAST)
    assert given.action == "play bat-8"
    assert given.reason.startswith("Nimm ihn mit ") and given.reason.endswith("Du brauchst noch 2 Stiche.")


# A reason said by ``royal_reasons`` (the heuristic's factor), not by the search's deals.
ROYAL_FACTOR = re.compile(
    r'^(Give|Pass) .* and say "|^Call it (true|false): |^Peek and pass it on|^Place the .*: the kind'
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
