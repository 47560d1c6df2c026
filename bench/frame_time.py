"""Frame time per table mid-animation at 1280x720, 1920x1080 and 3840x2160 at 200%, and launch.

Headless (SDL's dummy video driver). For each finished table an all-AI game runs at
normal animation speed; after a warm-up (so each size's art is rasterised and cached,
as it is for a player after the first deal), every frame drawn while an animation is
in flight is timed: ``App.step`` = intents + update + draw of the whole scene stack.
Launch time is measured in a fresh interpreter, from process start to the first frame
of the title screen. Prints a Markdown table for ``docs/PERFORMANCE.md``.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/frame_time.py [--frames 400]

On a shared machine absolute figures drift with the load, so a change is judged
against the code before it in the same sitting: ``--against /path/to/other/checkout``
times that checkout too, each table and size one after the other in fresh processes,
and prints the ratios (this checkout / the other; below 1 is faster).

``--lang de fr es en`` times the tables (at ``--sizes``, by default 1280x720) and the launch
in each language, one language after the other in fresh processes per table and size, in
CPU time, and prints each language's figures and its ratio to English's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
if "--root" in sys.argv:  # timing another checkout (``--against``): its code, this bench
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
sys.path.insert(0, str(ROOT))

from game_data import bench_data  # noqa: E402  (bench/, beside this file)

from table.games import game_ids  # noqa: E402


def table_players(game_id: str) -> int:
    """The AI players at ``game_id``'s timed table (``BENCH_TABLE`` in its test data)."""
    return int(bench_data(game_id, "BENCH_TABLE"))


# (width, height, UI scale): 4K with text and cards at 200%, as a HiDPI desktop shows it.
SIZES = ((1280, 720, 1.0), (1920, 1080, 1.0), (3840, 2160, 2.0))
TARGET_P99_MS = 5.0
TARGET_LAUNCH_S = 0.5

_FIRST_FRAME = """
import time, os, sys
started = time.perf_counter()
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
if len(sys.argv) > 1:  # the language (--lang), as the program's own --lang pins it
    from table.manifest import catalogues
    from table.core import i18n
    i18n.pin(sys.argv[1], catalogues())
from table.ui.app import App
from table.ui.scenes.title import TitleScene
app = App(size=(1280, 720))
app.push(TitleScene(app))
app.step([], 1 / 60)
import pygame
pygame.display.flip()
print("first-frame", time.perf_counter() - started, flush=True)
"""


