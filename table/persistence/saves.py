"""The autosave: the game in progress, rewritten atomically after every move.

The file holds a game record (see ``table.session``): the game's own save
(``GameState.to_json``: seed, options, deal, every action) and the seats (names, human
or AI, AI level and seed). Restoring the record replays and so checks it; that happens
above this layer, which only stores and fetches the JSON.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from table.core.vocabulary import JsonObject
from table.persistence.files import CorruptFile, read_json, remove_leftovers, write_json_atomic
from table.persistence.locations import Locations
from table.persistence.notices import saved_game_unusable, set_aside

RECORD_KIND = "spooky-table-game"
RECORD_VERSION = 1


def write_autosave(where: Locations, record: JsonObject) -> None:
    write_json_atomic(where.autosave_file, record)


def load_autosave(where: Locations) -> tuple[JsonObject | None, str | None]:
    """The saved record (or None) and, if the file was unusable, a one-line message."""
    path = where.autosave_file
    # A kill in the middle of a write can leave temporary files behind: the real files
    # are always whole (the rename is atomic), so the leftovers are removed.
    remove_leftovers(path, where.statistics_file, where.settings_file, where.exports_dir / "*.json")
    try:
        data = read_json(path)
        if data is None:
            return None, None
        return check_record(data), None
    except (CorruptFile, ValueError) as error:
        return None, discard_autosave(where, error)


def discard_autosave(where: Locations, why: Exception | str) -> str:
    """Move an unusable save aside (if it can be moved); return the message for the player."""
    error = why if isinstance(why, Exception) else ValueError(why)
    return saved_game_unusable(error, set_aside(where.autosave_file, error))


def check_record(data: object) -> JsonObject:
    """The outer shape of a game record (returned as one); the game itself checks the
    rest on replay."""
    if not isinstance(data, dict) or data.get("kind") != RECORD_KIND:
        raise ValueError("this is not a Spooky Table game record")
    if data.get("version") != RECORD_VERSION:
        raise ValueError("the record is from a newer or unknown version")
    if not isinstance(data.get("game"), str) or not isinstance(data.get("state"), dict):
        raise ValueError("the record has no game in it")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(seat, dict) for seat in seats):
        raise ValueError("the record's seats are missing")
    return data


def clear_autosave(where: Locations) -> None:
    """Remove the save of a finished game; OSError if the folder does not allow it."""
    with contextlib.suppress(FileNotFoundError, NotADirectoryError):
        where.autosave_file.unlink()


def write_export(where: Locations, record: JsonObject) -> Path:
    """Write a game record for sharing (a bug report, a game to replay); return its path.

    The name says which game and when (``dodge-the-dragon-2026-11-30-171204.json``), so a
    folder of exports reads like a list; a second export in the same second gets a number.
    """
    title = str(record.get("title") or record.get("game") or "game")
    slug = "-".join("".join(c if c.isalnum() else " " for c in title.lower()).split()) or "game"
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    path = where.exports_dir / f"{slug}-{stamp}.json"
    counter = 2
    while path.exists():
        path = where.exports_dir / f"{slug}-{stamp}-{counter}.json"
        counter += 1
    write_json_atomic(path, record, indent=2)
    return path
