"""Everything in ``table/assets/`` is package data, so a wheel (pip, pipx) carries all of it.

``packaging/check-wheel.sh`` (CI) proves it end to end by installing the wheel and running
``--smoke``; this is the quick check that a file added to ``table/assets`` is matched by a
pattern in ``pyproject.toml`` and that the spec bundles each of its folders.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import table.assets as package_assets

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "table" / "assets"


def test_every_asset_file_is_matched_by_a_package_data_pattern() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["table.assets"]
    matched = {path for pattern in patterns for path in ASSETS.glob(pattern) if path.is_file()}
    files = {
        path for path in ASSETS.rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts
    }
    assert files - matched == set()
    assert len(files) > 350  # about 300 SVGs, 55 cues, the fonts and the rules pages


def test_the_folders_the_program_reads_are_the_ones_bundled() -> None:
    spec = (ROOT / "packaging" / "spooky-table.spec").read_text(encoding="utf-8")
    folders = [package_assets.art_dir(), package_assets.sounds_dir(), package_assets.fonts_dir(),
               package_assets.rules_dir(), package_assets.locale_dir()]
    for folder in folders:
        assert folder.parent == ASSETS and folder.is_dir()
        assert f'"{folder.name}"' in spec.split("for part in (", 1)[1].split(")", 1)[0]


def test_every_game_s_catalogue_is_package_data_and_bundled() -> None:
    """Each game's own message catalogues (``table/games/<id>/locale/``) are matched by the
    ``table.games`` patterns, bundled by the spec's glob, and what ``--smoke`` checks for
    (so check-wheel and dist-smoke fail on a build that lost one)."""
    from table.manifest import catalogues
    from table.ui.smoke import compiled_catalogues

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["table.games"]
    games = ROOT / "table" / "games"
    matched = {path for pattern in patterns for path in games.glob(pattern) if path.is_file()}
    files = {path for path in games.glob("*/locale/**/*") if path.is_file()}
    assert files and files - matched == set()
    wanted = compiled_catalogues()
    assert {path.parent.parent.parent for path in wanted} == {Path(folder) for _, folder in catalogues()}
    assert all(path.is_file() for path in wanted) and set(wanted) - files == {
        path for path in wanted if ASSETS in path.parents}
    spec = (ROOT / "packaging" / "spooky-table.spec").read_text(encoding="utf-8")
    assert '"table", "games", game, "locale"' in spec
