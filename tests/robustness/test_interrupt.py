"""Ctrl+C in ``sim``, ``resume --headless`` and ``arena`` (issue 28, point 7).

A real SIGINT reaches a running command (to it alone, or to its whole process group as
a terminal's Ctrl+C does, workers included): it stops with exit status 130 and one line
on stderr, never a traceback, and the autosave it leaves is whole and resumes.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from table.persistence import load_autosave, load_statistics, locations
from table.persistence.notices import LIMIT
from table.session import Seat, Session
from tests.per_game import sample_game

ROOT = Path(__file__).resolve().parents[2]
GAME = sample_game()  # any game: Ctrl+C is the command's
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="POSIX only: SIGINT to a process and its group, /proc for CPU time"
)


def cpu_seconds(pid: int) -> float:
    """CPU time used so far by process ``pid`` (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # POSIX: looked up here


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting to be reaped does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def children(pid: int) -> list[int]:
    try:
        return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def start(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "table", *args], cwd=ROOT, env=ENV, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)


def wait_for(ready: object, process: subprocess.Popen[str], limit: float = 120) -> None:
    """Wait until ``ready()`` (past start-up, well into the work) or fail."""
    deadline = time.monotonic() + limit
    while not ready():  # type: ignore[operator]
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the command never got going"
        time.sleep(0.05)


def interrupted(process: subprocess.Popen[str], group: bool = False) -> str:
    """SIGINT (to the process, or its group as a terminal sends it); its one line."""
    if group:
        os.killpg(process.pid, signal.SIGINT)
    else:
        process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 130, (process.returncode, out[-2000:], err[-3000:])
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err[-3000:]
    lines = [line for line in err.splitlines() if not line.startswith(("pygame-ce", "ALSA"))]
    assert len(lines) == 1 and len(lines[0]) <= LIMIT, err[-3000:]
    assert "stopped by Ctrl+C" in lines[0], lines
    return lines[0]


def whole_save(folder: Path) -> Session:
    where = locations(folder)
    record, problem = load_autosave(where)
    assert problem is None and record is not None, problem
    assert not list(folder.glob(".*.tmp")), "a half-written file was left"
    _, problem = load_statistics(where)
    assert problem is None, problem
    return Session.from_record(record)


@pytest.mark.parametrize("group", [False, True])
def test_ctrl_c_stops_sim_with_one_line_and_the_save_whole(tmp_path: Path, group: bool) -> None:
    process = start("sim", "--game", GAME, "--players", "3", "--games", "1000000",
                    "--autosave", "--data-dir", str(tmp_path))
    save = tmp_path / "autosave.json"
    wait_for(lambda: save.exists() and cpu_seconds(process.pid) > 1.0, process)
    line = interrupted(process, group)
    assert line.startswith("spooky-table sim: stopped by Ctrl+C.") and "resume" in line
    session = whole_save(tmp_path)
    assert session.seats[0].name == "Random AI 1"


def test_ctrl_c_stops_resume_headless_with_one_line_and_the_save_whole(tmp_path: Path) -> None:
    where = locations(tmp_path)
    seats = [Seat(f"Hard {n}", "ai", "hard", n) for n in range(3)]  # half a second a decision
    session = Session.start(GAME, seats, seed=9, store=where)
    first = json.loads(where.autosave_file.read_text())
    started = where.autosave_file.stat().st_mtime_ns
    process = start("resume", "--headless", "--data-dir", str(tmp_path))
    wait_for(lambda: where.autosave_file.stat().st_mtime_ns != started, process)  # a move was saved
    line = interrupted(process)
    assert line.startswith("spooky-table resume: stopped by Ctrl+C."), line
    resumed = whole_save(tmp_path)
    moves = len(resumed.state.history)
    assert moves > len(first["state"]["history"]) and resumed.key == session.key
    assert resumed.state.history[: len(first["state"]["history"])] == session.state.history


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_arena_and_its_workers_with_one_line(jobs: str) -> None:
    process = start("arena", "--game", GAME, "--seats", "hard,normal,normal", "--games", "200",
                    "--budget", "0.2", "--jobs", jobs)
    if jobs == "1":
        wait_for(lambda: cpu_seconds(process.pid) > 1.5, process)
    else:
        wait_for(lambda: sum(cpu_seconds(child) for child in children(process.pid)) > 1.0, process)
    workers = children(process.pid)
    line = interrupted(process, group=True)
    assert line == "spooky-table arena: stopped by Ctrl+C.", line
    deadline = time.monotonic() + 30
    assert workers or jobs == "1"
    while any(alive(worker) for worker in workers):
        assert time.monotonic() < deadline, "a worker lived on"
        time.sleep(0.1)
