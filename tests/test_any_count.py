"""``Any`` stays at the JSON edges (issue 31): at most 50 times in ``table/``.

Counted as the issue counts it, ``grep -rw Any table --include=*.py | wc -l``: every
line of a Python file under ``table/`` that holds the word ``Any``. The views and
events inside are typed (``table/core/vocabulary.py`` and each game's ``views.py``);
``JsonObject`` names a JSON object where the program meets files and the contract.
"""

from __future__ import annotations

import re
from pathlib import Path

import table

LIMIT = 50
_WORD = re.compile(r"(?<![A-Za-z0-9_])Any(?![A-Za-z0-9_])")


def lines_with_any(root: Path) -> list[str]:
    return [
        f"{path.relative_to(root)}:{number}"
        for path in sorted(root.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if _WORD.search(line)
    ]


def test_any_appears_at_most_fifty_times_in_table() -> None:
    found = lines_with_any(Path(table.__file__).parent)
    assert len(found) <= LIMIT, f"{len(found)} lines name Any (at most {LIMIT}); type these: {found}"


def test_the_count_sees_the_word_and_only_the_word(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("from typing import Any\nx: dict[str, Any]\nAnyState = 1\n# Anything\n")
    (tmp_path / "b.txt").write_text("Any\n")
    assert lines_with_any(tmp_path) == ["a.py:1", "a.py:2"]
