"""The installed tree: where each file goes, with which mode, and the menu entry's text."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath

import install_tree as tree
import pytest

TEMPLATE = (tree.PACKAGING / tree.DESKTOP_FILE).read_text(encoding="utf-8")


def test_exec_quotes_only_what_the_desktop_entry_spec_reserves() -> None:
    assert tree.exec_quote("/home/ann/.local/bin/spooky-table") == "/home/ann/.local/bin/spooky-table"
    assert tree.exec_quote("/home/Ann Lee/bin/st") == '"/home/Ann Lee/bin/st"'
    # A quoted `$` is escaped with a backslash, and every backslash is then doubled.
    assert tree.exec_quote("/opt/a$b/st") == '"/opt/a\\\\$b/st"'
    assert tree.exec_quote("/opt/100%/st") == "/opt/100%%/st"


def test_desktop_entry_runs_the_installed_command() -> None:
    entry = tree.desktop_entry(TEMPLATE, "/home/ann/.local/bin/spooky-table", "1.2.3")
    lines = entry.splitlines()
    command = "/home/ann/.local/bin/spooky-table"
    assert lines[:4] == ["[Desktop Entry]", "Type=Application", f"TryExec={command}", f"Exec={command}"]
    assert [line for line in lines if line.startswith("Exec=")] == ["Exec=/home/ann/.local/bin/spooky-table"]
    assert "Icon=spooky-table" in lines and lines[-1] == "X-Spooky-Table-Version=1.2.3"
    assert tree.desktop_entry(entry, "/usr/bin/spooky-table", "1.2.4").count("Exec=") == 2  # TryExec + Exec


def test_a_template_without_type_is_refused() -> None:
    with pytest.raises(ValueError, match="Type="):
        tree.desktop_entry("[Desktop Entry]\nName=X\n", "/usr/bin/x", "1")


def test_metainfo_names_the_desktop_entry_and_a_web_screenshot() -> None:
    root = ET.fromstring(tree.metainfo("1.0.0", "2026-12-01", "https://example.org/st/"))
    assert root.findtext("id") == tree.APP_ID
    assert root.findtext("launchable") == tree.DESKTOP_FILE
    assert root.findtext("url") == "https://example.org/st/"
    assert root.findtext("screenshots/screenshot/image") == "https://example.org/st/screenshots/table.png"
    release = root.find("releases/release")
    assert release is not None and release.attrib == {"version": "1.0.0", "date": "2026-12-01"}


def test_plan_places_the_program_the_command_the_entry_and_the_icons(bundle: Path) -> None:
    items = dict(tree.plan(bundle, "/opt/st", "1.0", "2026-12-01", tree.HOMEPAGE))
    program = items[PurePosixPath("/opt/st/lib/spooky-table/spooky-table")]
    library = items[PurePosixPath("/opt/st/lib/spooky-table/_internal/pygame_ce.libs/libbar-1a2b.so.1")]
    assert program == tree.Copy(bundle / "spooky-table", executable=True)
    assert isinstance(library, tree.Copy) and not library.executable  # a library needs no x bit
    assert items[PurePosixPath("/opt/st/lib/spooky-table/_internal/libbar-1a2b.so.1")] == tree.Link(
        "pygame_ce.libs/libbar-1a2b.so.1")
    assert items[PurePosixPath("/opt/st/bin/spooky-table")] == tree.Link("../lib/spooky-table/spooky-table")
    assert PurePosixPath("/opt/st/share/applications/spooky-table.desktop") in items
    icons = [path for path in items if path.parts[3:6] == ("share", "icons", "hicolor")]
    assert len(icons) == 8 and all(path.match("*/apps/spooky-table.png") for path in icons)
    data = [path for path in items if path.parts[3:5] == ("share", "spooky-table")]
    assert data == [], "<prefix>/share/spooky-table is the player's data folder"


def test_plan_refuses_a_relative_prefix_and_a_missing_build(bundle: Path, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="absolute"):
        tree.plan(bundle, "usr", "1.0", "2026-12-01", tree.HOMEPAGE)
    with pytest.raises(FileNotFoundError, match="make dist"):
        tree.plan(tmp_path / "nothing", "/usr", "1.0", "2026-12-01", tree.HOMEPAGE)


def test_write_reports_only_the_folders_it_created(bundle: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "usr" / "share").mkdir(parents=True)
    created = tree.write(tree.plan(bundle, "/usr", "1.0", "2026-12-01", tree.HOMEPAGE), root)
    assert PurePosixPath("/usr") not in created and PurePosixPath("/usr/share") not in created
    assert created.index(PurePosixPath("/usr/lib")) < created.index(PurePosixPath("/usr/lib/spooky-table"))
    launcher = root / "usr" / "bin" / "spooky-table"
    assert launcher.is_symlink()
    assert launcher.resolve() == (root / "usr/lib/spooky-table/spooky-table").resolve()
    assert os.access(launcher, os.X_OK)
    assert (root / "usr/share/applications/spooky-table.desktop").stat().st_mode & 0o777 == 0o644
