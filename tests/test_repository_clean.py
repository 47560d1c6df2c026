"""No merge or editor leftovers in the repository (a ``lesson.py.orig`` was once committed).

Such a file ships in the wheel and the bundle beside the real module and misleads a
reader; ``git ls-files`` lists what is committed.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LEFTOVER = (".orig", ".rej", ".bak", ".swp", "~")


def test_no_merge_or_editor_leftovers_are_committed() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout (an unpacked source archive)")
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    found = [name for name in listed.stdout.splitlines() if name.endswith(LEFTOVER)]
    assert not found, f"leftover files are committed: {found}"
