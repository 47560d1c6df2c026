"""Snow's presented view, typed: the game's view with the table's own additions.

The table's presented view is the contract's plain JSON object, copied from the game's
view and edited as the animations reveal events (``table.ui.presented``). Snow's
presenter reads it as ``SnowPresented`` so ``mypy --strict`` checks every key it reads;
the one key the table adds is named here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from table.games.snow.views import SnowView


class SnowPresented(SnowView, total=False):
    """Snow's view as its table presents it."""

    battles_total: int  # the round's battles, counted before cards leave the hands


def presented(view: Mapping[str, object]) -> SnowPresented:
    """The presented view (``TableContext.view``) read as the ``SnowPresented`` it is."""
    return cast(SnowPresented, view)
