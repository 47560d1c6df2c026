"""Why Munch refuses a move, from the move ``apply`` parsed once (the engine's
``_why_illegal``) or from the parser's own reason (``_why_unwritten``). The sentences
are the messages in ``refusals.py``."""

from __future__ import annotations

from table.core import IllegalMove, Reason
from table.games.munch import refusals
from table.games.munch.actions import MunchAction, Predict


def why_unwritten(failure: IllegalMove, predicting: bool, k: int) -> IllegalMove:
    """The parser's refusal, and while predicting in hand ``k`` what to write instead."""
    return failure.also(refusals.NOW_PREDICT(most=k)) if predicting else failure


def why_illegal(move: MunchAction, predicting: bool, k: int, hand: list[str],
                lead_suit: str | None) -> Reason:
    """Why ``move`` is not legal for a seat holding ``hand`` in hand ``k`` (``k`` cards
    each; hand 1 is the forehead round), while predicting or in the play of the tricks,
    with ``lead_suit`` led."""
    if predicting:
        return refusals.PREDICT_UP_TO(n=k) if isinstance(move, Predict) else refusals.PREDICT_FIRST(most=k)
    if isinstance(move, Predict):
        return refusals.PREDICTIONS_DONE()
    if k == 1:
        # The same answer whatever card is named, so a refusal never hints at the
        # seat's own unseen card.
        return refusals.FOREHEAD_ONLY()
    if move.forehead:
        return refusals.FOREHEAD_HAND_1()
    if move.card not in hand:
        return refusals.NOT_HELD(card=move.card)
    if lead_suit is not None:
        return refusals.FOLLOW_SUIT(suit=lead_suit)
    return refusals.NOT_NOW(card=move.card)
