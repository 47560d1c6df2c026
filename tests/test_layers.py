"""The layers of ARCHITECTURE.md, enforced: every import in ``table/`` follows an arrow.

table/ui -> table/ai -> table/games -> table/core -> stdlib; table/ui ->
table/learn -> table/ai (and below, never pygame); table/ui ->
table/persistence -> table/core (+ platformdirs); pygame only under table/ui;
platformdirs only under table/persistence. Top-level command modules (``table/*.py``)
may use everything but pygame and platformdirs directly.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "table"
STDLIB = set(sys.stdlib_module_names) | {"__future__"}

# layer -> what it may import besides the standard library
ALLOWED: dict[str, set[str]] = {
    "core": {"table.core"},
    "games": {"table.core", "table.games"},
    "ai": {"table.core", "table.games", "table.ai"},
    "learn": {"table.core", "table.games", "table.ai", "table.learn"},
    "persistence": {"table.core", "table.persistence", "platformdirs"},
}


def layer_of(path: Path) -> str:
    parts = path.relative_to(ROOT).parts
    return parts[0] if len(parts) > 1 else "top"


def imports_of(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
        elif isinstance(node, ast.ImportFrom) and node.level > 0:
            names.append("table." + ".".join(path.relative_to(ROOT).parts[: -node.level]))
    return names


def allowed(name: str, layer: str) -> bool:
    top = name.split(".")[0]
    if top in STDLIB:
        return True
    if top == "pygame":
        return layer == "ui"
    if top == "platformdirs":
        return layer == "persistence"
    if layer in ("ui", "top"):
        return top == "table"
    return any(name == prefix or name.startswith(prefix + ".") for prefix in ALLOWED[layer])


MODULES = sorted(ROOT.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ROOT)) for p in MODULES])
def test_imports_follow_the_layers(path: Path) -> None:
    layer = layer_of(path)
    wrong = [name for name in imports_of(path) if not allowed(name, layer)]
    assert wrong == [], f"{path.relative_to(ROOT)} ({layer}) may not import {wrong}"


def test_the_rule_catches_a_broken_arrow(tmp_path: Path) -> None:
    assert not allowed("pygame", "games")
    assert not allowed("table.ai", "games")
    assert not allowed("table.ui.app", "core")
    assert not allowed("platformdirs", "ui")
    assert not allowed("numpy", "core")
    assert not allowed("pygame", "learn") and not allowed("table.ui.app", "learn")
    assert not allowed("table.persistence", "learn") and allowed("table.ai", "learn")
    assert allowed("table.core.state", "games") and allowed("random", "core")


def test_every_module_opens_with_a_docstring() -> None:
    missing = [
        str(path.relative_to(ROOT))
        for path in MODULES
        if path.stat().st_size and ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) is None
    ]
    assert missing == []
