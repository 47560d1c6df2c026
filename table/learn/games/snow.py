"""Snow Monster Battle in the learning layer: hint reasons, enhancements, the Sly Fox, forced battles."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from table.games.snow import actions as snow_actions
from table.games.snow import words as snow_words
from table.learn import hint_words as words
from table.learn.games import LearnSupport, RecapEvent, RecapReader
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


def _kind(event: RecapEvent) -> str:
    return card_name("snow", str(event.get("enhancement")))  # the name on its card, translated


def _seat(event: RecapEvent) -> int:
    return int(event.get("seat") or 0)


def _target(event: RecapEvent) -> str | None:
    target = event.get("target")
    return target if isinstance(target, str) and target != "none" else None


def _sly_aside(reader: RecapReader, event: RecapEvent) -> str:
    return snow_words.RECAP_SLY_ASIDE(reader.names, _seat(event))


def _sly(reader: RecapReader, event: RecapEvent) -> str:
    return snow_words.RECAP_SLY(reader.names, _seat(event))


def _enhance_aside(reader: RecapReader, event: RecapEvent) -> str:
    target = _target(event)
    if target is not None:
        return snow_words.RECAP_ENHANCE_ON_ASIDE(
            reader.names, _seat(event), kind=_kind(event), target=reader.the(target)
        )
    return snow_words.RECAP_ENHANCE_ASIDE(reader.names, _seat(event), kind=_kind(event))


def _enhance(reader: RecapReader, event: RecapEvent) -> str:
    target = _target(event)
    if target is not None:
        the = reader.the(target)
        return snow_words.RECAP_ENHANCE_ON(reader.names, _seat(event), kind=_kind(event), target=the)
    return snow_words.RECAP_ENHANCE(reader.names, _seat(event), kind=_kind(event))


def _copied(card: str, copied: str) -> str:
    return snow_words.RECAP_AS(card=card, copied=copied)


LEARN = LearnSupport(
    lesson=_lesson, explain=explain_snow, say=say, forced=forced,
    recap_asides={"sly_fox_played": (_sly_aside, _sly), "enhancement_played": (_enhance_aside, _enhance)},
    recap_copied=_copied,
)
