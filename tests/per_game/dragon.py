"""Dodge the Dragon's test data (see ``tests/per_game/__init__.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from table.ui.layout import Rect
    from table.ui.scenes.table import TableScene
    from table.ui.tables.context import TableContext

SOUNDING = {"card_played", "cards_passed", "deal", "moon_shot", "round_scored", "trick_won"}
SILENT = {"game_over", "lead_blue_1", "pass_chosen", "safety_named"}
SHORT_OPTIONS: dict[str, object] = {"limit": 30}
WATCHED = ("human,ai,ai,ai", {"limit": 30})
TRICK_UNIT = (r" takes? (\d+ points?|the trick: no points)$", "human,ai,ai,ai")
# The trick_won event's field whose number the trick's words show, and the words for none
# (tests/ui/test_trick_result.py; None: the words show no such figure).
TRICK_FIGURE: tuple[str, str] | None = ("points", "no points")
DECK_SIZE = 72
PROMPT_PLAYERS = 4
SCORE_PAD_PLAYERS = 4
HOT_SEAT: list[tuple[str, dict[str, object]]] = [
    ("human,human,ai,ai", {"limit": 20}),
    ("human,ai,human,human,ai", {"limit": 10}),
]
TABLE_PLAYERS = 4
KILL_PLAYERS = 4

# The cues each moment of the game must play (tests/ui/test_cues.py): (event, cues).
CUE_MOMENTS: list[tuple[dict[str, object], list[str]]] = [
    ({"type": "deal", "round": 1, "hand_sizes": [16, 16, 16]}, ["shuffle", "deal"]),
    ({"type": "card_played", "seat": 0, "card": "blue-4"}, ["card_play"]),
    (
        {
            "type": "trick_won",
            "seat": 1,
            "points": 0,
            "cards": ["blue-1", "blue-9", "orange-3"],
            "reason": "the highest blue wins",
        },
        ["trick_collected"],
    ),
    ({"type": "round_scored", "round": 1, "points": [10, 20, 13], "totals": [10, 20, 13]}, ["scored"]),
    ({"type": "game_over", "winners": [0], "scores": [10, 120, 40]}, []),
    ({"type": "card_played", "seat": 0, "card": "black-12"}, ["dragon_roar"]),
    ({"type": "card_played", "seat": 0, "card": "black-11"}, ["snake_hiss"]),
    ({"type": "card_played", "seat": 0, "card": "black-10"}, ["spider_skitter"]),
    (
        {
            "type": "trick_won",
            "seat": 2,
            "points": 2,
            "cards": ["red-3", "red-9", "blue-2"],
            "reason": "the highest red wins",
        },
        ["trick_collected", "devil_giggle"],
    ),
    ({"type": "cards_passed", "passes": []}, ["card_slide"]),
    ({"type": "moon_shot", "seat": 0}, ["moon_shot"]),
]
NO_CHOICE_TABLE: tuple[str, dict[str, object]] = ("human,human,ai", {"limit": 20})
MONKEY_TABLE = "human,human,ai,ai"  # the hot-seat table the monkey plays at
LANGUAGE_PLAYERS = 4  # the table drawn in every language and size
SPEECH_OPTIONS: dict[str, object] = {"limit": 6}  # a game whose turn comes soon, its words heard
# tests/ui/test_incremental_frames.py: (UI scale, a setting to switch on first) per game watched,
# and whether the person plays it by keyboard
INCREMENTAL: list[tuple[float, object]] = [(2.0, None)]
BY_KEYBOARD = True
# tests/learn/test_undo.py: (the student's moves in its lesson, the refusal once something new was shown)
UNDO_REFUSED: list[tuple[int, str]] = [
    (1, "Can't undo: you have seen the cards passed to you."),
    (2, "Can't undo: you have seen Mildred's card."),
]
# tests/ui/test_drawing_state.py: (a move, the card it plays or None, the cards it names)
MOVE_CARDS: list[tuple[str, str | None, tuple[str, ...]]] = [
    ("play red-7", "red-7", ("red-7",)),
    ("play safety-2 as blue", "safety-2", ("safety-2",)),
    ("pass red-1 red-2 red-3", None, ("red-1", "red-2", "red-3")),
]
KEPT_WORDS: set[str] = {"dodge", "dragon"}  # words of its messages every language keeps
TELLS_REASONS = True  # its tricks, battles or losses carry a reason

# The benchmarks (bench/): the AI players at the table timed frame by frame (frame_time.py),
# seeded random games per CPU measurement at scale 1.0 (rules_cpu.py), the options of a
# measured game (rules_cpu.py, rules_speed.py), and whether it is the one compared with
# OpenSpiel's hearts, one deal against one round (rules_speed.py).
BENCH_TABLE = 5
BENCH_GAMES = 1000
BENCH_OPTIONS: dict[str, object] | None = {'limit': 1}
HEARTS_ANCHOR = True


def OWN_PARTS(scene: TableScene, ctx: TableContext) -> dict[str, list[Rect]]:
    """What this game's table draws besides the shared parts (tests/ui/overlap_parts.py)."""
    return {}

