"""Measure every cue in ``table/assets/sounds/`` and print the level table kept in ``docs/SOUND.md``.

For each file: the format and duration from ``sox --i``; peak and RMS from
``sox <file> -n stat``; and, from the decoded samples (``sox <file> -t f32 -``), the
short-term loudness (RMS of the loudest 400 ms), the first and last sample (a cue
that starts or stops on a non-zero sample clicks), and the spectral centroid, which tells a roar from a hiss.
``--check`` exits non-zero when a cue breaks a limit: peak over -1 dBFS, short-term
loudness more than 3 dB from the median, longer than 2.5 s (the chant 3.5 s), or
a first or last sample louder than -40 dBFS.

    python3 tools/sound_measure.py [--check]
"""

from __future__ import annotations

import math
import statistics
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from table.ui.cues import CUES  # noqa: E402  (the cue list is the app's; the path is set above)

PEAK_LIMIT_DB = -1.0
LOUDNESS_SPREAD_DB = 3.0
EDGE_LIMIT_DB = -40.0
MAX_SECONDS = {"munch_chant": 3.5}
DEFAULT_MAX_SECONDS = 2.5


def db(value: float) -> float:
    return 20 * math.log10(max(value, 1e-9))


def sox_fields(args: list[str]) -> dict[str, str]:
    """``key : value`` lines from a sox report (``--i`` prints to stdout, ``stat`` to stderr)."""
    done = subprocess.run(["sox", *args], capture_output=True, text=True, check=True)
    fields = {}
    for line in (done.stdout + done.stderr).splitlines():
        if ":" in line:
            key, value = line.split(":", 1)
            fields[key.strip()] = value.strip()
    return fields


def samples(path: Path) -> tuple[np.ndarray, int]:
    rate = int(sox_fields(["--i", str(path)])["Sample Rate"])
    decoded = subprocess.run(["sox", str(path), "-t", "f32", "-c", "1", "-"], capture_output=True, check=True)
    raw = decoded.stdout
    return np.frombuffer(raw, dtype="<f4").astype(float), rate


def measure(name: str, path: Path) -> dict[str, float | str]:
    info = sox_fields(["--i", str(path)])
    stat = sox_fields([str(path), "-n", "stat"])
    x, rate = samples(path)
    window = int(0.4 * rate)
    running = np.concatenate([[0.0], np.cumsum(x**2)])
    short_term = running[window:] - running[:-window] if len(x) > window else running[-1:] * window / len(x)
    spectrum = np.abs(np.fft.rfft(x))
    freqs = np.fft.rfftfreq(len(x), 1 / rate)
    peak = max(abs(float(stat["Maximum amplitude"])), abs(float(stat["Minimum amplitude"])))
    return {
        "cue": name,
        "format": f"{info['Channels']} ch, {int(info['Sample Rate']) / 1000:g} kHz",
        "seconds": float(stat["Length (seconds)"]),
        "peak_db": db(peak),
        "rms_db": db(float(stat["RMS     amplitude"])),
        "loudness_db": db(math.sqrt(float(np.max(short_term)) / window)),
        "start_db": db(abs(float(x[0]))),
        "end_db": db(abs(float(x[-1]))),
        "centroid_hz": float(np.sum(freqs * spectrum) / np.sum(spectrum)),
        "kib": path.stat().st_size / 1024,
    }


def problems(rows: list[dict[str, float | str]]) -> list[str]:
    median = statistics.median(float(row["loudness_db"]) for row in rows)
    found = []
    for row in rows:
        name = str(row["cue"])
        if float(row["peak_db"]) > PEAK_LIMIT_DB:
            found.append(f"{name}: peak {row['peak_db']:.2f} dBFS")
        if abs(float(row["loudness_db"]) - median) > LOUDNESS_SPREAD_DB:
            found.append(f"{name}: loudness {row['loudness_db']:.1f} dBFS, median {median:.1f}")
        if float(row["seconds"]) > MAX_SECONDS.get(name, DEFAULT_MAX_SECONDS):
            found.append(f"{name}: {row['seconds']:.2f} s long")
        if max(float(row["start_db"]), float(row["end_db"])) > EDGE_LIMIT_DB:
            found.append(f"{name}: edges {row['start_db']:.0f} / {row['end_db']:.0f} dBFS")
    return found


def main(argv: list[str]) -> int:
    rows = [measure(name, ROOT / "table" / "assets" / "sounds" / file) for name, file in CUES.items()]
    print(
        "| cue | format | s | peak dBFS | RMS dBFS | short-term dBFS | first / last sample dBFS "
        "| centroid Hz | KiB |"
    )
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        print(
            f"| {r['cue']} | {r['format']} | {r['seconds']:.2f} | {r['peak_db']:.2f} | {r['rms_db']:.1f} | "
            f"{r['loudness_db']:.1f} | {r['start_db']:.0f} / {r['end_db']:.0f} | {r['centroid_hz']:.0f} | "
            f"{r['kib']:.1f} |"
        )
    loud = [float(r["loudness_db"]) for r in rows]
    print(
        f"\n{len(rows)} cues, {sum(float(r['kib']) for r in rows):.0f} KiB; short-term loudness "
        f"{min(loud):.1f} to {max(loud):.1f} dBFS (median {statistics.median(loud):.1f}); "
        f"highest peak {max(float(r['peak_db']) for r in rows):.2f} dBFS; "
        f"longest {max(float(r['seconds']) for r in rows):.2f} s\n"
    )
    found = problems(rows)
    for problem in found:
        print("PROBLEM:", problem, file=sys.stderr)
    return 1 if found and "--check" in argv else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
