#!/usr/bin/env bash
# Install Spooky Table the way Python users install an application (pip install . or
# pipx install .) and check it runs from anywhere: build the wheel, install it into a
# fresh virtual environment outside the checkout, and from another folder run
# `spooky-table --version` and `spooky-table --smoke` (which first checks that the art,
# fonts, rules pages and sounds came along as package data).
#   Usage: bash packaging/check-wheel.sh [PYTHON]   (default python3; 3.11 or newer)
set -euo pipefail
cd "$(dirname "$0")/.."
python=${1:-python3}
version=$(python3 packaging/install_tree.py version)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check-wheel: $*" >&2; exit 1; }

"$python" -m venv "$scratch/venv"
"$scratch/venv/bin/python" -m pip install --quiet --upgrade pip
"$scratch/venv/bin/python" -m pip wheel --quiet --no-deps --wheel-dir "$scratch/wheel" .
wheel=$(echo "$scratch"/wheel/spooky_table-"$version"-py3-none-any.whl)
[ -f "$wheel" ] || fail "no wheel for version $version in $scratch/wheel"
"$scratch/venv/bin/python" -m pip install --quiet "$wheel"

mkdir "$scratch/elsewhere"
cd "$scratch/elsewhere"  # nowhere near the checkout: only the installed package can answer
run() { env -i HOME="$scratch/home" PATH="$scratch/venv/bin:/usr/bin:/bin" \
            SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@"; }
[ "$(run spooky-table --version)" = "spooky-table $version" ] || fail "--version is not $version"
run spooky-table --smoke
installed=$(run python -c 'import table.assets as a; print(a.ROOT)')
case "$installed" in "$scratch"/venv/*) ;; *) fail "the assets were found at $installed, not in the venv";; esac
echo "check-wheel: $(basename "$wheel") installs and runs from anywhere"
