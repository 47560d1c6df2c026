# Spooky Table: two commands on a fresh machine, `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
TYPED := table/core table/games $(wildcard table/ai)

.PHONY: play test lint typecheck pytest sim bench clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Spooky Table needs Python 3.11 or newer"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m table

test: lint typecheck pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check table tests bench tools

typecheck: $(STAMP)
	$(VENV)/bin/mypy --strict $(TYPED)

pytest: $(STAMP)
	$(HEADLESS) $(PY) -m pytest

sim: $(STAMP)
	$(PY) -m table sim --game dragon --players 4 --games 100 --seed 1

bench: $(STAMP)
	$(HEADLESS) $(PY) bench/rules_speed.py

clean:
	rm -rf $(VENV) build dist .mypy_cache .pytest_cache .ruff_cache
