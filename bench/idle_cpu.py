"""Idle CPU of the real window: % of one core over 20 s on the title, at a table waiting
for a human's move, in the pause menu, with the window unmapped and in a lesson waiting
for the student (its coach's rings pulsing); AisleRiot beside it.

The app runs as a player starts it (``python -m table``, its own fresh data folder, the
real X11 window; sound off with SDL's dummy audio driver, as AisleRiot plays none here).
Without a display a virtual one is started (Xvfb, installed with apt-get when missing;
xdotool too, which presses the keys and unmaps the window). Each case waits a few
seconds for the screen to settle, then reads the process's user and system CPU time
from /proc/PID/stat at the start and end of the measuring window.

    .venv/bin/python bench/idle_cpu.py [--seconds 20] [--size 1280x720] [--no-aisleriot]
        [--shots DIR] [--against /path/to/other/checkout]

AisleRiot (``sol``, ``apt-get install aisleriot``) is measured the same way in the same
sitting: its game waiting for a move, and unmapped.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")
TARGET = 1.0  # % of one core, in each idle case


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of ``pid`` so far (fields 14 and 15 of its stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def measure(pid: int, seconds: float) -> float:
    """% of one core ``pid`` used over the next ``seconds``."""
    cpu, wall = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return 100 * (cpu_seconds(pid) - cpu) / (time.monotonic() - wall)


def which(tool: str) -> str | None:
    """``tool`` on PATH or in /usr/games (where Debian puts AisleRiot's ``sol``)."""
    return shutil.which(tool) or shutil.which(tool, path="/usr/games")


def need(*tools: str, package: str) -> None:
    if all(which(tool) for tool in tools):
        return
    print(f"installing {package} with apt-get", file=sys.stderr)
    subprocess.run(["apt-get", "install", "-y", "-qq", package], check=True, stdout=subprocess.DEVNULL)


def virtual_display(size: str) -> subprocess.Popen[bytes] | None:
    """A virtual X display when none is set (its process), else None."""
    if os.environ.get("DISPLAY"):
        return None
    need("Xvfb", package="xvfb")
    number = 70
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    quiet = subprocess.DEVNULL
    screen = ["-screen", "0", f"{size}x24"]
    server = subprocess.Popen(["Xvfb", f":{number}", *screen], stdout=quiet, stderr=quiet)
    os.environ["DISPLAY"] = f":{number}"
    time.sleep(1.0)
    return server


def xdotool(*args: str) -> str:
    done = subprocess.run(["xdotool", *args], capture_output=True, text=True, check=False)
    return done.stdout.strip()


def window_of(pid: int, timeout: float = 30.0) -> str:
    """The X window of ``pid`` once it is mapped."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = xdotool("search", "--onlyvisible", "--pid", str(pid)).split()
        if found:
            return found[-1]
        time.sleep(0.2)
    raise SystemExit(f"no window appeared for process {pid}")


def keys(window: str, *names: str) -> None:
    """Real key presses (XTEST) into ``window``, as a player's keyboard makes them."""
    xdotool("windowfocus", window)
    for name in names:
        xdotool("key", name)
        time.sleep(0.3)


def run_cases(
    command: list[str],
    cases: list[tuple[str, Callable[[str], None], float]],
    seconds: float,
    env: dict[str, str],
    shots: Path | None = None,
    cwd: Path = ROOT,
) -> list[tuple[str, float]]:
    """Start ``command``, then for each case: do its action, settle, measure (and, with
    ``shots``, take a picture of the screen to show what was measured)."""
    quiet = subprocess.DEVNULL
    process = subprocess.Popen(command, env=env, stdout=quiet, stderr=quiet, cwd=cwd)
    results = []
    try:
        window = window_of(process.pid)
        xdotool("mousemove", "2", "2")  # the pointer rests in a corner, on nothing
        for name, action, settle in cases:
            action(window)
            time.sleep(settle)
            results.append((name, measure(process.pid, seconds)))
            if shots is not None and shutil.which("import"):
                slug = name.split(",")[0].replace(" ", "-")  # one picture per case, however started
                picture = shots / f"{Path(command[0]).name}-{slug}.png"
                subprocess.run(["import", "-window", "root", str(picture)], check=False)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
    return results


def unmap(window: str) -> None:
    xdotool("windowunmap", window)


def spooky(seconds: float, shots: Path | None, checkout: Path = ROOT) -> list[tuple[str, float]]:
    data = tempfile.mkdtemp(prefix="spooky-idle-")
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(checkout)}
    cases: list[tuple[str, Callable[[str], None], float]] = [
        ("title screen", lambda window: None, 3.0),
        # Enter opens the focused game's set-up, Enter again starts it; the AIs move
        # until it is the human's turn (a whole deal and a few thinking AIs).
        ("table, waiting for the human's move", lambda window: keys(window, "Return", "Return"), 15.0),
        ("pause menu", lambda window: keys(window, "Escape"), 2.0),
        ("window unmapped", unmap, 2.0),
    ]
    command = [sys.executable, "-m", "table", "--data-dir", data]
    results = run_cases(command, cases, seconds, env, shots, cwd=checkout)
    # A lesson (Munch's) in the real window, opened as "Learn to play" opens it: its deal
    # and the AIs' moves play, then the coach's rings pulse on the move it asks for.
    lesson = [("lesson, waiting for the student", lambda window: None, 15.0)]
    command = [sys.executable, "-c", _LESSON, data]
    return results + run_cases(command, lesson, seconds, env, shots, cwd=checkout)


_LESSON = """
import argparse, sys
from table.ui import app as ui_app
app = ui_app.start(argparse.Namespace(data_dir=sys.argv[1], size=None, fullscreen=False, resume=False))
app.push(app.routes.lesson("munch"))
try:
    app.run_loop()
finally:
    app.close()
"""


def aisleriot(seconds: float, shots: Path | None) -> list[tuple[str, float]]:
    need("sol", package="aisleriot")
    cases: list[tuple[str, Callable[[str], None], float]] = [
        ("game waiting for a move", lambda window: None, 5.0),
        ("window unmapped", unmap, 2.0),
    ]
    return run_cases([which("sol") or "sol"], cases, seconds, dict(os.environ), shots)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--size", default="1280x720", help="the virtual screen, when one is started")
    parser.add_argument("--no-aisleriot", action="store_true")
    parser.add_argument("--shots", type=Path, help="a folder for a screenshot of each case")
    parser.add_argument("--against", type=Path, help="another checkout, measured the same way first")
    args = parser.parse_args()
    server = virtual_display(args.size)
    need("xdotool", package="xdotool")
    try:
        rows = []
        if args.against is not None:
            before = spooky(args.seconds, None, args.against.resolve())
            rows += [(f"Spooky Table ({args.against})", case, value) for case, value in before]
        rows += [("Spooky Table", case, value) for case, value in spooky(args.seconds, args.shots)]
        if not args.no_aisleriot:
            rows += [("AisleRiot (sol)", case, value) for case, value in aisleriot(args.seconds, args.shots)]
    finally:
        if server is not None:
            server.terminate()
    print(f"CPU over {args.seconds:g} s, % of one core (target ≤ {TARGET:g}% for Spooky Table):")
    print()
    print("| program | case | CPU % of one core |")
    print("| --- | --- | --- |")
    for program, case, value in rows:
        print(f"| {program} | {case} | {value:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
