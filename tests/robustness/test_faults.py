"""A full disk, a read-only or immutable folder, a file in place of the folder, a size limit.

In each: the real app plays a whole game headless to the end and tells the player once,
in one line, that saving is not possible; ``sim --autosave`` and ``resume --headless``
exit with one line and status 1, never a traceback; and the last good save is
untouched, still parses and still resumes. Damaged files in a folder that cannot be
changed are left in place and ignored, with a message.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from table.persistence import load_autosave, load_settings, load_statistics, locations
from table.persistence.notices import LIMIT
from table.session import Session
from tests.per_game import sample_game
from tests.robustness.faults import FAULTS, faulty_folder, limit_file_size

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="the faults are POSIX: tmpfs mounts, chattr +i, chmod and RLIMIT_FSIZE"
)

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
NO_SAVE = ("file", "under-file")  # no folder, so no last good save either


def run(fault: str, *command: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *command], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=timeout,
        preexec_fn=limit_file_size if fault == "size-limit" else None,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    if not folder.is_dir():
        return {}
    return {path.name: path.read_bytes() for path in folder.iterdir() if path.name != "filler"}


def one_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= LIMIT, text
    return lines[0]


@pytest.mark.parametrize("fault", FAULTS)
def test_the_app_and_the_headless_commands_live_through_a_disk_that_will_not_save(
    tmp_path: Path, fault: str
) -> None:
    with faulty_folder(tmp_path, fault) as folder:
        before = snapshot(folder)
        # The app: a whole game to the end, and the player told once.
        game = run(fault, "-m", "tests.robustness.app_game", str(folder))
        assert game.returncode == 0, game.stderr[-3000:]
        seen = json.loads(game.stdout.strip().splitlines()[-1])
        assert seen["over"], seen
        told = [line for line in [*seen["title"], *seen["table"], seen["notice"]] if "Cannot save" in line]
        assert len(told) == 1, seen
        assert len(told[0]) <= LIMIT and "\n" not in told[0] and "last good save is kept" in told[0]
        # sim --autosave: one line, status 1.
        sim = run(fault, "-m", "table", "--data-dir", str(folder), "sim", "--game", sample_game(),
                  "--players", "3", "--games", "2", "--autosave")
        assert sim.returncode == 1 and "Traceback" not in sim.stderr, sim.stdout + sim.stderr
        assert "Cannot save the game" in one_line(sim.stdout)
        # resume --headless: one line, status 1.
        resume = run(fault, "-m", "table", "resume", "--headless", "--data-dir", str(folder))
        assert resume.returncode == 1 and "Traceback" not in resume.stderr, resume.stdout + resume.stderr
        line = one_line(resume.stdout)
        assert ("There is no saved game" if fault in NO_SAVE else "Cannot save the game") in line
        # The last good files are untouched, and the save resumes.
        assert snapshot(folder) == before
        if fault not in NO_SAVE:
            record, problem = load_autosave(locations(folder))
            assert problem is None and record is not None
            session = Session.from_record(record)
            session.play_out()
            assert session.state.is_over


@pytest.mark.parametrize("fault", ["read-only", "immutable"])
def test_damaged_files_that_cannot_be_moved_aside_are_left_and_ignored(tmp_path: Path, fault: str) -> None:
    damage = b'{"version": 1, "window_wid'
    with faulty_folder(tmp_path, fault) as folder:
        here = locations(folder)
        files = (here.settings_file, here.statistics_file, here.autosave_file)
        for path in files:
            _rewrite_in_place(path, damage, fault)
        _, message = load_settings(here)
        assert message and "could not be moved aside" in message and len(message) <= LIMIT, message
        stats, message = load_statistics(here)
        assert stats == {} and message and "could not be moved aside" in message, message
        record, message = load_autosave(here)
        assert record is None and message and "could not be moved aside" in message, message
        app = run(fault, "-m", "tests.robustness.app_game", str(folder))
        assert app.returncode == 0, app.stderr[-3000:]
        seen = json.loads(app.stdout.strip().splitlines()[-1])
        assert seen["over"] and any("Settings could not be used" in line for line in seen["title"])
        assert all(path.read_bytes() == damage for path in files)


def _rewrite_in_place(path: Path, content: bytes, fault: str) -> None:
    """Put damage into a file of a folder that is about to refuse changes."""
    folder = path.parent
    if fault == "immutable":
        subprocess.run(["chattr", "-i", str(folder), str(path)], check=True)
        path.write_bytes(content)
        subprocess.run(["chattr", "+i", str(folder), str(path)], check=True)
    elif os.path.ismount(folder):
        subprocess.run(["mount", "-o", "remount,rw", str(folder)], check=True)
        path.write_bytes(content)
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    else:
        folder.chmod(0o755)
        path.chmod(0o644)
        path.write_bytes(content)
        path.chmod(0o444)
        folder.chmod(0o555)
