"""Snow Monster Battle's actions as values, and their written form (rules: Notation).

``PlayCard(card)`` is ``play <card-id>``; ``PlaySlyFox()`` is ``play sly-fox``;
``Enhance(kind, target)`` is ``enhance <harpoon|doppelganger|snowball> <card-id>``, or
``enhance harpoon none`` (target None) for a Harpoon or Doppelganger spent without
effect; ``Done()`` is ``done``. ``parse`` turns the written form into one of them and
``str`` turns it back, exactly; anything else is refused with ``IllegalMove`` and a
reason a player understands. Whether an action is legal now is the rules' question
(``SnowState.legal_actions``); the rules, the AI and the table read actions through
here. Every action that can ever be legal is made once, so parsing one is a lookup.
"""

from __future__ import annotations

from dataclasses import dataclass

from table.core import IllegalMove, action_words
from table.games.snow import refusals
from table.games.snow.cards import DECK, DOPPELGANGER, HARPOON, NAMES, SLY_FOX, SNOWBALL, WINDOW_ENHANCEMENTS

NONE = "none"  # the written target of an enhancement spent without effect


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a regular card from one's hand."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class PlaySlyFox:
    """Play Sly Fox instead of a card: one's card comes after everyone else's."""

    @property
    def card(self) -> str:
        """The card played: Sly Fox itself (the table offers it from the hand)."""
        return SLY_FOX

    def __str__(self) -> str:
        return f"play {SLY_FOX}"


@dataclass(frozen=True, slots=True)
class Enhance:
    """Play Harpoon, Doppelganger or Snowball on a card of this battle (None: no target)."""

    kind: str
    target: str | None

    def __str__(self) -> str:
        return f"enhance {self.kind} {self.target or NONE}"


@dataclass(frozen=True, slots=True)
class Done:
    """Say done in the enhancement window."""

    def __str__(self) -> str:
        return "done"


SnowAction = PlayCard | PlaySlyFox | Enhance | Done

ALL_ACTIONS: tuple[SnowAction, ...] = (
    *(PlayCard(card) for card in DECK),
    PlaySlyFox(),
    *(Enhance(kind, card) for kind in (HARPOON, DOPPELGANGER, SNOWBALL) for card in DECK),
    Enhance(HARPOON, None),
    Enhance(DOPPELGANGER, None),
    Done(),
)
BY_TEXT: dict[str, SnowAction] = {str(action): action for action in ALL_ACTIONS}
TEXT: dict[SnowAction, str] = {action: text for text, action in BY_TEXT.items()}

def parse(text: str) -> SnowAction:
    """The action ``text`` writes; ``IllegalMove`` (saying why) for anything else."""
    known = BY_TEXT.get(text) if isinstance(text, str) else None
    if known is not None:
        return known
    words = action_words(text)
    verb, rest = words[0], words[1:]
    if verb == "play":
        if len(rest) != 1:
            raise IllegalMove(refusals.PLAY_SHAPE())
        _check_card(rest[0])
    elif verb == "enhance":
        if len(rest) != 2:
            raise IllegalMove(refusals.ENHANCE_SHAPE())
        kind, target = rest
        if kind == SLY_FOX:
            raise IllegalMove(refusals.SLY_FOX_PLAYED())
        if kind not in WINDOW_ENHANCEMENTS:
            raise IllegalMove(refusals.NO_SUCH_ENHANCEMENT(word=kind))
        if target == NONE:
            raise IllegalMove(refusals.SNOWBALL_TARGET())
        _check_card(target)
    elif verb == "done":
        raise IllegalMove(refusals.DONE_ALONE())
    raise IllegalMove(refusals.SHAPES())


def _check_card(card: str) -> None:
    """Refuse a written card that is no regular card (an unknown id, an enhancement)."""
    if card in WINDOW_ENHANCEMENTS:
        raise IllegalMove(refusals.ENHANCEMENT_LATER(card=card, word=card))
    if card not in NAMES:
        raise IllegalMove(refusals.NO_SUCH_CARD(word=card))
