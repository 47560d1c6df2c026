"""Munch, Crunch, Scrunch!'s test data (see ``tests/per_game/__init__.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from table.ui.layout import Rect
    from table.ui.scenes.table import TableScene
    from table.ui.tables.context import TableContext

SOUNDING = {
    "card_played",
    "deal",
    "hand_scored",
    "predictions_revealed",
    "trick_won",
    "vanquish_cancelled",
}
SILENT = {"game_over", "prediction_made"}
SHORT_OPTIONS: dict[str, object] = {"hands": 4}
WATCHED = ("human,ai,ai", {"hands": 3})
TRICK_UNIT = (r" takes? the trick: \d+ won(, \d+ predicted)?$", "human,ai,ai,ai")
# The trick_won event's field whose number the trick's words show, and the words for none
# (tests/ui/test_trick_result.py; None: the words show no such figure).
TRICK_FIGURE: tuple[str, str] | None = None
DECK_SIZE = 36
PROMPT_PLAYERS = 3
SCORE_PAD_PLAYERS = 3
HOT_SEAT: list[tuple[str, dict[str, object]]] = [
    ("human,ai,human", {"hands": 4}),
    ("human,human", {"hands": 3}),
]
TABLE_PLAYERS = 3
KILL_PLAYERS = 3

# The cues each moment of the game must play (tests/ui/test_cues.py): (event, cues).
CUE_MOMENTS: list[tuple[dict[str, object], list[str]]] = [
    (
        {"type": "deal", "hand": 1, "cards_each": 1, "dealer": 0, "leader": 1, "forehead": True},
        ["shuffle", "forehead_round"],
    ),
    (
        {"type": "deal", "hand": 4, "cards_each": 4, "dealer": 3, "leader": 0, "forehead": False},
        ["shuffle", "deal"],
    ),
    ({"type": "predictions_revealed", "hand": 2}, ["munch_chant"]),
    ({"type": "card_played", "seat": 2, "card": "vanquish-2", "lead_suit": None}, ["vanquish"]),
    ({"type": "card_played", "seat": 2, "card": "escape", "lead_suit": None}, ["escape"]),
    ({"type": "card_played", "seat": 2, "card": "topsy", "lead_suit": "bat"}, ["topsy_turvy"]),
    ({"type": "card_played", "seat": 2, "card": "vampire-8", "lead_suit": "bat"}, ["card_play"]),
    ({"type": "vanquish_cancelled", "seat": 3, "cards": ["vanquish-1"], "bonus": 10}, ["vanquish_fizzle"]),
    (
        {
            "type": "trick_won",
            "seat": None,
            "cards": [{"seat": 0, "card": "topsy"}],
            "reason": "Topsy Turvy: nobody can win",
        },
        ["trick_collected"],
    ),
    ({"type": "hand_scored", "hand": 3, "seats": []}, ["scored"]),
]
NO_CHOICE_TABLE: tuple[str, dict[str, object]] = ("human,ai,human", {"hands": 3})
MONKEY_TABLE = "human,ai,human"  # the hot-seat table the monkey plays at
LANGUAGE_PLAYERS = 4  # the table drawn in every language and size
SPEECH_OPTIONS: dict[str, object] = {"hands": 2}  # a game whose turn comes soon, its words heard
# tests/ui/test_incremental_frames.py: (UI scale, a setting to switch on first) per game watched,
# and whether the person plays it by keyboard
INCREMENTAL: list[tuple[float, object]] = [(1.0, None)]
BY_KEYBOARD = False
# tests/learn/test_undo.py: (the student's moves in its lesson, the refusal once something new was shown)
UNDO_REFUSED: list[tuple[int, str]] = [
    (1, "Can't undo: you have seen everyone's predictions."),
]
# tests/ui/test_drawing_state.py: (a move, the card it plays or None, the cards it names)
MOVE_CARDS: list[tuple[str, str | None, tuple[str, ...]]] = [
    ("play vampire-3", "vampire-3", ("vampire-3",)),
    ("predict 2", None, ()),
]
KEPT_WORDS: set[str] = set()  # words of its messages every language keeps
TELLS_REASONS = True  # its tricks, battles or losses carry a reason

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

def ROUND_TOTALS(event: dict[str, Any]) -> list[int]:
    """Each seat's total after a scored round, from its event (tests/ui/test_score_cells.py)."""
    return [entry["total"] for entry in sorted(event["seats"], key=lambda e: e["seat"])]


