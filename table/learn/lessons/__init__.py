"""Every game's lesson, by game id: ``lesson_for("munch")``, ``LESSON_IDS``.

Each ``table.learn.lessons.<id>`` module holds one ``LESSON`` (a ``table.learn.Lesson``),
imported on first use like the games themselves.
"""

from __future__ import annotations

import importlib

from table.learn.lesson import Lesson

LESSON_IDS = ("munch", "royal", "batwalk", "snow", "dragon")  # the registry's order


def lesson_for(game_id: str) -> Lesson:
    """The lesson of ``game_id``; an unknown id raises KeyError naming the known ones."""
    if game_id not in LESSON_IDS:
        raise KeyError(f"no lesson for {game_id!r}; lessons: {', '.join(LESSON_IDS)}")
    lesson = importlib.import_module(f"table.learn.lessons.{game_id}").LESSON
    assert isinstance(lesson, Lesson)
    return lesson
