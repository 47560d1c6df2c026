"""Critter Poker Royal in the learning layer: its hint reasons and how its claims are said."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from table.games.royal import actions as royal_actions
from table.learn.games import LearnSupport
from table.learn.games.bluff_reasons import explain_royal
from table.learn.names import card_name, claim_name, seat_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.royal import LESSON

    return LESSON


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    if isinstance(move, royal_actions.Give | royal_actions.PassOn):
        who, claim = seat_name(names, move.to, seat), claim_name("royal", move.claim)
        if isinstance(move, royal_actions.PassOn):
            return f"pass it to {who} as \"{claim}\""
        return f"give {who} the {card_name('royal', move.card)} as \"{claim}\""
    if isinstance(move, royal_actions.Judge):
        return f"calling it {'true' if move.verdict else 'false'}"
    if isinstance(move, royal_actions.Place):
        cards = [card_name("royal", c) for c in move.cards if c != "none"]
        return "place the " + (cards[0] if len(cards) == 1 else ", ".join(cards[:-1]) + f" and {cards[-1]}")
    return None


LEARN = LearnSupport(lesson=_lesson, explain=explain_royal, say=say)
