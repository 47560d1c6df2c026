"""The headless commands given bad numbers or damaged files: one short line, never a traceback.

A damaged autosave, settings or replay file that runs to a megabyte gives a message of
one line and at most 200 characters that names the problem and never echoes the file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from table.persistence import load_autosave, load_settings, locations
from table.persistence.notices import LIMIT
from table.session import Seat, Session
from tests.per_game import sample_game

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
HUGE = "x" * 1_000_000

GAME = sample_game()  # any game: the refusals are the command line's


def command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "table", *args], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    "args",
    [
        ["sim", "--game", GAME, "--players", "3", "--games", "0"],
        ["arena", "--game", GAME, "--seats", "random,random,random", "--games", "0"],
        ["arena", "--game", GAME, "--seats", "random,random,random", "--budget", "nan"],
        ["arena", "--game", GAME, "--seats", "random,random,random", "--iterations", "0"],
        ["arena", "--game", GAME, "--seats", "random,random,random", "--jobs", "0"],
    ],
)
def test_bad_numbers_are_refused_in_one_line(args: list[str]) -> None:
    done = command(*args)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stdout.strip().splitlines()) == 1 and "must be" in done.stdout


def a_record() -> dict[str, object]:
    session = Session.start(GAME, [Seat(f"Ghoul {n}", "ai", "random", n) for n in range(3)], seed=5)
    return session.to_record()


@pytest.mark.parametrize(
    "damage",
    [
        lambda record: record.update(version=HUGE),
        lambda record: record["state"]["history"].append([0, HUGE]),
        lambda record: record["state"].update(deal=HUGE),
        lambda record: record.update(game=HUGE),
        lambda record: record["seats"][0].update(kind=HUGE),
        lambda record: record["seats"][0].update(name=HUGE),
    ],
)
def test_a_huge_damaged_save_or_record_gives_one_short_line(tmp_path: Path, damage: object) -> None:
    record = a_record()
    damage(record)  # type: ignore[operator]
    where = locations(tmp_path)
    where.autosave_file.write_text(json.dumps(record))
    (tmp_path / "game.json").write_text(json.dumps(record))
    resumed = command("resume", "--headless", "--data-dir", str(tmp_path))
    replayed = command("replay", str(tmp_path / "game.json"))
    for done in (resumed, replayed):
        assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
        [line] = [text for text in done.stdout.splitlines() if not text.startswith("pygame-ce")]
        assert len(line) <= LIMIT and "xxxxxxxxxx" not in line, line[:300]
    assert list(tmp_path.glob("autosave.json.damaged-*"))


def test_huge_damaged_settings_give_one_short_line(tmp_path: Path) -> None:
    where = locations(tmp_path)
    where.settings_file.write_text(json.dumps({"version": HUGE}))
    _, message = load_settings(where)
    assert message and len(message) <= LIMIT and "xxxxxxxxxx" not in message
    where.autosave_file.write_text(json.dumps({"kind": HUGE}))
    record, message = load_autosave(where)
    assert record is None and message and len(message) <= LIMIT and "xxxxxxxxxx" not in message


@pytest.mark.parametrize("tool", ["screenshot", "art-sheet"])
def test_a_picture_that_cannot_be_written_gives_one_line(tmp_path: Path, tool: str) -> None:
    (tmp_path / "a file").write_text("in the way")
    done = command(tool, "--game", GAME, "--out", str(tmp_path / "a file" / "x.png"))
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    [line] = [text for text in done.stderr.splitlines() if text.startswith("spooky-table")]
    assert len(line) <= LIMIT and tool in line
