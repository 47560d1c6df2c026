"""``TableSupport``: everything the shared table asks of one game, in one typed record.

Each game's table package ``table.ui.tables.<id>`` defines ``TABLE``, its record: its
presenter and its cue table (imported only when a table opens, so importing the package
loads nothing heavy), the words for cards whose marks need them, how the game is won,
and what the game draws itself that the replay's buttons keep clear of. The shared
modules read these fields and never branch on a game id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from table.core.vocabulary import View

if TYPE_CHECKING:
    from table.ui.layout import Rect
    from table.ui.tables.base import AnyPresenter
    from table.ui.tables.context import TableContext


def _no_tip(card: str) -> str | None:
    return None


@dataclass(frozen=True)
class TableSupport:
    """One game's answers to the shared table (see the module's docstring)."""

    presenter: Callable[[], type[AnyPresenter]]
    """The game's presenter class (imports its module on call)."""
    cues: Callable[[], ModuleType]
    """The game's cue table module, with ``CUES`` and ``cues(event)``."""
    card_tip: Callable[[str], str | None] = _no_tip
    """The words for a card's marks, or None for a card that speaks for itself."""
    how_won: Callable[[View], str] | None = None
    """How the game is won, from the final view; None: by the lowest or highest total."""
    ranks_by_total: bool = True
    """False where only winning or losing counts (the winners first, the rest alike)."""
    drawn_areas: Callable[[AnyPresenter, TableContext], list[Rect]] | None = None
    """What the game draws itself beside the seats and in the middle (Batwalk's open
    hands and runway), which the replay's step buttons keep clear of."""
    art_extras: bool = False
    """Whether the art sheet shows the shared standees and the runway with this deck."""
    smoke_seats: int = 4
    """How many AI seats ``--smoke`` plays this table with."""
