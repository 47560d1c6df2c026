"""The Vamp on the Batwalk table: presenter (backwards hands, trendsetter), drawing (aid, runway), cues.

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
    from table.ui.layout import Rect
    from table.ui.tables.base import AnyPresenter
    from table.ui.tables.context import TableContext

_TIPS = {
    "star": N_("A star takes the lead — unless a garlic is already in this show: then that garlic "
               "leads, and garlic is the strongest card until the show ends."),
    "garlic": N_("Garlic is the weakest card — unless a star is already in this show: then it takes "
                 "the lead."),
}


def _presenter() -> type[AnyPresenter]:
    from table.ui.tables.batwalk.presenter import BatwalkPresenter

    return BatwalkPresenter


def _cues() -> ModuleType:
    from table.ui.tables.batwalk import cues

    return cues


def card_tip(card: str) -> str | None:
    """What a Batwalk card's marks mean (the star and the garlic)."""
    tip = _TIPS.get(card.rsplit("-", 1)[-1])
    return _(tip) if tip else None


def how_won(view: View) -> str:
    return _("The first to {n} points wins, or the highest total at the end.").format(
        n=view.get("win_at", 10))


def drawn_areas(presenter: AnyPresenter, ctx: TableContext) -> list[Rect]:
    """Every other hand, face up, and the runway: what this table draws itself."""
    from table.games.batwalk.views import as_view
    from table.ui.tables.batwalk import draw, runway
    from table.ui.tables.batwalk.presenter import BatwalkPresenter

    if not isinstance(presenter, BatwalkPresenter):
        return []
    placed = draw.other_hands(presenter, ctx, ctx.geo, as_view(ctx.view))
    return [hand.area for hand in placed.values() if hand.cards] + [runway.runway_area(ctx, ctx.geo)]


TABLE = TableSupport(
    presenter=_presenter, cues=_cues, card_tip=card_tip, how_won=how_won, drawn_areas=drawn_areas,
    art_extras=True,
)
