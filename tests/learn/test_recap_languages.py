"""The recap in German, French and Spanish: every card by its translated name, never its
id or its English name, and quotations in the language's own marks (issue 33)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.games import game_ids, get_game
from table.learn.recap import recap
from table.manifest import catalogues

NAMES = ("Ann", "Ben", "Cat", "Dan")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def _recaps(game_id: str, seed: int) -> list[str]:
    game = get_game(game_id)
    players = min(game.max_players, 4)
    state, rng, told = game.new_state(players=players, seed=seed), random.Random(seed), []
    for _ in range(150):
        if state.is_over:
            break
        seat = state.turn[0]
        told += recap(state, seat, NAMES[:players], since=0)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return told


def _english_names(game_id: str) -> set[str]:
    game, deck = get_game(game_id), __import__(f"table.games.{game_id}.cards", fromlist=["deck_ids"])
    return {game.card_name(card) for card in deck.deck_ids(min(game.max_players, 4))}


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
@pytest.mark.parametrize("game_id", game_ids())
def test_recaps_name_cards_in_the_language_spoken(game_id: str, lang: str) -> None:
    english = _english_names(game_id)
    i18n.use(lang, catalogues())
    spoken = _english_names(game_id)
    text = "\n".join(_recaps(game_id, seed=3))
    assert text, "the recap told something"
    assert '"' not in text, "a quotation in English marks"
    for name in english - spoken:  # a name the language changes must not stay English
        assert not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text), (name, lang)
    deck = __import__(f"table.games.{game_id}.cards", fromlist=["deck_ids"]).deck_ids(4)
    for card in deck:
        if "-" in card:  # an id no name shares ("blue-9", "sly-fox")
            assert card not in text, (card, lang)
