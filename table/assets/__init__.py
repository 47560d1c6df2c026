"""The data the program reads at run time, kept inside the package so it travels with the code.

    table/assets/art/      the card art (SVG) and its manifest, written by tools/make_art.py
    table/assets/sounds/   the sound cues (Ogg Vorbis), written by tools/make_sounds.py
    table/assets/fonts/    Cabin Regular and Bold (SIL Open Font Licence 1.1)
    table/assets/rules/    each game's rules page, the in-app rules screen and the docs

Every folder is found next to this file, the same way from a source checkout, an
installed wheel (``pip install .``, ``pipx install .``: they are package data) and the
PyInstaller bundle (``packaging/spooky-table.spec`` places them at ``table/assets/``
under the bundle, where the frozen package's ``__file__`` points).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def art_dir() -> Path:
    """The card art and ``manifest.json``."""
    return ROOT / "art"


def sounds_dir() -> Path:
    """The sound cues."""
    return ROOT / "sounds"


def fonts_dir() -> Path:
    """The bundled fonts and their licence."""
    return ROOT / "fonts"


def rules_dir() -> Path:
    """The rules pages, ``<game id>.md``."""
    return ROOT / "rules"


def locale_dir() -> Path:
    """The shared message catalogue, ``<lang>/LC_MESSAGES/spooky.mo`` (each game's own is
    in its package, ``table.games.locale_dir``; ``table.manifest.catalogues`` names them all)."""
    return ROOT / "locale"
