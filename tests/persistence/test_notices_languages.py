"""Notices about files in every language: a damaged settings, statistics or saved-game
file, a write the disk refused, and the reason the operating system gave are whole
sentences of the language spoken now (``persistence.notices``), naming the file by its
name, with no English clause glued in; a damaged settings file found at start-up is told
in the language the defaults speak (the system's)."""

from __future__ import annotations

import errno
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from table.core import i18n
from table.manifest import catalogues
from table.persistence import load_autosave, load_settings, load_statistics, locations
from table.persistence.notices import LIMIT, cannot_save, cannot_save_in

ENGLISH = re.compile(
    r"\b(could not|Could not|the file|The file|is gone|Defaults|Starting afresh|Cannot|Kept as|kept as|"
    r"(?<!\.)damaged|Settings|Statistics|saved game|disk|system refused|this version|in the way|Play on)\b"
)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def damaged(tmp_path: Path) -> list[str]:
    """The notice of each damaged file, and of two refused writes."""
    where = locations(tmp_path)
    where.data_dir.mkdir(parents=True, exist_ok=True)
    where.settings_file.write_text("{not json")
    where.statistics_file.mkdir()  # a folder in the file's place: it cannot be read
    where.autosave_file.write_text('{"kind": "spooky-table-game", "version": 999}')  # a check's reason
    told = [load_settings(where, repair=False)[1], load_settings(where)[1], load_statistics(where)[1],
            load_autosave(where)[1]]
    told.append(cannot_save("your game", OSError(errno.ENOSPC, "No space left on device")))
    told.append(cannot_save_in(tmp_path, OSError(errno.EOPNOTSUPP, "Operation not supported")))
    return [line or "" for line in told]


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_every_file_notice_is_a_whole_sentence_of_the_language_spoken_now(lang: str, tmp_path: Path) -> None:
    english = damaged(tmp_path / "en")
    assert "settings.json" in english[0] and "not valid JSON" in english[0]
    i18n.use(lang, catalogues())
    said = damaged(tmp_path / lang)
    for line, original in zip(said, english, strict=True):
        assert line and line != original and len(line) <= LIMIT and "\n" not in line, line
        assert not ENGLISH.search(line), line
    assert "settings.json" in said[1] and "statistics.json" in said[2]
    assert "operation not supported" in said[-1]  # the system's own words, in brackets


def test_a_damaged_settings_file_at_start_up_is_told_in_the_system_s_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from table.ui.app import open_app

    monkeypatch.setenv("LANGUAGE", "fr")
    where = locations(tmp_path)
    where.data_dir.mkdir(parents=True, exist_ok=True)
    where.settings_file.write_text("{not json")
    app = open_app(where, size=(960, 540), sound=False)
    assert app.notice.startswith("Les réglages étaient inutilisables : le fichier settings.json est abîmé")
    assert i18n.current() == "fr"
