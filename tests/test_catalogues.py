"""The message catalogues stay whole (`make test`): the template holds every marked
message, every language translates every one (nothing fuzzy), the compiled .mo files are
current, and GNU msgfmt's --check passes on every .po."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_catalogues_are_whole() -> None:
    assert _tool().problems() == []


def test_extraction_finds_the_words_builders_templates_and_the_menus() -> None:
    ids = {m.id for m in _tool().template() if m.id}
    assert "You played {card}." in ids and "{name} played {card}." in ids  # Sentence: both forms
    assert ("({n} earlier thing happened.)", "({n} earlier things happened.)") in ids  # plurals
    assert {"Settings", "Quit to title", "Language", "Seats, clockwise"} <= ids  # N_ and _


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_msgfmt_check_passes(lang: str) -> None:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        pytest.skip("GNU gettext's msgfmt is not installed (apt-get install gettext; .ci/run does)")
    po = ROOT / "table" / "assets" / "locale" / lang / "LC_MESSAGES" / "spooky.po"
    done = subprocess.run([msgfmt, "--check", "-o", "/dev/null", str(po)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
