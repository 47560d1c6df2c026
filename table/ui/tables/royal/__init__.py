"""The Critter Poker Royal table: its presenter (claims built in steps, the fronts), its drawing and cues.

``TABLE`` is its record for the shared table (``table.ui.tables.support``). Kept light on
purpose: importing the package loads nothing heavy; ``TABLE.presenter()`` imports
``presenter`` when a table opens, and ``TABLE.cues()`` imports ``cues``.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from table.core.i18n import N_, _
from table.core.vocabulary import View
from table.ui.tables.support import TableSupport

if TYPE_CHECKING:
    from table.ui.tables.base import AnyPresenter

_TIPS = {
    "wild": N_("Wild passes for any critter, never for a Royal. Taken, it goes into the hand and "
               "its taker must place a card that fits the claim, or any two critters."),
    "nothing": N_("Nothing matches no claim at all. Taken, it goes into the hand and its taker must "
                  "place a card that fits the claim, or any two critters."),
    "royal": N_("A Royal counts as its critter and fits a claim of its critter or of “Royal”. "
                "Whoever gets it in front also takes the penalty pile's top card."),
}


def _presenter() -> type[AnyPresenter]:
    from table.ui.tables.royal.presenter import RoyalPresenter

    return RoyalPresenter


def _cues() -> ModuleType:
    from table.ui.tables.royal import cues

    return cues


def card_tip(card: str) -> str | None:
    """What a Royal card's marks mean (Wild, Nothing and the Royals)."""
    tip = _TIPS.get(card) or (_TIPS["royal"] if card.endswith("-royal") else None)
    return _(tip) if tip else None


def how_won(view: View) -> str:
    lose_at = view.get("lose_at", 4)
    return _("Whoever has {n} of one critter in front loses; everyone else wins.").format(n=lose_at)


TABLE = TableSupport(
    presenter=_presenter, cues=_cues, card_tip=card_tip, how_won=how_won, ranks_by_total=False
)
