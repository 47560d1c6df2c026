"""Vamp on the Batwalk's one action as a value: ``Play(slot)``, written ``play <slot>``.

A seat cannot see the faces of its own cards, so it names the card it plays by its
place in its hand, 0 being the leftmost (rules: Notation). ``parse`` turns the written
form into a ``Play`` and ``str`` turns it back, exactly (a slot is written as a plain
number, ``play 01`` is not a move); anything else is refused with ``IllegalMove`` and a
reason a player understands. The rules, the AI and the table all read actions through
here; whether the slot exists in the seat's hand now is the rules' question
(``BatwalkState.legal_actions``).
"""

from __future__ import annotations

from dataclasses import dataclass

from table.core import IllegalMove, action_words
from table.games.batwalk import refusals
from table.games.batwalk.cards import CARD_NUMBER

MAX_SLOT = 4  # hands hold five cards at most


@dataclass(frozen=True, slots=True)
class Play:
    """Play the card in ``slot`` of one's hand (0 is the leftmost)."""

    slot: int

    def __str__(self) -> str:
        return f"play {self.slot}"


# Every action that can ever be legal, by its written form: parsing them is a lookup.
PLAYS: tuple[Play, ...] = tuple(Play(slot) for slot in range(MAX_SLOT + 1))
_BY_TEXT: dict[str, Play] = {str(play): play for play in PLAYS}


def parse(text: str) -> Play:
    """The ``Play`` that ``text`` writes; ``IllegalMove`` (saying why) for anything else."""
    known = _BY_TEXT.get(text) if isinstance(text, str) else None
    if known is not None:
        return known
    words = action_words(text)
    if len(words) != 2 or words[0] != "play":
        raise IllegalMove(refusals.HOW())
    slot = words[1]
    if slot in CARD_NUMBER:
        raise IllegalMove(refusals.UNSEEN_FACES())
    if not slot.isdigit() or slot != str(int(slot)):
        raise IllegalMove(refusals.HOW())
    return Play(int(slot))
