"""One-line messages about files: at most ``LIMIT`` characters, never the file's content.

A message names the file (its basename) and says what is wrong in words; reasons that
come from elsewhere (the rules' replay check, the operating system) have anything they
quote replaced by an ellipsis, so a damaged file is never echoed to the player. A file
name never starts a sentence (it would be capitalised into another name).

Every notice is a whole sentence in the language spoken now, one message per case (which
file, and what became of it: ``Aside``), with placeholders for the reason (``{why}``),
the file's name (``{file}``) and the system's reason (``{reason}``). The reason is our
own sentence (``CorruptFile``, the system's errors in ``os_reason``); a check's English
detail (a settings value out of range, a record the rules refuse) is said in English and,
in another language, as the one translated reason ``UNUSABLE``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from table.core import i18n
from table.core.words import Words
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


UNUSABLE = Words("it holds something this version of Spooky Table cannot use")


def reason(error: Exception | str, limit: int = REASON_LIMIT) -> str:
    """Why a file could not be used, as a clause in the language spoken now."""
    if isinstance(error, CorruptFile):  # our own sentence, said when it was raised
        return plain_reason(str(error), limit)
    if isinstance(error, OSError):
        return os_reason(error)
    if i18n.current() == i18n.ENGLISH:
        return plain_reason(str(error), limit)
    return UNUSABLE()


@dataclass(frozen=True)
class Aside:
    """What became of a damaged file: ``kept`` under the name ``file``, ``left`` in
    place, ``stuck`` (it could not be moved, for the system's ``reason``), or ``gone``."""

    how: str
    file: str
    reason: str = ""


def set_aside(path: Path, error: Exception) -> Aside:
    """Move the damaged file at ``path`` aside; what became of it.

    A file that could not even be read (no permission), or that cannot be moved (a
    read-only folder), is left where it is and ignored."""
    if isinstance(error, CorruptFile) and not error.movable:
        return Aside("left", path.name)
    try:
        kept = move_aside(path)
    except OSError as failure:
        return Aside("stuck", path.name, os_reason(failure))
    return Aside("kept", kept.name) if kept else Aside("gone", path.name)


# A damaged file, per file and per what became of it (``Aside.how``).
SAVED_GAME = {
    "kept": Words("The saved game could not be resumed: {why}. Kept as {file}."),
    "left": Words("The saved game could not be resumed: {why}. "
                  "The file {file} is left in place and ignored."),
    "stuck": Words("The saved game could not be resumed: {why}. "
                   "The file {file} could not be moved aside ({reason}) and is ignored."),
    "gone": Words("The saved game could not be resumed: {why}. The file {file} is gone."),
}
SETTINGS = {
    "kept": Words("Settings could not be used: {why}. Defaults restored (kept as {file})."),
    "left": Words("Settings could not be used: {why}. "
                  "Defaults restored (the file {file} is left in place and ignored)."),
    "stuck": Words("Settings could not be used: {why}. "
                   "Defaults restored (the file {file} could not be moved aside ({reason}) and is ignored)."),
    "gone": Words("Settings could not be used: {why}. Defaults restored (the file {file} is gone)."),
}
SETTINGS_AS_IS = Words("Settings could not be used: {why}. Defaults used; the file is left as it is.")
STATISTICS = {
    "kept": Words("Statistics could not be read: {why}. Starting afresh (kept as {file})."),
    "left": Words("Statistics could not be read: {why}. "
                  "Starting afresh (the file {file} is left in place and ignored)."),
    "stuck": Words("Statistics could not be read: {why}. "
                   "Starting afresh (the file {file} could not be moved aside ({reason}) and is ignored)."),
    "gone": Words("Statistics could not be read: {why}. Starting afresh (the file {file} is gone)."),
}


def _told(sentences: dict[str, Words], error: Exception | str, aside: Aside) -> str:
    why, said = reason(error), sentences[aside.how]
    if aside.how == "stuck":
        return one_line(said(why=why, file=aside.file, reason=aside.reason))
    return one_line(said(why=why, file=aside.file))


def saved_game_unusable(error: Exception | str, aside: Aside) -> str:
    """The line for a saved game that could not be resumed."""
    return _told(SAVED_GAME, error, aside)


def settings_unusable(error: Exception, aside: Aside | None) -> str:
    """The line for a settings file that could not be used (``aside`` None: left as it is)."""
    if aside is None:
        return one_line(SETTINGS_AS_IS(why=reason(error)))
    return _told(SETTINGS, error, aside)


def statistics_unusable(error: Exception, aside: Aside) -> str:
    """The line for a statistics file that could not be read."""
    return _told(STATISTICS, error, aside)


# A write that failed, per what was not saved; ``{reason}`` is the system's reason.
CANNOT_SAVE = {
    "your game": Words("Cannot save your game: {reason}. Play on; the last good save is kept."),
    "your settings": Words("Cannot save your settings: {reason}. Play on; the last good save is kept."),
    "the result in your statistics": Words(
        "Cannot save the result in your statistics: {reason}. Play on; the last good save is kept."
    ),
}
CANNOT_SAVE_IN = Words("Cannot save the game in {folder}: {reason}. The last good save is kept.")
NOT_WRITTEN = Words("it could not be written out")  # a value that is no JSON (never the disk)


def _why_not_saved(error: Exception) -> str:
    return os_reason(error) if isinstance(error, OSError) else NOT_WRITTEN()


def cannot_save(what: str, error: Exception) -> str:
    """The line for a write that failed: what was not saved (a key of ``CANNOT_SAVE``:
    "your game", "your settings", "the result in your statistics") and why, in words."""
    return one_line(CANNOT_SAVE[what](reason=_why_not_saved(error)))


def cannot_save_in(folder: object, error: Exception) -> str:
    """The line for a game that could not be saved in ``folder`` (the commands)."""
    return one_line(CANNOT_SAVE_IN(folder=folder, reason=_why_not_saved(error)))
