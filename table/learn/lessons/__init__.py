"""Every game's lesson, by game id: ``lesson_for("munch")``, ``LESSON_IDS``.

Each ``table.learn.lessons.<id>`` module holds one ``LESSON`` (a ``table.learn.Lesson``),
reached through the game's ``LearnSupport`` record (``table.learn.games.<id>``) and
imported on first use like the games themselves.
"""

from __future__ import annotations

from table.games import CATALOGUE
from table.learn.games import learn_support
from table.learn.lesson import Lesson

LESSON_IDS = tuple(gid for gid, _, _ in CATALOGUE if learn_support(gid) is not None)  # the registry's order


def lesson_for(game_id: str) -> Lesson:
    """The lesson of ``game_id``; an unknown id raises KeyError naming the known ones."""
    record = learn_support(game_id) if game_id in LESSON_IDS else None
    if record is None:
        raise KeyError(f"no lesson for {game_id!r}; lessons: {', '.join(LESSON_IDS)}")
    lesson = record.lesson()
    assert isinstance(lesson, Lesson)
    return lesson
