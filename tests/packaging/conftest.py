"""Fixtures for the packaging scripts' tests: ``packaging/`` on the path, a fake one-folder build."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))


def make_bundle(folder: Path, extra: str | None = None) -> Path:
    """A small stand-in for ``dist/spooky-table/``: a program, libraries, a link, data."""
    (folder / "_internal" / "pygame_ce.libs").mkdir(parents=True)
    program = folder / "spooky-table"
    program.write_text("#!/bin/sh\necho spooky\n")
    program.chmod(0o755)
    library = folder / "_internal" / "pygame_ce.libs" / "libbar-1a2b.so.1"
    library.write_bytes(b"\x7fELF not really")
    library.chmod(0o755)
    (folder / "_internal" / "libbar-1a2b.so.1").symlink_to("pygame_ce.libs/libbar-1a2b.so.1")
    (folder / "_internal" / "card.svg").write_text("<svg/>")
    if extra:
        (folder / "_internal" / extra).write_text("only in this build")
    return folder


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    return make_bundle(tmp_path / "dist" / "spooky-table")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The Linux install tree and the Debian package are POSIX things: skip them on Windows."""
    if sys.platform != "win32":
        return
    why = pytest.mark.skip(reason="Linux packaging: symlinks, file modes, ELF libraries and dpkg")
    for item in items:
        if PACKAGING.parent / "tests" / "packaging" in Path(str(item.path)).parents:
            item.add_marker(why)
