"""Munch, Crunch, Scrunch!'s moves as values: ``Predict`` and ``Play``, and ``parse``.

The rules file's notation is ``predict N`` and ``play <card-id>`` (``play forehead`` in
hand 1, where a seat cannot see its own card). ``parse(text)`` turns exactly that
notation into an action and ``str(action)`` writes it back, character for character;
anything else raises ``IllegalMove`` with a reason a player understands. Whether a
well-written move is legal *now* (the number in range, the card held and following
suit) is the state's question, not the parser's. Every canonical string is parsed
once at import, so the rules and the search pay one dict lookup per move.
"""

from __future__ import annotations

from dataclasses import dataclass

from table.core import IllegalMove, action_words
from table.games.munch import refusals
from table.games.munch.cards import ALL_CARDS

MAX_PREDICTION = 7  # the biggest hand: 7 cards each
FOREHEAD_WORD = "forehead"  # ``play forehead``: the card a seat cannot see


@dataclass(frozen=True, slots=True)
class Predict:
    """``predict N``: the seat expects to take ``tricks`` tricks this hand."""

    tricks: int

    def __str__(self) -> str:
        return f"predict {self.tricks}"


@dataclass(frozen=True, slots=True)
class Play:
    """``play <card>``: ``card`` is a card id, or ``forehead`` for the unseen hand-1 card."""

    card: str

    @property
    def forehead(self) -> bool:
        return self.card == FOREHEAD_WORD

    def __str__(self) -> str:
        return f"play {self.card}"


MunchAction = Predict | Play

FOREHEAD_PLAY = Play(FOREHEAD_WORD)
_CANONICAL: dict[str, MunchAction] = {
    **{str(Predict(n)): Predict(n) for n in range(MAX_PREDICTION + 1)},
    **{str(Play(card)): Play(card) for card in ALL_CARDS},
    str(FOREHEAD_PLAY): FOREHEAD_PLAY,
}


def parse(text: object) -> MunchAction:
    """The action ``text`` writes in the rules' notation; ``IllegalMove`` otherwise."""
    if isinstance(text, str):
        known = _CANONICAL.get(text)
        if known is not None:
            return known
    words = action_words(text)  # refuses padding, capitals, control characters, ...
    verb, rest = words[0], words[1:]
    if verb == "predict":
        if len(rest) != 1 or not rest[0].isdigit():
            raise IllegalMove(refusals.PREDICTION_SHAPE())
        raise IllegalMove(refusals.PREDICTION_RANGE(most=MAX_PREDICTION))
    if verb == "play":
        if len(rest) != 1:
            raise IllegalMove(refusals.PLAY_SHAPE())
        # Every card id is canonical (found above): this word names no card.
        raise IllegalMove(refusals.NO_SUCH_CARD(word=rest[0]))
    raise IllegalMove(refusals.SHAPES())


# Action strings built once: legal_actions runs on every move of every AI playout.
FOREHEAD = str(FOREHEAD_PLAY)
PLAY_ACTION = {card: str(Play(card)) for card in ALL_CARDS}
PREDICT_ACTIONS = [[str(Predict(n)) for n in range(k + 1)] for k in range(MAX_PREDICTION + 1)]
