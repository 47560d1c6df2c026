"""The game manifest: every registered game listed once, in the contract's order, agreeing with its rules.

The title screen, setup, statistics, the session and the tables read the manifest; a
game registered without an entry, or an entry whose title or cards differ from its
rules package, would show the player two different things.
"""

from __future__ import annotations

import pytest

from table import manifest
from table.games import game_ids, get_game
from table.session import LOW_IS_BEST
from tests.per_game import data_of


def test_every_game_is_listed_once_in_the_title_screen_order() -> None:
    assert list(manifest.ORDER) == game_ids()
    assert len(set(manifest.ORDER)) == len(manifest.GAMES)


@pytest.mark.parametrize("game_id", game_ids())
def test_an_entry_agrees_with_its_rules_package(game_id: str) -> None:
    entry = manifest.entry(game_id)
    game = get_game(game_id)
    assert entry.title == game.title
    deck = entry.deck_ids(game.min_players)
    assert deck and all(entry.card_name(card) for card in deck)
    assert entry.rules_page.is_file(), f"table/assets/rules/{game_id}.md is the in-app rules page"


def test_low_scores_win_in_the_games_whose_rules_say_so_only() -> None:
    assert {gid for gid in game_ids() if data_of(gid, "LOW_SCORES_WIN")} == LOW_IS_BEST
    assert {g.id for g in manifest.GAMES if g.low_is_best} == LOW_IS_BEST


def test_an_unknown_game_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="known games: munch"):
        manifest.entry("poker")
