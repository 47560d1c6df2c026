"""``make deb``: the Debian package ``dist/spooky-table_<version>_<arch>.deb`` from the one-folder program.

    python3 packaging/build_deb.py --bundle dist/spooky-table --out dist [--homepage URL]
        [--maintainer 'Name <email>']

The package holds the same tree as ``make install`` under ``/usr`` (``install_tree.plan``:
the program folder in ``/usr/lib/spooky-table``, ``/usr/bin/spooky-table``, the desktop
entry, the hicolor icons, the AppStream metainfo) plus what Debian asks of a package: the
copyright file, a changelog, a manual page, lintian overrides for what a PyInstaller
bundle is by design, and the screenshot the metainfo names, rendered by the program itself.

``Depends`` is worked out from the bundle (``depends.py``). The archive is built with
``dpkg-deb --root-owner-group``, so it needs no root and no fakeroot.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path, PurePosixPath

import depends
import install_tree as tree

DEB = tree.PACKAGING / "deb"
DOC = PurePosixPath("/usr/share/doc") / tree.NAME
SCREENSHOT = PurePosixPath("/usr/share") / tree.NAME / "screenshots" / "table.png"
SCREENSHOT_ARGS = ["--game", "dragon", "--seats", "human,ai,ai,ai", "--seed", "3", "--actions", "5",
                   "--size", "1280x720"]
DEFAULT_MAINTAINER = "The Spooky Table developers <maintainers@spooky-table.invalid>"
SUMMARY = "five spooky card games at one table, against the computer or hot-seat"
DESCRIPTION = """\
 Spooky Table is a card table for five small card games: Munch, Crunch,
 Scrunch!; Critter Poker Royal; Vamp on the Batwalk; Snow Monster Battle and
 Dodge the Dragon. Play solo against computer opponents at four levels (Easy,
 Normal, Hard and Expert), or pass one computer around the family, with a
 hand-over screen that keeps every hand private. Every move is saved at once, so
 a game is never lost.
 .
 The program is a self-contained build: it brings its own Python and pygame-ce."""


def gz(text: str) -> bytes:
    """``text`` gzipped as Debian wants it: best compression, no name or time stamp."""
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def changelog(version: str, maintainer: str) -> str:
    date = tree.release_date()
    moment = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=UTC)
    return (
        f"{tree.NAME} ({version}) unstable; urgency=medium\n\n"
        f"  * Spooky Table {version}, packaged from its standalone one-folder build.\n\n"
        f" -- {maintainer}  {format_datetime(moment)}\n"
    )


def manual_page(version: str, date: str) -> str:
    """The manual page, ``spooky-table.6``, with the release's version and date filled in."""
    text = (DEB / f"{tree.NAME}.6").read_text(encoding="utf-8")
    return text.replace("@VERSION@", version).replace("@DATE@", date)


def render_screenshot(bundle: Path, out: Path) -> None:
    """Render the metainfo's screenshot with the built program itself (headless)."""
    env = {"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HOME": str(out.parent)}
    subprocess.run([str(bundle / tree.NAME), "screenshot", *SCREENSHOT_ARGS, "--out", str(out)],
                   check=True, env=env, stdout=subprocess.DEVNULL)


def package_items(bundle: Path, version: str, homepage: str, maintainer: str, shot: Path) -> tree.Plan:
    """Everything the package installs: the shared tree plus Debian's own files."""
    items = tree.plan(bundle, "/usr", version, tree.release_date(), homepage)
    manual = manual_page(version, tree.release_date())
    items += [
        (DOC / "copyright", tree.Copy(DEB / "copyright")),
        (DOC / "changelog.gz", tree.Text(data=gz(changelog(version, maintainer)))),
        (PurePosixPath("/usr/share/man/man6") / f"{tree.NAME}.6.gz", tree.Text(data=gz(manual))),
        (PurePosixPath("/usr/share/lintian/overrides") / tree.NAME, tree.Copy(DEB / "lintian-overrides")),
        (SCREENSHOT, tree.Copy(shot)),
    ]
    return items


def control(version: str, arch: str, homepage: str, maintainer: str, size_kib: int, needs: list[str]) -> str:
    """The package's ``DEBIAN/control``."""
    return (
        f"Package: {tree.NAME}\nVersion: {version}\nArchitecture: {arch}\n"
        f"Maintainer: {maintainer}\nInstalled-Size: {size_kib}\n"
        f"Depends: {', '.join(needs)}\nRecommends: {', '.join(depends.RECOMMENDS)}\n"
        f"Section: games\nPriority: optional\n"
        + (f"Homepage: {homepage.rstrip('/')}/\n" if homepage else "")
        + f"Description: {SUMMARY}\n{DESCRIPTION}\n"
    )


def installed_size(root: Path) -> int:
    """Installed-Size in KiB, as dpkg-gencontrol counts it (each file rounded up, links and folders 1)."""
    total = 0
    for path in root.rglob("*"):
        if "DEBIAN" in path.relative_to(root).parts:
            continue
        total += 1 if path.is_symlink() or path.is_dir() else -(-path.stat().st_size // 1024)
    return total


def md5sums(root: Path) -> str:
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] != "DEBIAN" and path.is_file() and not path.is_symlink():
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    return "".join(lines)


def build(bundle: Path, out: Path, homepage: str, maintainer: str) -> Path:
    os.umask(0o022)  # every folder 0755, as dpkg-deb and lintian want
    version = tree.project_version()
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    staging = tree.SOURCE_ROOT / "build" / "deb"
    shutil.rmtree(staging, ignore_errors=True)
    root = staging / "root"
    root.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as scratch:
        shot = Path(scratch) / "table.png"
        render_screenshot(bundle, shot)
        tree.write(package_items(bundle, version, homepage, maintainer, shot), root)
    meta = root / "DEBIAN"
    meta.mkdir(mode=0o755)
    fields = control(version, arch, homepage, maintainer, installed_size(root), depends.depends(bundle))
    (meta / "control").write_text(fields, encoding="utf-8")
    (meta / "md5sums").write_text(md5sums(root), encoding="utf-8")
    for name in ("control", "md5sums"):
        (meta / name).chmod(0o644)
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{tree.NAME}_{version}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build_deb.py", description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=tree.SOURCE_ROOT / "dist" / tree.NAME)
    parser.add_argument("--out", type=Path, default=tree.SOURCE_ROOT / "dist")
    parser.add_argument("--homepage", default=tree.HOMEPAGE)
    parser.add_argument("--maintainer", default=DEFAULT_MAINTAINER)
    args = parser.parse_args(argv)
    missing = [tool for tool in ("dpkg-deb", "dpkg", "objdump") if shutil.which(tool) is None]
    if missing:
        print(f"build_deb.py: needs {', '.join(missing)} (Debian packages dpkg, binutils)", file=sys.stderr)
        return 1
    try:
        deb = build(args.bundle, args.out, args.homepage, args.maintainer)
    except (FileNotFoundError, subprocess.CalledProcessError, depends.DependsError) as error:
        print(f"build_deb.py: {error}", file=sys.stderr)
        return 1
    print(f"built {deb}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
