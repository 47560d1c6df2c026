"""Launch to first frame of the real program: the source checkout and the frozen builds.

Each run starts the program as a player would (a new process, headless video) with
``SPOOKY_TABLE_FIRST_FRAME_ONLY=1``, which makes the app quit right after its first
frame is on screen; the whole process's wall time is the launch-to-first-frame time
(exit is negligible). Prints the median and spread over several runs per program.

Run: ``.venv/bin/python bench/launch_time.py [--runs N]`` after ``make dist`` and
``make dist-onefile`` (missing builds are skipped).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = {
    "source checkout": [sys.executable, "-m", "table"],
    "one-folder build": [str(ROOT / "dist" / "spooky-table" / "spooky-table")],
    "one-file build": [str(ROOT / "dist" / "onefile" / "spooky-table")],
}


def launch(command: list[str], data_dir: Path) -> float:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "SPOOKY_TABLE_FIRST_FRAME_ONLY": "1",
    }
    started = time.perf_counter()
    subprocess.run([*command, "--data-dir", str(data_dir)], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    scratch = ROOT / "build" / "launch-bench"
    scratch.mkdir(parents=True, exist_ok=True)
    for name, command in PROGRAMS.items():
        if not Path(command[0]).exists():
            print(f"{name:<17} not built (make dist / make dist-onefile)")
            continue
        launch(command, scratch)  # warm the file cache, as a second launch would be
        runs = [launch(command, scratch) for _ in range(args.runs)]
        print(f"{name:<17} median {statistics.median(runs):.3f} s  "
              f"(min {min(runs):.3f}, max {max(runs):.3f}, {len(runs)} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
