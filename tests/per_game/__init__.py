"""Each game's test data, one file per game: ``tests/per_game/<id>.py``, and the AI's
recorded results for it, ``tests/per_game/<id>.golden.json``.

The shared tests are parametrised over the registry (``table.games.game_ids``) and read
what they need to know of a game from its file here, so a new game brings its own file
and edits no shared test. Every name in ``NEEDED`` must be there; a game whose file or
a name is missing fails by name (``game_data``, and
``tests/games/test_every_game_is_tested.py`` for every game at once).

The golden file holds what the AI's bit-for-bit tests compare with, one key per test
(``GOLDEN``); each test's own command records it for the games named, leaving the
other games' files alone (``python -m tests.ai.test_ratings_unchanged <id>``).
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
# Each key of a game's golden file, and the command that records it.
GOLDEN: dict[str, str] = {
    "ratings": "python -m tests.ai.test_ratings_unchanged",
    "search": "python -m tests.ai.test_search_unchanged",
}

# Each name a game's file defines, and the test that reads it.
NEEDED: dict[str, str] = {
    "SOUNDING": "tests/ui/test_cues.py: the event types that play a cue",
    "SILENT": "tests/ui/test_cues.py: the event types that play none",
    "SHORT_OPTIONS": "options for a short game (tests/ui/test_cues.py), {} for the defaults",
    "WATCHED": "tests/ui/test_presented.py: (seat spec, options) of the game watched frame by frame",
    "TRICK_UNIT": ("tests/ui/test_trick_result.py: a pattern of how a trick's result ends, in the game's "
                   "unit, with its seat spec (None for a game without tricks)"),
    "TRICK_FIGURE": ("tests/ui/test_trick_result.py: (the trick's event field whose number its words "
                     "show, the words for none), or None"),
    "DECK_SIZE": "tests/ui/test_assets.py: how many cards its rules file's deck holds (each has art)",
    "PROMPT_PLAYERS": ("tests/ui/test_prompt_sentences.py, test_seat_sentences.py: the players at the "
                       "table whose prompts and sentences are read"),
    "SCORE_PAD_PLAYERS": ("tests/ui/test_score_cells.py: the players at a table whose score pad is added up "
                          "(None for a game without one)"),
    "HOT_SEAT": "tests/ui/test_hand_over.py: (seat spec, options) of hot-seat tables with two humans or more",
    "TABLE_PLAYERS": ("tests/games/test_refusal_words.py, tests/ui/test_drawing_state.py: the players at "
                      "a table of random games"),
    "KILL_PLAYERS": "tests/robustness/kills.py: the players of the sim games killed mid-game",
    "CUE_MOMENTS": "tests/ui/test_cues.py: (event, the cues it must play) for the game's moments",
    "NO_CHOICE_TABLE": "tests/ui/test_hand_over.py: (seat spec, options): a hot-seat table with forced moves",
    "MONKEY_TABLE": "tests/ui/test_monkey.py: the seat spec of the hot-seat table the monkey plays at",
    "LANGUAGE_PLAYERS": "tests/ui/test_table_languages.py: the players at the table drawn in every language",
    "INCREMENTAL": "tests/ui/test_incremental_frames.py: (UI scale, a setting to switch on or None) to watch",
    "BY_KEYBOARD": "tests/ui/test_incremental_frames.py: whether the person plays the game by keyboard",
    "SPEECH_OPTIONS": ("tests/ui/test_speech_languages.py, test_table_speech.py: options of a short game "
                       "whose words are heard"),
    "MOVE_CARDS": "tests/ui/test_drawing_state.py: (a move, the card it plays or None, the cards it names)",
    "KEPT_WORDS": ("tests/ui/test_rules_words_languages.py: words of its messages every language keeps "
                   "(the game's name, untranslated card names)"),
    "TELLS_REASONS": ("tests/ui/test_rules_words_languages.py: whether its tricks, battles or losses "
                      "carry a reason"),
    "UNDO_REFUSED": "tests/learn/test_undo.py: (moves in its lesson, the refusal once a card is shown)",
    "OWN_PARTS": ("tests/ui/overlap_parts.py: (scene, context) -> the parts its table draws besides the "
                  "shared ones, by name ({} for none)"),
    "BENCH_TABLE": "bench/frame_time.py: how many AI players sit at the table timed frame by frame",
    "BENCH_GAMES": "bench/rules_cpu.py: seeded random games per CPU measurement at --games 1.0",
    "BENCH_OPTIONS": "bench/rules_cpu.py, rules_speed.py: options of a measured game (None for the defaults)",
    "HEARTS_ANCHOR": "bench/rules_speed.py: whether its rollouts are compared with OpenSpiel's hearts",
    "ROUND_TOTALS": ("tests/ui/test_score_cells.py: (event) -> each seat's total after a scored round, "
                     "or None for the event's totals or scores"),
    "RESET_CELL": "tests/ui/test_score_cells.py: how a cell that starts the total again begins, or None",
    "HANDS_SHOWN": ("tests/ui/test_fan_counts.py, test_seats_inside_rim.py: (scene, context) -> the "
                    "rectangles of each other seat's cards the game draws itself, or None where the table "
                    "draws the fans"),
    "FRONT_FROM_HAND": "tests/ui/test_fan_counts.py: whether the cards in front of a seat left its hand",
    "SAMPLE_FACES": "tests/ui/test_assets.py: card ids whose faces its art must hold",
    "FACE_NAMES_WHOLE": "tests/ui/test_assets.py: whether a face prints the card's whole name (not a part)",
    "ART_SHEET_EXTRAS": "tests/ui/test_assets.py: the tiles its art sheet draws besides the faces and backs",
    "CROWDED_TABLES": "tests/ui/test_look_tables.py: players at tables where the trick tag covers no seat",
    "FAN_TABLES": ("tests/ui/test_table_polish_seats.py: seat specs of tables whose other seats each hold "
                   "a fan of their cards ([] for a game that draws the hands itself)"),
    "TOOLTIP_PLAYERS": "tests/ui/test_tooltip_clear.py: the players at the table whose card tips are checked",
    "LOW_SCORES_WIN": "tests/test_manifest.py: whether the lowest score wins (its rules)",
    "REORDER_REFUSED": ("tests/test_action_fuzz.py: whether a move names several cards, so its words "
                        "reordered are met and refused"),
    "EITHER_ORDER": ("tests/test_action_fuzz.py: the verbs whose two cards may be named in either order "
                     "(its Clarifications)"),
    "MODELS_OPPONENTS": "tests/ai/test_agents.py: whether Hard models the other seats on the heuristic",
    "CARDS_REFUSED": "tests/games/test_refusal_words.py: whether random games meet many refused cards",
    "CONTINUE_CUT": ("tests/ui/test_title_button_row.py: window sizes where the title's Continue label "
                     "for a saved game of it is cut (a known bug)"),
    "STAGE_PICKS": ("tests/ui/test_prompt_sentences.py: (view, actions) -> picks leading into each later "
                    "step of a move built in steps, or None"),
    "LABELS_JOINED": "tests/ui/test_prompt_sentences.py: whether a seat's status label joins several labels",
    "PLAY_SHOWS_OWN_CARD": "tests/ui/test_undo_shown.py: whether playing shows your own card (so no undo)",
    "HINT_TEMPLATES": "tests/learn/test_hint_languages.py: whether its hint reasons are its own templates",
    "STEP_CLEAR": ("tests/ui/test_shared_layer_fits.py: (scene, context) -> what a replay's step buttons "
                   "keep clear of besides the shared parts ([] for nothing)"),
    "LEAD_CAPTIONS": ("tests/ui/test_table_words.py: (cards in the trick, seeds) of the views whose "
                    "caption names the lead, or []"),
    "WORDS_PLAYERS": "tests/ui/test_table_words.py: the players of the random games whose words are read",
    "FACTORS_INEXACT": ("tests/ai/test_factors.py: whether its factors add up to its rating only to "
                      "1e-12 (means)"),
    "HINT_CASES": ("tests/learn/test_hint_words.py: its own hint reasons, each met at least once: name"
                 " -> (move, explanation, line) -> met"),
    "LESSON_DEALS_ON": ("tests/ui/test_learn_lesson.py: whether the engine deals the next round as its"
                      " lesson's round is scored"),
    "REPLAY_HELD": ("tests/ui/test_replay_open.py: (state, seat) -> (the cards the seat holds, whether"
                  " some must be found)"),
    "EAR_CLICK_CHECK": ("tests/ui/test_screen_speech.py: whether its whole ear check is read for a "
                      "click without a key"),
    "TIP_TABLE": ("tests/ui/test_royal_table20.py: the seat spec of a table whose hand cards carry "
                "marks a tip explains, or None"),
    "HAND_UNSEEN_FIRST": ("tests/ui/test_royal_table20.py: whether the first hand is backs to its "
                        "holder (no tooltip names it)"),
    "OH_HELL_ANCHOR": "bench/ai_speed.py: (seed) -> the position compared with OpenSpiel's oh_hell, or None",
    "SAYS_STILL_TO_PLAY": ("tests/ui/test_table_speech.py: whether its table key says who still plays "
                         "to the trick, in turn"),
}


def sample_game() -> str:
    """The game a shared test plays when any one game will do (a save, a command line, a
    damaged file): the catalogue's last, so a game just added is the one exercised."""
    from table.games import game_ids

    return game_ids()[-1]


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


