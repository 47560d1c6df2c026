"""Each game's benchmark figures, from its test data in this checkout (``tests/per_game/<id>.py``).

Read by path, not imported, so a bench that times another checkout's code (``PYTHONPATH``
or ``--root``) still reads them from here. A game whose file lacks a name stops the bench
with one sentence naming what to add.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

DATA = Path(__file__).resolve().parent.parent / "tests" / "per_game"
_LOADED: dict[str, ModuleType] = {}


def bench_data(game_id: str, name: str) -> Any:
    """``name`` of ``game_id``'s test data (see ``tests/per_game/__init__.py``)."""
    if game_id not in _LOADED:
        path = DATA / f"{game_id}.py"
        spec = importlib.util.spec_from_file_location(f"_bench_data_{game_id}", path)
        if not path.is_file() or spec is None or spec.loader is None:
            raise SystemExit(f"{game_id}: add tests/per_game/{game_id}.py with {name}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _LOADED[game_id] = module
    if not hasattr(_LOADED[game_id], name):
        raise SystemExit(f"{game_id}: add {name} to tests/per_game/{game_id}.py (tests/per_game/__init__.py)")
    return getattr(_LOADED[game_id], name)
