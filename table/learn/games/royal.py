"""Critter Poker Royal in the learning layer: its hint reasons and how its claims are said."""

from __future__ import annotations

from typing import TYPE_CHECKING

from table.core.words import and_list, name_of
from table.games import words as said
from table.games.royal import words as royal_words
from table.games.royal.cards import NOTHING, said_name
from table.learn.games import LearnSupport, RecapEvent, RecapLine, RecapReader
from table.learn.games.royal_reasons import claim_name, explain_royal, say

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.royal import LESSON

    return LESSON


def _claim(event: RecapEvent) -> str:
    return royal_words.RECAP_CLAIM(claim=claim_name(str(event.get("claim"))))


def _who(event: RecapEvent) -> int:
    seat = event.get("seat")
    return seat if isinstance(seat, int) else 0


def _gave(reader: RecapReader, event: RecapEvent) -> str:
    to = name_of(reader.names, int(event.get("receiver", 0)))
    return royal_words.RECAP_GAVE(reader.names, int(event.get("giver", 0)), to=to, claim=_claim(event))


def _passed(reader: RecapReader, event: RecapEvent) -> str:
    to = name_of(reader.names, int(event.get("receiver", 0)))
    return royal_words.RECAP_PASSED(reader.names, _who(event), to=to, claim=_claim(event))


def _the(reader: RecapReader, card: object) -> str:
    """"the Toad 2"; the Nothing card quoted ("it was the “Nothing”"), as every sentence
    names it (``said_name``); "a card" while hidden."""
    if card == NOTHING and not reader.hidden(card):
        return said.THE_CARD(card=said_name(NOTHING))
    return reader.the(card)


def _judged(reader: RecapReader, event: RecapEvent) -> str:
    called = royal_words.RECAP_CALLED[bool(event.get("verdict")), bool(event.get("right"))](
        reader.names, int(event.get("receiver", 0)), card=_the(reader, event.get("card"))
    )
    return f"{called} {royal_words.RECAP_TOOK_IT(reader.names, int(event.get('taker', 0)))}"


def _penalty(reader: RecapReader, event: RecapEvent) -> str:
    return royal_words.RECAP_PENALTY(reader.names, _who(event), card=_the(reader, event.get("card")))


def _placed(reader: RecapReader, event: RecapEvent) -> str:
    cards = [reader.card(card) for card in event.get("cards", [])]
    return royal_words.RECAP_PLACED(reader.names, _who(event), cards=and_list(cards)) if cards else ""


def _lost(reader: RecapReader, event: RecapEvent) -> str:
    return royal_words.RECAP_LOST(reader.names, _who(event))


RECAP_LINES: dict[str, RecapLine] = {
    "round_started": _gave, "card_passed": _passed, "claim_judged": _judged,
    "penalty_taken": _penalty, "cards_placed": _placed, "player_lost": _lost,
}
LEARN = LearnSupport(lesson=_lesson, explain=explain_royal, say=say, recap_lines=RECAP_LINES)
