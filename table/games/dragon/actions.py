"""Dodge the Dragon's moves as values: ``Pass`` and ``Play``, with ``parse`` and ``str``.

The notation (rules/dragon.md, "Notation") is ``pass <id> <id> <id>``, ``play <id>`` and,
for a leader's safety, ``play safety-2 as red``. ``parse`` turns exactly such a string
into an action and ``str`` gives the canonical string back, so the two round-trip;
anything else raises ``IllegalMove`` with a reason a player understands. ``parse``
checks the shape and the names only (real card ids, a colour of the game); whether the
move is legal now is the state's question.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from table.core import IllegalMove
from table.core.actions import action_words
from table.games.dragon import refusals
from table.games.dragon.cards import ALL_CARDS, CARD_NUMBER, COLOUR, COLOUR_OF_NAME, PURPLE

PASS_SIZE = 3


@dataclass(frozen=True, slots=True)
class Pass:
    """Three cards chosen to go to the seat on the right."""

    cards: tuple[str, str, str]

    def __str__(self) -> str:
        return "pass " + " ".join(self.cards)

    @property
    def numbers(self) -> list[int]:
        """The cards as the rules' card numbers."""
        return [CARD_NUMBER[card] for card in self.cards]


@dataclass(frozen=True, slots=True)
class Play:
    """One card played; ``named`` is the colour a led safety names (else None)."""

    card: str
    named: str | None = None

    def __str__(self) -> str:
        return f"play {self.card}" if self.named is None else f"play {self.card} as {self.named}"

    @property
    def number(self) -> int:
        return CARD_NUMBER[self.card]

    @property
    def named_colour(self) -> int | None:
        """The named colour as the rules' colour number."""
        return None if self.named is None else COLOUR_OF_NAME[self.named]


DragonAction = Pass | Play

def _card(word: str) -> str:
    if word not in CARD_NUMBER:
        raise IllegalMove(refusals.NO_SUCH_CARD(word=word))
    return word


@lru_cache(maxsize=8192)
def parse(text: str) -> DragonAction:
    """The action ``text`` writes; ``IllegalMove`` (with the reason) if it writes none."""
    words = action_words(text)
    verb = words[0]
    if verb == "pass":
        if len(words) != 1 + PASS_SIZE:
            raise IllegalMove(refusals.PASS_THREE())
        a, b, c = (_card(word) for word in words[1:])
        if len({a, b, c}) != PASS_SIZE:
            raise IllegalMove(refusals.PASS_DIFFERENT())
        return Pass((a, b, c))
    if verb == "play":
        if len(words) == 2:
            return Play(_card(words[1]))
        if len(words) == 4 and words[2] == "as":
            card = _card(words[1])
            if COLOUR[CARD_NUMBER[card]] != PURPLE:
                raise IllegalMove(refusals.ONLY_LED_SAFETY())
            colour = words[3]
            if colour not in COLOUR_OF_NAME or COLOUR_OF_NAME[colour] == PURPLE:
                raise IllegalMove(refusals.NOT_A_COLOUR(word=colour))
            return Play(card, colour)
        raise IllegalMove(refusals.SHAPES())
    raise IllegalMove(refusals.SHAPES())


def play_action(card: int, named: int | None = None) -> str:
    """The canonical string of playing card number ``card`` (naming colour ``named``)."""
    return str(Play(ALL_CARDS[card], None if named is None else _COLOUR_NAME[named]))


_COLOUR_NAME = {number: name for name, number in COLOUR_OF_NAME.items()}