ROUND_TOTALS = None  # the event's "totals" (tests/ui/test_score_cells.py)
RESET_CELL: str | None = "all "  # a moon shot's cell: the total starts again from 0

HANDS_SHOWN = None  # the table's own face-down fans (tests/ui/test_fan_counts.py)
FRONT_FROM_HAND = False

# tests/ui/test_assets.py: faces its art must hold, whether a face prints the card's whole
# name, and the tiles the art sheet draws besides the faces and backs.
SAMPLE_FACES = {"blue-1", "black-12", "green-8", "safety-4"}
FACE_NAMES_WHOLE = False
ART_SHEET_EXTRAS = 0

# tests/ui/test_look_tables.py: players at the crowded tables where the trick winner's tag
# must cover no seat ([] for none).
CROWDED_TABLES: list[int] = [6, 3]

# tests/ui/test_table_polish_seats.py: seat specs of tables whose other seats hold a fan.
FAN_TABLES: list[str] = ["human,ai,ai,ai", "human,ai,ai,ai,ai,ai"]
# tests/ui/test_tooltip_clear.py: the players at the table whose card tips are checked
TOOLTIP_PLAYERS = 4
# tests/test_manifest.py: whether the lowest score wins (its rules)
LOW_SCORES_WIN = True
# tests/test_action_fuzz.py: whether a move names several cards, so its words reordered are met and refused
REORDER_REFUSED = True
# tests/test_action_fuzz.py: the verbs whose two cards may be named in either order (its Clarifications)
EITHER_ORDER = frozenset[str]()
# tests/ai/test_agents.py: whether Hard models the other seats on the heuristic
MODELS_OPPONENTS = True
# tests/games/test_refusal_words.py: whether random games meet many refused cards (play <card>)
CARDS_REFUSED = True
# tests/ui/test_title_button_row.py: window sizes where the title's Continue label for a saved
# game of it is cut today (a known bug: the row shrinks to its least size and still overflows;
# a strict xfail there)
CONTINUE_CUT = []
# tests/ui/test_prompt_sentences.py: picks leading into each later step of a move built in steps
# (a callable (view, actions) -> picks), or None for one-click moves
STAGE_PICKS = None
# tests/ui/test_prompt_sentences.py: whether a seat's status label joins several labels with " · "
LABELS_JOINED = False
# tests/ui/test_undo_shown.py: whether playing shows your own card (held unseen), so no undo is ever allowed
PLAY_SHOWS_OWN_CARD = False
# tests/learn/test_hint_languages.py: whether its hint reasons are its own templates, said in every
# language
HINT_TEMPLATES = True


def STEP_CLEAR(scene: TableScene, ctx: TableContext) -> list[Rect]:
    """What a replay's step buttons keep clear of besides the shared parts, as this game's
    table draws it (tests/ui/test_shared_layer_fits.py): nothing."""
    return []
# tests/ui/test_table_words.py: (cards in the trick, seeds) of the random views whose trick
# caption names the lead suit ([]: none does)
LEAD_CAPTIONS = [(1, 6)]
# tests/ui/test_table_words.py: the players of the random games whose every word is read
WORDS_PLAYERS = 3
# tests/ai/test_factors.py: whether its factors add up to its rating only to 1e-12 (means over the
# values a card may have)
FACTORS_INEXACT = False
# tests/learn/test_hint_words.py: the game's own hint reasons, each to be met at least once over
# seeded positions: name -> (move, explanation, line) -> whether this line meets it
HINT_CASES = {
    "shed_high": lambda chosen, why, line: why.factor is not None and why.factor.name == "shed_high",
}
# tests/ui/test_learn_lesson.py: whether the engine deals the next round as its lesson's round is
# scored (the table stays on the hand taught)
LESSON_DEALS_ON = True


def REPLAY_HELD(state: Any, seat: int) -> tuple[list[str], bool]:
    """tests/ui/test_replay_open.py: the cards ``seat`` holds, as its view tells them, and whether
    some must be found."""
    return [card for card in state.view(seat).get("hand") or [] if card is not None], False
# tests/ui/test_screen_speech.py: whether its whole ear check (3 players, seed 3) is read there
# for a click asked without a key
EAR_CLICK_CHECK = False
# tests/ui/test_royal_table20.py: the seat spec of a table whose hand cards carry marks a tooltip
# explains, or None
TIP_TABLE = "human,ai,ai,ai"
# tests/ui/test_royal_table20.py: whether the first hand is backs to its holder, so no tooltip may
# name it
HAND_UNSEEN_FIRST = False
# bench/ai_speed.py: the position compared with OpenSpiel's oh_hell (Munch's), or None
OH_HELL_ANCHOR = None
# tests/ui/test_table_speech.py: whether its table key (F3) says who still plays to the trick, in
# turn
SAYS_STILL_TO_PLAY = True
