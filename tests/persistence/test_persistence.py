"""Settings, autosaves, statistics and game records: round trips and damaged files."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from table.games import game_ids
from table.persistence import (
    Settings,
    load_autosave,
    load_settings,
    load_statistics,
    locations,
    record_result,
    save_settings,
    write_json_atomic,
)
from table.persistence.writer import BackgroundWriter
from table.session import Seat, Session
from tests.robustness.kills import run_kills

ROOT = Path(__file__).resolve().parents[2]
DAMAGE = {
    "empty": b"",
    "truncated": b'{"version": 1, "window_wid',
    "garbage": b"\x00\xff\xfe not json",
    "wrong type": b"[1, 2, 3]",
    "future version": b'{"version": 99}',
}


def seats(players: int, seed: int = 0) -> list[Seat]:
    return [Seat(f"Ghoul {n}", "ai", "random", seed + n) for n in range(players)]


# -- settings ------------------------------------------------------------------------


def test_settings_round_trip(tmp_path: Path) -> None:
    where = locations(tmp_path)
    settings = Settings(window_width=1920, window_height=1080, muted=True, ai_budget=1.5,
                        last_setup={game_ids()[0]: {"players": 4}})
    save_settings(where, settings)
    loaded, message = load_settings(where)
    assert message is None and loaded == settings


def test_missing_settings_give_defaults_quietly(tmp_path: Path) -> None:
    assert load_settings(locations(tmp_path)) == (Settings(), None)


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_settings_are_moved_aside_with_a_message(tmp_path: Path, kind: str) -> None:
    where = locations(tmp_path)
    where.settings_file.write_bytes(DAMAGE[kind])
    loaded, message = load_settings(where)
    assert loaded == Settings()
    assert message and "Defaults restored" in message and "\n" not in message
    assert not where.settings_file.exists()
    assert list(tmp_path.glob("settings.json.damaged-*"))


@pytest.mark.parametrize(
    "bad", [{"master_volume": 3}, {"window_width": 10}, {"muted": "yes"}, {"last_setup": [1]}]
)
def test_settings_with_bad_values_are_refused(tmp_path: Path, bad: dict[str, object]) -> None:
    where = locations(tmp_path)
    write_json_atomic(where.settings_file, {**Settings().to_json(), **bad})
    loaded, message = load_settings(where)
    assert loaded == Settings() and message and next(iter(bad)) in message


# -- saves and records -----------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_a_session_record_round_trips(tmp_path: Path, game_id: str) -> None:
    where = locations(tmp_path)
    session = Session.start(game_id, seats(4), seed=9, store=where)
    rng = random.Random(1)
    for _ in range(40):
        seat = session.state.turn[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    record, message = load_autosave(where)
    assert message is None and record is not None
    json.dumps(record)
    restored = Session.from_record(record)
    assert restored.state.history == session.state.history
    assert restored.state.view(2) == session.state.view(2)
    assert restored.seats == session.seats


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_saves_give_a_message_and_never_a_crash(tmp_path: Path, kind: str) -> None:
    where = locations(tmp_path)
    where.autosave_file.write_bytes(DAMAGE[kind])
    record, message = load_autosave(where)
    assert record is None and message and "could not be resumed" in message
    assert not where.autosave_file.exists()


@pytest.mark.parametrize("game_id", game_ids())
def test_a_save_whose_moves_do_not_replay_is_refused(tmp_path: Path, game_id: str) -> None:
    where = locations(tmp_path)
    session = Session.start(game_id, seats(3), seed=2, store=where)
    record = session.to_record()
    record["state"]["history"] = [[0, "play black-12"]]
    with pytest.raises(ValueError, match="damaged"):
        Session.from_record(record)
    record = session.to_record()
    record["seats"] = [{"name": "x", "kind": "robot"}] * 3
    with pytest.raises(ValueError):
        Session.from_record(record)


@pytest.mark.parametrize("game_id", game_ids())
def test_resume_continues_exactly_like_an_uninterrupted_game(tmp_path: Path, game_id: str) -> None:
    for players in (4, 3):
        where = locations(tmp_path / f"{game_id}{players}")
        whole = Session.start(game_id, seats(players, 5), seed=11)
        whole.play_out()
        interrupted = Session.start(game_id, seats(players, 5), seed=11, store=where)
        for _ in range(min(57, len(whole.state.history) // 2)):  # a short game: halfway through
            seat = interrupted.ai_to_act()
            assert seat is not None
            interrupted.apply(seat, _decide(interrupted, seat))
        record, _ = load_autosave(where)
        resumed = Session.from_record(record, store=where)
        resumed.play_out()
        assert resumed.state.history == whole.state.history
        assert resumed.state.scores == whole.state.scores
        assert not where.autosave_file.exists()  # a finished game leaves no save behind


def _decide(session: Session, seat: int) -> str:
    from table.ai.agent import choose

    return choose(session.agent_for(seat), session.state, seat)


def test_the_background_writer_writes_the_latest_record(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    writer = BackgroundWriter(lambda value: write_json_atomic(target, value))
    for n in range(200):
        writer.submit({"n": n})
    assert writer.flush()
    assert json.loads(target.read_text()) == {"n": 199}


def test_killed_while_autosaving_always_leaves_a_save_that_resumes(tmp_path: Path) -> None:
    """SIGKILL at random moments of a run that never runs out of games: every kill leaves the
    game in progress, which resumes exactly as the uninterrupted game, or lands between two
    games with all of them counted. ``make soak`` runs a thousand (``SPOOKY_KILLS``)."""
    kills = int(os.environ.get("SPOOKY_KILLS", "20"))
    outcomes = run_kills(tmp_path, kills, seed=2026)
    assert sum(outcomes.values()) == kills
    print(f"{kills} kills: {outcomes}")
    # the command-line resume works on such a save too
    folder = tmp_path / "cli"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    Session.start(game_ids()[0], seats(4), seed=3, store=locations(folder))  # any game
    done = subprocess.run(
        [sys.executable, "-m", "table", "resume", "--headless", "--data-dir", str(folder)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "final scores:" in done.stdout


# -- statistics -------------------------------------------------------------------------


def test_statistics_add_up(tmp_path: Path) -> None:
    where = locations(tmp_path)
    low, high = game_ids()[:2]  # two games: one where the lowest score is best, one the highest
    record_result(where, low, ["Ann", "Bo", "Cy"], [30, 12, 101], [1], low_is_best=True)
    record_result(where, low, ["Ann", "Bo", "Cy"], [8, 40, 102], [0], low_is_best=True)
    record_result(where, high, ["Ann", "Bo"], [120, 80], [0], low_is_best=False)
    stats, message = load_statistics(where)
    assert message is None
    ann = stats[low]["Ann"]
    assert (ann.played, ann.won, ann.best, ann.average) == (2, 1, 8, 19.0)
    assert stats[high]["Ann"].best == 120 and stats[high]["Bo"].won == 0


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_statistics_start_afresh_with_a_message(tmp_path: Path, kind: str) -> None:
    where = locations(tmp_path)
    where.statistics_file.write_bytes(DAMAGE[kind])
    stats, message = load_statistics(where)
    assert stats == {} and message and "Statistics could not be read" in message
    game_id = game_ids()[0]
    record_result(where, game_id, ["Ann", "Bo", "Cy"], [1, 2, 3], [0], low_is_best=True)
    assert load_statistics(where)[0][game_id]["Ann"].won == 1


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_finished_through_a_session_is_counted(tmp_path: Path, game_id: str) -> None:
    where = locations(tmp_path)
    session = Session.start(game_id, seats(3), seed=4, store=where)
    session.play_out()
    stats, _ = load_statistics(where)
    assert {record.played for record in stats[game_id].values()} == {1}
    assert sum(record.won for record in stats[game_id].values()) == len(session.state.winners)


# -- leftovers, failed writes, counted once ------------------------------------------------


def test_start_up_removes_the_temporary_files_of_every_file_it_writes(tmp_path: Path) -> None:
    where = locations(tmp_path)
    where.exports_dir.mkdir(parents=True)
    stale = [
        tmp_path / ".settings.json.abc123.tmp",
        tmp_path / ".autosave.json.def456.tmp",
        tmp_path / ".statistics.json.gh789.tmp",
        where.exports_dir / ".dodge-the-dragon-2026-12-01-101010.json.x1.tmp",
    ]
    for path in stale:
        path.write_text("half a file")
    mine = tmp_path / "notes.tmp"  # not of our naming: left alone
    mine.write_text("the player's own")
    load_settings(where)
    load_autosave(where)
    assert not [path for path in stale if path.exists()] and mine.exists()


def test_a_failed_write_is_told_once_until_saving_works_again(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    target = blocker / "out.json"
    writer = BackgroundWriter(lambda value: write_json_atomic(target, value), "your game")
    for n in range(5):
        writer.submit({"n": n})
        assert writer.flush()
    problem = writer.take_problem()
    assert problem == "Cannot save your game: a file is in the way of the data folder. " \
        "Play on; the last good save is kept."
    writer.submit({"n": 5})
    assert writer.flush() and writer.take_problem() is None  # told once
    blocker.unlink()
    writer.submit({"n": 6})
    assert writer.flush() and writer.last_error is None and json.loads(target.read_text()) == {"n": 6}
    blocker_file = tmp_path / "blocker" / "out.json"
    blocker_file.unlink()
    (tmp_path / "blocker").rmdir()
    (tmp_path / "blocker").write_text("in the way again")
    writer.submit({"n": 7})
    assert writer.flush() and writer.take_problem() is not None  # a new failure: told again


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_that_could_not_be_saved_leaves_the_last_good_save_alone(tmp_path: Path, game_id: str) -> None:
    where = locations(tmp_path)
    Session.start(game_id, seats(3, 40), seed=40, store=where)
    good = where.autosave_file.read_bytes()
    def disk_full(value: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    failing = BackgroundWriter(disk_full)
    session = Session.start(game_id, seats(3), seed=4, store=where, writer=failing)
    session.play_out()
    assert session.state.is_over and where.autosave_file.read_bytes() == good
    problem = failing.take_problem()
    assert problem is not None and "the disk is full" in problem


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_resumed_after_its_result_was_written_is_counted_once(tmp_path: Path, game_id: str) -> None:
    where = locations(tmp_path)
    session = Session.start(game_id, seats(3), seed=8, store=where)
    while True:  # play to the last move, as a kill just after the result was written
        seat = session.state.turn[0]
        probe = Session(game_id, session.state.clone(), session.seats)
        probe.apply(seat, _decide(probe, seat))
        if probe.state.is_over:
            break
        session.apply(seat, _decide(session, seat))
    record = session.to_record()
    finished = Session.from_record(record, store=where)
    finished.play_out()  # counted, and the save removed...
    where.autosave_file.write_text(json.dumps(record))  # ...but the kill came first
    again, _ = load_autosave(where)
    Session.from_record(again, store=where).play_out()
    stats, _ = load_statistics(where)
    assert {record.played for record in stats[game_id].values()} == {1}
