"""Per-game table presenters: how each game's views and events are shown in words and pictures.

The table scene is shared by every game; a presenter tells it a game's own words (log
lines, the one-line prompt, seat status, score pad rows), which cards sit face up in
front of seats, and which events deserve a banner. ``presenter_for(game_id)`` picks one.
"""

from __future__ import annotations

import importlib

from table.ui.tables.base import Presenter

_MODULES = {"dragon": "table.ui.tables.dragon", "munch": "table.ui.tables.munch"}
_MODULES["royal"] = "table.ui.tables.royal"
_MODULES["snow"] = "table.ui.tables.snow"
_MODULES["batwalk"] = "table.ui.tables.batwalk"
FINISHED_TABLES = tuple(_MODULES)


def presenter_for(game_id: str) -> Presenter:
    """A presenter for one table of ``game_id``: its own if written, else the plain shared one.

    Each table gets its own, so what a presenter keeps for its table (Batwalk's aid
    switch and standees) lives and goes with that table, never in a module."""
    module_name = _MODULES.get(game_id)
    if module_name is None:
        return Presenter(game_id)
    kind: type[Presenter] = type(importlib.import_module(module_name).PRESENTER)
    return kind(game_id)
