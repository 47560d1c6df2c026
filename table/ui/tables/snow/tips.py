"""Snow Monster Battle's tooltips: what the net and rabbit badges and the enhancements do.

Hover or keyboard focus on a card of the hand, of the battle or held up in front of a
seat, or on the bottom seat's own enhancement, shows its words (``table.ui.tooltip``).
Only cards the table shows face up get one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from table.core.i18n import N_, _
from table.games.snow.cards import NAMES, PREY
from table.ui import layout, tooltip
from table.ui.tables.snow import marks as snow_marks

if TYPE_CHECKING:
    from table.ui.tables.context import TableContext

ENHANCE_TIPS = {
    "harpoon": N_("Harpoon: +3 to one of your own number cards in this battle."),
    "doppelganger": N_("Doppelganger: doubles one of your own number cards in this battle."),
    "snowball": N_("Snowball: takes any one regular card out of this battle."),
    "sly-fox": N_(
        "Sly Fox: play it instead of your card at your turn; you play your card after everyone else."
    ),
}
_HUNTER_OF = {prey: hunter for hunter, prey in PREY.items()}


def tips(
    ctx: TableContext, in_front: Callable[[int], list[str]], own: Sequence[str | None]
) -> list[tuple[layout.Rect, str]]:
    """The hotspots of this frame: ``in_front(seat)`` is what a seat holds up, ``own``
    the bottom seat's enhancement drawn beside its hand (none if it is in the hand)."""
    cards = [*zip(tooltip.strips(ctx.frame), ctx.frame.hand, strict=True)]
    cards += [(rect, card) for (_, card), rect in zip(ctx.trick, ctx.frame.trick_slots, strict=False)]
    cards += tooltip.held_up_rects(ctx, in_front)
    held = own[0] if own else None
    if held in ENHANCE_TIPS and not ctx.dealing:
        cards.append((snow_marks.own_slot(ctx.geo)[0], held))  # where ``marks`` draws it
    found = []
    for rect, card in cards:
        if card in PREY:
            prey = NAMES[PREY[card]]
            found.append((rect, _("Net: in the same battle as the {prey}, it earns its player +40.").format(
                prey=prey)))
        elif card in _HUNTER_OF:
            hunter = NAMES[_HUNTER_OF[card]]
            words = _(
                "Rabbit: the {hunter}'s prey. Both in one battle: +40 to the {hunter}'s player."
            ).format(
                hunter=hunter)
            found.append((rect, words))
        elif card in ENHANCE_TIPS:
            found.append((rect, _(ENHANCE_TIPS[card])))
    return found
