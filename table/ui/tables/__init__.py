"""Per-game table packages: how each game's views and events are shown in words and pictures.

The table scene is shared by every game; a game's package ``table.ui.tables.<id>``
tells it the game's own words (log lines, the one-line prompt, seat status, score pad
rows), what it reveals as each event animates, what it draws, and its sound cues (see
``base.Presenter``). ``presenter_for(game_id)`` gives each table its own presenter.
"""

from __future__ import annotations

import importlib
import importlib.util

from table import manifest
from table.ui.tables.base import Presenter


def _has_table(game_id: str) -> bool:
    return importlib.util.find_spec(f"table.ui.tables.{game_id}.presenter") is not None


FINISHED_TABLES = tuple(game_id for game_id in manifest.ORDER if _has_table(game_id))


def presenter_for(game_id: str) -> Presenter:
    """A presenter for one table of ``game_id``: its own if written, else the plain shared one.

    Each table gets its own, so what a presenter keeps for its table (Batwalk's aid
    switch and standees) lives and goes with that table, never in a module."""
    if game_id not in FINISHED_TABLES:
        return Presenter(game_id)
    module = importlib.import_module(f"table.ui.tables.{game_id}.presenter")
    kind: type[Presenter] = type(module.PRESENTER)
    return kind(game_id)
