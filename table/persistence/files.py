"""Atomic JSON files: written whole or not at all, read with a clear complaint.

``write_json_atomic`` writes to a temporary file in the same folder, fsyncs it, renames
it over the target and fsyncs the folder, so a crash at any moment leaves either the
old complete file or the new one. ``read_json`` reads only a regular file and at most
``MAX_BYTES`` of it (a FIFO or a link to a device neither hangs nor fills memory); a
file of the data folders must really be in its folder (a link planted there that points
elsewhere, to ``/etc/passwd`` say, is refused and not followed), and
turns any damage — bad bytes, bad JSON, nesting past ``MAX_DEPTH``, numbers Python
refuses — into ``CorruptFile`` with a short reason a player can read. Text that cannot
be shown (lone surrogates, control characters) is replaced by U+FFFD as it is read.
``move_aside`` keeps a damaged file for a bug report; ``remove_leftovers`` clears the
temporary files a kill in the middle of a write leaves behind.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from table.core.i18n import N_, _
from table.core.words import Words

MAX_BYTES = 16 * 1024 * 1024  # a long game's record is a few hundred kilobytes
MAX_DEPTH = 64  # our files nest a handful of levels deep
UNSHOWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")


class CorruptFile(ValueError):
    """A file that exists but cannot be used (damaged, empty, or from a newer version).

    Its reason is a whole sentence in the language spoken when it was raised (the
    messages below), naming the file by its name. ``movable`` is False when the file
    itself may be fine but could not be read (no permission, a file in place of its
    folder): such a file is left where it is."""

    def __init__(self, reason: str, movable: bool = True) -> None:
        super().__init__(reason)
        self.movable = movable


# Why a file cannot be used, each a whole sentence: ``{file}`` is the file's name,
# ``{reason}`` the operating system's reason in words (``os_reason``).
EMPTY = Words("The file {file} is empty.")
NOT_UTF8 = Words("The file {file} is damaged — not UTF-8 text.")
TOO_DEEP = Words("The file {file} is damaged — nested too deeply.")
NOT_JSON = Words("The file {file} is damaged — not valid JSON.")
A_FOLDER = Words("The file {file} is a folder.")
UNREADABLE = Words("The file {file} could not be read: {reason}.")
NOT_REGULAR = Words("The file {file} is not a regular file.")
TOO_LARGE = Words("The file {file} is far too large to be one of ours.")
LINK_TO_NOTHING = Words("The file {file} is a link to nothing.")
LINK_LOOPS = Words("The file {file} is a link that cannot be followed.")
LINK_OUTSIDE = Words("The file {file} is a link to a place outside its folder, not followed.")
SYSTEM_REFUSED = Words("the system refused ({said})")  # {said}: the system's own words


def temporary_pattern(path: Path) -> str:
    """The glob of ``write_json_atomic``'s temporary files for ``path``."""
    return f".{path.name}.*.tmp"


def write_json_atomic(path: Path, data: object, indent: int = 1) -> None:
    """Write ``data`` as ``path``; OSError (full disk, read-only folder) leaves the old file."""
    text = json.dumps(data, indent=indent, sort_keys=True)  # ASCII: every character escaped
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):  # the write already failed: that error is reported
            Path(temporary).unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # some systems cannot open folders; the rename is still atomic
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json(path: Path, contained: bool = True) -> object:
    """The file's JSON (any JSON value: its reader checks it), None if there is no file;
    damage raises CorruptFile.

    ``contained``: the file must really be in its folder once links are resolved (the
    data folders' files); a file named on the command line may be anywhere."""
    raw = _read_bytes(path, contained)
    if raw is None:
        return None
    if not raw.strip():
        raise CorruptFile(EMPTY(file=path.name))
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise CorruptFile(NOT_UTF8(file=path.name)) from error
    except RecursionError as error:
        raise CorruptFile(TOO_DEEP(file=path.name)) from error
    except ValueError as error:  # JSONDecodeError, and numbers too long to convert
        raise CorruptFile(NOT_JSON(file=path.name)) from error
    return _cleaned(data, path.name)


