#!/usr/bin/env bash
# Check the built Debian package as a fresh machine would see it: unpack it into a
# throw-away root (dpkg -x), run the installed /usr/bin/spooky-table there with nothing on
# PATH (so no Python can be found), check that no library's run path names a build
# folder, check the menu entry points at files the package
# really has, validate the desktop entry and the AppStream metainfo, run lintian, and
# check that pyproject.toml, --version, the desktop entry, the metainfo and the control
# file name one version.   Usage: bash packaging/check-deb.sh dist/spooky-table_<v>_<arch>.deb
set -euo pipefail
deb=$1
version=$(python3 packaging/install_tree.py version)
root=$(mktemp -d)
empty_path=$(mktemp -d)
trap 'rm -rf "$root" "$empty_path"' EXIT
fail() { echo "check-deb: $*" >&2; exit 1; }

dpkg -x "$deb" "$root"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "control Version is not $version"
echo "check-deb: Depends: $(dpkg-deb -f "$deb" Depends)"

run() { env -i HOME="$root/home" PATH="$empty_path" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@"; }
[ "$(run "$root/usr/bin/spooky-table" --version)" = "spooky-table $version" ] || fail "--version is not $version"
run "$root/usr/bin/spooky-table" --smoke
[ ! -e "$root/home" ] || fail "--smoke wrote into HOME"

# No library's run path may name a folder of the build machine: only $ORIGIN-relative ones.
while IFS= read -r -d '' file; do
    if objdump -p "$file" 2> /dev/null | awk '$1 == "RUNPATH" || $1 == "RPATH" {print $2}' \
            | tr ':' '\n' | grep -v '^\$ORIGIN\|^\${ORIGIN}\|^$' > /dev/null; then
        fail "${file#"$root"} has a run path outside the bundle: $(objdump -p "$file" | grep -E 'R(UN)?PATH')"
    fi
done < <(find "$root/usr/lib/spooky-table" -type f -print0)

desktop="$root/usr/share/applications/spooky-table.desktop"
bash packaging/check-desktop-entry.sh "$desktop" "$root" "$version"
metainfo=$(echo "$root"/usr/share/metainfo/*.metainfo.xml)
grep -q "<release version=\"$version\"" "$metainfo" || fail "the metainfo's release is not $version"
[ -s "$root/usr/share/spooky-table/screenshots/table.png" ] || fail "the screenshot is missing"

if command -v apt-get > /dev/null; then  # would apt find everything Depends names?
    apt-get install --simulate -qq "./$deb" > /dev/null || fail "apt cannot satisfy the package's Depends"
fi
if [ "${VALIDATE:-1}" = 1 ]; then
    desktop-file-validate "$desktop"
    appstreamcli validate --no-net "$metainfo"
    lintian --fail-on error,warning "$deb"
fi
echo "check-deb: $deb is good"
