"""What a card's marks mean, in a few words, for the tooltips on the hand and the trick.

Cards whose look does not say what they do (a point badge, a power card, a trump suit)
get a line from their game's ``TableSupport.card_tip`` (in ``table.ui.tables.<id>``),
which ``presenter_for`` hands to the table's presenter; ``Presenter.tooltips`` shows it
when the pointer or the focus rests on such a card in the hand or on the table. ``tip``
asks the record by game id, for whoever has no presenter at hand. Words follow the
rules pages (``table/assets/rules/<id>.md``), in our own words.
"""

from __future__ import annotations


def tip(game_id: str, card: str | None) -> str | None:
    """The words for ``card``'s marks, or None for a card that speaks for itself."""
    from table.ui.tables import table_support

    record = table_support(game_id)
    return record.card_tip(card) if card is not None and record is not None else None
