"""Batwalk's refusals, each a whole message (``table.core.reasons``): a move its notation
does not write (``actions.parse``) and a slot the seat does not have (the engine's
``_why_illegal``)."""

from __future__ import annotations

from table.core.reasons import messages
from table.core.words import Words

msg = messages("batwalk", {})

HOW = msg(
    "how", Words("Play a card by its place in your hand, written 'play <slot>' (0 is your leftmost card)."),
)
UNSEEN_FACES = msg(
    "unseen_faces",
    Words("You cannot see the faces of your own cards, so you play one by its place in "
          "your hand: write 'play <slot>' (0 is your leftmost card)."),
)
LAST_CARD = msg("last_card", Words("You hold 1 card: choose slot 0, your last card."))
CHOOSE_SLOT = msg(
    "choose_slot",
    Words(
        "You hold {n} card: choose a slot from 0 to {last}.",
        "You hold {n} cards: choose a slot from 0 to {last}.",
    ),
)
