"""One-line messages about files: at most ``LIMIT`` characters, never the file's content.

A message names the file (its basename) and says what is wrong in words; reasons that
come from elsewhere (the rules' replay check, the operating system) have anything they
quote replaced by an ellipsis, so a damaged file is never echoed to the player. A file
name never starts a sentence (it would be capitalised into another name).
"""

from __future__ import annotations

import re
from pathlib import Path

from table.persistence.files import CorruptFile, move_aside, os_reason

LIMIT = 200
REASON_LIMIT = 90
# A quotation or bracketed value: it opens where no word goes on (an apostrophe inside a
# word, "record's", is no quote) and runs to its closing mark or the end.
_QUOTED = re.compile(
    r"""(?<!\w)(?:'[^']*(?:'|$)|"[^"]*(?:"|$)|`[^`]*(?:`|$)"""
    r"""|\[[^\]]*(?:\]|$)|\{[^}]*(?:\}|$)|<[^>]*(?:>|$))"""
)
_SPACE = re.compile(r"\s+")


def one_line(text: str, limit: int = LIMIT) -> str:
    """``text`` on one line (whitespace and control characters collapsed), cut to ``limit``."""
    flat = _SPACE.sub(" ", "".join(c if c.isprintable() else " " for c in text)).strip()
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def plain_reason(text: str, limit: int = REASON_LIMIT) -> str:
    """An error message as a clause: on one line, whatever it quotes replaced by "…"."""
    words = _QUOTED.sub("…", one_line(text, 10 * limit)).strip().rstrip(":;,.- ")
    words = one_line(words, limit)
    return (words[:1].lower() + words[1:]) if words[:2] != words[:2].upper() else words


def set_aside(path: Path, error: Exception) -> str:
    """Move the damaged file at ``path`` aside; the clause saying where it went or why not.

    A file that could not even be read (no permission), or that cannot be moved (a
    read-only folder), is left where it is and ignored."""
    if isinstance(error, CorruptFile) and not error.movable:
        return f"the file {path.name} is left in place and ignored"
    try:
        kept = move_aside(path)
    except OSError as failure:
        return f"the file {path.name} could not be moved aside ({os_reason(failure)}) and is ignored"
    return f"kept as {kept.name}" if kept else f"the file {path.name} is gone"


def cannot_save(what: str, error: Exception, then: str = "Play on; the last good save is kept.") -> str:
    """The line for a write that failed: what was not saved and why, in words."""
    why = os_reason(error) if isinstance(error, OSError) else "it could not be written out"
    return one_line(f"Cannot save {what}: {why}. {then}")
