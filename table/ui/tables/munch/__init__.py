"""The Munch, Crunch, Scrunch! table: its presenter (predictions, the forehead round, power cards) and cues.

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

_TIPS = {
    "vanquish-1": N_("Vanquish takes the trick (the first one played, if both are) — unless Topsy Turvy "
                     "is in it: then it loses its power and the Topsy Turvy player scores +10 for it."),
    "escape": N_("Escape never takes a trick — unless Topsy Turvy is in it: then it is the lowest "
                 "card of all and takes it."),
    "topsy": N_("Topsy Turvy flips this trick: cards off the lead suit beat the lead suit, Vampires "
                "are weakest and the lowest number wins. It never wins itself."),
}
_TIPS["vanquish-2"] = _TIPS["vanquish-1"]


def _presenter() -> type[AnyPresenter]:
    from table.ui.tables.munch.presenter import MunchPresenter

    return MunchPresenter


def _cues() -> ModuleType:
    from table.ui.tables.munch import cues

    return cues


def card_tip(card: str) -> str | None:
    """What a Munch card's marks mean (the Vampire trumps and the power cards)."""
    if card.startswith("vampire-"):
        return _("Vegan Vampires are trumps: even the lowest beats every other suit (Topsy Turvy flips it).")
    tip = _TIPS.get(card)
    return _(tip) if tip else None


TABLE = TableSupport(presenter=_presenter, cues=_cues, card_tip=card_tip)
