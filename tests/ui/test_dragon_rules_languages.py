"""Dodge the Dragon's rules screen reads the page of the language spoken now, its card rows
included (every game's translated pages: ``tests/ui/test_rules_languages.py``).
"""

from __future__ import annotations

import pytest

from table.core import i18n
from table.manifest import catalogues
from table.ui.rules_page import card_row, rules_for
from tests.ui.test_rules_languages import LANGUAGES, translated


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_screen_reads_the_page_of_the_language_spoken_now(lang: str) -> None:
    i18n.use(lang, catalogues())
    lines = rules_for("dragon")
    assert lines[0] == translated("dragon", lang).read_text(encoding="utf-8").split("\n\n")[1].strip("*")
    assert [card_row(line) for line in lines if card_row(line)] == [
        ["blue-7", "black-5", "red-3", "orange-9", "yellow-2", "green-4", "safety-1"],
        ["black-12", "black-11", "black-10", "red-8"],
    ]
    i18n.use("en", catalogues())
    assert rules_for("dragon")[0] == "3 to 6 players. Goal: end the game with the fewest points."
