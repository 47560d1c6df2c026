"""``make install`` / ``make uninstall``: exactly what install wrote goes, and nothing else."""

from __future__ import annotations

import shutil
from pathlib import Path, PurePosixPath

import install_tree as tree
import pytest
import user_install

from tests.packaging.conftest import make_bundle

PREFIX = PurePosixPath("/home/ann/.local")


def everything(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*"))


def test_uninstall_leaves_the_staging_folder_empty(bundle: Path, tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    stage.mkdir()
    written = user_install.install(bundle, PREFIX, stage, "https://example.org")
    assert (stage / "home/ann/.local/bin/spooky-table").is_symlink()
    assert (stage / "home/ann/.local/lib/spooky-table" / user_install.MANIFEST).is_file()
    program = [path for path in bundle.rglob("*") if not path.is_dir() or path.is_symlink()]
    assert len(written) == len(program) + 1 + 1 + 8 + 1  # the command, entry, icons, metainfo
    user_install.uninstall(PREFIX, stage)
    assert everything(stage) == []


def test_settings_saves_and_other_programs_stay(bundle: Path, tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    kept = [stage / "home/ann/.local/share/spooky-table/autosave.json",
            stage / "home/ann/.config/spooky-table/settings.json",
            stage / "home/ann/.local/share/applications/other.desktop",
            stage / "home/ann/.local/share/icons/hicolor/48x48/apps/other.png"]
    for path in kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("mine")
    before = everything(stage)
    user_install.install(bundle, PREFIX, stage, "https://example.org")
    user_install.uninstall(PREFIX, stage)
    assert everything(stage) == before
    assert all(path.read_text() == "mine" for path in kept)


def test_installing_again_drops_files_the_new_build_no_longer_has(tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    stage.mkdir()
    old = make_bundle(tmp_path / "old", extra="retired.txt")
    user_install.install(old, PREFIX, stage, "https://example.org")
    retired = stage / "home/ann/.local/lib/spooky-table/_internal/retired.txt"
    assert retired.exists()
    user_install.install(make_bundle(tmp_path / "new"), PREFIX, stage, "https://example.org")
    assert not retired.exists()
    user_install.uninstall(PREFIX, stage)
    assert everything(stage) == []


def test_a_file_not_from_an_install_is_never_overwritten(bundle: Path, tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    theirs = stage / "home/ann/.local/bin/spooky-table"
    theirs.parent.mkdir(parents=True)
    theirs.write_text("#!/bin/sh\n# installed by pip\n")
    before = everything(stage)
    with pytest.raises(user_install.InstallError, match="not from an earlier install"):
        user_install.install(bundle, PREFIX, stage, "https://example.org")
    assert everything(stage) == before and "pip" in theirs.read_text()


def test_a_program_folder_without_a_manifest_is_left_alone(bundle: Path, tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    (stage / "home/ann/.local/lib/spooky-table").mkdir(parents=True)
    with pytest.raises(user_install.InstallError, match="no install manifest"):
        user_install.install(bundle, PREFIX, stage, "https://example.org")


def test_uninstall_of_nothing_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert user_install.uninstall(PREFIX, tmp_path) == 0
    assert "not installed" in capsys.readouterr().out


def test_a_missing_build_is_one_clear_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = user_install.main(["install", "--bundle", str(tmp_path / "none"), "--prefix", "/p",
                              "--destdir", str(tmp_path)])
    assert code == 1
    assert "make dist" in capsys.readouterr().err
    assert everything(tmp_path) == []


def test_a_failed_install_takes_back_what_it_wrote(
    bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stage = tmp_path / "stage"
    (stage / "home/ann/.local/share/spooky-table").mkdir(parents=True)
    before = everything(stage)
    copied: list[str] = []
    real_copy = shutil.copyfile

    def copy_until_the_disk_is_full(source: Path, target: Path) -> None:
        if len(copied) == 3:
            raise OSError(28, "No space left on device")
        copied.append(str(target))
        real_copy(source, target)

    monkeypatch.setattr(tree.shutil, "copyfile", copy_until_the_disk_is_full)
    with pytest.raises(user_install.InstallError, match="nothing is left installed"):
        user_install.install(bundle, PREFIX, stage, "https://example.org")
    assert len(copied) == 3 and everything(stage) == before
