"""Atomic JSON files: written whole or not at all, read with a clear complaint.

``write_json_atomic`` writes to a temporary file in the same folder, fsyncs it, renames
it over the target and fsyncs the folder, so a crash at any moment leaves either the
old complete file or the new one. ``read_json`` turns any damage into ``CorruptFile``
with a message a player can read; ``move_aside`` keeps a damaged file for a bug report.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


class CorruptFile(ValueError):
    """A file that exists but cannot be used (damaged, empty, or from a newer version)."""


def write_json_atomic(path: Path, data: Any, indent: int = 1) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=indent, sort_keys=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
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


def read_json(path: Path, what: str) -> Any | None:
    """The file's JSON, None if there is no file; damage raises CorruptFile."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise CorruptFile(f"The {what} file could not be read ({error.strerror}).") from error
    if not raw.strip():
        raise CorruptFile(f"The {what} file is empty.")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CorruptFile(f"The {what} file is damaged and could not be read.") from error


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file out of the way (kept for a bug report); return its new path."""
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
