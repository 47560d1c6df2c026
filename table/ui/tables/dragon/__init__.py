"""The Dodge the Dragon table: its presenter (the pass, naming a colour) and cues.

``TABLE`` is its record for the shared table (``table.ui.tables.support``). Kept light on
purpose: importing the package loads nothing heavy; ``TABLE.presenter()`` imports
``presenter`` when a table opens, and ``TABLE.cues()`` imports ``cues``.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from table.core.i18n import N_, _
from table.ui.tables.support import TableSupport

if TYPE_CHECKING:
    from table.ui.tables.base import AnyPresenter

_BEASTS = {
    "black-12": N_("The Dragon: whoever takes it in a trick scores 15 points (low scores win)."),
    "black-11": N_("The Snake: whoever takes it in a trick scores 10 points (low scores win)."),
    "black-10": N_("The Spider: whoever takes it in a trick scores 6 points (low scores win)."),
}


def _presenter() -> type[AnyPresenter]:
    from table.ui.tables.dragon.presenter import DragonPresenter

    return DragonPresenter


def _cues() -> ModuleType:
    from table.ui.tables.dragon import cues

    return cues


def card_tip(card: str) -> str | None:
    """What a Dodge the Dragon card's marks mean (beasts, devils, trumps, safeties)."""
    if card in _BEASTS:
        return _(_BEASTS[card])
    if card.startswith("red-"):
        return _("A little devil: whoever takes it in a trick scores 1 point (low scores win).")
    if card.startswith("green-"):
        return _("Green is trumps: the highest green in a trick takes it.")
    if card.startswith("safety-"):
        return _(
            "A safety may be played at any time. Played on another's lead it never takes the trick; "
            "leading it, you name the colour to follow."
        )
    return None


TABLE = TableSupport(presenter=_presenter, cues=_cues, card_tip=card_tip)
