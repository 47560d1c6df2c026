"""The program's version, kept in one place: ``version`` in ``pyproject.toml``.

In a checkout the file itself is read (so a bumped version shows at once); installed,
and in the standalone program, the package metadata built from that file answers
(``packaging/spooky-table.spec`` bundles it). ``spooky-table --version``, the window
title, the desktop entry and the Debian package all take the version from here.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

DIST_NAME = "spooky-table"
UNKNOWN = "unknown"


def version_from_pyproject(path: Path) -> str | None:
    """The version in ``path`` when it is Spooky Table's ``pyproject.toml``, else ``None``."""
    import tomllib

    try:
        project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    found = project.get("version")
    return found if project.get("name") == DIST_NAME and isinstance(found, str) else None


@cache
def version() -> str:
    """Spooky Table's version, e.g. ``"0.1.0"`` (``"unknown"`` only in a broken build)."""
    checkout = version_from_pyproject(Path(__file__).resolve().parent.parent / "pyproject.toml")
    if checkout is not None:
        return checkout
    from importlib import metadata

    try:
        return metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        return UNKNOWN


def window_title() -> str:
    """The main window's title: the program's name only (the version is for
    ``--version`` and the packages, not for a player's window)."""
    return "Spooky Table"
