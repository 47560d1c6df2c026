"""The written form every game's actions share, checked once before any game reads it.

An action is lower-case words of ASCII letters, digits and hyphens, separated by single
spaces (``play bat-7``, ``claim bat``, ``place bat-3 bat-5``). ``action_words`` splits
such a string and refuses anything else (padding, doubled spaces, capitals, control or
non-ASCII characters, empty or absurdly long text) with ``IllegalMove`` and a short
message, so no game's parser ever sees a malformed string. Each game's own action type
parses the words further (``table/games/<id>/actions.py``).
"""

from __future__ import annotations

import re

from table.core import refusals
from table.core.errors import IllegalMove

MAX_ACTION_LENGTH = 120  # far longer than any game's longest action
_WORD = re.compile(r"[a-z0-9][a-z0-9-]*")
# A whole well-formed action in one match: the common case costs one C call.
_ACTION = re.compile(r"[a-z0-9][a-z0-9-]*(?: [a-z0-9][a-z0-9-]*)*")


def action_words(text: object) -> list[str]:
    """The words of a well-formed action; ``IllegalMove`` for any other text."""
    if not isinstance(text, str):
        raise IllegalMove(refusals.NOT_TEXT(type=type(text).__name__))
    if not text:
        raise IllegalMove(refusals.EMPTY())
    if len(text) > MAX_ACTION_LENGTH:
        raise IllegalMove(refusals.TOO_LONG())
    words = text.split(" ")
    if _ACTION.fullmatch(text):
        return words
    if text.strip() != text or "" in words:
        raise IllegalMove(refusals.SPACES())
    if text.isascii() and text.isprintable() and text.lower() != text:
        raise IllegalMove(refusals.LOWER_CASE())
    raise IllegalMove(refusals.PLAIN())
