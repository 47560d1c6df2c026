#!/usr/bin/env bash
# Check `make install` and `make uninstall` as a player would use them:
#  1. staged with DESTDIR into an empty folder: every file lands there, the installed
#     command runs with nothing on PATH, and uninstall leaves the folder empty;
#  2. for real into a throw-away HOME (PREFIX is then ~/.local), beside existing settings
#     and saves: the menu caches are refreshed when the tools are there, the menu entry
#     points at the installed command, and uninstall leaves exactly the settings and saves.
set -euo pipefail
version=$(python3 packaging/install_tree.py version)
stage=$(mktemp -d)
home=$(mktemp -d)
empty_path=$(mktemp -d)
trap 'rm -rf "$stage" "$home" "$empty_path"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }
run() { env -i HOME="$home" PATH="$empty_path" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@"; }

prefix=/home/player/.local
make --no-print-directory install DESTDIR="$stage" PREFIX="$prefix"
desktop="$stage$prefix/share/applications/spooky-table.desktop"
bash packaging/check-desktop-entry.sh "$desktop" "$stage" "$version"
if [ "${VALIDATE:-1}" = 1 ]; then
    desktop-file-validate "$desktop"
    appstreamcli validate --no-net "$stage$prefix"/share/metainfo/*.metainfo.xml > /dev/null
fi
[ "$(run "$stage$prefix/bin/spooky-table" --version)" = "spooky-table $version" ] || fail "--version is not $version"
[ ! -e "$stage$prefix/share/icons/hicolor/icon-theme.cache" ] || fail "a DESTDIR install touched the icon cache"
make --no-print-directory uninstall DESTDIR="$stage" PREFIX="$prefix"
left=$(find "$stage" -mindepth 1)
[ -z "$left" ] || fail "uninstall left behind: $left"

mkdir -p "$home/.config/spooky-table" "$home/.local/share/spooky-table"
echo '{"animation_speed": 1.0}' > "$home/.config/spooky-table/settings.json"
echo '{"game": "dragon"}' > "$home/.local/share/spooky-table/autosave.json"
before=$(cd "$home" && find . | sort)
HOME="$home" make --no-print-directory install
bash packaging/check-desktop-entry.sh "$home/.local/share/applications/spooky-table.desktop" / "$version"
run "$home/.local/bin/spooky-table" --smoke > /dev/null
HOME="$home" make --no-print-directory install  # again, over the first: an upgrade
HOME="$home" make --no-print-directory uninstall
after=$(cd "$home" && find . | sort)
[ "$before" = "$after" ] || fail "uninstall did not leave HOME as it was: $(diff <(echo "$before") <(echo "$after"))"
echo "check-install: make install and make uninstall leave no trace"
