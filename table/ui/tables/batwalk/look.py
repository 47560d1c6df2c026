"""``TableLook``: what one Batwalk table keeps beyond the game (the aid switch, the standees' walk).

Apart from the drawing so that the runway and the hands' drawing may both read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class TableLook:
    """What one Batwalk table shows beyond the game: the aid switch and the standees' walk."""

    aid: bool = False
    walked: list[float] = field(default_factory=list)
    warmed: set[tuple[int, int]] = field(default_factory=set)  # the other hands' card sizes, made ahead
    to_warm: list[tuple[str, str | None, tuple[int, int]]] = field(default_factory=list)  # suit, card, size
