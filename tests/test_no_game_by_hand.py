"""Issue 31, outside ``table/``: a shared test, tool, benchmark or packaging script names no
game, so a new game edits none of them and none silently leaves it out.

A game's own files may name it: its test data and golden file (``tests/per_game/<id>.*``),
its art file (``tools/art/<id>.py``), and its own suites, whose file name carries its id
as a word (``tests/games/test_<id>_actions.py``, ``tests/ui/test_table_<id>.py``,
``bench/<id>_probes.py``). Every other file reads the games from the registry
(``table.games.game_ids``) and what it needs to know of one from the game's test data
(``tests.per_game.data_of``).

``STILL_NAMING`` is the debt this check started from: files that named games when it
was written, each with how many game-id literals it held. It may only shrink: a file
not in it, or a count that grows, fails (so no shared file learns a new game's id); a
count that falls fails too until its line is lowered, so the list stays the truth.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from table.games import game_ids

REPO = Path(__file__).resolve().parent.parent
FOLDERS = ("tests", "tools", "bench", "packaging")

# Shared files that still name games by hand, and how many game-id literals each holds.
STILL_NAMING: dict[str, int] = {
    # The packaged screenshot shows one chosen table, matched by its caption in install_tree.py
    # (a showcase, not a list of games: a new game leaves nothing out by not being in it).
    "packaging/build_deb.py": 1,
}


def own_game(rel: str) -> str | None:
    """The game whose own file ``rel`` is, if it is one."""
    path = Path(rel)
    if path.parent.as_posix() in ("tests/per_game", "tools/art"):
        return path.name.split(".")[0]
    words = path.stem.split("_")
    found = [game_id for game_id in game_ids() if game_id in words]
    return found[0] if len(found) == 1 else None


def game_literals(path: Path) -> list[tuple[int, str]]:
    """(line, id) of every game-id string literal in ``path`` that is not a docstring."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value) for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }
    ids = set(game_ids())
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in ids and id(node) not in docstrings]


def naming() -> dict[str, list[tuple[int, str]]]:
    """Every file outside ``table/`` that names a game other than its own, with where."""
    found: dict[str, list[tuple[int, str]]] = {}
    for folder in FOLDERS:
        for path in sorted((REPO / folder).rglob("*.py")):
            rel = path.relative_to(REPO).as_posix()
            own = own_game(rel)
            named = [(line, game_id) for line, game_id in game_literals(path) if game_id != own]
            if named:
                found[rel] = named
    return found


def test_no_shared_test_or_tool_names_a_game() -> None:
    found = naming()
    new = {rel: named for rel, named in found.items() if rel not in STILL_NAMING}
    assert not new, "; ".join(
        f"{rel} names a game (line {named[0][0]}: {named[0][1]!r}): read the games from the registry "
        "and the game's test data from tests/per_game/<id>.py" for rel, named in sorted(new.items()))
    grown = [f"{rel}: {len(found[rel])} game ids, was {limit}" for rel, limit in STILL_NAMING.items()
             if len(found.get(rel, ())) > limit]
    assert not grown, f"a shared file names more games than before: {'; '.join(grown)}"


def test_the_debt_list_is_the_truth() -> None:
    found = naming()
    fallen = [f"{rel}: {len(found.get(rel, ()))} (listed {limit})" for rel, limit in STILL_NAMING.items()
              if len(found.get(rel, ())) < limit]
    assert not fallen, f"lower these lines of STILL_NAMING (or drop them at 0): {'; '.join(fallen)}"


def test_the_check_finds_a_game_named_by_hand(tmp_path: Path) -> None:
    first, second = game_ids()[:2]
    sample = tmp_path / "sample.py"
    sample.write_text(f'"""About "{first}"."""\nGAMES = {{"{first}": 4, "{second}": 3}}\nNOT = "{first}-1"\n',
                      encoding="utf-8")
    assert game_literals(sample) == [(2, first), (2, second)]
    assert own_game(f"tests/per_game/{first}.golden.json") == first
    assert own_game(f"tests/ui/test_table_{first}.py") == first
    assert own_game(f"tools/art/{second}.py") == second
    assert own_game(f"tests/ui/test_{first}_{second}.py") is None  # about two games: shared
    assert own_game("tests/ui/test_cues.py") is None


@pytest.mark.parametrize("rel", sorted(STILL_NAMING))
def test_a_listed_file_exists(rel: str) -> None:
    assert (REPO / rel).is_file(), f"{rel} is gone: drop its line from STILL_NAMING"