def label(size: tuple[int, int, float]) -> str:
    return f"{size[0]}x{size[1]}" + (f" at {size[2]:.0%}" if size[2] != 1 else "")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def frame_times(
    game_id: str, size: tuple[int, int], frames: int, scale: float = 1.0, lang: str = "en"
) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each animated frame.

    CPU time is what the frame itself cost; wall time also holds any moment the OS
    gave the core to another process, which on a busy machine dominates the p99.
    """
    from table.core import i18n
    from table.manifest import catalogues
    from table.ui.app import App
    from table.ui.controller import Match, SeatPlan
    from table.ui.scenes.table import TableScene
    from table.ui.settings_model import Settings

    i18n.pin(lang, catalogues())
    app = App(Settings(animation_speed=1.0, ui_scale=scale), size=size, sound=False)
    plans = [SeatPlan("ai", f"AI {seat + 1}", "easy") for seat in range(table_players(game_id))]
    match = Match(game_id, plans, None, seed=3, ai_budget=0.05)
    scene = TableScene(app, match)
    app.push(scene)
    warm = time.perf_counter()
    while (
        len(match.state.history) < table_players(game_id) * 2 or scene._warm_queue
    ) and time.perf_counter() - warm < 60:
        app.step([], 1 / 60)
        if app.stack.top is not scene:
            app.stack.remove(app.stack.top)  # type: ignore[arg-type]
    times: list[float] = []
    cpu: list[float] = []
    while len(times) < frames and not match.state.is_over:
        if app.stack.top is not scene:
            app.stack.remove(app.stack.top)  # type: ignore[arg-type]
        busy = scene.timeline.busy
        started, started_cpu = time.perf_counter(), time.process_time()
        app.step([], 1 / 60)
        elapsed, elapsed_cpu = time.perf_counter() - started, time.process_time() - started_cpu
        if busy:
            times.append(elapsed * 1000)
            cpu.append(elapsed_cpu * 1000)
    app.close()
    return times, cpu


def launch_cpu_seconds(lang: str, root: Path = ROOT) -> float:
    """CPU time (user + system) of a fresh process from start to the title's first frame in ``lang``."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "-c", _FIRST_FRAME, lang], cwd=root, capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def launch_seconds(root: Path = ROOT) -> float:
    started = time.perf_counter()
    child = subprocess.run(
        [sys.executable, "-c", _FIRST_FRAME], cwd=root, capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    total = time.perf_counter() - started
    inside = float(
        next(line for line in child.stdout.splitlines() if line.startswith("first-frame")).split()[1]
    )
    # The child reports from its first line of code; add the interpreter's own start-up,
    # measured from outside, by timing an empty interpreter the same way.
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    bare = time.perf_counter() - started
    return min(total, inside + bare)


def timed_in(
    root: Path, game_id: str, size: tuple[int, int, float], frames: int, lang: str = "en"
) -> tuple[list[float], list[float]]:
    """``frame_times`` of the checkout at ``root``, in a fresh process."""
    where = f"{size[0]}x{size[1]}@{size[2]:g}"
    command = [sys.executable, __file__, "--one", game_id, where, "--frames", str(frames), "--lang", lang]
    child = subprocess.run(
        [*command, "--root", str(root)], cwd=root, capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    times, cpu = json.loads(child.stdout.strip().splitlines()[-1])
    return times, cpu


def compare(other: Path, frames: int) -> None:
    """Each table and size timed here and in ``other``, back to back; the ratios of their p99s."""
    print(f"This checkout ({ROOT}) against {other}, one after the other; ratio = this / other.")
    print()
    print("| table | size | CPU p99 ms (this / other) | ratio | CPU median ms (this / other) | ratio |")
    print("| --- | --- | --- | --- | --- | --- |")
    for game_id in game_ids():
        for size in SIZES:
            _, mine = timed_in(ROOT, game_id, size, frames)
            _, theirs = timed_in(other, game_id, size, frames)
            p99 = (percentile(mine, 0.99), percentile(theirs, 0.99))
            median = (statistics.median(mine), statistics.median(theirs))
            print(
                f"| {game_id} | {label(size)} | {p99[0]:.2f} / {p99[1]:.2f} | {p99[0] / p99[1]:.2f} "
                f"| {median[0]:.2f} / {median[1]:.2f} | {median[0] / median[1]:.2f} |",
                flush=True,
            )
    mine_s, theirs_s = [], []
    for _ in range(5):  # alternately, so both see the same load
        mine_s.append(launch_seconds(ROOT))
        theirs_s.append(launch_seconds(other))
    mine, theirs = statistics.median(mine_s), statistics.median(theirs_s)
    print()
    print(f"Launch to first frame, median of 5: {mine:.3f} s / {theirs:.3f} s, ratio {mine / theirs:.2f}.")


def languages(langs: list[str], sizes: list[tuple[int, int, float]], frames: int) -> None:
    """Each table and size in every language of ``langs``, one after the other, in CPU time."""
    base = "en" if "en" in langs else langs[0]
    print(f"CPU time per language, one after the other; ratio = the language / {base}.")
    print()
    print("| table | size | language | CPU median ms | CPU p99 ms | p99 ratio |")
    print("| --- | --- | --- | --- | --- | --- |")
    for game_id in game_ids():
        for size in sizes:
            figures = {}
            for lang in langs:
                _, cpu = timed_in(ROOT, game_id, size, frames, lang)
                figures[lang] = (statistics.median(cpu), percentile(cpu, 0.99))
            for lang, (median, p99) in figures.items():
                print(f"| {game_id} | {label(size)} | {lang} | {median:.2f} | {p99:.2f} "
                      f"| {p99 / figures[base][1]:.2f} |", flush=True)
    runs: dict[str, list[float]] = {lang: [] for lang in langs}
    for _ in range(5):  # alternately, so every language sees the same load
        for lang in langs:
            runs[lang].append(launch_cpu_seconds(lang))
    print()
    print("Launch to the title's first frame, CPU seconds (user + system), median of 5:")
    base_s = statistics.median(runs[base])
    for lang, seconds in runs.items():
        median = statistics.median(seconds)
        print(f"- {lang}: {median:.3f} s (ratio {median / base_s:.2f}; target ≤ {TARGET_LAUNCH_S} s)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=400, help="animated frames to time per table and size")
    parser.add_argument("--against", type=Path, help="another checkout to time in the same sitting")
    parser.add_argument("--one", nargs=2, metavar=("GAME", "WxH"), help=argparse.SUPPRESS)
    parser.add_argument("--root", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--lang", nargs="+", metavar="CODE",
                        help="time in these languages (en, de, fr, es, qps), one after the other")
    parser.add_argument("--sizes", nargs="+", metavar="WxH[@SCALE]", default=["1280x720"],
                        help="the window sizes --lang times (default 1280x720)")
    args = parser.parse_args()
    if args.one:
        where, _, scale = args.one[1].partition("@")
        width, height = (int(part) for part in where.split("x"))
        lang = args.lang[0] if args.lang else "en"
        print(json.dumps(frame_times(args.one[0], (width, height), args.frames, float(scale or 1), lang)))
        return 0
    if args.lang:
        sizes = []
        for given in args.sizes:
            where, _, scale = given.partition("@")
            width, height = (int(part) for part in where.split("x"))
            sizes.append((width, height, float(scale or 1)))
        languages(args.lang, sizes, args.frames)
        return 0
    if args.against:
        compare(args.against.resolve(), args.frames)
        return 0
    print("| table | size | animated frames | median ms | p99 ms | CPU median ms | CPU p99 ms | target p99 |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for game_id in game_ids():
        for size in SIZES:
            times, cpu = frame_times(game_id, size[:2], args.frames, size[2])
            cells = [
                statistics.median(times),
                percentile(times, 0.99),
                statistics.median(cpu),
                percentile(cpu, 0.99),
            ]
            numbers = " | ".join(f"{value:.2f}" for value in cells)
            print(f"| {game_id} | {label(size)} | {len(times)} | {numbers} | ≤ {TARGET_P99_MS:g} |")
    runs = [launch_seconds() for _ in range(3)]
    print()
    print(
        f"Launch to first frame: median {statistics.median(runs):.3f} s over {len(runs)} runs "
        f"(target ≤ {TARGET_LAUNCH_S} s)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
