"""SIGKILL ``sim --autosave`` at random moments and check what the kill left on disk.

``sim --autosave --games N`` with N far larger than a run can finish, so a game is
always in progress; each kill lands at a random moment after the first save. What is on
disk must then be exactly one of two things: the game in progress (it resumes, plays on
exactly as the uninterrupted game with that seed, and its result is counted once), or
— a kill between two games — no save and every game so far counted. Either way no
temporary file is left once the save has been read. Used by the suite (a few kills)
and ``make soak`` (``SPOOKY_KILLS=1000``).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

from table.games import game_ids
from table.persistence import load_autosave, load_statistics, locations
from table.persistence.statistics import Statistics
from table.session import Seat, Session
from tests.per_game import data_of

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
NEVER_ENDS = 1_000_000  # games asked of sim: a kill always lands before the last one


def sim_seats(players: int, seed: int) -> list[Seat]:
    """The seats ``sim --level random`` gives the game with ``seed``."""
    return [Seat(f"Random AI {seat + 1}", "ai", "random", seed * 100 + seat) for seat in range(players)]


Played = tuple[tuple[tuple[int, str], ...], tuple[int, ...]]  # a game's history and scores


@cache
def uninterrupted(game_id: str, players: int, seed: int) -> Played:
    """The history and scores of the game ``sim`` plays with ``seed``, never stopped."""
    session = Session.start(game_id, sim_seats(players, seed), seed=seed)
    session.play_out()
    return tuple(session.state.history), tuple(session.state.scores)


def kill_and_check(folder: Path, game_id: str, base_seed: int, delay: float) -> str:
    """One kill ``delay`` seconds after the first save; 'resumed' or 'between games'."""
    players: int = data_of(game_id, "KILL_PLAYERS")
    where = locations(folder)
    process = subprocess.Popen(
        [sys.executable, "-m", "table", "--data-dir", str(folder), "sim", "--game", game_id,
         "--players", str(players), "--games", str(NEVER_ENDS), "--seed", str(base_seed), "--autosave"],
        cwd=ROOT, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    assert process.stderr is not None
    try:
        deadline = time.monotonic() + 60
        while not where.autosave_file.exists():
            assert process.poll() is None, f"sim ended before saving: {process.stderr.read()!r}"
            assert time.monotonic() < deadline, "sim never saved"
            time.sleep(0.002)
        time.sleep(delay)
        assert process.poll() is None, f"sim ended on its own: {process.stderr.read()!r}"
    finally:
        process.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
        process.wait()
        process.stderr.close()
    stats, problem = load_statistics(where)
    assert problem is None, problem
    played = {record.played for record in stats.get(game_id, {}).values()} or {0}
    assert len(played) == 1, f"seats counted unevenly: {stats}"
    finished = played.pop()
    record, problem = load_autosave(where)
    assert problem is None, problem
    if record is None:
        # Between two games: the one before is counted, the next not yet saved.
        assert finished >= 1, "the first game was in progress, yet no save is left"
        check_counts(stats, game_id, base_seed, finished)
        outcome = "between games"
    else:
        seed = record["state"]["seed"]
        session = Session.from_record(record)
        assert seed in (base_seed + finished, base_seed + finished - 1), (seed, finished)
        assert session.seats == sim_seats(players, seed)
        history, scores = uninterrupted(game_id, players, seed)
        assert tuple(session.state.history) == history[: len(session.state.history)]
        # Played on unsaved (a save per move would only cost fsyncs; that path is tested
        # elsewhere), then finished with the folder as resume finishes it.
        session.play_out()
        assert tuple(session.state.history) == history and tuple(session.state.scores) == scores
        session.store = where
        session.finish()
        # Counted once: a kill after the result was written but before the save was
        # removed leaves that game's save, and resuming it must not count it again.
        check_counts(load_statistics(where)[0], game_id, base_seed, seed - base_seed + 1)
        outcome = "resumed"
    leftovers = [path.name for path in folder.rglob("*.tmp")]
    assert not leftovers, f"temporary files left: {leftovers}"
    return outcome


def check_counts(stats: Statistics, game_id: str, base_seed: int, games: int) -> None:
    """The statistics hold exactly the first ``games`` games' results."""
    players: int = data_of(game_id, "KILL_PLAYERS")
    totals = [0] * players
    for number in range(games):
        _, scores = uninterrupted(game_id, players, base_seed + number)
        for seat in range(players):
            totals[seat] += scores[seat]
    table = stats[game_id]
    for seat in range(players):
        record = table[f"Random AI {seat + 1}"]
        assert (record.played, record.total) == (games, totals[seat]), game_id


def run_kills(tmp_path: Path, kills: int, seed: int) -> dict[str, int]:
    """``kills`` kills over every game in turn; how many landed mid-game and between games."""
    rng = random.Random(seed)
    outcomes: dict[str, int] = {}
    ids = sorted(game_ids())  # every game of the catalogue, its players from its test data
    for number in range(kills):
        game_id = ids[number % len(ids)]
        outcome = kill_and_check(tmp_path / f"kill{number}", game_id, rng.randrange(1, 10**6),
                                 rng.uniform(0.0, 0.4))
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes
