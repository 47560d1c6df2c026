"""Vamp on the Batwalk in the learning layer: its hint reasons, alike backs, and how a slot is said."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from table.games.batwalk import actions as batwalk_actions
from table.learn.games import LearnSupport
from table.learn.games.bluff_reasons import PLACES, explain_batwalk, same_backs

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.batwalk import LESSON

    return LESSON


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    return f"play your {PLACES[move.slot]} card" if isinstance(move, batwalk_actions.Play) else None


LEARN = LearnSupport(lesson=_lesson, explain=explain_batwalk, say=say, alike=same_backs)