RESET_CELL: str | None = None

HANDS_SHOWN = None  # the table's own face-down fans (tests/ui/test_fan_counts.py)
FRONT_FROM_HAND = True  # the cards held up in front of a seat are out of its hand

# tests/ui/test_assets.py: faces its art must hold, whether a face prints the card's whole
# name, and the tiles the art sheet draws besides the faces and backs.
SAMPLE_FACES = {"vanquish-1", "vanquish-2", "escape", "topsy", "vampire-8"}
FACE_NAMES_WHOLE = False
ART_SHEET_EXTRAS = 0

# tests/ui/test_look_tables.py: players at the crowded tables where the trick winner's tag
# must cover no seat ([] for none).
CROWDED_TABLES: list[int] = [5]

# tests/ui/test_table_polish_seats.py: seat specs of tables whose other seats hold a fan.
FAN_TABLES: list[str] = ["human,ai,ai,ai,ai"]
# tests/ui/test_tooltip_clear.py: the players at the table whose card tips are checked
TOOLTIP_PLAYERS = 4
# tests/test_manifest.py: whether the lowest score wins (its rules)
LOW_SCORES_WIN = False
# tests/test_action_fuzz.py: whether a move names several cards, so its words reordered are met and refused
REORDER_REFUSED = False
# tests/test_action_fuzz.py: the verbs whose two cards may be named in either order (its Clarifications)
EITHER_ORDER = frozenset[str]()
# tests/ai/test_agents.py: whether Hard models the other seats on the heuristic
MODELS_OPPONENTS = False
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
    "predict": lambda chosen, why, line: chosen.startswith("predict") and why.factor is not None
    and ("should win" in line or "none of your cards" in line),
}
# tests/ui/test_learn_lesson.py: whether the engine deals the next round as its lesson's round is
# scored (the table stays on the hand taught)
LESSON_DEALS_ON = True


def REPLAY_HELD(state: Any, seat: int) -> tuple[list[str], bool]:
    """tests/ui/test_replay_open.py: the cards ``seat`` holds, as its view tells them, and whether
    some must be found."""
    return [card for card in state.view(seat)["hands"][seat] if card is not None], False
# tests/ui/test_screen_speech.py: whether its whole ear check (3 players, seed 3) is read there
# for a click asked without a key
EAR_CLICK_CHECK = True
# tests/ui/test_royal_table20.py: the seat spec of a table whose hand cards carry marks a tooltip
# explains, or None
TIP_TABLE = None
# tests/ui/test_royal_table20.py: whether the first hand is backs to its holder, so no tooltip may
# name it
HAND_UNSEEN_FIRST = True


def OH_HELL_ANCHOR(seed: int) -> Any:
    """bench/ai_speed.py: the position its search speed is compared with OpenSpiel's ``oh_hell``
    at: hand 7 of a 4-player game, predictions made and two tricks played."""
    import random

    from table.ai import make_agent
    from table.ai.agent import choose
    from table.games import get_game
    from table.games.munch.cards import ALL_CARDS

    players = 4
    game = get_game("munch")
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    hands = [cards[seat * 7 : (seat + 1) * 7] for seat in range(players)]
    state = game.new_state(players=players, seed=seed, deal={"hands": hands, "hand_number": 7, "dealer": 0})
    normal = [make_agent("munch", "normal", seat) for seat in range(players)]
    while len(state.view(None)["tricks_played"]) < 2:
        seat = state.turn[0]
        state.apply(seat, choose(normal[seat], state, seat))
    return state
# tests/ui/test_table_speech.py: whether its table key (F3) says who still plays to the trick, in
# turn
SAYS_STILL_TO_PLAY = True
