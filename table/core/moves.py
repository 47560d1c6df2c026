"""``Moves``: a game's move strings, each parsed once and remembered.

Every layer that needs the typed move a legal action's string writes (the rules'
``apply``, a state's ``legal_moves``, the heuristics, the lessons' explainers, the
table's presenters) looks it up in the game's ``Moves`` (``MOVES`` beside ``GAME`` in
``table/games/<id>/__init__.py``, ``moves`` on its ``Game`` record) instead of parsing
the string again. The game's own ``parse`` (``table/games/<id>/actions.py``) stays the
one reader of the notation; only a refusal's reason calls it on a string not listed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

ActionT = TypeVar("ActionT")
MOVES_KEPT = 1 << 16  # far more strings than any game's notation writes in a game


class Moves(dict[str, ActionT], Generic[ActionT]):
    """A game's moves, each read once: ``moves[action]`` is the typed move ``action``
    writes (the game's ``parse``), read the first time it is asked for and remembered.

    A game's notation is fixed, so a string always writes the same move: the rules'
    ``apply``, a state's ``legal_moves``, the heuristics, the explainers and the table's
    presenters all look their moves up here instead of parsing the strings again. A
    string that writes no move raises ``IllegalMove`` (with the game's reason) and is
    not remembered. A hit is one dict look-up; the memory is bounded (``MOVES_KEPT``).
    """

    __slots__ = ("parse",)

    def __init__(self, parse: Callable[[str], ActionT]) -> None:
        super().__init__()
        self.parse = parse

    def __missing__(self, action: str) -> ActionT:
        move = self.parse(action)  # IllegalMove for a string that writes no move
        if len(self) >= MOVES_KEPT:
            self.clear()
        self[action] = move
        return move

    def pairs(self, actions: Iterable[str]) -> list[tuple[str, ActionT]]:
        """Each of ``actions`` with its move, in order."""
        return [(action, self[action]) for action in actions]
