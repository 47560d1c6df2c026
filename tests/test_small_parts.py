"""Small parts (issue 31): no function in ``table/`` above complexity grade C, and no
import circle in ``table/``, type-only imports included.

The grades are radon's (A 1–5, B 6–10, C 11–20, D 21–30, E 31–40, F 41 and over: the
number of independent paths through a function). The import graph is read with ``ast``
from every module's imports: at module level, under ``if TYPE_CHECKING:`` (a type-only
import is a dependency of the reader, even if Python never runs it), and inside
functions too (an import put in a function to dodge a circle still ties the two modules
together: the circle is only hidden until that function runs). ``from table.x import
y`` counts as an import of ``table.x.y`` when that is a module, else of ``table.x``;
importing ``table.x.y`` also imports the package ``table.x`` (its ``__init__``), which
is followed only where ``table.x``'s own file imports what leads back.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator
from pathlib import Path

import pytest

radon_complexity = pytest.importorskip("radon.complexity", reason="radon is in the dev extra")

ROOT = Path(__file__).resolve().parent.parent / "table"
WORST = "C"


def _blocks(blocks: list[object], prefix: str = "") -> Iterator[tuple[str, int, int]]:
    """(name, line, complexity) of every function, method and closure in ``blocks`` (radon
    lists a class's methods beside its functions, by their full name)."""
    for block in blocks:
        if hasattr(block, "methods"):
            continue  # a class: its methods are listed as functions too
        name = prefix + block.fullname  # type: ignore[attr-defined]
        yield name, block.lineno, block.complexity  # type: ignore[attr-defined]
        yield from _blocks(block.closures, f"{name}.")  # type: ignore[attr-defined]


def too_complex(source: str) -> list[str]:
    """Each function of ``source`` graded worse than C: "name (line N): D (24)"."""
    found = []
    for name, line, complexity in _blocks(radon_complexity.cc_visit(source)):
        grade = radon_complexity.cc_rank(complexity)
        if grade > WORST:
            found.append(f"{name} (line {line}): {grade} ({complexity})")
    return found


def test_no_function_in_table_is_graded_above_c() -> None:
    found = [
        f"{path.relative_to(ROOT).as_posix()} {line}"
        for path in sorted(ROOT.rglob("*.py"))
        for line in too_complex(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "split these (a table of handlers, small helpers): " + "; ".join(found)


def test_the_grade_check_finds_a_tangled_function() -> None:
    branches = "".join(f"    if x == {n}:\n        return {n}\n" for n in range(24))
    kept = "class Kept:\n    def simple(self):\n        return 1\n"
    source = f"def tangled(x):\n{branches}    return -1\n\n{kept}"
    assert too_complex(source) == ["tangled (line 1): D (25)"]
    nested = "class Outer:\n    def method(self, x):\n" + "".join(
        f"        if x == {n}:\n            return {n}\n" for n in range(40)
    )
    assert too_complex(nested) == ["Outer.method (line 2): F (41)"]


# -- import circles ---------------------------------------------------------------------


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def imports_of(name: str, source: str, modules: Collection[str], is_package: bool = False) -> set[str]:
    """The modules of ``modules`` that module ``name`` (a package's ``__init__`` if
    ``is_package``) imports anywhere in ``source``."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = alias.name
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target:
                    found.add(target)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{node.module}" if node.module else anchor
            for alias in node.names:
                if f"{base}.{alias.name}" in modules:
                    found.add(f"{base}.{alias.name}")
                elif base in modules:
                    found.add(base)
    found.discard(name)
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of ``graph``: each strongly connected group of two or more
    modules (Tarjan's algorithm, iteratively), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found)


def test_no_import_circle_in_table() -> None:
    graph = {
        name: imports_of(name, path.read_text(encoding="utf-8"), MODULES, path.name == "__init__.py")
        for name, path in MODULES.items()
    }
    found = "; ".join(" <-> ".join(group) for group in cycles(graph))
    assert found == "", f"import circles (break them with a Protocol, or move the shared piece down): {found}"


def test_the_circle_check_counts_type_only_and_function_imports() -> None:
    modules = {"table.a", "table.b", "table.c", "table.d"}
    sources = {
        "table.a": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from table.b import B\n",
        "table.b": "def late():\n    from table import c\n",
        "table.c": "import table.a\nfrom table.d import thing\n",
        "table.d": "import os\n",
    }
    graph = {name: imports_of(name, source, modules) for name, source in sources.items()}
    assert graph == {"table.a": {"table.b"}, "table.b": {"table.c"}, "table.c": {"table.a", "table.d"},
                     "table.d": set()}
    assert cycles(graph) == [["table.a", "table.b", "table.c"]]
