"""Generated and mutated settings, statistics, autosave and record files (hypothesis).

Whatever bytes a file holds, its reader gives the defaults (or no save) with one short
line, or accepts it as valid; it never raises, never echoes the file, and never touches
the other files. The named cases from the fuzz campaign (nesting 100,000 deep, 400-digit
numbers, a statistics total too big for a float, a lone surrogate or a NUL in a name,
a FIFO or a link to /dev/zero in place of a file, a link to /etc/passwd) are checked one
by one as well. Deeply nested and very long values anywhere: ``test_deep_and_long``.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from table import manifest
from table.persistence import (
    Locations,
    Settings,
    load_autosave,
    load_settings,
    load_statistics,
    locations,
    read_json,
    record_result,
    save_settings,
)
from table.persistence.notices import LIMIT
from table.session import Seat, Session
from tests.per_game import sample_game

EXAMPLES = int(os.environ.get("SPOOKY_FUZZ_EXAMPLES", "120"))  # make soak: many more
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
KINDS = ("settings", "statistics", "autosave")


def path_of(where: Locations, kind: str) -> Path:
    return {"settings": where.settings_file, "statistics": where.statistics_file,
            "autosave": where.autosave_file}[kind]


def fill(where: Locations) -> None:
    """A data folder with one good file of each kind (of the sample game)."""
    game_id = sample_game()
    save_settings(where, Settings(muted=True, last_setup={game_id: {"players": 3}}))
    record_result(where, game_id, ["Ann", "Bo", "Cy"], [3, 9, 12], [0],
                  low_is_best=manifest.entry(game_id).low_is_best)
    session = Session.start(game_id, [Seat(f"Ghoul {n}", "ai", "random", n) for n in range(3)],
                            seed=7, store=where)
    for _ in range(12):
        seat = session.state.turn[0]
        session.apply(seat, session.state.legal_actions(seat)[0])


@contextmanager
def folder() -> Iterator[Locations]:
    """A fresh data folder holding the good files (written once, then copied)."""
    if not GOOD:
        with tempfile.TemporaryDirectory() as name:
            fill(locations(name))
            GOOD.update({kind: path_of(locations(name), kind).read_bytes() for kind in KINDS})
    with tempfile.TemporaryDirectory() as name:
        where = locations(name)
        for kind in KINDS:
            path_of(where, kind).write_bytes(GOOD[kind])
        yield where


GOOD: dict[str, bytes] = {}


def good_bytes(kind: str) -> bytes:
    if not GOOD:
        with folder():
            pass
    return GOOD[kind]


def assert_one_line(message: str | None) -> None:
    assert message is None or (message and "\n" not in message and len(message) <= LIMIT), message


def load(where: Locations, kind: str) -> str | None:
    """Read ``kind`` as the app does; check the outcome is the defaults or a valid file."""
    if kind == "settings":
        loaded, message = load_settings(where)
        if message is None:
            loaded.validate()
        else:
            assert loaded == Settings()
    elif kind == "statistics":
        stats, message = load_statistics(where)
        assert message is None or stats == {}
        for players in stats.values():
            for player in players.values():
                assert player.average is None or isinstance(player.average, float)
    else:
        record, message = load_autosave(where)
        assert (record is None) or message is None
        if record is not None:
            try:
                Session.from_record(record)
            except ValueError as error:  # the moves do not replay: refused, in short words
                assert_one_line(str(error))
    assert_one_line(message)
    return message


def check_file(kind: str, content: bytes) -> None:
    """Put ``content`` in place of one file: a clean outcome, the other files untouched."""
    with folder() as where:
        path_of(where, kind).write_bytes(content)
        others = {other: path_of(where, other).read_bytes() for other in KINDS if other != kind}
        message = load(where, kind)
        for other, before in others.items():
            assert path_of(where, other).read_bytes() == before, f"{other} changed"
        if message is not None:
            assert not any(chunk in message for chunk in _echo_probes(content)), message


def _echo_probes(content: bytes) -> list[str]:
    """Long runs of the file's own text that a message must never contain."""
    text = content.decode("utf-8", "replace")
    return [text[i : i + 40] for i in range(0, max(0, len(text) - 40), 40) if text[i : i + 40].isalnum()]


def containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30), containers, max_leaves=25
)


@st.composite
def mutated(draw: st.DrawFn, kind: str) -> bytes:
    """A good file with a few bytes flipped, cut, inserted or deleted."""
    data = bytearray(good_bytes(kind))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, max(0, len(data) - 1)))
        how = draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        if how == "flip" and data:
            data[where] = draw(st.integers(0, 255))
        elif how == "cut":
            del data[where:]
        elif how == "insert":
            data[where:where] = draw(st.binary(min_size=1, max_size=8))
        else:
            del data[where : where + draw(st.integers(1, 16))]
    return bytes(data)


@st.composite
def with_a_field_replaced(draw: st.DrawFn, kind: str) -> bytes:
    """A good file with one value anywhere in it replaced by any JSON value."""
    data = json.loads(good_bytes(kind))
    spots: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
        for key, child in items:
            spots.append((node, key))
            walk(child)

    walk(data)
    node, key = draw(st.sampled_from(spots))
    node[key] = draw(json_values)
    return json.dumps(data).encode()


