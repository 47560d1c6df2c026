"""Data folders that cannot be written: full, read-only, immutable, a file, a size limit.

``faulty_folder`` fills a folder with good files (settings, statistics and a saved game
in progress) and then breaks it: a tmpfs with ``size=`` filled to the last byte, a tmpfs
remounted read-only, ``chattr +i``, a plain file where the folder should be (or above
it). Mounts need root (the CI runs as root); without it the read-only folder falls back
to ``chmod`` and the full disk is skipped with the reason, while the file-size limit
(``RLIMIT_FSIZE``, set only in the child processes) runs everywhere. Every mount and
attribute is undone when the block ends, failed or not. All of it is POSIX: on Windows the
tests that use it skip (``test_faults.py``).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from table import manifest
from table.persistence import Locations, Settings, locations, record_result, save_settings
from table.session import Seat, Session
from tests.per_game import sample_game

FAULTS = ("full", "read-only", "immutable", "file", "under-file", "size-limit")
SIZE_LIMIT = 64  # bytes: any file the app writes is larger


def fill(where: Locations) -> None:
    """Good settings, statistics and a saved game in progress (of the sample game)."""
    game_id = sample_game()
    save_settings(where, Settings(animation_speed=4.0))
    record_result(where, game_id, ["Ann", "Bo", "Cy"], [3, 9, 12], [0],
                  low_is_best=manifest.entry(game_id).low_is_best)
    session = Session.start(game_id, [Seat(f"Ghoul {n}", "ai", "random", n) for n in range(3)],
                            seed=7, store=where)
    for _ in range(12):
        seat = session.state.turn[0]
        session.apply(seat, session.state.legal_actions(seat)[0])


def _run(*command: str) -> None:
    subprocess.run(command, check=True, capture_output=True)


@contextlib.contextmanager
def _tmpfs(mount_point: Path, size: str) -> Iterator[Path]:
    mount_point.mkdir()
    try:
        _run("mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(mount_point))
    except (OSError, subprocess.CalledProcessError) as error:
        pytest.skip(f"cannot mount a tmpfs here ({error}); needs root")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", str(mount_point)], capture_output=True)
        if os.path.ismount(mount_point):
            subprocess.run(["umount", "-l", str(mount_point)], capture_output=True)


def _fill_to_the_brim(folder: Path) -> None:
    with (folder / "filler").open("wb", buffering=0) as handle:
        with contextlib.suppress(OSError):
            while True:
                handle.write(b"\0" * 4096)
        with contextlib.suppress(OSError):
            while True:
                handle.write(b"\0")


@contextlib.contextmanager
def faulty_folder(base: Path, fault: str) -> Iterator[Path]:
    """A data folder holding good files, then broken by ``fault``; its path."""
    if fault in ("file", "under-file"):
        blocker = base / "blocker"
        blocker.write_text("not a folder\n")
        yield blocker if fault == "file" else blocker / "data"
    elif fault == "full":
        with _tmpfs(base / "full", "512k") as folder:
            fill(locations(folder))
            _fill_to_the_brim(folder)
            yield folder
    elif fault == "read-only":
        if os.geteuid() != 0:
            folder = base / "read-only"
            fill(locations(folder))
            for path in folder.iterdir():
                path.chmod(0o444)
            folder.chmod(0o555)
            try:
                yield folder
            finally:
                folder.chmod(0o755)
            return
        with _tmpfs(base / "read-only", "4m") as folder:
            fill(locations(folder))
            _run("mount", "-o", "remount,ro", str(folder))
            yield folder
    elif fault == "immutable":
        folder = base / "immutable"
        fill(locations(folder))
        paths = [*folder.iterdir(), folder]
        try:
            for path in paths:
                _run("chattr", "+i", str(path))
        except (OSError, subprocess.CalledProcessError) as error:
            for path in paths:
                subprocess.run(["chattr", "-i", str(path)], capture_output=True)
            pytest.skip(f"chattr +i does not work here ({error})")
        try:
            yield folder
        finally:
            for path in paths:
                subprocess.run(["chattr", "-i", str(path)], capture_output=True)
    elif fault == "size-limit":
        folder = base / "limited"
        fill(locations(folder))
        yield folder
    else:
        raise ValueError(fault)


def limit_file_size() -> None:
    """preexec_fn for the size-limit fault: every file the child writes stops at SIZE_LIMIT."""
    import resource  # POSIX only: imported here, so the suite still collects on Windows

    resource.setrlimit(resource.RLIMIT_FSIZE, (SIZE_LIMIT, resource.RLIM_INFINITY))
