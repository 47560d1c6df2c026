"""The Windows version resource and the macOS Info.plist the spec gives the programs.

They are built only on those systems (the release workflow); here their contents are
checked: the version-file text is the expression PyInstaller evaluates, with every
field filled from pyproject's version, and the plist has the bundle id's companions.
"""

from __future__ import annotations

import plistlib
from typing import Any

import install_tree as tree
import platform_build as pb
import pytest


def record(kind: str):  # type: ignore[no-untyped-def]
    return lambda *args, **kwargs: {"kind": kind, "args": args, **kwargs}


CLASSES = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo",
           "VarStruct")
PYINSTALLER_NAMES = {name: record(name) for name in CLASSES}


def test_numbers_of_a_version() -> None:
    assert pb.numeric_version("0.1.0") == (0, 1, 0, 0)
    assert pb.numeric_version("1.2.3.4.5") == (1, 2, 3, 4)
    assert pb.numeric_version("2.0rc1") == (2, 0, 0, 0)
    with pytest.raises(ValueError):
        pb.numeric_version("dev")


def test_the_version_file_is_what_pyinstaller_evaluates() -> None:
    version = tree.project_version()
    text = pb.windows_version_file(version, "spooky-table-cli.exe", "Spooky Table (command line)")
    info: dict[str, Any] = eval(text, {"__builtins__": {}}, PYINSTALLER_NAMES)  # the way PyInstaller reads it
    fixed = info["ffi"]
    assert fixed["filevers"] == fixed["prodvers"] == pb.numeric_version(version)
    strings = {s["args"][0]: s["args"][1] for s in info["kids"][0]["args"][0][0]["args"][1]}
    assert strings["ProductVersion"] == strings["FileVersion"] == version
    assert strings["OriginalFilename"] == "spooky-table-cli.exe" and strings["ProductName"] == "Spooky Table"
    assert strings["FileDescription"] == "Spooky Table (command line)"
    assert info["kids"][1]["args"][0][0]["args"] == ("Translation", [1033, 1200])


def test_the_app_bundle_plist_is_valid_and_high_resolution() -> None:
    entries = pb.mac_info_plist("1.2.3")
    assert entries["NSHighResolutionCapable"] is True
    assert entries["CFBundleShortVersionString"] == entries["CFBundleVersion"] == "1.2.3"
    assert pb.BUNDLE_ID == tree.APP_ID == "org.spookytable.SpookyTable"
    assert plistlib.loads(plistlib.dumps(entries)) == entries

