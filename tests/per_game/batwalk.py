"""Vamp on the Batwalk's test data (see ``tests/per_game/__init__.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from table.ui.layout import Rect
    from table.ui.scenes.table import TableScene
    from table.ui.tables.context import TableContext

SOUNDING = {"card_played", "deal", "instant_win", "round_over", "show_won", "stole_the_show"}
SILENT = {"extra_round", "game_over", "lead_changed"}
SHORT_OPTIONS: dict[str, object] = {}
WATCHED = ("human,ai,ai,ai", {})
TRICK_UNIT = (r" wins? the show: \+1 point \(now \d+\)$", "human,ai,ai,ai")
# The trick_won event's field whose number the trick's words show, and the words for none
# (tests/ui/test_trick_result.py; None: the words show no such figure).
TRICK_FIGURE: tuple[str, str] | None = None
DECK_SIZE = 42
PROMPT_PLAYERS = 2
SCORE_PAD_PLAYERS = 3
HOT_SEAT: list[tuple[str, dict[str, object]]] = [("human,human,ai", {}), ("human,human", {})]
TABLE_PLAYERS = 3
KILL_PLAYERS = 4

# The cues each moment of the game must play (tests/ui/test_cues.py): (event, cues).
CUE_MOMENTS: list[tuple[dict[str, object], list[str]]] = [
    ({"type": "card_played", "seat": 1, "card": "blue-star", "slot": 0}, ["star_sparkle"]),
    ({"type": "card_played", "seat": 1, "card": "red-garlic", "slot": 3}, ["garlic_ugh"]),
    ({"type": "card_played", "seat": 1, "card": "red-3", "slot": 2}, ["card_play"]),
    (
        {"type": "stole_the_show", "seat": 3, "card": "blue-2", "from_seat": 0, "points": 4},
        ["camera_flash", "standee_step"],
    ),
    (
        {"type": "show_won", "seat": 1, "card": "blue-3", "show": 2, "cards": [], "points": 5},
        ["runway_sting", "standee_step"],
    ),
    ({"type": "instant_win", "seat": 1, "points": 10}, ["instant_win"]),
    ({"type": "round_over", "round": 1, "scores": [3, 4, 1, 2]}, ["scored"]),
]
NO_CHOICE_TABLE: tuple[str, dict[str, object]] = ("human,human,ai", {})
MONKEY_TABLE = "human,human,ai"  # the hot-seat table the monkey plays at
LANGUAGE_PLAYERS = 2  # the table drawn in every language and size
SPEECH_OPTIONS: dict[str, object] = {}  # a game whose turn comes soon, its words heard


def aid_on(scene: object) -> None:
    """The card aid on: its values over the backs change as cards come into sight."""
    scene.presenter.look.aid = True  # type: ignore[attr-defined]

# tests/ui/test_incremental_frames.py: (UI scale, a setting to switch on first) per game watched,
# and whether the person plays it by keyboard
INCREMENTAL: list[tuple[float, object]] = [(1.0, None), (1.75, aid_on)]
BY_KEYBOARD = False
# tests/learn/test_undo.py: (the student's moves in its lesson, the refusal once something new was shown)
UNDO_REFUSED: list[tuple[int, str]] = [
    (1, "Can't undo: you have seen your own card (Blue Star)."),
]
# tests/ui/test_drawing_state.py: (a move, the card it plays or None, the cards it names)
MOVE_CARDS: list[tuple[str, str | None, tuple[str, ...]]] = [
    ("play 2", None, ()),
]
KEPT_WORDS: set[str] = set()  # words of its messages every language keeps
TELLS_REASONS = False  # its tricks, battles or losses carry a reason

# The benchmarks (bench/): the AI players at the table timed frame by frame (frame_time.py),
# seeded random games per CPU measurement at scale 1.0 (rules_cpu.py), the options of a
# measured game (rules_cpu.py, rules_speed.py), and whether it is the one compared with
# OpenSpiel's hearts, one deal against one round (rules_speed.py).
BENCH_TABLE = 4
BENCH_GAMES = 200
BENCH_OPTIONS: dict[str, object] | None = None
HEARTS_ANCHOR = False


def OWN_PARTS(scene: TableScene, ctx: TableContext) -> dict[str, list[Rect]]:
    """What this game's table draws besides the shared parts (tests/ui/overlap_parts.py)."""
    return {}

ROUND_TOTALS = None  # the event's "totals" or "scores" (tests/ui/test_score_cells.py)
RESET_CELL: str | None = None

