"""What the Windows and macOS builds carry besides the program, for ``packaging/spooky-table.spec``.

Windows: a version resource (Properties > Details shows the version, the product and the
copyright) for each of the two programs, the windowed ``spooky-table.exe`` and the
console ``spooky-table-cli.exe``, written as PyInstaller's version-file text (its
``VSVersionInfo`` classes need ``pefile``, a Windows-only build dependency).
macOS: the ``Info.plist`` entries of ``Spooky Table.app``. Both take the version from
``pyproject.toml`` (``install_tree.project_version``), like everything else.
"""

from __future__ import annotations

import re

import install_tree as tree

PRODUCT = "Spooky Table"
COPYRIGHT = "Copyright 2026 The Spooky Table developers (MIT licence)"
BUNDLE_ID = tree.APP_ID  # the same reverse-DNS id as the AppStream component
APP_NAME = f"{PRODUCT}.app"


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` (or ``"1.2.3rc1"``) as the four numbers Windows keeps: ``(1, 2, 3, 0)``."""
    release = re.match(r"\d+(\.\d+)*", version)
    if release is None:
        raise ValueError(f"version {version!r} does not start with a number")
    padded = [*(int(part) for part in release.group().split(".")[:4]), 0, 0, 0, 0][:4]
    return padded[0], padded[1], padded[2], padded[3]


def windows_version_file(version: str, exe_name: str, description: str) -> str:
    """PyInstaller's version-file text for ``exe_name`` (``EXE(version=<path of this text>)``)."""
    numbers = numeric_version(version)
    strings = {
        "CompanyName": "The Spooky Table developers",
        "FileDescription": description,
        "FileVersion": version,
        "InternalName": exe_name.removesuffix(".exe"),
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": exe_name,
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3F, flags=0x0,\n"
        "                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"  # US English, Unicode
        f"{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n"
    )


def mac_info_plist(version: str) -> dict[str, object]:
    """The entries ``BUNDLE(info_plist=...)`` adds to ``Spooky Table.app/Contents/Info.plist``."""
    return {
        "CFBundleDisplayName": PRODUCT,
        "CFBundleName": PRODUCT,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",
        "NSHighResolutionCapable": True,  # sharp on Retina screens, not upscaled
        "NSHumanReadableCopyright": COPYRIGHT,
    }
