"""When a table changes by itself: what ``TableScene.wake_in`` and ``working`` answer.

The app sleeps between frames while the table is still (``table.ui.run_loop``). The
table moves while its timeline runs or a game's own figures walk (every frame is
drawn); a timer wakes it for the next AI move after its pace, a forced move after its
ring, a message that goes, a tooltip that shows; and between frames it works without
drawing while an AI or a hint's search thinks or cards are rasterised ahead of need.
"""

from __future__ import annotations

from typing import TypeVar

from table.ui.scene import soonest
from table.ui.scenes.table_seen import TableSeen

# The table scene these answer for, as itself: ``TableScene`` binds them as its methods.
Table = TypeVar("Table", bound=TableSeen)

AI_PACE = 0.45  # seconds an AI move waits, at speed 1, so people can follow the play


def ai_pace_left(scene: TableSeen) -> float | None:
    """Seconds until the AI whose turn it is starts thinking (0: it is thinking), or
    None when no AI is to move (a human's turn, the game over, an animation running)."""
    match = scene.match
    if scene.timeline.busy or match.state.is_over or match.needs_hand_over() is not None:
        return None
    decider = match.next_decider()
    if decider is None or match.seats[decider].human:
        return None
    return max(0.0, AI_PACE / max(0.1, scene.timeline.speed) - scene.ai_wait)


def wake_in(scene: Table) -> float | None:
    """0.0 while anything on the table moves; else the first timer's delay, or None."""
    if scene.timeline.busy or scene.presenter.moving(scene.context()):
        return 0.0
    pace = ai_pace_left(scene)
    return soonest(
        scene.input.wake_in(),
        scene.help.wake_in(),
        pace if pace else None,  # thinking (0) is work, not a frame: see ``working``
    )


def working(scene: Table) -> bool:
    """True while thinking or rasterising ahead: updated at once, nothing to draw."""
    if scene.help.search is not None or scene.presenter.working():
        return True
    if scene._warm_queue:
        return True
    return ai_pace_left(scene) == 0.0
