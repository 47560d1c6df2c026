"""The files of an installed Spooky Table: one plan for ``make install`` and ``make deb``.

Both install the one-folder program (``dist/spooky-table/``) the same way under a prefix:

    <prefix>/lib/spooky-table/            the program folder, as PyInstaller built it
    <prefix>/bin/spooky-table             a relative symlink to the program in that folder
    <prefix>/share/applications/spooky-table.desktop
    <prefix>/share/icons/hicolor/<size>/apps/spooky-table.png
    <prefix>/share/metainfo/<APP_ID>.metainfo.xml

``plan`` says what goes where (pure: no file is written); ``write`` carries a plan out
under a root folder and reports every directory it had to create, so an uninstall can
remove exactly what was written. The Debian package adds its own files to the same plan
(``build_deb.py``). Run with Python 3.11+; the standard library only.
"""

from __future__ import annotations

import os
import re
import shutil
import string
import subprocess
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from xml.sax.saxutils import escape

PACKAGING = Path(__file__).resolve().parent
SOURCE_ROOT = PACKAGING.parent
NAME = "spooky-table"
# The AppStream component id (reverse-DNS, as AppStream wants for desktop applications).
APP_ID = "org.spookytable.SpookyTable"
DESKTOP_FILE = f"{NAME}.desktop"
VERSION_KEY = "X-Spooky-Table-Version"  # the program's version in the desktop entry
# Where the project is published: the metainfo's homepage, with its screenshot expected
# at <HOMEPAGE>/screenshots/table.png (AppStream takes only web addresses for images).
# The project has none yet, so a default build names none: `make deb HOMEPAGE=https://...`
# adds the homepage, the screenshot and the package's Homepage field.
HOMEPAGE = ""


@dataclass(frozen=True)
class Copy:
    """A file copied from ``source``, executable when ``executable``."""

    source: Path
    executable: bool = False


@dataclass(frozen=True)
class Text:
    """A file written from ``content`` (UTF-8) or raw ``data``."""

    content: str = ""
    data: bytes | None = None

    def payload(self) -> bytes:
        return self.content.encode("utf-8") if self.data is None else self.data


@dataclass(frozen=True)
class Link:
    """A symbolic link pointing at ``target`` (relative to the link's folder)."""

    target: str


Item = Copy | Text | Link
Plan = list[tuple[PurePosixPath, Item]]


def project_version(pyproject: Path = SOURCE_ROOT / "pyproject.toml") -> str:
    """The one version: ``[project] version`` in ``pyproject.toml``."""
    version = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    if not isinstance(version, str):
        raise ValueError(f"{pyproject}: [project] version must be a string")
    return version


def release_date() -> str:
    """The date of this release (``SOURCE_DATE_EPOCH``, else the last commit, else today)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch is None:
        try:
            done = subprocess.run(
                ["git", "-C", str(SOURCE_ROOT), "log", "-1", "--format=%ct"],
                capture_output=True, text=True, check=True,
            )
            epoch = done.stdout.strip() or None
        except (OSError, subprocess.CalledProcessError):
            epoch = None
    moment = datetime.fromtimestamp(int(epoch), UTC) if epoch else datetime.now(UTC)
    return moment.strftime("%Y-%m-%d")


def exec_quote(path: str) -> str:
    """``path`` as one argument of a desktop entry's ``Exec=`` (quoted when it must be)."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    quoted = path
    if reserved & set(path):
        quoted = '"' + re.sub(r'(["`$\\])', r"\\\1", path) + '"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def desktop_entry(template: str, launcher: str, version: str) -> str:
    """The desktop entry: ``template`` with ``Exec``/``TryExec`` at ``launcher`` and the version."""
    lines: list[str] = []
    for line in template.splitlines():
        if line.startswith(("Exec=", "TryExec=", f"{VERSION_KEY}=")):
            continue
        lines.append(line)
        if line.startswith("Type="):
            lines += [f"TryExec={launcher}", f"Exec={exec_quote(launcher)}"]
    if not any(line.startswith("Exec=") for line in lines):
        raise ValueError("the desktop entry template has no Type= line to put Exec= after")
    lines.append(f"{VERSION_KEY}={version}")
    return "\n".join(lines) + "\n"


SCREENSHOT_CAPTION = "Dodge the Dragon against three computer opponents: your turn to follow the colour led"


