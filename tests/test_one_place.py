"""Issue 31: one game, one place. Shared modules never branch on a game id nor import a
game's own module by name; every per-game answer comes through the game's record, and a
game lacking a part is named, with the file to add, by ``table.parts``."""

from __future__ import annotations

import argparse
import ast
import re
from pathlib import Path

import pytest

from table import parts, sim
from table.games import CATALOGUE, game_ids, get_game
from table.learn.games import LearnSupport, learn_support
from table.ui.tables import table_support
from table.ui.tables.support import TableSupport
from tests.per_game import sample_game

ROOT = Path(__file__).resolve().parent.parent / "table"
IDS = [game_id for game_id, _, _ in CATALOGUE]
# The per-game packages, where a game's own files live and may name it.
PER_GAME = [
    *(f"games/{gid}" for gid in IDS),
    *(f"ui/tables/{gid}" for gid in IDS),
    *(f"learn/games/{gid}.py" for gid in IDS),
    *(f"learn/lessons/{gid}.py" for gid in IDS),
    *(f"ai/heuristics/{gid}.py" for gid in IDS),
    "learn/games/snow_reasons.py",  # Snow's explainer
    "learn/games/batwalk_reasons.py",  # Batwalk's explainer
    "learn/games/royal_reasons.py",  # Royal's explainer
    "ai/heuristics/royal_habits.py",  # Royal's claim habits
    "ai/heuristics/royal_probes.py",  # Royal's probe seats
]
CATALOGUE_FILES = {"games/__init__.py"}  # the one list of games, allowed to name them
SHARED = ["ui", "learn", "core", "ai", "persistence"]


def shared_files() -> list[Path]:
    found = [path for path in ROOT.glob("*.py")]
    for part in SHARED:
        base = ROOT / part
        found += [base] if base.is_file() else sorted(base.rglob("*.py"))
    def own(path: Path) -> bool:
        rel = path.relative_to(ROOT).as_posix()
        return rel in CATALOGUE_FILES or any(rel == p or rel.startswith(p + "/") for p in PER_GAME)
    return [path for path in found if not own(path)]


def offences(path: Path) -> list[str]:
    """Game-id string literals and imports of a game's own module in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value) for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in IDS and id(node) not in docstrings:
            found.append(f"line {node.lineno}: the literal {node.value!r}")
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        for name in names:
            if any(part in IDS for part in name.split(".")[1:]):
                found.append(f"line {node.lineno}: imports {name}")
                break
    return found


@pytest.mark.parametrize("path", shared_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_shared_module_names_no_game(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    found = offences(path)
    assert not found, f"{rel} names a game ({'; '.join(found[:3])}): put that answer in the game's record"


def test_the_check_finds_the_offences_it_is_for(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('import table.games.dragon.cards\nif game == "munch":\n    pass\n', encoding="utf-8")
    assert [line.split(":")[0] for line in offences(sample)] == ["line 1", "line 2"]


@pytest.mark.parametrize("game_id", IDS)
def test_every_game_has_one_record_per_layer(game_id: str) -> None:
    assert parts.missing_parts(game_id) == []
    assert isinstance(table_support(game_id), TableSupport)
    assert isinstance(learn_support(game_id), LearnSupport)


def test_the_catalogue_is_complete() -> None:
    assert parts.incomplete() == []


def test_a_missing_part_is_named_with_the_file_to_add() -> None:
    said = parts.missing_parts("trick")
    assert len(said) == 7
    art = ("trick has no art: add tools/art/trick.py and run tools/make_art.py"
           " (it writes table/assets/art/trick/manifest.json).")
    assert art in said
    assert "trick has no AI: add table/ai/heuristics/trick.py defining SUPPORT (a GameSupport)." in said
    table = "trick has no table: add table/ui/tables/trick/__init__.py defining TABLE (a TableSupport)."
    assert table in said
    assert all(line.count(".") >= 1 and len(line) <= 200 and "\n" not in line for line in said)
    assert table_support("trick") is None and learn_support("trick") is None


def test_sim_without_an_ai_part_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    hidden = sample_game()  # its AI module hidden, as in a game added without one
    other = next(game_id for game_id in game_ids() if game_id != hidden)
    real = parts._exists
    monkeypatch.setattr(parts, "_exists", lambda name: name != f"table.ai.heuristics.{hidden}" and real(name))
    assert not parts.has_ai(hidden) and parts.has_ai(other)
    assert f"{hidden} has no AI" in " ".join(parts.missing_parts(hidden))
    code = sim.run(_args(hidden, "normal"))
    out = capsys.readouterr().out.strip()
    assert code == 2
    assert out.startswith(f"{get_game(hidden).title} has no AI part yet") and len(out) <= 200, out
    assert sim.run(_args(hidden, "random")) == 0


def _args(game_id: str, level: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    sim.add_arguments(parser)
    return parser.parse_args(["--game", game_id, "--players", "3", "--games", "1", "--level", level])


# The record loaders: each builds, from a game id, the one module path of its layer's
# record (``table.<layer>.{id}``) and nothing longer. Everything else asks the record.
LOADERS = {"ai/support.py", "ai/heuristics/factors.py", "learn/games/__init__.py", "ui/tables/__init__.py"}
_IMPORTERS = {"import_module", "find_spec", "__import__"}
_RECORD_PATH = re.compile(r"table(\.[a-z_]+)+\.\{[^{}]+\}")


def built_imports(path: Path, rel: str | None = None) -> list[str]:
    """Module paths ``path`` builds at run time (an f-string, a ``+`` or a ``.format``
    handed to ``import_module``/``find_spec``/``__import__``), but a loader's own record path."""
    rel = rel if rel is not None else path.relative_to(ROOT).as_posix()
    source = path.read_text(encoding="utf-8")
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        argument = node.args[0]
        built = isinstance(argument, ast.JoinedStr | ast.BinOp) or (
            isinstance(argument, ast.Call) and isinstance(argument.func, ast.Attribute)
            and argument.func.attr == "format"
        )
        if name not in _IMPORTERS or not built:
            continue
        text = ast.get_source_segment(source, argument) or ""
        own_record = isinstance(argument, ast.JoinedStr) and _RECORD_PATH.fullmatch(text.strip("f\"'"))
        if rel in LOADERS and own_record:
            continue
        found.append(f"line {node.lineno}: {name}({text})")
    return found


@pytest.mark.parametrize("path", shared_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_shared_module_builds_no_module_path_from_a_game_id(path: Path) -> None:
    found = built_imports(path)
    assert not found, (
        f"{path.relative_to(ROOT).as_posix()} builds a module path ({'; '.join(found[:3])}):"
        " ask the game's record (its Game, or its AI, LEARN or TABLE record)"
    )


def test_the_check_finds_a_module_path_built_from_an_id(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import importlib\n"
        'importlib.import_module(f"table.games.{game_id}.actions")\n'
        'importlib.util.find_spec("table.learn." + game_id)\n'
        'importlib.import_module("table.games.{}.cards".format(game_id))\n'
        'importlib.import_module(f"table.ui.tables.{game_id}")\n'
        'importlib.import_module("table.ui.app")\n',
        encoding="utf-8",
    )
    lines = [line.split(":")[0] for line in built_imports(sample, "ui/coach.py")]
    assert lines == ["line 2", "line 3", "line 4", "line 5"]
    # In a loader only its record's own path passes, never a part found by convention.
    lines = [line.split(":")[0] for line in built_imports(sample, "ui/tables/__init__.py")]
    assert lines == ["line 2", "line 3", "line 4"]
