"""Every game in the registry brings its own tests and test data; a missing one fails by name.

The per-game suites are files named after the game (its rules examples, its action
notation, its determinize, its search worlds where its AI has them) and entries in the
golden files the AI's bit-for-bit tests compare with, and its test data
(``tests/per_game/<id>.py``) that the shared tests, parametrised over the registry, read.
A game added to the catalogue without them fails here, naming the file to add, instead
of passing untested.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from table.ai.support import support_for
from table.games import game_ids
from tests.per_game import missing_data

TESTS = Path(__file__).resolve().parents[1]
PER_GAME_FILES = ("games/test_{id}.py", "games/test_{id}_actions.py", "games/test_{id}_determinize.py")
GOLDEN = ("ai/ratings_golden.json", "ai/search_golden.json")


def missing_files(game_id: str, has_worlds: bool) -> list[str]:
    """The per-game test files ``game_id`` lacks (its worlds' test only if it has worlds)."""
    names = [name.format(id=game_id) for name in PER_GAME_FILES]
    if has_worlds:
        names.append(f"ai/test_{game_id}_worlds.py")  # its own search worlds, in lockstep with the engine
    return [f"tests/{name}" for name in names if not (TESTS / name).is_file()]


def missing_golden(game_id: str) -> list[str]:
    """How to record each golden file's entry ``game_id`` lacks."""
    found = []
    for golden in GOLDEN:
        if game_id not in json.loads((TESTS / golden).read_text(encoding="utf-8")):
            module = golden.removeprefix("ai/").removesuffix("_golden.json")
            found.append(f"tests/{golden} (python -m tests.ai.test_{module}_unchanged)")
    return found


@pytest.mark.parametrize("game_id", game_ids())
def test_the_game_has_its_own_test_files(game_id: str) -> None:
    missing = missing_files(game_id, support_for(game_id).worlds is not None)
    assert not missing, f"{game_id}: add {', '.join(missing)}"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_game_has_its_recorded_ai_results(game_id: str) -> None:
    missing = missing_golden(game_id)
    assert not missing, f"{game_id}: record its entry in {'; '.join(missing)}"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_game_has_its_test_data(game_id: str) -> None:
    missing = missing_data(game_id)
    assert not missing, f"{game_id}: add {'; '.join(missing)}"


def test_a_game_without_them_is_named_with_what_to_add() -> None:
    assert missing_data("trick") == [
        "tests/per_game/trick.py (with SOUNDING, SILENT, SHORT_OPTIONS, WATCHED, TRICK_UNIT, DECK_SIZE, "
        "PROMPT_PLAYERS, SCORE_PAD_PLAYERS, HOT_SEAT, TABLE_PLAYERS)"]
    assert missing_files("trick", True) == [
        "tests/games/test_trick.py", "tests/games/test_trick_actions.py",
        "tests/games/test_trick_determinize.py", "tests/ai/test_trick_worlds.py"]
    assert missing_golden("trick") == [
        "tests/ai/ratings_golden.json (python -m tests.ai.test_ratings_unchanged)",
        "tests/ai/search_golden.json (python -m tests.ai.test_search_unchanged)"]
