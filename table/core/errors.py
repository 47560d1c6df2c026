"""The one error a player can cause: an illegal move, explained in plain words."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from table.core.reasons import Reason

_PLAIN_NAME = re.compile(r"[A-Za-z0-9_-]{1,24}")


def field_name(key: object) -> str | None:
    """``key`` quoted for a message if it is a short plain name (a field a caller
    misspelt), else None: a message never repeats a long or odd value from a file."""
    if isinstance(key, str) and _PLAIN_NAME.fullmatch(key):
        return repr(key)
    return None


class IllegalMove(ValueError):
    """An action that the rules do not allow now; the message says why to a player.

    The state that refused the action is left exactly as it was. ``str()`` is the reason
    as a plain English sentence (the contract's). Raised with a ``Reason``
    (``table.core.reasons``) it also carries the reason as data (``reason``: a message id
    and named arguments), and ``said(names)`` says it in the language spoken now, with
    the table's seat names; ``seat`` is the seat that tried the move ("you").
    """

    def __init__(self, why: str | Reason | tuple[Reason, ...], seat: int | None = None) -> None:
        self.reasons: tuple[Reason, ...] = (
            () if isinstance(why, str) else why if isinstance(why, tuple) else (why,)
        )
        self.seat = seat
        super().__init__(why if isinstance(why, str) else " ".join(r.english(seat) for r in self.reasons))

    @property
    def reason(self) -> Reason | None:
        """The reason as data (the first, when a refusal says two sentences); None for a
        refusal raised with plain words."""
        return self.reasons[0] if self.reasons else None

    def also(self, reason: Reason) -> IllegalMove:
        """This refusal with one more sentence after it (what to do instead)."""
        return IllegalMove((*self.reasons, reason), self.seat) if self.reasons else self

    def said(self, names: Sequence[str] | None = None) -> str:
        """The refusal in the language spoken now (English for one raised with words)."""
        if not self.reasons:
            return str(self)
        return " ".join(reason.said(names) for reason in self.reasons)
