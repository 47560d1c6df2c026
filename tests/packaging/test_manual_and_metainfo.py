"""The manual page, the AppStream metainfo and the Debian control say what the program does.

Checked against the program itself: every command ``spooky-table --help`` lists and every
option of each, every level a player can pick, the keys the table answers to, and a
date from the release. Without a homepage nothing names a web address.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import build_deb
import install_tree as tree
import pygame

from table.__main__ import SUBCOMMANDS, build_parser
from table.ui.intents import _KEYS
from table.ui.scenes.table_input import HELP_KEYS
from table.ui.settings_model import AI_LEVELS

MANUAL = build_deb.manual_page("9.8.7", "2026-12-03")
PLAIN = MANUAL.replace("\\-", "-").replace("\\fR", "").replace("\\fP", "")


def test_the_manual_carries_the_release_version_and_date() -> None:
    header = MANUAL.splitlines()[0]
    assert header == '.TH SPOOKY-TABLE 6 "2026-12-03" "Spooky Table 9.8.7" "Games"'
    assert "@" not in MANUAL


def test_the_manual_names_every_command_and_every_option() -> None:
    for command in SUBCOMMANDS:
        assert re.search(rf"^\.B[IR]* {re.escape(command)}\b", PLAIN, re.MULTILINE), command
        parser = build_parser(command)
        sub = next(a for a in parser._actions if a.dest == "command").choices[command]  # type: ignore[union-attr]
        for action in sub._actions:
            for option in action.option_strings:
                assert option in PLAIN, f"{command} {option}"
    for option in ("--data-dir", "--smoke", "--version", "--help"):
        assert option in PLAIN


def test_the_manual_and_the_metainfo_name_the_four_levels() -> None:
    names = [level.capitalize() for level in AI_LEVELS]
    assert names == ["Easy", "Normal", "Hard", "Expert"]
    assert "four levels" in MANUAL and all(f".B {name}" in MANUAL or f"{name} " in MANUAL for name in names)
    description = ET.fromstring(tree.metainfo("1.0", "2026-12-01", "")).find("description")
    assert description is not None
    words = " ".join(" ".join(part.itertext()) for part in description)
    assert "four levels" in words and all(name in words for name in names)
    assert "four levels (Easy," in build_deb.DESCRIPTION.replace("\n ", " ")


def test_the_manual_lists_the_keys_the_table_answers_to() -> None:
    keys = section(PLAIN, "KEYS")
    for code in _KEYS:
        name = {"return": "Enter", "enter": "Enter", "escape": "Esc", "space": "Space"}.get(
            pygame.key.name(code).lower(), pygame.key.name(code).upper()
        )
        if name not in ("BACKSPACE",):  # Backspace only edits a name field
            assert name in keys, name
    for letter in HELP_KEYS:
        assert f".B {letter.upper()}\n" in keys
    assert "Ctrl+Z" in keys and "Tab" in keys and "arrow keys" in keys


def section(text: str, name: str) -> str:
    return text.split(f".SH {name}\n", 1)[1].split("\n.SH ", 1)[0]


def test_without_a_homepage_no_web_address_is_named() -> None:
    root = ET.fromstring(tree.metainfo("1.0", "2026-12-01", ""))
    assert root.find("url") is None and root.find("screenshots") is None
    assert "http" not in tree.metainfo("1.0", "2026-12-01", "").split("<component", 1)[1]
    control = build_deb.control("1.0", "amd64", "", "A <a@b.c>", 1, ["libc6"])
    assert "Homepage:" not in control


def test_a_given_homepage_is_escaped_into_the_metainfo() -> None:
    root = ET.fromstring(tree.metainfo("1.0", "2026-12-01", "https://example.org/a?b=1&c=2/"))
    assert root.findtext("url") == "https://example.org/a?b=1&c=2/"
    assert root.findtext("screenshots/screenshot/image") == "https://example.org/a?b=1&c=2/screenshots/table.png"
