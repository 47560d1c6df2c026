"""The small faults a third attack found (issue 28), each checked where it was found.

Refusals name the field and never quote the value; reasons are never garbled by a quote
or an apostrophe; the replay's line stays short and the replay repairs nothing; a
statistics file set aside is told; system errors keep their subject; a link planted in
the data folder is not followed out of it; the Statistics screen shortens a name of a
million characters at once; a resize below the minimum prints nothing. Every message
these paths print is one line of at most 200 characters.
"""

from __future__ import annotations

import errno
import json
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import pygame
import pytest

from table import manifest
from table.core import Option
from table.games import get_game
from table.persistence import (
    Settings,
    load_autosave,
    load_settings,
    load_statistics,
    locations,
    record_result,
    save_settings,
)
from table.persistence.files import OS_REASONS, os_reason
from table.persistence.notices import (
    LIMIT,
    Aside,
    cannot_save,
    cannot_save_in,
    plain_reason,
    saved_game_unusable,
    set_aside,
)
from table.persistence.saves import discard_autosave
from table.session import Seat, Session
from table.ui import assets, gfx, layout
from tests.per_game import sample_game
from tests.ui.driver import make_app

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
HUGE = "x" * 1_000_000
GAME = sample_game()  # any game: the refusals are the files' and the commands'


def short(line: str | None) -> str:
    """``line`` is one line of at most 200 characters with no run of the huge value."""
    assert line and "\n" not in line and len(line) <= LIMIT, (line or "")[:300]
    assert "xxxxxxxxxx" not in line and "[[[[" not in line, line
    return line


def command(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "table", *args], cwd=ROOT, env=env or ENV,
                          capture_output=True, text=True, timeout=300)


def printed(done: subprocess.CompletedProcess[str]) -> list[str]:
    lines = (done.stdout + done.stderr).splitlines()
    return [line for line in lines if not line.startswith(("pygame-ce", "ALSA"))]


def a_session(store: Any = None, seed: int = 5) -> Session:
    seats = [Seat(f"Ghoul {n}", "ai", "random", n) for n in range(3)]
    return Session.start(GAME, seats, seed=seed, store=store)


# -- 2. from_json and options: ValueError, one short line naming the field ---------------

SAVE_DAMAGE = {
    "game": lambda save: save.update(game=HUGE),
    "game None": lambda save: save.update(game=None),
    "format": lambda save: save.update(format=HUGE),
    "players": lambda save: save.update(players=10**5000),
    "seed": lambda save: save.update(seed=HUGE),
    "options": lambda save: save.update(options={"pass": HUGE}),
    "unknown option": lambda save: save.update(options={HUGE: 1}),
    "deal": lambda save: save.update(deal={"hands": [[HUGE]] * 3}),
    "deal key": lambda save: save.update(deal={HUGE: 1}),
    "history entry": lambda save: save["history"].append([0, HUGE, HUGE]),
    "history move": lambda save: save["history"].append([0, "play " + "x" * 100]),
    "nested options": lambda save: save.update(options={"pass": nested(100_000)}),
    "nested game": lambda save: save.update(game=nested(100_000)),
    "nested history": lambda save: save["history"].append(nested(100_000)),
    "missing players": lambda save: save.pop("players"),
}


def nested(depth: int) -> Any:
    value: Any = "x" * 50
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("damage", sorted(SAVE_DAMAGE))
def test_from_json_refuses_damage_with_a_value_error_of_one_short_line(damage: str) -> None:
    save = a_session().state.to_json()
    SAVE_DAMAGE[damage](save)
    with pytest.raises(ValueError) as refusal:
        get_game(GAME).from_json(save)
    assert not isinstance(refusal.value, RecursionError)
    short(str(refusal.value))


def test_a_save_of_another_game_says_which_game_this_is_without_quoting() -> None:
    save = a_session().state.to_json()
    save["game"] = None
    said = rf"^this save is of another game, not of {re.escape(get_game(GAME).title)}$"
    with pytest.raises(ValueError, match=said):
        get_game(GAME).from_json(save)


def test_an_option_is_named_and_its_bad_value_is_not_repeated() -> None:
    option = Option("lose_at", "Lose at", "int", 4, 2, 8)
    for value in (HUGE, 10**5000, nested(10_000), True):
        with pytest.raises(ValueError) as refusal:
            option.validate(value, 4)
        assert "'lose_at'" in short(str(refusal.value))


