"""The in-app rules pages, read from ``table/assets/rules/<id>.md``: one source for the docs and the app.

The page's Markdown becomes the lines the rules screen shows (``scenes.rules``): a
section heading becomes a "# " heading line, a paragraph or a list item one line (the
screen wraps it to the window), a table one line per row with its cells separated by
" · ". Emphasis marks and code ticks are dropped. A fenced block whose info string is
``cards`` names cards of the page's game, by id, a row per line::

    ```cards
    bat-3 bat-royal wild nothing
    ```

and becomes a card-row line (``card_row`` reads it back) that the screen draws as a
row of small cards from the deck art; on GitHub the same block shows as the list of
ids. A missing page says so in one line instead of failing.

A page is read in the language spoken now: ``table/assets/rules/<lang>/<id>.md``, written
from the English page (same sections, same card rows), or the English page where the
language has none.
"""

from __future__ import annotations

import re
from pathlib import Path

from table import manifest
from table.core import i18n
from table.core.words import Words

_EMPHASIS = re.compile(r"(\*\*|__|\*|`)")
CARD_ROW = "\x1ecards "  # a card-row line: this mark, then card ids separated by spaces
_ITEM = re.compile(r"^(\s*)([-*+]|\d+\.)\s+(.*)$")
NO_SUCH_GAME = Words("There is no game called {game}.")
PAGE_MISSING = Words("The rules page {page} is missing from this copy of Spooky Table.")


def rules_for(game_id: str) -> list[str]:
    """The rules page of ``game_id`` as panel lines."""
    try:
        page = manifest.entry(game_id).rules_page
    except KeyError:
        return [NO_SUCH_GAME(game=repr(game_id))]
    return lines_of(page_in(page, i18n.current()))


def page_in(page: Path, language: str) -> Path:
    """The page in ``language`` (``rules/<lang>/<id>.md``), else the English ``page``."""
    translated = page.parent / language / page.name
    return translated if language != i18n.ENGLISH and translated.is_file() else page


def lines_of(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return [PAGE_MISSING(page=path.name)]
    return markdown_lines(text)


def markdown_lines(text: str) -> list[str]:
    """Markdown (headings, paragraphs, lists, tables, code) as one line per block."""
    lines: list[str] = []
    block: list[str] = []
    fenced = False
    cards = False  # inside a ```cards block

    def flush() -> None:
        if block:
            first, *rest = block
            lines.append(_plain(" ".join([first.rstrip(), *(part.strip() for part in rest)])))
            block.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        if line.lstrip().startswith("```"):  # a fence, also indented inside a list item
            flush()
            fenced = not fenced
            cards = fenced and line.lstrip()[3:].strip() == "cards"
            continue
        if fenced:
            lines += _fenced(line, cards)
            continue
        if not line.strip():
            flush()
            continue
        if line.startswith("#") or line.lstrip().startswith("|"):
            flush()
            lines += _heading(line, lines) if line.startswith("#") else _table_row(line)
            continue
        item = _ITEM.match(line)
        if item:
            flush()
            marker = item.group(2)
            bullet = f"{marker} " if marker[0].isdigit() else "• "
            indent = "    " if item.group(1) else ""  # an item of an item
            block.append(indent + bullet + item.group(3))
            continue
        block.append(line)
    flush()
    while lines and not lines[0]:
        lines.pop(0)
    return lines


def _fenced(line: str, cards: bool) -> list[str]:
    """A line of a fenced block: as it is, or a row of cards (a ```cards block)."""
    if not cards:
        return [line]
    return [CARD_ROW + " ".join(line.split())] if line.split() else []


def _heading(line: str, lines: list[str]) -> list[str]:
    """A heading, after a gap in ``lines``; none for the page's own title (the panel's)."""
    level = len(line) - len(line.lstrip("#"))
    if level <= 1:
        return []
    _gap(lines)
    return ["# " + _plain(line.lstrip("#").strip())]


def _table_row(line: str) -> list[str]:
    """A table row as its cells joined by dots; none for the |---| rule."""
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    if all(set(cell) <= set("-: ") for cell in cells):
        return []
    while cells and not cells[-1]:
        cells.pop()  # trailing empty cells say nothing ("— · Shapeshifter")
    return [_plain(" · ".join(cell or "–" for cell in cells))]


def _gap(lines: list[str]) -> None:
    if lines and lines[-1]:
        lines.append("")


def _plain(text: str) -> str:
    return _EMPHASIS.sub("", text)


def card_row(line: str) -> list[str] | None:
    """The card ids of a card-row line, or None for any other line."""
    return line[len(CARD_ROW) :].split() if line.startswith(CARD_ROW) else None
