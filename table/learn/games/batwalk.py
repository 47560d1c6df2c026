"""Vamp on the Batwalk in the learning layer: its hint reasons, alike backs, and how a slot is said."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from table.games.batwalk import actions as batwalk_actions
from table.games.batwalk import words as batwalk_words
from table.learn.games import LearnSupport, RecapEvent, RecapReader
from table.learn.games.batwalk_reasons import explain_batwalk, same_backs
from table.learn.games.batwalk_reasons import say as say_slot

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.batwalk import LESSON

    return LESSON


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    return say_slot(move.slot) if isinstance(move, batwalk_actions.Play) else None


def _stole_aside(reader: RecapReader, event: RecapEvent) -> str:
    return batwalk_words.RECAP_STOLE_ASIDE()


def _stole(reader: RecapReader, event: RecapEvent) -> str:
    return batwalk_words.RECAP_STOLE(reader.names, int(event.get("seat") or 0))


LEARN = LearnSupport(
    lesson=_lesson, explain=explain_batwalk, say=say, alike=same_backs,
    recap_asides={"stole_the_show": (_stole_aside, _stole)},
)
