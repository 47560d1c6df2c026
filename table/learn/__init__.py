"""Learn to play: guided lessons, hints, undo, forced moves and the hot-seat recap.

Everything here is pure Python over the rules-core contract (``view``,
``legal_actions``, ``apply``, ``log``, saves) and the AI's public agent API, so the
table (``table/ui``) calls it without this package knowing anything about drawing:

- ``lesson`` and ``lessons``: each game's lesson as data (a fixed deal, AI seats, and
  the coach's steps); ``coach``: the runner that plays a lesson on the real engine;
- ``undo``: how far an undo may go back against the computer, and the rebuilt state;
- ``forced``: the only legal move, played for the player when that option is on;
- ``recap``: a few plain lines of what happened since a seat last acted;
- ``hint``: the move the Hard AI would make from a seat's view, with a one-line reason.
"""

from table.learn.coach import Answer, Bubble, Coach
from table.learn.forced import FORCED_MOVES_DEFAULT, ForcedMove, forced_move
from table.learn.hint import Hint, HintSearch, hint
from table.learn.lesson import UI_TARGETS, Lesson, Step
from table.learn.lessons import LESSON_IDS, lesson_for
from table.learn.recap import recap
from table.learn.undo import UndoCheck, UndoRefused, check_undo, undo

__all__ = [
    "FORCED_MOVES_DEFAULT", "LESSON_IDS", "UI_TARGETS", "Answer", "Bubble", "Coach", "ForcedMove",
    "Hint", "HintSearch", "Lesson", "Step", "UndoCheck", "UndoRefused", "check_undo", "forced_move",
    "hint", "lesson_for", "recap", "undo",
]
