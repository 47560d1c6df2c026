"""Settings, saves and statistics on disk: the only package that imports platformdirs.

Every file is written atomically (write a temporary file, fsync, rename), so a crash or
a kill at any moment leaves either the old file or the new one. Every file is read
defensively: a corrupt, truncated, empty, huge, deeply nested or future-version file
(or a pipe or device in its place, or a link leading out of its folder, never followed)
is moved aside — or, if it cannot be moved, left and
ignored — with a one-line message of at most 200 characters (``notices``), and never
crashes the app. A write that fails (full or read-only disk) raises OSError headless
and is told once at the table (``writer``); the last good file always stays.
"""

from table.persistence.files import CorruptFile, move_aside, read_json, write_json_atomic
from table.persistence.locations import Locations, locations
from table.persistence.saves import clear_autosave, load_autosave, write_autosave, write_export
from table.persistence.settings import Settings, load_settings, save_settings
from table.persistence.statistics import PlayerRecord, load_statistics, record_result

__all__ = [
    "CorruptFile",
    "Locations",
    "PlayerRecord",
    "Settings",
    "clear_autosave",
    "load_autosave",
    "load_settings",
    "load_statistics",
    "locations",
    "move_aside",
    "read_json",
    "record_result",
    "save_settings",
    "write_autosave",
    "write_export",
    "write_json_atomic",
]
