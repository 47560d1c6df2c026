"""Per-game table packages: how each game's views and events are shown in words and pictures.

The table scene is shared by every game; a game's package ``table.ui.tables.<id>``
defines ``TABLE``, its ``TableSupport`` record: its presenter (the game's own words, log
lines, reveals and drawing, see ``base.Presenter``), its sound cues, card tips, how it is
won and what it draws itself. ``table_support(game_id)`` is the one loader; a game with
no table package yet is shown by the plain shared presenter.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util

from table import manifest
from table.ui.tables.base import AnyPresenter, Presenter
from table.ui.tables.support import TableSupport


@functools.cache
def table_support(game_id: str) -> TableSupport | None:
    """``TABLE`` of ``table.ui.tables.<game_id>``, or None when the game has no table package."""
    if importlib.util.find_spec(f"table.ui.tables.{game_id}") is None:
        return None
    record = getattr(importlib.import_module(f"table.ui.tables.{game_id}"), "TABLE", None)
    if not isinstance(record, TableSupport):
        raise TypeError(f"table.ui.tables.{game_id} must define TABLE, a TableSupport record")
    return record


FINISHED_TABLES = tuple(game_id for game_id in manifest.ORDER if table_support(game_id) is not None)


def presenter_for(game_id: str) -> AnyPresenter:
    """A presenter for one table of ``game_id``: its own if written, else the plain shared one.

    Each table gets its own, so what a presenter keeps for its table (Batwalk's aid
    switch and standees) lives and goes with that table, never in a module."""
    record = table_support(game_id)
    return record.presenter()(game_id, record.card_tip) if record is not None else Presenter(game_id)
