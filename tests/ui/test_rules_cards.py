"""Rules pages show the cards they talk about: ```cards blocks drawn from the deck art.

Every block in the five pages names real cards of its game; the rules screen draws
each row as cards (the same faces the table draws) and scrolls them with the text,
a row scrolled away is not drawn; plain Markdown outside the blocks is kept.
"""

from __future__ import annotations

import pytest

from table import manifest
from table.games import game_ids
from table.ui import gfx
from table.ui.intents import key
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


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_rules_screen_draws_its_cards_inside_the_text_area(size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = RulesScene(app, "royal")
    app.push(scene)
    app.step([], 1 / 30)
    placed = scene.card_rects()
    assert [card for card, _ in placed][:7] == [
        "stinkbug-1", "cockroach-2", "bat-3", "fly-4", "toad-5", "rat-6", "scorpion-7"
    ]
    x, _, bw, _ = scene.box()
    for _, (cx, _, cw, ch) in placed:
        assert x <= cx and cx + cw <= x + bw and ch >= 96  # a legible card, inside the panel
    with gfx.DrawProbe() as probe:
        scene.draw(app.surface)
    assert {"stinkbug-1", "scorpion-7"} <= probe.faces
    # Scrolling moves the cards with the text; a row scrolled away is not drawn.
    first = placed[0][1][1]
    for _ in range(40):
        app.step([key("move", dy=1)], 1 / 30)
    assert scene.scroll > 0 and scene.card_rects()[0][1][1] < first
    with gfx.DrawProbe() as probe:
        scene.draw(app.surface)
    assert "stinkbug-1" not in probe.faces


def test_an_unknown_game_has_a_rules_screen_that_says_so() -> None:
    app = make_app()
    scene = RulesScene(app, "chess")
    assert scene.raw_lines == ["There is no game called 'chess'."] and scene.card_rects() == []