def HANDS_SHOWN(scene: TableScene, ctx: TableContext) -> dict[int, list[Rect]]:
    """The cards of each other seat's hand the table shows, as the game draws them itself:
    where each shows (tests/ui/test_fan_counts.py counts them, test_seats_inside_rim.py
    keeps them inside the rim)."""
    from table.ui.tables.batwalk.draw import other_hands

    hands = other_hands(scene.presenter, ctx, ctx.geo, ctx.view)
    return {seat: list(hand.cards) for seat, hand in hands.items()}


FRONT_FROM_HAND = False

# tests/ui/test_assets.py: faces its art must hold, whether a face prints the card's whole
# name, and the tiles the art sheet draws besides the faces and backs (a standee and a
# reference card for each of the six vamps).
SAMPLE_FACES = {"orange-star", "purple-garlic", "red-5"}
FACE_NAMES_WHOLE = False
ART_SHEET_EXTRAS = 12

# tests/ui/test_look_tables.py: players at the crowded tables where the trick winner's tag
# must cover no seat ([] for none).
CROWDED_TABLES: list[int] = []

# tests/ui/test_table_polish_seats.py: seat specs of tables whose other seats hold a fan.
FAN_TABLES: list[str] = []
# tests/ui/test_tooltip_clear.py: the players at the table whose card tips are checked
TOOLTIP_PLAYERS = 4
# tests/test_manifest.py: whether the lowest score wins (its rules)
LOW_SCORES_WIN = False
# tests/test_action_fuzz.py: whether a move names several cards, so its words reordered are met and refused
REORDER_REFUSED = False
# tests/test_action_fuzz.py: the verbs whose two cards may be named in either order (its Clarifications)
EITHER_ORDER = frozenset[str]()
# tests/ai/test_agents.py: whether Hard models the other seats on the heuristic
MODELS_OPPONENTS = True
# tests/games/test_refusal_words.py: whether random games meet many refused cards (play <card>)
CARDS_REFUSED = False
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
PLAY_SHOWS_OWN_CARD = True
# tests/learn/test_hint_languages.py: whether its hint reasons are its own templates, said in every
# language
HINT_TEMPLATES = False


def STEP_CLEAR(scene: TableScene, ctx: TableContext) -> list[Rect]:
    """What a replay's step buttons keep clear of besides the shared parts, as this game's
    table draws it (tests/ui/test_shared_layer_fits.py): its other hands and its runway
    (narrower buttons, shorter words beside it)."""
    from table.ui.tables.batwalk.draw import other_hands
    from table.ui.tables.batwalk.presenter import BatwalkPresenter
    from table.ui.tables.batwalk.runway import runway_rect

    presenter = scene.presenter
    assert isinstance(presenter, BatwalkPresenter)
    drawn = [hand.area for hand in other_hands(presenter, ctx, ctx.geo, ctx.view).values()]
    drawn.append(runway_rect(ctx, ctx.geo))
    return drawn
# tests/ui/test_table_words.py: (cards in the trick, seeds) of the random views whose trick
# caption names the lead suit ([]: none does)
LEAD_CAPTIONS = []
# tests/ui/test_table_words.py: the players of the random games whose every word is read
WORDS_PLAYERS = 3
# tests/ai/test_factors.py: whether its factors add up to its rating only to 1e-12 (means over the
# values a card may have)
FACTORS_INEXACT = True
# tests/learn/test_hint_words.py: the game's own hint reasons, each to be met at least once over
# seeded positions: name -> (move, explanation, line) -> whether this line meets it
HINT_CASES = {
    "one value": lambda chosen, why, line: "can only be the" in line,
    "same backs": lambda chosen, why, line: "same back" in line,
}
# tests/ui/test_learn_lesson.py: whether the engine deals the next round as its lesson's round is
# scored (the table stays on the hand taught)
LESSON_DEALS_ON = True


def REPLAY_HELD(state: Any, seat: int) -> tuple[list[str], bool]:
    """tests/ui/test_replay_open.py: the cards ``seat`` holds, as its view tells them, and whether
    some must be found."""
    # Held backwards: its faces as the next seat sees them; a hand to look for.
    return [slot["card"] for slot in state.view((seat + 1) % state.players)["hands"][seat]], True
# tests/ui/test_screen_speech.py: whether its whole ear check (3 players, seed 3) is read there
# for a click asked without a key
EAR_CLICK_CHECK = False
# tests/ui/test_royal_table20.py: the seat spec of a table whose hand cards carry marks a tooltip
# explains, or None
TIP_TABLE = None
# tests/ui/test_royal_table20.py: whether the first hand is backs to its holder, so no tooltip may
# name it
HAND_UNSEEN_FIRST = True
# bench/ai_speed.py: the position compared with OpenSpiel's oh_hell (Munch's), or None
OH_HELL_ANCHOR = None
# tests/ui/test_table_speech.py: whether its table key (F3) says who still plays to the trick, in
# turn
SAYS_STILL_TO_PLAY = True