def golden_file(game_id: str) -> Path:
    """``tests/per_game/<id>.golden.json``: the AI's recorded results for ``game_id``."""
    return HERE / f"{game_id}.golden.json"


def missing_golden(game_id: str) -> list[str]:
    """How to record each part of ``game_id``'s golden file that is missing (empty when whole)."""
    path = golden_file(game_id)
    held = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return [f"{key} in tests/per_game/{game_id}.golden.json ({command} {game_id})"
            for key, command in GOLDEN.items() if key not in held]


def golden(game_id: str, key: str) -> Any:
    """What ``game_id``'s golden file recorded under ``key``; a test fails by name if it is missing."""
    if key not in GOLDEN:
        raise KeyError(key)
    missing = [line for line in missing_golden(game_id) if line.startswith(f"{key} ")]
    if missing:
        pytest.fail(f"{game_id}: record {missing[0]}")
    return json.loads(golden_file(game_id).read_text(encoding="utf-8"))[key]


def record_golden(game_id: str, key: str, value: object) -> None:
    """Write ``value`` under ``key`` in ``game_id``'s golden file, keeping its other keys."""
    path = golden_file(game_id)
    held = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    held[key] = value
    path.write_text(json.dumps(held, indent=1, sort_keys=True) + "\n", encoding="utf-8")
