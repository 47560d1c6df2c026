"""``LearnSupport``: everything the learning layer asks of one game, in one typed record.

Each game's module ``table.learn.games.<id>`` defines ``LEARN``: its lesson (imported
on first use from ``table.learn.lessons.<id>``), the explainer that says the AI's
deciding factor as a hint's reason, how its own moves are said mid-sentence, why a
forced move is forced by its rules, and its recap's words for its own events (a trick
taken, Royal's claims, Dragon's pass, Snow's enhancements). The shared
modules (``reasons``, ``forced``, ``recap``, ``lessons``) read these fields through
``learn_support`` and never branch on a game id.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from table.ai.heuristics.factors import Explanation
    from table.core.words import Names
    from table.learn.lesson import Lesson

View = dict[str, Any]
Explainer = Callable[[View, int, "Explanation", Sequence[str] | None], str]


class RecapReader(Protocol):
    """What a game's recap lines may ask of the recap being written (``learn.recap``)."""

    @property
    def names(self) -> Names:
        """The seats' names; the reader is "you"."""

    @property
    def seat(self) -> int:
        """The reader's seat."""

    def card(self, card: object) -> str:
        """A card's name ("Toad 2"), or "a card" while it is hidden from the reader."""

    def the(self, card: object) -> str:
        """"the Toad 2", or "a card" while it is hidden from the reader."""

    def hidden(self, card: object) -> bool:
        """Whether ``card`` is hidden from the reader now."""


RecapEvent = Mapping[str, Any]
RecapLine = Callable[[RecapReader, RecapEvent], str]
"""A game's own event said as one recap line ("" to say nothing)."""


@dataclass(frozen=True)
class LearnSupport:
    """One game's answers to the learning layer (see the module's docstring)."""

    lesson: Callable[[], Lesson]
    """The game's lesson (imports ``table.learn.lessons.<id>`` on call)."""
    explain: Explainer | None = None
    """The hint's reason from the heuristic's deciding factor ("" when it has none)."""
    say: Callable[[object, int, Sequence[str] | None], str | None] | None = None
    """The game's own parsed move said mid-sentence ("predict 2"); None: a plain card play."""
    forced: Callable[[Mapping[str, object], object], tuple[str, str] | None] | None = None
    """(kind, reason) when the game's own rule forces this parsed move, else None."""
    alike: Callable[[View, int, str], tuple[str, str]] | None = None
    """Batwalk's alike backs: (the reason alone, a sentence to add) for the chosen move."""
    recap_taken: Callable[[Names, int, Mapping[str, object]], str | None] | None = None
    """The recap's line for a trick taken, when the game says more than who took it."""
    recap_lines: Mapping[str, RecapLine] = field(default_factory=dict)
    """The recap's line for each of the game's own event types (Royal's claims...)."""
    recap_asides: Mapping[str, tuple[RecapLine, RecapLine]] = field(default_factory=dict)
    """Events told beside the card just played: (the words in brackets, the line told on
    its own when no card was played before it in the recap)."""
    recap_copied: Callable[[str, str], str] | None = None
    """A card played as another ("the Blue 3 as the Red 5": Snow's copies), else None."""


@functools.cache
def learn_support(game_id: str) -> LearnSupport | None:
    """``LEARN`` of ``table.learn.games.<game_id>``, or None when the game has no learning part."""
    if not game_id.isidentifier() or importlib.util.find_spec(f"table.learn.games.{game_id}") is None:
        return None
    record = getattr(importlib.import_module(f"table.learn.games.{game_id}"), "LEARN", None)
    if not isinstance(record, LearnSupport):
        raise TypeError(f"table.learn.games.{game_id} must define LEARN, a LearnSupport record")
    return record
