"""Is every part of every game there? One sentence per missing part, naming the file to add.

A game is one line in the catalogue (``table.games.CATALOGUE``) plus its own files, one
per layer, each found from the game's id: its rules package, its AI support, its
learning record and lesson, its table record, its rules page and its art (the art
tool's per-game file, whose output includes the game's own art manifest). ``missing_parts(id)``
says, for each part a game lacks, which file to add; ``has_ai(id)`` tells the commands
and the setup screen whether the AI levels above "random" can be offered. Nothing is
imported here: the parts are found on disk, so a broken part is reported by its own
tests, not hidden by this check.
"""

from __future__ import annotations

import importlib.util

from table.assets import art_dir, rules_dir
from table.games import CATALOGUE

# (module that must exist, the part, the file to add, what it must define)
_PARTS: tuple[tuple[str, str, str, str], ...] = (
    ("table.games.{id}", "rules", "table/games/{id}/__init__.py", "GAME (a table.core.Game)"),
    ("table.ai.heuristics.{id}", "AI", "table/ai/heuristics/{id}.py", "SUPPORT (a GameSupport)"),
    ("table.learn.games.{id}", "learning part", "table/learn/games/{id}.py", "LEARN (a LearnSupport)"),
    ("table.learn.lessons.{id}", "lesson", "table/learn/lessons/{id}.py", "LESSON (a Lesson)"),
    ("table.ui.tables.{id}", "table", "table/ui/tables/{id}/__init__.py", "TABLE (a TableSupport)"),
)


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # its parent package is missing too
        return False


def has_ai(game_id: str) -> bool:
    """Whether ``game_id`` has its AI part, so levels above "random" can play it."""
    return game_id.isidentifier() and _exists(f"table.ai.heuristics.{game_id}")


def missing_parts(game_id: str) -> list[str]:
    """One sentence per part ``game_id`` lacks, naming the file to add; [] when complete."""
    said: list[str] = []
    for module, part, path, defines in _PARTS:
        if not (game_id.isidentifier() and _exists(module.format(id=game_id))):
            said.append(f"{game_id} has no {part}: add {path.format(id=game_id)} defining {defines}.")
    if not (rules_dir() / f"{game_id}.md").is_file():
        said.append(f"{game_id} has no rules page: add table/assets/rules/{game_id}.md.")
    if not (art_dir() / game_id / "manifest.json").is_file():
        said.append(
            f"{game_id} has no art: add tools/art/{game_id}.py and run tools/make_art.py"
            f" (it writes table/assets/art/{game_id}/manifest.json)."
        )
    return said


def incomplete() -> list[str]:
    """Every missing part of every game in the catalogue ([] in a complete build)."""
    return [line for game_id, _, _ in CATALOGUE for line in missing_parts(game_id)]
