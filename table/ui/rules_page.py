"""The in-app rules pages, read from ``docs/rules/<id>.md``: one source for the docs and the app.

The page's Markdown becomes the lines a ``TextPanel`` shows: a section heading becomes
a "# " heading line, a paragraph or a list item one line (the panel wraps it to the
window), a table one line per row with its cells separated by " · ". Emphasis marks
and code ticks are dropped. A missing page says so in one line instead of failing.
"""

from __future__ import annotations

import re
from pathlib import Path

from table import manifest

_EMPHASIS = re.compile(r"(\*\*|__|\*|`)")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+\.)\s+(.*)$")


def rules_for(game_id: str) -> list[str]:
    """The rules page of ``game_id`` as panel lines."""
    try:
        page = manifest.entry(game_id).rules_page
    except KeyError:
        return [f"There is no game called {game_id!r}."]
    return lines_of(page)


def lines_of(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return [f"The rules page {path.name} is missing from this copy of Spooky Table."]
    return markdown_lines(text)


def markdown_lines(text: str) -> list[str]:
    """Markdown (headings, paragraphs, lists, tables, code) as one line per block."""
    lines: list[str] = []
    block: list[str] = []
    fenced = False

    def flush() -> None:
        if block:
            first, *rest = block
            lines.append(_plain(" ".join([first.rstrip(), *(part.strip() for part in rest)])))
            block.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        if line.startswith("```"):
            flush()
            fenced = not fenced
            continue
        if fenced:
            lines.append(line)
            continue
        if not line.strip():
            flush()
            continue
        if line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            if level > 1:  # the page's own title is the panel's title
                _gap(lines)
                lines.append("# " + _plain(line.lstrip("#").strip()))
            continue
        if line.lstrip().startswith("|"):
            flush()
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if not all(set(cell) <= set("-: ") for cell in cells):  # not the |---| rule
                lines.append(_plain(" · ".join(cells)))
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


def _gap(lines: list[str]) -> None:
    if lines and lines[-1]:
        lines.append("")


def _plain(text: str) -> str:
    return _EMPHASIS.sub("", text)