@pytest.mark.parametrize("kind", KINDS)
@FUZZ
@given(data=st.data())
def test_mutated_files_give_defaults_or_a_refusal(kind: str, data: st.DataObject) -> None:
    check_file(kind, data.draw(mutated(kind)))


@pytest.mark.parametrize("kind", KINDS)
@FUZZ
@given(data=st.data())
def test_files_with_any_value_anywhere_are_refused_or_valid(kind: str, data: st.DataObject) -> None:
    check_file(kind, data.draw(with_a_field_replaced(kind)))


@pytest.mark.parametrize("kind", KINDS)
@FUZZ
@given(value=json_values)
def test_any_json_at_all_is_refused_or_valid(kind: str, value: Any) -> None:
    check_file(kind, json.dumps(value).encode())


@FUZZ
@given(value=json_values)
def test_any_game_record_replays_or_is_refused_in_one_line(value: Any) -> None:
    record = json.loads(good_bytes("autosave"))
    record["state"]["history"].append(value)
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "game.json"
        path.write_text(json.dumps(record))
        try:
            Session.from_record(read_json(path))
        except ValueError as error:
            assert_one_line(str(error))


# -- the campaign's findings, one by one -------------------------------------------------

NAMED: dict[str, Callable[[str], bytes]] = {
    "nested 100,000 deep": lambda kind: b"[" * 100_000,
    "nested in an object": lambda kind: b'{"version": 1, "x": ' + b"[" * 5_000 + b"]" * 5_000 + b"}",
    "400-digit number": lambda kind: good_bytes(kind).replace(b'"version": 1', b'"version": 1' + b"0" * 400),
    "5,000-digit number": lambda kind: b'{"version": ' + b"9" * 5000 + b"}",
    "not UTF-8": lambda kind: b'{"version": 1, "\xff\xfe": 1}',
    "zeros": lambda kind: b"\x00" * 4096,
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("damage", sorted(NAMED))
def test_the_campaigns_damaged_files(kind: str, damage: str) -> None:
    check_file(kind, NAMED[damage](kind))


@pytest.mark.parametrize(
    "field", ["master_volume", "effects_volume", "animation_speed", "ai_budget", "window_width"]
)
def test_a_400_digit_setting_gives_the_defaults(tmp_path: Path, field: str) -> None:
    where = locations(tmp_path)
    data = {**Settings().to_json(), field: 10**400}
    where.settings_file.write_text(json.dumps(data))
    loaded, message = load_settings(where)
    assert loaded == Settings() and message and field in message
    assert_one_line(message)


def test_a_huge_statistics_total_is_refused(tmp_path: Path) -> None:
    where = locations(tmp_path)
    record = {"played": 1, "won": 0, "best": 3, "total": 10**400}
    where.statistics_file.write_text(json.dumps({"version": 1, "games": {sample_game(): {"Ann": record}}}))
    stats, message = load_statistics(where)
    assert stats == {} and message and "large" in message


@pytest.mark.parametrize("name", ["\ud800", "Ann\x00", "\udfff\x00\x07"])
def test_unshowable_names_are_read_as_showable_text(tmp_path: Path, name: str) -> None:
    where = locations(tmp_path)
    fill(where)
    record = json.loads(where.autosave_file.read_text())
    record["seats"][0]["name"] = name
    where.autosave_file.write_text(json.dumps(record))
    loaded, message = load_autosave(where)
    assert message is None and loaded is not None
    restored = Session.from_record(loaded)
    assert restored.seats[0].name.isprintable() and "\ufffd" in restored.seats[0].name


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX only: os.mkfifo, /dev/zero and SIGALRM")
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("special", ["fifo", "dev-zero", "folder", "etc-passwd"])
def test_a_fifo_a_device_or_a_folder_in_place_of_a_file(kind: str, special: str) -> None:
    with folder() as where, alarm(10):
        path = path_of(where, kind)
        path.unlink()
        if special == "fifo":
            os.mkfifo(path)
        elif special == "dev-zero":
            path.symlink_to("/dev/zero")
        elif special == "etc-passwd":  # issue 28: a planted link is not followed out of the folder
            path.symlink_to("/etc/passwd")
        else:
            path.mkdir()
        others = {other: path_of(where, other).read_bytes() for other in KINDS if other != kind}
        message = load(where, kind)
        assert message is not None
        assert special not in ("dev-zero", "etc-passwd") or "outside its folder" in message, message
        for other, before in others.items():
            assert path_of(where, other).read_bytes() == before


def test_a_file_too_large_to_be_ours_is_refused(tmp_path: Path) -> None:
    where = locations(tmp_path)
    with where.autosave_file.open("wb") as handle:
        handle.truncate(64 * 1024 * 1024)  # sparse: no disk used
    record, message = load_autosave(where)
    assert record is None and message and "too large" in message


@contextmanager
def alarm(seconds: int) -> Iterator[None]:
    """Fail (rather than hang the suite) if the block takes longer than ``seconds``."""

    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"still reading after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    ("content", "words"),
    [(b"[" * 100_000, "nested too deeply"), (b"{bad", "not valid JSON"), (b"\xff\xfe", "not UTF-8"),
     (b"", "empty")],
)
def test_the_message_names_the_file_and_the_problem(kind: str, content: bytes, words: str) -> None:
    with folder() as where:
        path_of(where, kind).write_bytes(content)
        message = load(where, kind)
        assert message and words in message and f"{path_of(where, kind).name}.damaged-" in message, message
