"""Snow Monster Battle in the learning layer: hint reasons, enhancements, the Sly Fox, forced battles."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from table.games.snow import actions as snow_actions
from table.learn.games import LearnSupport
from table.learn.games.snow_reasons import explain_snow
from table.learn.names import card_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.snow import LESSON

    return LESSON


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    if isinstance(move, snow_actions.Enhance):
        kind = move.kind.replace("-", " ").title()
        target = f" on the {card_name('snow', move.target)}" if move.target else ""
        return f"use the {kind}{target}"
    if isinstance(move, snow_actions.PlaySlyFox):
        return "play the Sly Fox"
    return None


def forced(view: Mapping[str, object], move: object) -> tuple[str, str] | None:
    if view.get("first_battle") and isinstance(move, snow_actions.PlayCard):
        return "first battle", "Battle 1: everyone plays their lowest Troublemaker."
    if view.get("last_battle") and isinstance(move, snow_actions.Enhance):
        return "last battle", "The last battle: an enhancement still held must be played."
    return None


LEARN = LearnSupport(lesson=_lesson, explain=explain_snow, say=say, forced=forced)
