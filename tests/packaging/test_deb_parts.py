"""The Debian package's pure parts: Depends from objdump output, control, md5sums, sizes."""

from __future__ import annotations

import shutil
from pathlib import Path

import build_deb
import depends
import pytest

OBJDUMP_P = """
Dynamic Section:
  NEEDED               libm.so.6
  NEEDED               libSDL2-2-50d19f93.0.so.0.3200.10
  NEEDED               libc.so.6
  RUNPATH              $ORIGIN
"""
OBJDUMP_T = """
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.9)  pipe2
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.36) getauxval
0000000000000000      DF *UND*  0000000000000000  GLIBC_2.2.5 free
"""


def test_needed_and_the_glibc_floor_are_read_from_objdump() -> None:
    assert depends.needed(OBJDUMP_P) == ["libm.so.6", "libSDL2-2-50d19f93.0.so.0.3200.10", "libc.so.6"]
    assert depends.glibc_floor([OBJDUMP_T, "(GLIBC_2.34)"]) == "2.36"  # 2.36 > 2.9: numbers, not text
    assert depends.glibc_floor(["no versions here"]) is None


@pytest.mark.skipif(not all(map(shutil.which, ("objdump", "dpkg-query"))), reason="needs objdump and dpkg")
def test_a_real_program_needs_libc6_with_a_floor(tmp_path: Path) -> None:
    shutil.copy(shutil.which("true") or "/bin/true", tmp_path / "spooky-table")
    assert "libc.so.6" in depends.unshipped(tmp_path)
    needs = depends.depends(tmp_path)
    assert needs[0].startswith("libc6 (>= 2.") and needs[1:] == depends.ALWAYS


def test_control_fields() -> None:
    text = build_deb.control("1.0", "amd64", "https://example.org/", "A <a@b.c>", 1234, ["libc6 (>= 2.36)"])
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "spooky-table" and fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "1234" and fields["Depends"] == "libc6 (>= 2.36)"
    assert fields["Homepage"] == "https://example.org/" and fields["Section"] == "games"
    description = text.split("Description: ", 1)[1].splitlines()
    assert len(description[0]) <= 80
    assert all(line.startswith(" ") and len(line) <= 80 for line in description[1:])


def test_md5sums_and_installed_size_skip_the_control_folder(tmp_path: Path) -> None:
    (tmp_path / "DEBIAN").mkdir()
    (tmp_path / "DEBIAN" / "control").write_text("x" * 5000)
    (tmp_path / "usr" / "bin").mkdir(parents=True)
    (tmp_path / "usr" / "bin" / "a").write_bytes(b"hello")
    (tmp_path / "usr" / "bin" / "b").symlink_to("a")
    assert build_deb.md5sums(tmp_path) == "5d41402abc4b2a76b9719d911017c592  usr/bin/a\n"
    assert build_deb.installed_size(tmp_path) == 1 + 1 + 1 + 1  # usr, usr/bin, a (1 KiB), b


def test_gzip_is_reproducible() -> None:
    assert build_deb.gz("same text") == build_deb.gz("same text")
