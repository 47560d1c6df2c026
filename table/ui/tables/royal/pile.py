"""Royal's penalty pile: where its top card lies, where its label goes above it, and a
seat's row of critters kept clear of that label."""

from __future__ import annotations

from table.core.i18n import _, pgettext
from table.ui import gfx, layout
from table.ui.tables.context import Geometry


def penalty_rect(geo: Geometry) -> layout.Rect:
    """The penalty pile's top card: left of the card in play, bottom-aligned with it, so
    its label stays clear of the seats above."""
    small = geo.small
    card_left = geo.middle[0] - geo.card[0] / 2
    return (card_left - geo.w * 0.03 - small[0], geo.middle[1] + geo.card[1] / 2 - small[1], *small)


def label_rect(geo: Geometry, px: int, plates: list[layout.Rect]) -> layout.Rect:
    """The words "Penalty pile" over the pile, as wide as they are (at the UI scale);
    where a seat's plate reaches down over that place (five players, large text), left of
    the pile, or failing room there too, as one short word on a strip across the top of
    the pile's card (``inside_pile``)."""
    x, y, w, h = penalty_rect(geo)
    width, height = gfx.font(px).size(gfx.showable(_("Penalty pile")))
    label = (x + w / 2 - width / 2, y - geo.h * 0.006 - height, float(width), float(height))
    left = (x - geo.w * 0.006 - label[2], y + h * 0.3, *label[2:])
    for place in (label, left):
        if not any(layout.overlap(place, plate) > 0 for plate in plates):
            return place
    short = gfx.font(px).size(gfx.showable(label_text(True)))[0] + px * 0.4
    return (x + w / 2 - short / 2, y + h * 0.03, short, float(height))


def label_text(inside: bool) -> str:
    """The label's words: a short one where it lies on the pile's card."""
    if inside:
        return pgettext("the penalty pile's label, where only a short word has room", "Pile")
    return _("Penalty pile")


def inside_pile(geo: Geometry, label: layout.Rect) -> bool:
    """Whether ``label`` lies on the pile's card (its short word on a dark strip)."""
    x, y, w, h = penalty_rect(geo)
    return x <= label[0] and label[0] + label[2] <= x + w and y <= label[1] < y + h


def clear_of_label(geo: Geometry, row: layout.Rect, label: layout.Rect) -> layout.Rect:
    """``row`` (a seat's critters) ending above the pile's ``label`` where it would reach
    into it: its cards then shorter (at six players the top-left seat's row may be
    pushed down beside its plate, over the label)."""
    x, y, w, h = row
    if layout.overlap(row, label) <= 0 or label[1] - geo.h * 0.006 - y < h * 0.6:
        return row
    return (x, y, w, label[1] - geo.h * 0.006 - y)
