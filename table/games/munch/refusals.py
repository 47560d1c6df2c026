"""Why Munch refuses a move, in one line a player reads (the engine's ``_why_illegal``)."""

from __future__ import annotations

from table.core import IllegalMove
from table.games.munch.actions import Predict, parse
from table.games.munch.cards import SUIT_FULL_NAME, card_name


def why_illegal(action: str, predicting: bool, k: int, hand: list[str], lead_suit: str | None) -> str:
    """Why ``action`` is not legal for a seat holding ``hand`` in hand ``k`` (``k``
    cards each; hand 1 is the forehead round), while predicting or in the play of the
    tricks, with ``lead_suit`` led."""
    try:
        move = parse(action)
    except IllegalMove as error:  # not written in the notation at all
        if predicting:
            return f"{error} Now write your prediction as 'predict N', with N from 0 to {k}."
        return str(error)
    if predicting:
        if isinstance(move, Predict):
            return f"Predict a number of tricks from 0 to {k}: you are dealt {k} card{'s' * (k > 1)}."
        return f"Everyone predicts before any card is played: write 'predict N' (N from 0 to {k})."
    if isinstance(move, Predict):
        return "Predictions are already revealed; now play a card."
    if k == 1:
        # The same answer whatever card is named, so a refusal never hints at the
        # seat's own unseen card.
        return "In the forehead round you cannot see your own card: play it with 'play forehead'."
    if move.forehead:
        return "'play forehead' is only for hand 1; name the card you play, e.g. 'play bat-7'."
    card = move.card
    if card not in hand:
        return f"You do not hold {card_name(card)}."
    if lead_suit is not None:
        return (f"You must follow suit: you hold a {SUIT_FULL_NAME[lead_suit]} "
                "(or play a power card, which is always allowed).")
    return f"You cannot play {card_name(card)} now."