# -- 4. reasons are not garbled by a quote or an apostrophe -----------------------------

def test_a_reason_with_an_apostrophe_is_kept_whole() -> None:
    assert plain_reason("the record's seats are missing") == "the record's seats are missing"
    assert plain_reason("this save is for 'munch', not 'dragon'") == "this save is for …, not …"
    assert plain_reason("unknown option " + "'" + HUGE) == "unknown option …"


def test_the_autosave_messages_of_the_attack_read_as_sentences(tmp_path: Path) -> None:
    where = locations(tmp_path)
    record = a_session(where).to_record()
    record["seats"] = "nobody"
    where.autosave_file.write_text(json.dumps(record))
    _, message = load_autosave(where)
    said = "could not be resumed: the record's seats are missing. Kept as autosave.json.damaged-"
    assert said in short(message)
    record = a_session(where).to_record()
    record["state"]["game"] = None
    where.autosave_file.write_text(json.dumps(record))
    _, message = load_autosave(where)
    assert message is None  # the record's outer shape is fine: the rules check the rest
    with pytest.raises(ValueError) as refusal:
        Session.from_record(record)
    title = get_game(GAME).title
    assert str(refusal.value) == f"this save is of another game, not of {title}"
    assert f"of another game, not of {title}." in short(discard_autosave(where, refusal.value))


# -- 5. and 6. the replay: a short line, and nothing repaired ------------------------------

def test_the_replay_line_is_short_and_never_quotes_the_file(tmp_path: Path) -> None:
    record = a_session().to_record()
    record["seats"][0]["kind"] = HUGE
    path = tmp_path / ("a-very-long-name-" * 14 + ".json")
    path.write_text(json.dumps(record))
    done = command("replay", str(path), "--data-dir", str(tmp_path))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    [line] = printed(done)
    assert short(line).startswith("Cannot replay a-very-long-name-"), line