def _read_bytes(path: Path, contained: bool = False) -> bytes | None:
    """At most MAX_BYTES + 1 of a regular file; None if there is none."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
    if contained:
        real = _really_inside(path)
        if real is None:
            return None
        path, flags = real, flags | getattr(os, "O_NOFOLLOW", 0)  # swapped for a link since: refused
    try:
        # O_NONBLOCK: opening a FIFO put in place of the file must not wait for a writer.
        fd = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError):
        return None  # no file (a file in place of its folder shows when saving)
    except IsADirectoryError as error:
        raise CorruptFile(A_FOLDER(file=path.name)) from error
    except OSError as error:
        raise CorruptFile(UNREADABLE(file=path.name, reason=os_reason(error)), False) from error
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise CorruptFile(NOT_REGULAR(file=path.name))
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_BYTES and (chunk := os.read(fd, min(1 << 20, MAX_BYTES + 1 - size))):
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise CorruptFile(UNREADABLE(file=path.name, reason=os_reason(error)), False) from error
    finally:
        os.close(fd)
    if size > MAX_BYTES:
        raise CorruptFile(TOO_LARGE(file=path.name))
    return b"".join(chunks)


def _really_inside(path: Path) -> Path | None:
    """Where ``path`` really is (links resolved), if that is inside its own folder; None
    if there is nothing there; CorruptFile for a link that leads out of the folder."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None  # no file (a file in place of its folder shows when saving)
    except OSError as error:
        raise CorruptFile(UNREADABLE(file=path.name, reason=os_reason(error)), False) from error
    try:
        folder = path.parent.resolve(strict=True)
        real = path.resolve(strict=True)
    except (FileNotFoundError, NotADirectoryError):
        raise CorruptFile(LINK_TO_NOTHING(file=path.name)) from None
    except (OSError, RuntimeError) as error:  # a loop of links, or no permission
        raise CorruptFile(LINK_LOOPS(file=path.name)) from error
    if real.parent != folder:
        raise CorruptFile(LINK_OUTSIDE(file=path.name))
    return real


def _cleaned(data: object, name: str) -> object:
    """``data`` with unshowable characters replaced; CorruptFile if nested too deeply."""

    def clean(value: object, depth: int) -> object:
        if depth > MAX_DEPTH:
            raise CorruptFile(TOO_DEEP(file=name))
        if isinstance(value, str):
            return UNSHOWABLE.sub("\ufffd", value)
        if isinstance(value, list):
            return [clean(item, depth + 1) for item in value]
        if isinstance(value, dict):
            return {UNSHOWABLE.sub("\ufffd", key): clean(item, depth + 1) for key, item in value.items()}
        return value

    return clean(data, 0)


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file out of the way (kept for a bug report); return its new path.

    None if there was nothing to move; OSError if it could not be moved (read-only)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
        counter += 1
    try:
        os.replace(path, target)
    except FileNotFoundError:
        return None
    return target


def remove_leftovers(*paths: Path) -> None:
    """Delete the temporary files a kill mid-write left beside ``paths`` (never the files)."""
    for path in paths:
        try:
            leftovers = list(path.parent.glob(temporary_pattern(path)))
        except OSError:
            continue
        for leftover in leftovers:
            with contextlib.suppress(OSError):  # a read-only folder keeps them; never read
                leftover.unlink(missing_ok=True)


# The operating system's errors in a player's words (messages: ``os_reason`` says them in
# the language spoken now).
OS_REASONS = {
    "ENOSPC": N_("the disk is full"),
    "EDQUOT": N_("the disk quota is used up"),
    "EROFS": N_("the disk is read-only"),
    "EACCES": N_("permission denied"),
    "EPERM": N_("the folder does not allow changes"),
    "ENOTDIR": N_("a file is in the way of the data folder"),
    "EEXIST": N_("a file is in the way of the data folder"),
    "EFBIG": N_("the file-size limit was reached"),
    "EIO": N_("the disk reported an error"),
    "ENAMETOOLONG": N_("the path is too long"),
    "ELOOP": N_("the path loops through links"),
    "EISDIR": N_("a folder is in the way of the file"),
    "ENOENT": N_("a folder on its path is missing"),
    "EBUSY": N_("the file is busy"),
    "EMFILE": N_("too many files are open"),
    "ENFILE": N_("too many files are open"),
    "ETXTBSY": N_("the file is busy"),
    "EMLINK": N_("the folder holds too many links"),
}


def os_reason(error: OSError) -> str:
    """An OSError in words, without the path or anything else from the file."""
    name = errno.errorcode.get(error.errno or 0, "")
    if name in OS_REASONS:
        return _(OS_REASONS[name])
    return SYSTEM_REFUSED(said=one_word_line(error.strerror or type(error).__name__))


def one_word_line(text: str, limit: int = 60) -> str:
    """The system's own words, lower case, on one short line."""
    flat = " ".join("".join(c if c.isprintable() else " " for c in text).split()).lower()
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
