"""Every game in the registry brings its own tests and test data; a missing one fails by name.

The per-game suites are files named after the game (its rules examples, its action
notation, its determinize, its search worlds where its AI has them), its golden file the
AI's bit-for-bit tests compare with (``tests/per_game/<id>.golden.json``), and its test
data (``tests/per_game/<id>.py``) that the shared tests, parametrised over the registry, read.
A game added to the catalogue without them fails here, naming the file to add, instead
of passing untested.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from table.ai.support import support_for
from table.games import game_ids
from tests.per_game import missing_data, missing_golden

TESTS = Path(__file__).resolve().parents[1]
PER_GAME_FILES = ("games/test_{id}.py", "games/test_{id}_actions.py", "games/test_{id}_determinize.py")


def missing_files(game_id: str, has_worlds: bool) -> list[str]:
    """The per-game test files ``game_id`` lacks (its worlds' test only if it has worlds)."""
    names = [name.format(id=game_id) for name in PER_GAME_FILES]
    if has_worlds:
        names.append(f"ai/test_{game_id}_worlds.py")  # its own search worlds, in lockstep with the engine
    return [f"tests/{name}" for name in names if not (TESTS / name).is_file()]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_game_has_its_own_test_files(game_id: str) -> None:
    missing = missing_files(game_id, support_for(game_id).worlds is not None)
    assert not missing, f"{game_id}: add {', '.join(missing)}"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_game_has_its_recorded_ai_results(game_id: str) -> None:
    missing = missing_golden(game_id)
    assert not missing, f"{game_id}: record {'; '.join(missing)}"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_game_has_its_test_data(game_id: str) -> None:
    missing = missing_data(game_id)
    assert not missing, f"{game_id}: add {'; '.join(missing)}"


def test_a_game_without_them_is_named_with_what_to_add() -> None:
    assert missing_data("trick") == [
        "tests/per_game/trick.py (with SOUNDING, SILENT, SHORT_OPTIONS, WATCHED, TRICK_UNIT, "
        "TRICK_FIGURE, DECK_SIZE, PROMPT_PLAYERS, SCORE_PAD_PLAYERS, HOT_SEAT, TABLE_PLAYERS, "
        "KILL_PLAYERS, CUE_MOMENTS, NO_CHOICE_TABLE, MONKEY_TABLE, LANGUAGE_PLAYERS, INCREMENTAL, "
        "BY_KEYBOARD, SPEECH_OPTIONS, MOVE_CARDS, KEPT_WORDS, TELLS_REASONS, UNDO_REFUSED, OWN_PARTS, "
        "BENCH_TABLE, BENCH_GAMES, BENCH_OPTIONS, HEARTS_ANCHOR, ROUND_TOTALS, RESET_CELL, HANDS_SHOWN, "
        "FRONT_FROM_HAND, SAMPLE_FACES, FACE_NAMES_WHOLE, ART_SHEET_EXTRAS, CROWDED_TABLES, FAN_TABLES, "
        "TOOLTIP_PLAYERS, LOW_SCORES_WIN, REORDER_REFUSED, EITHER_ORDER, MODELS_OPPONENTS, CARDS_REFUSED,"
        " CONTINUE_CUT, STAGE_PICKS, LABELS_JOINED, PLAY_SHOWS_OWN_CARD, HINT_TEMPLATES, STEP_CLEAR, "
        "LEAD_CAPTIONS, WORDS_PLAYERS, FACTORS_INEXACT, HINT_CASES, LESSON_DEALS_ON, REPLAY_HELD, "
        "EAR_CLICK_CHECK, TIP_TABLE, HAND_UNSEEN_FIRST, OH_HELL_ANCHOR, SAYS_STILL_TO_PLAY)"]
    assert missing_files("trick", True) == [
        "tests/games/test_trick.py", "tests/games/test_trick_actions.py",
        "tests/games/test_trick_determinize.py", "tests/ai/test_trick_worlds.py"]
    assert missing_golden("trick") == [
        "ratings in tests/per_game/trick.golden.json (python -m tests.ai.test_ratings_unchanged trick)",
        "search in tests/per_game/trick.golden.json (python -m tests.ai.test_search_unchanged trick)"]


def test_a_golden_file_missing_one_part_names_that_part(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tests.per_game as per_game

    monkeypatch.setattr(per_game, "HERE", tmp_path)
    per_game.record_golden("trick", "search", {"hard": [], "generic": []})
    assert missing_golden("trick") == [
        "ratings in tests/per_game/trick.golden.json (python -m tests.ai.test_ratings_unchanged trick)"]
    said = r"^trick: record ratings in tests/per_game/trick\.golden"
    with pytest.raises(pytest.fail.Exception, match=said):
        per_game.golden("trick", "ratings")
    assert per_game.golden("trick", "search") == {"hard": [], "generic": []}
