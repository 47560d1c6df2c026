"""Launch to first frame of the real program: the source checkout and the frozen builds.

Each run starts the program as a player would (a new process, headless video) with
``SPOOKY_TABLE_FIRST_FRAME_ONLY=1``, which makes the app quit right after its first
frame is on screen; the whole process's wall time is the launch-to-first-frame time
(exit is negligible). Prints the median and spread over several runs per program.

Run: ``.venv/bin/python bench/launch_time.py [--runs N] [--lang CODE ...]`` after ``make
dist`` and ``make dist-onefile`` (missing builds are skipped). ``--lang de fr es en`` starts
each program in each language (``--lang CODE``), the languages in turn within each round so
they share the machine's load, and prints wall and CPU (user + system) time per language.
"""

from __future__ import annotations

import argparse
import os
import resource
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


def launch(command: list[str], data_dir: Path, lang: str | None = None) -> tuple[float, float]:
    """Wall and CPU seconds of one launch to the first frame."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "SPOOKY_TABLE_FIRST_FRAME_ONLY": "1",
    }
    spoken = ["--lang", lang] if lang else []
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([*command, "--data-dir", str(data_dir), *spoken], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--lang", nargs="+", metavar="CODE", help="start in these languages, in turn")
    args = parser.parse_args()
    langs: list[str | None] = list(args.lang) if args.lang else [None]
    scratch = ROOT / "build" / "launch-bench"
    scratch.mkdir(parents=True, exist_ok=True)
    for name, command in PROGRAMS.items():
        if not Path(command[0]).exists():
            print(f"{name:<17} not built (make dist / make dist-onefile)")
            continue
        launch(command, scratch)  # warm the file cache, as a second launch would be
        runs: dict[str | None, list[tuple[float, float]]] = {lang: [] for lang in langs}
        for _ in range(args.runs):
            for lang in langs:
                runs[lang].append(launch(command, scratch, lang))
        for lang, timed in runs.items():
            wall, cpu = [w for w, _ in timed], [c for _, c in timed]
            where = f"{name} ({lang})" if lang else name
            print(f"{where:<22} median {statistics.median(wall):.3f} s  "
                  f"(min {min(wall):.3f}, max {max(wall):.3f}, {len(wall)} runs); "
                  f"CPU median {statistics.median(cpu):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
