"""The suite collects on Windows: nothing POSIX-only is imported at a test module's top level.

CI runs on Linux, so Windows is imitated: the whole suite is collected in a child Python
where the POSIX-only modules cannot be imported and the POSIX-only names of ``os`` and
``signal`` are gone. A test that needs them imports them inside itself and skips on
Windows with its reason (``tests/robustness``, ``tests/packaging``).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POSIX_MODULES = ("resource", "fcntl", "termios", "pwd", "grp", "posix_ipc")
POSIX_NAMES = {"os": ("mkfifo", "mknod", "getuid", "geteuid", "setsid", "killpg", "sysconf", "getpgid"),
               "signal": ("SIGALRM", "SIGKILL", "SIGHUP", "alarm", "setitimer")}

IMITATE_WINDOWS = f"""
import os, signal, subprocess, sys, tempfile
import hypothesis, platformdirs, pygame, pytest  # the libraries are not under test, the suite is
for name in {POSIX_MODULES!r}:
    sys.modules[name] = None  # an import now raises ImportError, as on Windows
for module, names in {POSIX_NAMES!r}.items():
    for name in names:
        if hasattr(sys.modules[module], name):
            delattr(sys.modules[module], name)
sys.exit(pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", "tests"]))
"""


def test_the_suite_collects_without_posix_only_modules() -> None:
    done = subprocess.run(
        [sys.executable, "-c", IMITATE_WINDOWS], cwd=ROOT, capture_output=True, text=True, timeout=600,
        env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    # "-q" twice (the suite's addopts and ours): one "<file>: <count>" line per test file
    counts = [int(count) for count in re.findall(r"^tests/\S+\.py: (\d+)$", done.stdout, re.MULTILINE)]
    assert len(counts) == len(list((ROOT / "tests").rglob("test_*.py"))), done.stdout[-2000:]
    assert sum(counts) > 2000, done.stdout[-2000:]


def test_the_imitation_would_catch_a_module_level_posix_import(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_posix.py").write_text("import resource\n\ndef test_x():\n    pass\n")
    done = subprocess.run(
        [sys.executable, "-c", IMITATE_WINDOWS], cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode != 0 and "resource" in done.stdout
