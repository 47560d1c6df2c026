"""The Snow Monster Battle table: its presenter (enhancements, the Sly Fox), the battle marks and cues.

``TABLE`` is its record for the shared table (``table.ui.tables.support``). Kept light on
purpose: importing the package loads nothing heavy; ``TABLE.presenter()`` imports
``presenter`` when a table opens, and ``TABLE.cues()`` imports ``cues``.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from table.ui.tables.support import TableSupport

if TYPE_CHECKING:
    from table.ui.tables.base import AnyPresenter


def _presenter() -> type[AnyPresenter]:
    from table.ui.tables.snow.presenter import SnowPresenter

    return SnowPresenter


def _cues() -> ModuleType:
    from table.ui.tables.snow import cues

    return cues


TABLE = TableSupport(presenter=_presenter, cues=_cues)
