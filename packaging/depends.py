"""The Debian package's ``Depends``: the system libraries the one-folder program does not carry.

PyInstaller ships every library the program links against except the C library, so the
linked ones are found, not listed: each ELF file's ``NEEDED`` entries (``objdump -p``)
that no file in the bundle answers are looked up with ``ldconfig -p`` and mapped to their
Debian package with ``dpkg-query -S``. The C library gets a lower bound: the newest
``GLIBC_`` symbol version the bundle uses (``objdump -T``), which is the glibc release
that introduced it. Today that yields ``libc6 (>= 2.36)`` for a build on Debian 12.

SDL, inside the bundle, opens its window and sound libraries at run time (``dlopen``), so
no ``NEEDED`` entry shows them: a window needs X11 (``libx11-6``, ``libxext6``, also what
XWayland offers on a Wayland desktop), hence ``Depends``; cursors, full-screen modes,
the screen saver inhibitor and sound are optional to SDL, hence ``Recommends``.
``hicolor-icon-theme`` provides the icon theme's index, without which the menu icon is
not found.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

ALWAYS = ["libx11-6", "libxext6", "hicolor-icon-theme"]
RECOMMENDS = ["libasound2 | libpulse0", "libxcursor1", "libxi6", "libxrandr2", "libxss1", "libxfixes3"]


class DependsError(Exception):
    """A library the program needs that no installed Debian package provides."""


def run(command: list[str]) -> str:
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed(text: str) -> list[str]:
    """The ``NEEDED`` sonames in ``objdump -p`` output."""
    return re.findall(r"^\s*NEEDED\s+(\S+)", text, flags=re.MULTILINE)


def glibc_floor(texts: list[str]) -> str | None:
    """The newest ``GLIBC_x.y`` symbol version in ``objdump -T`` outputs, as ``"x.y"``."""
    versions = {tuple(int(part) for part in found.split(".")) for text in texts
                for found in re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)\b", text)}
    return ".".join(map(str, max(versions))) if versions else None


def unshipped(bundle: Path) -> set[str]:
    """Sonames the bundle's ELF files need and no file of the bundle provides."""
    shipped = {path.name for path in bundle.rglob("*")}
    wanted = {name for path in elf_files(bundle) for name in needed(run(["objdump", "-p", str(path)]))}
    return wanted - shipped


@cache
def library_paths() -> dict[str, str]:
    """soname -> path, from the dynamic linker's cache (first match: the native architecture)."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    paths: dict[str, str] = {}
    for match in re.finditer(r"^\s*(\S+) \(([^)]*)\) => (\S+)$", run([ldconfig, "-p"]), flags=re.MULTILINE):
        paths.setdefault(match[1], match[3])
    return paths


def package_of(soname: str) -> str:
    path = library_paths().get(soname)
    if path is None:
        raise DependsError(f"the program needs {soname}, which this system does not have")
    other = path.removeprefix("/usr") if path.startswith("/usr/") else "/usr" + path
    for candidate in (path, other):
        done = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False)
        if done.returncode == 0:
            return done.stdout.split(":", 1)[0].strip()
    raise DependsError(f"no installed Debian package ships {path} (needed: {soname})")


def depends(bundle: Path) -> list[str]:
    """The ``Depends`` entries for ``bundle``, sorted, ``libc6`` with its lower bound."""
    packages = {package_of(soname) for soname in unshipped(bundle)} | {"libc6"}
    floor = glibc_floor([run(["objdump", "-T", str(path)]) for path in elf_files(bundle)])
    entries = [f"libc6 (>= {floor})" if name == "libc6" and floor else name for name in sorted(packages)]
    return entries + [name for name in ALWAYS if name not in packages]
