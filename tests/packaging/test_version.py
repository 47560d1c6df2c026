"""One version everywhere: pyproject.toml, --version, the window title, the desktop entry,
the metainfo, the Debian control file and changelog."""

from __future__ import annotations

import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath

import build_deb
import install_tree as tree
import pytest

from table.__main__ import main
from table.version import version, version_from_pyproject, window_title

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_version_comes_from_pyproject() -> None:
    assert version() == PYPROJECT == tree.project_version()
    assert window_title() == "Spooky Table" and PYPROJECT not in window_title()  # no version in the title


def test_dash_dash_version_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"spooky-table {PYPROJECT}\n"


def test_another_projects_or_a_broken_pyproject_is_not_read(tmp_path: Path) -> None:
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "other"\nversion = "9.9"\n')
    assert version_from_pyproject(other) is None
    other.write_text("[project\nname = ")
    assert version_from_pyproject(other) is None
    assert version_from_pyproject(tmp_path / "missing.toml") is None
    other.write_text('[project]\nname = "spooky-table"\nversion = "2.0.1"\n')
    assert version_from_pyproject(other) == "2.0.1"


def test_desktop_entry_metainfo_and_package_agree(bundle: Path) -> None:
    items = dict(tree.plan(bundle, "/usr", PYPROJECT, "2026-12-01", tree.HOMEPAGE))
    entry = items[PurePosixPath("/usr/share/applications/spooky-table.desktop")]
    assert isinstance(entry, tree.Text)
    assert f"\n{tree.VERSION_KEY}={PYPROJECT}\n" in entry.content
    metainfo = items[PurePosixPath(f"/usr/share/metainfo/{tree.APP_ID}.metainfo.xml")]
    assert isinstance(metainfo, tree.Text)
    release = ET.fromstring(metainfo.content).find("releases/release")
    assert release is not None and release.get("version") == PYPROJECT
    control = build_deb.control(PYPROJECT, "amd64", tree.HOMEPAGE, "A <a@b.c>", 10, ["libc6"])
    assert f"\nVersion: {PYPROJECT}\n" in control
    assert build_deb.changelog(PYPROJECT, "A <a@b.c>").startswith(f"spooky-table ({PYPROJECT}) ")