def test_the_replay_repairs_nothing_and_says_the_settings_are_damaged(tmp_path: Path) -> None:
    where = locations(tmp_path)
    where.settings_file.write_text("{damaged")
    leftover = tmp_path / ".settings.json.abc123.tmp"
    leftover.write_text("half a write")
    (tmp_path / "game.json").write_text(json.dumps(a_session().to_record()))
    before = sorted(path.name for path in tmp_path.iterdir())
    done = command("replay", str(tmp_path / "game.json"), "--data-dir", str(tmp_path),
                   env={**ENV, "SPOOKY_TABLE_FIRST_FRAME_ONLY": "1"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert sorted(path.name for path in tmp_path.iterdir()) == before  # nothing moved or deleted
    assert where.settings_file.read_text() == "{damaged" and leftover.exists()
    [line] = printed(done)
    assert short(line).startswith("Settings could not be used: the file settings.json is damaged"), line


# -- 6. a damaged statistics file set aside by the headless commands is told ---------------

def test_sim_and_resume_tell_of_a_damaged_statistics_file(tmp_path: Path) -> None:
    where = locations(tmp_path)
    where.statistics_file.write_text("{damaged")
    done = command("sim", "--game", GAME, "--players", "3", "--autosave", "--data-dir", str(tmp_path))
    assert done.returncode == 0, done.stderr[-2000:]
    told = [line for line in done.stdout.splitlines() if line.startswith("Statistics could not be read")]
    assert len(told) == 1 and "kept as statistics.json.damaged-" in short(told[0]), done.stdout
    for path in tmp_path.glob("statistics.json.damaged-*"):
        path.unlink()
    session = a_session(where, seed=8)
    seat = session.state.turn[0]  # whoever the game has play first
    session.apply(seat, session.state.legal_actions(seat)[0])
    where.statistics_file.write_text("[1, 2")
    done = command("resume", "--headless", "--data-dir", str(tmp_path))
    assert done.returncode == 0, done.stderr[-2000:]
    told = [line for line in done.stdout.splitlines() if line.startswith("Statistics could not be read")]
    assert len(told) == 1 and "kept as statistics.json.damaged-" in short(told[0]), done.stdout


def test_at_the_table_the_writer_tells_of_the_statistics_file_set_aside(tmp_path: Path) -> None:
    from table.persistence.writer import BackgroundWriter

    where = locations(tmp_path)
    writer = BackgroundWriter(lambda record: None)
    session = Session.start(GAME, [Seat(f"Ghoul {n}", "ai", "random", n) for n in range(3)],
                            seed=6, store=where, writer=writer)
    where.statistics_file.write_text("{damaged")
    session.play_out()
    assert writer.flush()
    assert short(writer.take_problem()).startswith("Statistics could not be read")
    assert writer.take_problem() is None  # told once


# -- 8. words: the system's reason with its subject, a file name never capitalised ---------

@pytest.mark.parametrize("code", sorted({*OS_REASONS, "EOPNOTSUPP", "ENXIO", "EAGAIN"}))
def test_every_os_reason_is_a_clause_with_its_subject(code: str) -> None:
    error = OSError(getattr(errno, code), os.strerror(getattr(errno, code)))
    reason = os_reason(error)
    assert reason[0].islower() and reason.split()[0] in {"the", "a", "too", "permission"}, reason
    short(cannot_save("your game", error))


def test_cannot_save_into_a_folder_says_what_is_in_the_way(tmp_path: Path) -> None:
    where = locations(tmp_path)
    where.autosave_file.mkdir()
    with pytest.raises(OSError) as failure:
        a_session(where)
    assert cannot_save("your game", failure.value) == (
        "Cannot save your game: a folder is in the way of the file. Play on; the last good save is kept."
    )


def test_a_file_that_cannot_be_moved_aside_is_named_as_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = locations(tmp_path)
    where.autosave_file.write_text("{damaged")

    def refuse(path: Path) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr("table.persistence.notices.move_aside", refuse)
    _, message = load_autosave(where)
    assert "The file autosave.json could not be moved aside (the disk is read-only)" in short(message)
    assert "Autosave.json" not in message
    stuck = Aside("stuck", "settings.json", "the disk is read-only")
    assert set_aside(where.settings_file, ValueError()) == stuck


# -- 9. a link in the data folder is not followed out of it -------------------------------

def outside_file(tmp_path: Path, content: str) -> Path:
    away = tmp_path / "elsewhere"
    away.mkdir()
    target = away / "secret.json"
    target.write_text(content)
    return target


@pytest.mark.parametrize("kind", ["settings", "statistics", "autosave"])
def test_a_link_leading_out_of_the_data_folder_is_refused_and_not_followed(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = {"settings": Settings(muted=True).to_json(),
            "statistics": {"version": 1, "games": {GAME: {"Ann": {"played": 1, "won": 1}}}},
            "autosave": a_session().to_record()}[kind]
    target = outside_file(tmp_path, json.dumps(good))
    where = locations(tmp_path / "data")
    where.data_dir.mkdir()
    path = {"settings": where.settings_file, "statistics": where.statistics_file,
            "autosave": where.autosave_file}[kind]
    path.symlink_to(target)
    opened: list[str] = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda name, *rest: opened.append(str(name)) or real_open(name, *rest))
    if kind == "settings":
        loaded, message = load_settings(where)
        assert loaded == Settings()
    elif kind == "statistics":
        stats, message = load_statistics(where)
        assert stats == {}
    else:
        record, message = load_autosave(where)
        assert record is None
    assert str(target) not in opened  # not read at all
    assert "link to a place outside its folder" in short(message), message
    assert target.read_text() == json.dumps(good)  # the file it pointed to is untouched
    assert not path.is_symlink()  # the link itself was set aside, and a save can be written


def test_a_link_to_a_file_inside_the_folder_is_read(tmp_path: Path) -> None:
    where = locations(tmp_path)
    save_settings(where, Settings(muted=True))
    where.settings_file.rename(tmp_path / "real-settings.json")
    where.settings_file.symlink_to("real-settings.json")
    loaded, message = load_settings(where)
    assert message is None and loaded.muted


def test_a_link_to_nothing_or_a_loop_is_refused_in_one_line(tmp_path: Path) -> None:
    where = locations(tmp_path)
    where.settings_file.symlink_to(tmp_path / "nowhere.json")
    _, message = load_settings(where)
    assert "link to nothing" in short(message)
    where.autosave_file.symlink_to(where.autosave_file)
    _, message = load_autosave(where)
    assert "link that cannot be followed" in short(message)


# -- 3. a name of a million characters: bounded when read, shortened at once --------------

def test_statistics_with_a_name_far_too_long_are_refused_in_one_line(tmp_path: Path) -> None:
    where = locations(tmp_path)
    record_result(where, GAME, ["Ann", "Bo", "Cy"], [3, 9, 12], [0],
                  low_is_best=manifest.entry(GAME).low_is_best)
    data = json.loads(where.statistics_file.read_text())
    data["games"][GAME][HUGE] = data["games"][GAME].pop("Ann")
    where.statistics_file.write_text(json.dumps(data))
    stats, message = load_statistics(where)
    assert stats == {} and "player name far too long" in short(message)
    with pytest.raises(ValueError, match="far too long"):
        Seat("x" * 65)


def test_text_is_shortened_by_bisection_in_a_few_measurements(monkeypatch: pytest.MonkeyPatch) -> None:
    make_app()
    measured: list[int] = []
    font = assets.font

    class Counting:
        def __init__(self, face: pygame.font.Font) -> None:
            self.face = face

        def size(self, text: str) -> tuple[int, int]:
            measured.append(len(text))
            width, height = self.face.size(text)
            return width, height

    monkeypatch.setattr(assets, "font", lambda size, bold=False: Counting(font(size, bold)))
    for length in (20_000, 1_000_000):
        measured.clear()
        name = "Wendigo " * (length // 8)
        short_name = gfx.shorten(name, 20, 300)
        assert len(measured) <= 20 and max(measured) <= 302, (len(measured), max(measured))
        face = font(gfx.font_size(20))
        assert short_name.endswith("…") and face.size(short_name)[0] <= 300
        longer = name[: len(short_name)].rstrip() + "…"
        assert face.size(longer)[0] > 300 or longer == short_name  # the longest start that fits
        assert gfx.fit_px(name + str(length), 20, 300) > 0 and max(measured) <= 302


# -- 10. a resize below the minimum prints nothing -----------------------------------------

def test_a_resize_the_system_overrides_prints_no_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    set_mode = pygame.display.set_mode

    def forced(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        warnings.warn("Requested window was forcibly resized by the OS.", RuntimeWarning, stacklevel=2)
        return set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", forced)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app.resize((300, 200))
    assert caught == [] and app.size == layout.MIN_WINDOW


# -- every line these paths print ----------------------------------------------------------

def messages_of_every_path(tmp_path: Path) -> list[str]:
    """A message from each refusal or notice path issue 28 touched, under heavy damage."""
    import argparse

    from table.__main__ import SUBCOMMANDS, interrupted

    found: list[str] = []
    damages = {
        "huge": json.dumps(
            {"version": 1, "games": {GAME: {HUGE: {}}}, "kind": HUGE, "window_width": HUGE}
        ),
        "nested": "[" * 100_000,
        "outside": None,
        "loop": None,
        "dangling": None,
        "huge version": json.dumps({"version": HUGE, "kind": "spooky-table-game"}),
    }
    for number, (damage, content) in enumerate(damages.items()):
        where = locations(tmp_path / str(number))
        where.data_dir.mkdir(parents=True)
        for path in (where.settings_file, where.statistics_file, where.autosave_file):
            if content is not None:
                path.write_text(content)
            elif damage == "outside":
                (tmp_path / f"away-{path.name}").mkdir()
                path.symlink_to(outside_file(tmp_path / f"away-{path.name}", json.dumps(HUGE)))
            elif damage == "loop":
                path.symlink_to(path)
            else:
                path.symlink_to(tmp_path / "nowhere")
        found.append(load_settings(where, repair=False)[1] or "")
        found += [load_settings(where)[1] or "", load_statistics(where)[1] or ""]
        found.append(load_autosave(where)[1] or "")
    for code in (*OS_REASONS, "EOPNOTSUPP"):
        error = OSError(getattr(errno, code), HUGE)
        found.append(cannot_save_in("/deep" * 1000, error))
        found.append(saved_game_unusable(ValueError("damaged"), set_aside(tmp_path / "autosave.json", error)))
    for name in SUBCOMMANDS:
        found.append(interrupted(argparse.Namespace(command=name, autosave=True)))
    for damage in SAVE_DAMAGE.values():
        save = a_session().state.to_json()
        damage(save)
        try:
            get_game(GAME).from_json(save)
        except ValueError as error:
            found.append(str(error))
    return found


def test_every_message_on_these_paths_is_one_line_of_at_most_200_characters(tmp_path: Path) -> None:
    found = messages_of_every_path(tmp_path)
    assert len(found) > 60 and all(found[:24])  # every damaged file was told
    for line in found:
        short(line)
