"""Critter Poker Royal's moves as values, with ``parse`` and ``str`` (rules/royal.md, "Notation").

``give <card> to <seat> as <claim>`` is a ``Give``; ``judge true`` / ``judge false`` a
``Judge``; ``peek`` a ``Peek``; ``pass to <seat> as <claim>`` a ``PassOn``; ``place <card>``,
``place <card> <card>`` and ``place none`` a ``Place`` (of one, two or no cards). ``parse``
turns exactly such a string into its action and ``str`` writes the canonical string
back, so the two round-trip; anything else raises ``IllegalMove`` with a reason a
player understands. ``parse`` checks shapes and names (real cards, claims, seat
numbers written plainly), not whether the move is legal now.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from table.core import IllegalMove
from table.core.actions import action_words
from table.games.royal import refusals
from table.games.royal.cards import ALL_CARDS, CLAIMS

_CARDS = frozenset(ALL_CARDS)


@dataclass(frozen=True, slots=True)
class Give:
    """Start a round: ``card`` face down to seat ``to``, claimed to be ``claim``."""

    card: str
    to: int
    claim: str

    def __str__(self) -> str:
        return f"give {self.card} to {self.to} as {self.claim}"


@dataclass(frozen=True, slots=True)
class Judge:
    """Say the claim is true (``verdict`` True) or false."""

    verdict: bool

    def __str__(self) -> str:
        return "judge true" if self.verdict else "judge false"


@dataclass(frozen=True, slots=True)
class Peek:
    """Choose to pass: look at the card first."""

    def __str__(self) -> str:
        return "peek"


@dataclass(frozen=True, slots=True)
class PassOn:
    """After a peek: the card face down to seat ``to`` with a claim of one's own."""

    to: int
    claim: str

    def __str__(self) -> str:
        return f"pass to {self.to} as {self.claim}"


@dataclass(frozen=True, slots=True)
class Place:
    """After taking a Wild or Nothing: the critter cards placed (none: set it aside)."""

    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "place " + (" ".join(self.cards) if self.cards else "none")


RoyalAction = Give | Judge | Peek | PassOn | Place



def _card(word: str) -> str:
    if word not in _CARDS:
        raise IllegalMove(refusals.NO_SUCH_CARD(word=word))
    return word


def _seat(word: str) -> int:
    if not word.isdigit() or str(int(word)) != word:
        raise IllegalMove(refusals.NOT_A_SEAT(word=word))
    return int(word)


def _claim(word: str) -> str:
    if word not in CLAIMS:
        raise IllegalMove(refusals.NOT_A_CLAIM(word=word, claims=", ".join(CLAIMS)))
    return word


@lru_cache(maxsize=8192)
def parse(text: str) -> RoyalAction:
    """The action ``text`` writes; ``IllegalMove`` (with the reason) if it writes none."""
    words = action_words(text)
    verb, count = words[0], len(words)
    if verb == "give":
        if count != 6 or words[2] != "to" or words[4] != "as":
            raise IllegalMove(refusals.GIVE_SHAPE())
        return Give(_card(words[1]), _seat(words[3]), _claim(words[5]))
    if verb == "judge":
        if count != 2 or words[1] not in ("true", "false"):
            raise IllegalMove(refusals.JUDGE_SHAPE())
        return Judge(words[1] == "true")
    if verb == "peek":
        if count != 1:
            raise IllegalMove(refusals.PEEK_SHAPE())
        return Peek()
    if verb == "pass":
        if count != 5 or words[1] != "to" or words[3] != "as":
            raise IllegalMove(refusals.PASS_SHAPE())
        return PassOn(_seat(words[2]), _claim(words[4]))
    if verb == "place":
        cards = words[1:]
        if cards == ["none"]:
            return Place(())
        if not 1 <= len(cards) <= 2:
            raise IllegalMove(refusals.PLACE_SHAPE())
        if len(cards) == 2 and cards[0] == cards[1]:
            raise IllegalMove(refusals.TWO_DIFFERENT())
        return Place(tuple(_card(card) for card in cards))
    raise IllegalMove(refusals.SHAPES())
