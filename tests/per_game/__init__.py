"""Each game's test data, one file per game: ``tests/per_game/<id>.py``.

The shared tests are parametrised over the registry (``table.games.game_ids``) and read
what they need to know of a game from its file here, so a new game brings its own file
and edits no shared test. Every name in ``NEEDED`` must be there; a game whose file or
a name is missing fails by name (``game_data``, and
``tests/games/test_every_game_is_tested.py`` for every game at once).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

import pytest

# Each name a game's file defines, and the test that reads it.
NEEDED: dict[str, str] = {
    "SOUNDING": "tests/ui/test_cues.py: the event types that play a cue",
    "SILENT": "tests/ui/test_cues.py: the event types that play none",
    "SHORT_OPTIONS": "options for a short game (tests/ui/test_cues.py), {} for the defaults",
    "WATCHED": "tests/ui/test_presented.py: (seat spec, options) of the game watched frame by frame",
    "TRICK_UNIT": ("tests/ui/test_trick_result.py: a pattern of how a trick's result ends, in the game's "
                   "unit, with its seat spec (None for a game without tricks)"),
    "DECK_SIZE": "tests/ui/test_assets.py: how many cards its rules file's deck holds (each has art)",
    "PROMPT_PLAYERS": ("tests/ui/test_prompt_sentences.py, test_seat_sentences.py: the players at the "
                       "table whose prompts and sentences are read"),
    "SCORE_PAD_PLAYERS": ("tests/ui/test_score_cells.py: the players at a table whose score pad is added up "
                          "(None for a game without one)"),
    "HOT_SEAT": "tests/ui/test_hand_over.py: (seat spec, options) of hot-seat tables with two humans or more",
    "TABLE_PLAYERS": "tests/games/test_refusal_words.py: the players at a table of random games",
}


def missing_data(game_id: str) -> list[str]:
    """What ``game_id``'s test data lacks, in words (empty when it is whole)."""
    try:
        module = importlib.import_module(f"tests.per_game.{game_id}")
    except ModuleNotFoundError as error:
        if error.name != f"tests.per_game.{game_id}":
            raise
        return [f"tests/per_game/{game_id}.py (with {', '.join(NEEDED)})"]
    return [f"{name} in tests/per_game/{game_id}.py ({why})" for name, why in NEEDED.items()
            if not hasattr(module, name)]


def game_data(game_id: str) -> ModuleType:
    """``game_id``'s test data; a test fails by name if it is missing."""
    missing = missing_data(game_id)
    if missing:
        pytest.fail(f"{game_id}: add {'; '.join(missing)}")
    return importlib.import_module(f"tests.per_game.{game_id}")


def data_of(game_id: str, name: str) -> Any:
    """One name of ``game_id``'s test data."""
    return getattr(game_data(game_id), name)
