"""``make install`` / ``make uninstall``: Spooky Table for one user, like any desktop program.

    python3 packaging/user_install.py install   --bundle dist/spooky-table --prefix ~/.local [--destdir D]
    python3 packaging/user_install.py uninstall --prefix ~/.local [--destdir D]

Install writes the files of ``install_tree.plan`` under ``DESTDIR`` + ``PREFIX`` and a
manifest of everything it wrote (files, links, the folders it had to create, and the
menu caches it created), kept in the program folder. Uninstall removes exactly those and
nothing else: never the player's settings, saves or statistics, which live elsewhere
(``~/.config/spooky-table``, ``~/.local/share/spooky-table``). Installing again over an
earlier install first removes the earlier one, so no stale file stays behind. With no
``DESTDIR`` the menu caches are refreshed (``update-desktop-database``,
``gtk-update-icon-cache``) when those tools are present; with one (staging for a
package) they are not touched.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

import install_tree as tree

MANIFEST = "installed-files.json"  # in <prefix>/lib/spooky-table/


class InstallError(Exception):
    """A refusal with a short reason; nothing has been changed."""


def manifest_path(prefix: PurePosixPath) -> PurePosixPath:
    return prefix / "lib" / tree.NAME / MANIFEST


def caches(prefix: PurePosixPath) -> list[tuple[PurePosixPath, list[str]]]:
    """The menu caches under ``prefix``: (cache file, command that rebuilds it)."""
    applications = prefix / "share" / "applications"
    hicolor = prefix / "share" / "icons" / "hicolor"
    return [
        (applications / "mimeinfo.cache", ["update-desktop-database", "-q", str(applications)]),
        (hicolor / "icon-theme.cache", ["gtk-update-icon-cache", "-f", "-t", "-q", str(hicolor)]),
    ]


def refresh_caches(prefix: PurePosixPath) -> list[PurePosixPath]:
    """Rebuild the menu caches whose tools are present; return the cache files this created."""
    created: list[PurePosixPath] = []
    for cache, command in caches(prefix):
        if shutil.which(command[0]) is None or not Path(command[-1]).is_dir():
            continue
        existed = Path(cache).exists()
        subprocess.run(command, check=False)
        if not existed and Path(cache).exists():
            created.append(cache)
    return created


def read_manifest(root: Path, prefix: PurePosixPath) -> dict[str, list[str]] | None:
    path = tree.under(root, manifest_path(prefix))
    if not path.exists():
        return None
    try:
        loaded = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise InstallError(f"{path} cannot be read ({error}); remove the install by hand") from error
    return {key: [str(item) for item in loaded.get(key, [])] for key in ("files", "folders", "caches")}


def install(bundle: Path, prefix: PurePosixPath, root: Path, homepage: str) -> list[PurePosixPath]:
    """Install under ``root`` + ``prefix``; return the paths written."""
    items = tree.plan(bundle, str(prefix), tree.project_version(), tree.release_date(), homepage)
    old = read_manifest(root, prefix)
    if old is None and tree.under(root, prefix / "lib" / tree.NAME).exists():
        raise InstallError(
            f"{tree.under(root, prefix / 'lib' / tree.NAME)} exists but has no install manifest: "
            "it was not installed by `make install`; move it away first"
        )
    owned = set(old["files"]) if old else set()
    clashes = [
        str(tree.under(root, path)) for path, _ in items
        if str(path) not in owned and os.path.lexists(tree.under(root, path))
    ]
    if clashes:
        raise InstallError("these files exist and are not from an earlier install: " + ", ".join(clashes))
    if old is not None:
        uninstall(prefix, root, quiet=True)
    folders: list[PurePosixPath] = []
    try:
        tree.write(items, root, folders)
    except OSError as error:  # a full disk, a read-only folder: take back what was written
        remove([str(path) for path, _ in items], [str(folder) for folder in folders], root)
        raise InstallError(f"could not write the files ({error}); nothing is left installed") from error
    made_caches = refresh_caches(prefix) if root == Path("/") else []
    written = [path for path, _ in items]
    manifest = {
        "version": tree.project_version(),
        "files": [str(path) for path in [*written, manifest_path(prefix)]],
        "folders": [str(folder) for folder in folders],
        "caches": [str(cache) for cache in made_caches],
    }
    target = tree.under(root, manifest_path(prefix))
    target.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    target.chmod(0o644)
    return written


def uninstall(prefix: PurePosixPath, root: Path, quiet: bool = False) -> int:
    """Remove what the manifest lists; return how many files and folders were removed."""
    manifest = read_manifest(root, prefix)
    if manifest is None:
        if not quiet:
            print(f"spooky-table is not installed under {tree.under(root, prefix)}: nothing to do")
        return 0
    removed = remove([*manifest["files"], *manifest["caches"]], manifest["folders"], root)
    if root == Path("/"):
        refresh_caches(prefix)
    return removed


def remove(files: list[str], folders: list[str], root: Path) -> int:
    """Remove ``files`` (those there), then ``folders`` that are left empty, deepest first."""
    removed = 0
    for name in files:
        path = tree.under(root, PurePosixPath(name))
        if os.path.lexists(path) and not path.is_dir():
            path.unlink()
            removed += 1
    for name in sorted(folders, key=lambda folder: folder.count("/"), reverse=True):
        path = tree.under(root, PurePosixPath(name))
        if path.is_dir() and not path.is_symlink() and not any(path.iterdir()):
            path.rmdir()
            removed += 1
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="user_install.py", description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--bundle", type=Path, default=tree.SOURCE_ROOT / "dist" / tree.NAME)
    parser.add_argument("--prefix", default=os.path.expanduser("~/.local"))
    parser.add_argument("--destdir", default="")
    parser.add_argument("--homepage", default=tree.HOMEPAGE)
    args = parser.parse_args(argv)
    prefix = PurePosixPath(os.path.expanduser(args.prefix))
    if not prefix.is_absolute():
        parser.error(f"--prefix must be an absolute path, not {args.prefix!r}")
    root = Path(args.destdir).resolve() if args.destdir else Path("/")
    try:
        if args.action == "install":
            written = install(args.bundle, prefix, root, args.homepage)
            print(f"installed spooky-table {tree.project_version()} under {tree.under(root, prefix)} "
                  f"({len(written)} files); start it from the menu or with {prefix / 'bin' / tree.NAME}")
        else:
            removed = uninstall(prefix, root)
            print(f"removed {removed} files and folders of spooky-table from {tree.under(root, prefix)}")
    except (InstallError, FileNotFoundError, ValueError) as error:
        print(f"{parser.prog} {args.action}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
