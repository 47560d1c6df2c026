"""The message catalogues stay whole (`make test`): the shared catalogue and each game's
own. Every template holds its files' marked messages, every language translates every one
(nothing fuzzy), the compiled .mo files are current, GNU msgfmt's --check passes on every
.po, a message is in one place (shared, or its games'), and one English message is
translated one way in every catalogue (the program chains them)."""

from __future__ import annotations

import importlib.util
import io
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from table.core import i18n
from table.games import game_ids
from table.manifest import catalogues

ROOT = Path(__file__).resolve().parent.parent


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


def test_the_catalogues_are_whole() -> None:
    assert TOOL.problems() == []


def test_extraction_finds_the_words_builders_templates_and_the_menus() -> None:
    ids = {m.id for m in TOOL.template() if m.id}
    assert "You played {card}." in ids and "{name} played {card}." in ids  # Sentence: both forms
    assert ("({n} earlier thing happened.)", "({n} earlier things happened.)") in ids  # plurals
    assert {"Settings", "Quit to title", "Language", "Seats, clockwise"} <= ids  # N_ and _


def test_there_is_a_catalogue_for_every_game_in_its_own_folder() -> None:
    every = TOOL.catalogues()
    assert [c.domain for c in every] == [i18n.DOMAIN, *game_ids()]
    for catalogue in every[1:]:
        gid = catalogue.domain
        assert catalogue.template == ROOT / "table" / "games" / gid / "locale" / f"{gid}.pot"
        assert [m for m in TOOL.read(catalogue.template) if m.id], gid  # its prompts at least
    # the program speaks from the same files
    spoken = [(domain, Path(folder)) for domain, folder in catalogues()]
    assert spoken == [(c.domain, c.folder) for c in every]


def test_a_game_s_own_files_fill_its_catalogue_and_nothing_else_does() -> None:
    table = ROOT / "table"
    for gid in game_ids():
        assert TOOL.owner(table / "games" / gid / "words.py") == gid
        assert TOOL.owner(table / "ui" / "tables" / gid / "presenter.py") == gid
        assert TOOL.owner(table / "learn" / "lessons" / f"{gid}.py") == gid
        assert TOOL.owner(table / "learn" / "games" / f"{gid}_reasons.py") == gid
        assert TOOL.owner(table / "ai" / "heuristics" / f"{gid}.py") == gid
        assert TOOL.owner(table / "learn" / "games" / f"{gid}x.py") is None  # another name
    for shared in ("games/words.py", "learn/lessons/__init__.py", "ui/tables/base.py", "learn/reasons.py"):
        assert TOOL.owner(table / shared) is None
    assert all(TOOL.owner(path) is None for path in TOOL.sources() if "learn/lessons" not in str(path))


def test_a_message_shared_code_says_is_only_in_the_shared_catalogue() -> None:
    made = TOOL.templates()
    shared = {TOOL.key(m) for m in made[i18n.DOMAIN] if m.id}
    both = set()
    for gid in game_ids():
        own = {TOOL.key(m) for m in TOOL._extract(TOOL.own_files(gid), set()) if m.id}
        assert {TOOL.key(m) for m in made[gid] if m.id} == own - shared, gid
        both |= own & shared
    assert both  # such messages exist (a card's or a unit's word a shared file says too)


def test_a_message_translated_two_ways_is_found(tmp_path: Path) -> None:
    """The check behind ``problems``: the same message in two games' catalogues translated
    differently, or in the shared catalogue and a game's."""
    def catalogue(domain: str, entries: dict[str, str]) -> object:
        folder = tmp_path / domain
        for lang in TOOL.LANGUAGES:
            po = folder / lang / "LC_MESSAGES" / f"{domain}.po"
            po.parent.mkdir(parents=True)
            entries_text = "".join(f'msgid "{k}"\nmsgstr "{v}"\n\n' for k, v in entries.items())
            po.write_text(entries_text, encoding="utf-8")
        return TOOL.Catalogue(domain, folder, None if domain == i18n.DOMAIN else domain)

    every = [catalogue(i18n.DOMAIN, {"Settings": "Einstellungen"}),
             catalogue("one", {"Trick": "Stich", "Lead": "Ausspiel"}),
             catalogue("two", {"Trick": "Stich", "Lead": "Anspiel", "Settings": "Einstellungen"})]
    found = TOOL.disagreements(every)
    assert len(found) == 2 * len(TOOL.LANGUAGES)
    assert any("'Lead' is translated differently by one and two" in line for line in found)
    assert any("'Settings' is both shared and two's" in line for line in found)


def test_a_merge_keeps_ours_and_takes_what_theirs_changed() -> None:
    def po(entries: dict[str, str]) -> object:
        return TOOL.read_po(io.BytesIO("".join(
            f'msgid "{k}"\nmsgstr "{v}"\n\n' for k, v in entries.items()).encode()), locale="de")

    base = po({"Trick": "Stich", "Lead": "Ausspiel", "Seen by {names}": "Gesehen von {names}"})
    ours = po({"Trick": "Stich (neu)", "Lead": "Ausspiel"})  # split away one, changed one
    theirs = po({"Trick": "Stich", "Lead": "Anspiel", "Seen by {names}": "Gesehen von {names}",
                 "Pass": "Weitergeben"})  # changed one, added one
    got = {m.id: m.string for m in TOOL.merged(base, ours, theirs) if m.id}
    assert got == {"Trick": "Stich (neu)", "Lead": "Anspiel", "Pass": "Weitergeben"}


def _po_files() -> list[Path]:
    return [c.po(lang) for c in TOOL.catalogues() for lang in TOOL.LANGUAGES]


@pytest.mark.parametrize("po", _po_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_msgfmt_check_passes(po: Path) -> None:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        pytest.skip("GNU gettext's msgfmt is not installed (apt-get install gettext; .ci/run does)")
    done = subprocess.run([msgfmt, "--check", "-o", "/dev/null", str(po)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
