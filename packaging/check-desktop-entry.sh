#!/usr/bin/env bash
# Check an installed desktop entry: its Exec= and TryExec= name an executable that
# exists under ROOT (the staging or unpacked root, "/" for a real install) and starts
# (--version, with nothing on PATH); its icon is in the hicolor theme beside it
# (<share>/icons for <share>/applications); and it carries VERSION.
# Usage: bash packaging/check-desktop-entry.sh FILE ROOT VERSION
set -euo pipefail
desktop=$1 root=${2%/} version=$3
fail() { echo "check-desktop-entry: $desktop: $*" >&2; exit 1; }
value() { sed -n "s/^$1=//p" "$desktop" | head -1; }

command=$(value Exec)
command=${command#\"}; command=${command%%\"*}; command=${command%% *}
[ "$command" = "$(value TryExec)" ] || fail "Exec= ($command) and TryExec= differ"
[ -x "$root$command" ] || fail "Exec= names $command, which is not an executable under ${root:-/}"
started=$(env -i PATH=/nonexistent "$root$command" --version) || fail "Exec= $command does not start"
[ "$started" = "spooky-table $version" ] || fail "Exec= $command says '$started', not version $version"
icon=$(value Icon)
share=$(dirname "$(dirname "$desktop")")
compgen -G "$share/icons/hicolor/*/apps/$icon.png" > /dev/null || fail "no icon $icon.png in $share/icons/hicolor"
[ "$(value X-Spooky-Table-Version)" = "$version" ] || fail "the version is not $version"
echo "check-desktop-entry: Exec=$command and Icon=$icon are there"
