"""Frame CPU p99 of this checkout and another, alternating, in rounds, each run its own bench.

Each round times every table and size once in this checkout and once in the other, one
right after the other, each in a fresh process running that checkout's own
``bench/frame_time.py --one GAME WxH`` (so code from before ``--root`` or ``@SCALE``
existed can be timed too; a size at scale 1 is passed as plain ``WxH``). Prints each
round's CPU p99 (nearest rank) and median per animated frame, then per table and size
the median over the rounds of both and their ratio. On a shared machine compare ratios
taken in one sitting; ``uptime``'s load average is printed at the start and the end.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/frame_ab.py --other /tmp/before29 \\
        --games munch royal --sizes 1280x720 1920x1080 --rounds 3 --frames 300
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from table.games import game_ids  # noqa: E402  (this checkout's registry)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def load() -> str:
    with open("/proc/loadavg") as source:
        return " ".join(source.read().split()[:3])


def run(root: Path, game_id: str, size: str, frames: int) -> tuple[float, float]:
    """(CPU p99, CPU median) ms per animated frame of ``game_id`` at ``size`` in ``root``."""
    where = size.removesuffix("@1").removesuffix("@1.0")
    child = subprocess.run(
        [sys.executable, "bench/frame_time.py", "--one", game_id, where, "--frames", str(frames)],
        cwd=root, capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": str(root), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    _, cpu = json.loads(child.stdout.strip().splitlines()[-1])
    return percentile(cpu, 0.99), statistics.median(cpu)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--other", type=Path, required=True,
                        help="the other checkout (timed first each round)")
    parser.add_argument("--games", nargs="+", default=game_ids(), help="the tables (default: every game)")
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "1920x1080"], metavar="WxH[@SCALE]")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--only-this", action="store_true", help="time this checkout only (e.g. 4K)")
    args = parser.parse_args()
    other = args.other.resolve()
    print(f"load average at start: {load()}", flush=True)
    figures: dict[tuple[str, str, str], list[tuple[float, float]]] = {}
    for round_ in range(1, args.rounds + 1):
        for game_id in args.games:
            for size in args.sizes:
                sides = [("this", ROOT)] if args.only_this else [("other", other), ("this", ROOT)]
                cells = []
                for side, root in sides:
                    p99, median = run(root, game_id, size, args.frames)
                    figures.setdefault((game_id, size, side), []).append((p99, median))
                    cells.append(f"{side} p99 {p99:.2f} median {median:.2f}")
                print(f"round {round_} {game_id} {size}: " + "; ".join(cells) + f" (load {load()})",
                      flush=True)
    print(f"load average at end: {load()}")
    print()
    print("| table | size | other p99, rounds | this p99, rounds | median p99 other → this | ratio |")
    print("| --- | --- | --- | --- | --- | --- |")
    for game_id in args.games:
        for size in args.sizes:
            mine = [p99 for p99, _ in figures[(game_id, size, "this")]]
            theirs = [p99 for p99, _ in figures.get((game_id, size, "other"), [])]
            if theirs:
                before, now = statistics.median(theirs), statistics.median(mine)
                rounds = (", ".join(f"{v:.2f}" for v in theirs), ", ".join(f"{v:.2f}" for v in mine))
                print(f"| {game_id} | {size} | {rounds[0]} | {rounds[1]} | {before:.2f} → {now:.2f} "
                      f"| {now / before:.2f} |")
            else:
                print(f"| {game_id} | {size} | | {', '.join(f'{v:.2f}' for v in mine)} "
                      f"| {statistics.median(mine):.2f} | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
