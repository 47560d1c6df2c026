"""Royal's presented view, typed: the game's view with the table's own additions.

The table's presented view is the contract's plain JSON object, copied from the game's
view and edited as the animations reveal events (``table.ui.presented``; Royal's own
events in ``reveal``). Royal's presenter and its drawing read it as ``RoyalPresented``
so ``mypy --strict`` checks every key they read; the keys the table adds are named here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from table.games.royal.views import ClaimJudged, RoyalView


class JudgedShown(ClaimJudged, total=False):
    """A judgement as the middle shows it."""

    taken: bool  # its card has gone to its taker: only the verdict's words stay


class RoyalPresented(RoyalView, total=False):
    """Royal's view as its table presents it."""

    # The claim just judged, its card face up in the middle until a new round begins
    # (None once it has gone); absent until the first judgement is shown.
    judged: JudgedShown | None
    flying: bool  # the card going round is on its way to its receiver: the middle shows the claims


def presented(view: Mapping[str, object]) -> RoyalPresented:
    """The presented view (``TableContext.view``) read as the ``RoyalPresented`` it is."""
    return cast(RoyalPresented, view)