def web_part(homepage: str) -> str:
    """The metainfo's homepage and screenshot (both web addresses), or nothing without a homepage."""
    if not homepage:
        return ""
    home = escape(homepage.rstrip("/"))
    return (
        f'\n  <url type="homepage">{home}/</url>\n  <screenshots>\n'
        f'    <screenshot type="default">\n      <caption>{SCREENSHOT_CAPTION}</caption>\n'
        f"      <image>{home}/screenshots/table.png</image>\n    </screenshot>\n  </screenshots>"
    )


def metainfo(version: str, date: str, homepage: str) -> str:
    """The AppStream metainfo: ``packaging/spooky-table.metainfo.xml`` filled in."""
    text = (PACKAGING / "spooky-table.metainfo.xml").read_text(encoding="utf-8")
    text = "".join(line for line in text.splitlines(keepends=True) if not line.startswith("<!--"))
    return string.Template(text).substitute(
        app_id=APP_ID, desktop_file=DESKTOP_FILE, version=version, date=date, web=web_part(homepage),
    )


def bundle_items(bundle: Path, into: PurePosixPath) -> Plan:
    """Every file and link of the one-folder program, placed under ``into``."""
    if not (bundle / NAME).is_file():
        raise FileNotFoundError(f"{bundle / NAME} is missing: build the program with `make dist` first")
    items: Plan = []
    for path in sorted(bundle.rglob("*")):
        where = into / path.relative_to(bundle).as_posix()
        if path.is_symlink():
            items.append((where, Link(os.readlink(path))))
        elif path.is_file():
            # Only programs keep the executable bit: shared libraries need none.
            program = os.access(path, os.X_OK) and ".so" not in path.name
            items.append((where, Copy(path, executable=program)))
    return items


def icon_items(share: PurePosixPath) -> Plan:
    """The hicolor icons of ``packaging/icons``."""
    icons = PACKAGING / "icons" / "hicolor"
    return [
        (share / "icons" / "hicolor" / path.relative_to(icons).as_posix(), Copy(path))
        for path in sorted(icons.rglob(f"{NAME}.png"))
    ]


def plan(bundle: Path, prefix: str, version: str, date: str, homepage: str) -> Plan:
    """What an install under ``prefix`` (an absolute path, e.g. ``/usr``) consists of."""
    root = PurePosixPath(prefix)
    if not root.is_absolute():
        raise ValueError(f"PREFIX must be an absolute path, not {prefix!r}")
    share = root / "share"
    launcher = root / "bin" / NAME
    template = (PACKAGING / DESKTOP_FILE).read_text(encoding="utf-8")
    items = bundle_items(bundle, root / "lib" / NAME)
    items.append((launcher, Link(f"../lib/{NAME}/{NAME}")))
    entry = desktop_entry(template, str(launcher), version)
    items.append((share / "applications" / DESKTOP_FILE, Text(entry)))
    items += icon_items(share)
    items.append((share / "metainfo" / f"{APP_ID}.metainfo.xml", Text(metainfo(version, date, homepage))))
    return items


def under(root: Path, path: PurePosixPath) -> Path:
    """``path`` (absolute, as installed) inside the staging folder ``root``."""
    return root / path.relative_to("/")


def write(
    items: Iterable[tuple[PurePosixPath, Item]], root: Path, created: list[PurePosixPath] | None = None
) -> list[PurePosixPath]:
    """Write ``items`` under ``root``; return the folders created, outermost first.

    ``created`` (when given) is filled as the folders are made, so a caller still knows
    them when writing fails half way.
    """
    created = [] if created is None else created
    for path, item in items:
        target = under(root, path)
        missing = [parent for parent in (path, *path.parents) if not under(root, parent).exists()][1:]
        for folder in reversed(missing):
            under(root, folder).mkdir(mode=0o755)
            created.append(folder)
        if isinstance(item, Link):
            target.symlink_to(item.target)
        elif isinstance(item, Copy):
            shutil.copyfile(item.source, target)
            target.chmod(0o755 if item.executable else 0o644)
        else:
            target.write_bytes(item.payload())
            target.chmod(0o644)
    return created


if __name__ == "__main__":
    import sys

    if sys.argv[1:] != ["version"]:
        sys.exit("usage: python3 packaging/install_tree.py version")
    print(project_version())
