"""Snow Monster Battle in the learning layer: hint reasons, enhancements, the Sly Fox, forced battles."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from table.games.snow import actions as snow_actions
from table.learn import hint_words as words
from table.learn.games import LearnSupport
from table.learn.games.snow_reasons import enhancement_name, explain_snow
from table.learn.names import card_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.snow import LESSON

    return LESSON


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    if isinstance(move, snow_actions.Enhance):
        kind = enhancement_name(move.kind)
        if move.target:
            return words.SNOW_USE_ON_MOVE(enhancement=kind, card=card_name("snow", move.target))
        return words.SNOW_USE_MOVE(enhancement=kind)
    if isinstance(move, snow_actions.PlaySlyFox):
        return words.SNOW_SLY_FOX_MOVE()
    return None


def forced(view: Mapping[str, object], move: object) -> tuple[str, str] | None:
    if view.get("first_battle") and isinstance(move, snow_actions.PlayCard):
        return "first battle", words.SNOW_FIRST_BATTLE()
    if view.get("last_battle") and isinstance(move, snow_actions.Enhance):
        return "last battle", words.SNOW_LAST_BATTLE()
    return None


LEARN = LearnSupport(lesson=_lesson, explain=explain_snow, say=say, forced=forced)
