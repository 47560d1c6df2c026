"""The Dodge the Dragon table: its presenter (the pass, naming a colour) and cues.

``TABLE`` is its record for the shared table (``table.ui.tables.support``). Kept light on
purpose: importing the package loads nothing heavy; ``TABLE.presenter()`` imports
``presenter`` when a table opens, and ``TABLE.cues()`` imports ``cues``.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from table.ui.tables.support import TableSupport

if TYPE_CHECKING:
    from table.ui.tables.base import Presenter

_BEASTS = {"black-12": ("Dragon", 15), "black-11": ("Snake", 10), "black-10": ("Spider", 6)}


def _presenter() -> type[Presenter]:
    from table.ui.tables.dragon.presenter import DragonPresenter

    return DragonPresenter


def _cues() -> ModuleType:
    from table.ui.tables.dragon import cues

    return cues


def card_tip(card: str) -> str | None:
    """What a Dodge the Dragon card's marks mean (beasts, devils, trumps, safeties)."""
    if card in _BEASTS:
        name, cost = _BEASTS[card]
        return f"The {name}: whoever takes it in a trick scores {cost} points (low scores win)."
    if card.startswith("red-"):
        return "A little devil: whoever takes it in a trick scores 1 point (low scores win)."
    if card.startswith("green-"):
        return "Green is trumps: the highest green in a trick takes it."
    if card.startswith("safety-"):
        return (
            "A safety may be played at any time. Played on another's lead it never takes the trick; "
            "leading it, you name the colour to follow."
        )
    return None


TABLE = TableSupport(presenter=_presenter, cues=_cues, card_tip=card_tip)
