"""Rules pages show the cards they talk about: ```cards blocks drawn from the deck art.

Every block in the five pages names real cards of its game; the rules screen draws
each row as cards (the same faces the table draws) and scrolls them with the text,
a row scrolled away is not drawn; plain Markdown outside the blocks is kept.
"""

from __future__ import annotations

import pytest

from table import manifest
from table.games import game_ids
from table.ui.rules_page import card_row, markdown_lines, rules_for
from table.ui.scenes.rules import RulesScene, manifest_cards
from tests.ui.driver import make_app

GAMES = game_ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_row_of_a_rules_page_names_real_cards(game_id: str) -> None:
    rows = [cards for line in rules_for(game_id) if (cards := card_row(line)) is not None]
    assert rows, f"table/assets/rules/{game_id}.md shows no cards"
    known = set(manifest_cards(game_id))
    for cards in rows:
        assert cards and set(cards) <= known, set(cards) - known
    text = manifest.entry(game_id).rules_page.read_text(encoding="utf-8")
    assert text.count("```cards") <= len(rows)  # every block shows at least one row


def test_a_cards_block_becomes_a_row_and_other_fences_stay_text() -> None:
    page = (
        "# T\n\nSome words.\n\n```cards\nbat-1 wild\n\nrat-royal\n```\n\n"
        "```\ngive bat-1 to 2 as fly\n```\n\n1. An item\n\n   ```cards\n   toad-2\n   ```\n"
    )
    lines = markdown_lines(page)
    rows = [card_row(line) for line in lines if card_row(line)]
    assert rows == [["bat-1", "wild"], ["rat-royal"], ["toad-2"]]
    assert "Some words." in lines and "give bat-1 to 2 as fly" in lines
    assert card_row("Some words.") is None


def test_an_unknown_game_has_a_rules_screen_that_says_so() -> None:
    app = make_app()
    scene = RulesScene(app, "chess")
    assert scene.raw_lines == ["There is no game called 'chess'."] and scene.card_rects() == []
