"""The desktop entry and the AppStream metainfo speak every language the program speaks.

Each of German, French and Spanish has the entry's GenericName and Comment, and the
metainfo's summary, every paragraph and every list item of the description (an
``xml:lang`` copy after each English one). Where the validators are installed, the
entry passes ``desktop-file-validate`` and the filled-in metainfo ``appstreamcli validate``.
"""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import install_tree as tree
import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
DESKTOP = ROOT / "packaging" / "spooky-table.desktop"
LANGUAGES = ("de", "fr", "es")
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_the_desktop_entry_is_translated() -> None:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    keys = dict(line.split("=", 1) for line in lines if "=" in line)
    for lang in LANGUAGES:
        for key in ("GenericName", "Comment", "Keywords"):
            said = keys.get(f"{key}[{lang}]", "")
            assert said and said != keys[key], f"{key}[{lang}]"


def test_every_part_of_the_metainfo_description_is_translated() -> None:
    root = ET.fromstring(tree.metainfo("1.0", "2026-12-01", ""))
    summaries = {element.get(LANG) for element in root.findall("summary")}
    assert summaries == {None, *LANGUAGES}
    description = root.find("description")
    assert description is not None
    for parent in (description, *description.findall("ul")):
        parts = [part for part in parent if part.tag in ("p", "li")]
        english = [index for index, part in enumerate(parts) if part.get(LANG) is None]
        assert english
        for index in english:
            following = [part.get(LANG) for part in parts[index + 1 : index + 1 + len(LANGUAGES)]]
            assert following == list(LANGUAGES), (parts[index].text or "").strip()[:40]
            for part in parts[index + 1 : index + 1 + len(LANGUAGES)]:
                assert " ".join(part.itertext()).strip() != " ".join(parts[index].itertext()).strip()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-validate")
def test_the_desktop_entry_validates() -> None:
    command = ["desktop-file-validate", str(DESKTOP)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_the_metainfo_validates(tmp_path: Path) -> None:
    path = tmp_path / f"{tree.APP_ID}.metainfo.xml"
    path.write_text(tree.metainfo("1.0", "2026-12-01", ""), encoding="utf-8")
    command = ["appstreamcli", "validate", "--no-net", str(path)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
