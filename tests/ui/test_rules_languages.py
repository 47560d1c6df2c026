"""A rules page per game in every language: written from the English page, chosen by the
language spoken now, the English page where a language has none.

Each translated page (``table/assets/rules/<lang>/<id>.md``) keeps the English page's
shape: the same card rows in the same order, the same number of sections, tables with
the same number of columns per row and the same move notation; and it is really in its
language (not a copy of the English page).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from table import manifest
from table.core import i18n
from table.ui.rules_page import page_in

GAMES = list(manifest.ORDER)
LANGUAGES = ("de", "fr", "es")
TICKS = re.compile(r"`[^`]+`")


def english(game_id: str) -> Path:
    return manifest.entry(game_id).rules_page


def translated(game_id: str, lang: str) -> Path:
    return english(game_id).parent / lang / f"{game_id}.md"


def shape(text: str) -> tuple[list[list[str]], int, list[int], list[str]]:
    lines = text.splitlines()
    rows = [line.split() for line in _card_blocks(lines)]
    headings = sum(1 for line in lines if line.startswith("#"))
    columns = [line.count("|") for line in lines if line.lstrip().startswith("|")]
    moves = [found for line in lines for found in TICKS.findall(line)]
    return rows, headings, columns, moves


def _card_blocks(lines: list[str]) -> list[str]:
    inside, rows = False, []
    for line in lines:
        if line.strip().startswith("```"):
            inside = line.strip() == "```cards"
            continue
        if inside and line.strip():
            rows.append(line.strip())
    return rows


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    i18n.reset()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_page_in_every_language_of_the_same_shape(game_id: str, lang: str) -> None:
    page = translated(game_id, lang)
    assert page.is_file(), f"no {lang} rules page for {game_id}"
    theirs, ours = english(game_id).read_text(encoding="utf-8"), page.read_text(encoding="utf-8")
    assert shape(ours) == shape(theirs)
    english_words = set(re.findall(r"[a-z]{4,}", TICKS.sub("", theirs)))
    own_words = set(re.findall(r"[a-z]{4,}", TICKS.sub("", ours)))
    assert len(own_words - english_words) > len(own_words) / 2  # written in its language


def test_a_language_without_a_page_reads_the_english_one(tmp_path: Path) -> None:
    page = tmp_path / "munch.md"
    page.write_text("# Munch\n\nEnglish.\n", encoding="utf-8")
    assert page_in(page, "de") == page  # no tmp_path/de/munch.md
    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "munch.md").write_text("# Munch\n\nDeutsch.\n", encoding="utf-8")
    assert page_in(page, "de") == tmp_path / "de" / "munch.md"
    assert page_in(page, "en") == page
