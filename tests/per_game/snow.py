"""Snow Monster Battle's test data (see ``tests/per_game/__init__.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from table.ui.layout import Rect
    from table.ui.scenes.table import TableScene
    from table.ui.tables.context import TableContext

SOUNDING = {
    "battle_won",
    "card_played",
    "deal",
    "enhancement_played",
    "round_scored",
    "sly_fox_played",
}
SILENT = {"battle_started", "enhancement_passed", "game_over", "hand_dealt", "hunters_broken"}
SHORT_OPTIONS: dict[str, object] = {"target": 60}
WATCHED = ("human,ai,ai", {"target": 60})
TRICK_UNIT = (r" wins? the battle(: \+\d+| but loses? \d+ points?)$", "human,ai,ai")
# The trick_won event's field whose number the trick's words show, and the words for none
# (tests/ui/test_trick_result.py; None: the words show no such figure).
TRICK_FIGURE: tuple[str, str] | None = None
DECK_SIZE = 56
PROMPT_PLAYERS = 3
SCORE_PAD_PLAYERS = 3
HOT_SEAT: list[tuple[str, dict[str, object]]] = [("human,ai,human", {})]
TABLE_PLAYERS = 3
KILL_PLAYERS = 3

# The cues each moment of the game must play (tests/ui/test_cues.py): (event, cues).
CUE_MOMENTS: list[tuple[dict[str, object], list[str]]] = [
    ({"type": "card_played", "seat": 0, "card": "slime", "as": "slime"}, ["slime_groan"]),
    ({"type": "card_played", "seat": 0, "card": "illuminati", "as": "illuminati"}, ["illuminati_cackle"]),
    ({"type": "card_played", "seat": 0, "card": "siren-head", "as": "siren-head"}, ["siren_screech"]),
    (
        {"type": "card_played", "seat": 0, "card": "klutzy-detective", "as": "klutzy-detective"},
        ["klutzy_whoosh"],
    ),
    ({"type": "card_played", "seat": 0, "card": "bunker", "as": "bunker"}, ["bunker_clang"]),
    ({"type": "card_played", "seat": 0, "card": "apocalypse", "as": "apocalypse"}, ["apocalypse_rumble"]),
    ({"type": "card_played", "seat": 0, "card": "catastrophe", "as": "catastrophe"}, ["catastrophe_rumble"]),
    ({"type": "card_played", "seat": 0, "card": "shapeshifter", "as": "trickster"}, ["shapeshifter_morph"]),
    ({"type": "card_played", "seat": 0, "card": "yeti", "as": "yeti"}, ["card_play"]),
    ({"type": "sly_fox_played", "round": 1, "seat": 2}, ["sly_fox_yip"]),
    (
        {"type": "enhancement_played", "seat": 1, "enhancement": "harpoon", "target": "yeti"},
        ["harpoon_twang"],
    ),
    (
        {"type": "enhancement_played", "seat": 1, "enhancement": "doppelganger", "target": "yeti"},
        ["doppelganger_shimmer"],
    ),
    (
        {"type": "enhancement_played", "seat": 1, "enhancement": "snowball", "target": "slime"},
        ["snowball_splat"],
    ),
    (
        {
            "type": "battle_won",
            "seat": None,
            "card": None,
            "rule_id": "world_ends",
            "rule": "The world ends: three sixes",
            "plays": [],
            "penalty": False,
            "prey_caught": [],
        },
        ["world_end"],
    ),
    (
        {
            "type": "battle_won",
            "seat": 2,
            "card": "slime",
            "rule_id": "lead_suit",
            "rule": "",
            "plays": [{"seat": 2, "card": "slime", "as": "slime"}],
            "penalty": True,
            "prey_caught": [],
        },
        ["trick_collected", "slime_groan"],
    ),
    (
        {
            "type": "battle_won",
            "seat": 1,
            "card": "slayer",
            "rule_id": "hunters_win",
            "rule": "",
            "plays": [],
            "penalty": False,
            "prey_caught": [{"seat": 1, "hunter": "slayer", "prey": "vampire"}],
        },
        ["trick_collected", "prey_bonus"],
    ),
]
NO_CHOICE_TABLE: tuple[str, dict[str, object]] = ("human,ai,human", {})
MONKEY_TABLE = "human,ai,human"  # the hot-seat table the monkey plays at
LANGUAGE_PLAYERS = 4  # the table drawn in every language and size
SPEECH_OPTIONS: dict[str, object] = {}  # a game whose turn comes soon, its words heard
# tests/ui/test_incremental_frames.py: (UI scale, a setting to switch on first) per game watched,
# and whether the person plays it by keyboard
INCREMENTAL: list[tuple[float, object]] = [(1.25, None)]
BY_KEYBOARD = False
# tests/learn/test_undo.py: (the student's moves in its lesson, the refusal once something new was shown)
UNDO_REFUSED: list[tuple[int, str]] = [
    (1, "Can't undo: you have seen Mildred's card."),
]
# tests/ui/test_drawing_state.py: (a move, the card it plays or None, the cards it names)
MOVE_CARDS: list[tuple[str, str | None, tuple[str, ...]]] = [
    ("play sly-fox", "sly-fox", ("sly-fox",)),
    ("play pan", "pan", ("pan",)),
    ("enhance harpoon pan", None, ()),  # aims an enhancement: plays no card
    ("done", None, ()),
]
KEPT_WORDS: set[str] = {"illuminati", "bunker"}  # words of its messages every language keeps
TELLS_REASONS = True  # its tricks, battles or losses carry a reason

# The benchmarks (bench/): the AI players at the table timed frame by frame (frame_time.py),
# seeded random games per CPU measurement at scale 1.0 (rules_cpu.py), the options of a
# measured game (rules_cpu.py, rules_speed.py), and whether it is the one compared with
# OpenSpiel's hearts, one deal against one round (rules_speed.py).
BENCH_TABLE = 4
BENCH_GAMES = 40
BENCH_OPTIONS: dict[str, object] | None = None
HEARTS_ANCHOR = False


def OWN_PARTS(scene: TableScene, ctx: TableContext) -> dict[str, list[Rect]]:
    """What this game's table draws besides the shared parts (tests/ui/overlap_parts.py)."""
    x, y, w, _ = ctx.geo.panel
    players, h = ctx.players, ctx.geo.h
    top = y + h * 0.06 + players * ctx.geo.score_row_height(players) + h * 0.02
    return {"score panel": [(x, top, w, h * 0.05 + players * h * 0.042)]}  # the race to the target

ROUND_TOTALS = None  # the event's "totals" or "scores" (tests/ui/test_score_cells.py)
RESET_CELL: str | None = None

HANDS_SHOWN = None  # the table's own face-down fans (tests/ui/test_fan_counts.py)
FRONT_FROM_HAND = False

# tests/ui/test_assets.py: faces its art must hold, whether a face prints the card's whole
# name, and the tiles the art sheet draws besides the faces and backs.
SAMPLE_FACES = {"siren-head", "klutzy-detective", "sly-fox", "illuminati", "shapeshifter"}
FACE_NAMES_WHOLE = True
ART_SHEET_EXTRAS = 0

# tests/ui/test_look_tables.py: players at the crowded tables where the trick winner's tag
# must cover no seat ([] for none).
CROWDED_TABLES: list[int] = [4, 2]

# tests/ui/test_table_polish_seats.py: seat specs of tables whose other seats hold a fan.
FAN_TABLES: list[str] = ["human,ai,ai,ai"]
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
LEAD_CAPTIONS = [(1, 6), (0, 3)]  # a battle waiting for its leader's card has a caption too
# tests/ui/test_table_words.py: the players of the random games whose every word is read
WORDS_PLAYERS = 2
# tests/ai/test_factors.py: whether its factors add up to its rating only to 1e-12 (means over the
# values a card may have)
FACTORS_INEXACT = False
# tests/learn/test_hint_words.py: the game's own hint reasons, each to be met at least once over
# seeded positions: name -> (move, explanation, line) -> whether this line meets it
HINT_CASES = {}
# tests/ui/test_learn_lesson.py: whether the engine deals the next round as its lesson's round is
# scored (the table stays on the hand taught)
LESSON_DEALS_ON = False


def REPLAY_HELD(state: Any, seat: int) -> tuple[list[str], bool]:
    """tests/ui/test_replay_open.py: the cards ``seat`` holds, as its view tells them, and whether
    some must be found."""
    return [card for card in state.view(seat).get("hand") or [] if card is not None], False
# tests/ui/test_screen_speech.py: whether its whole ear check (3 players, seed 3) is read there
# for a click asked without a key
EAR_CLICK_CHECK = True
# tests/ui/test_royal_table20.py: the seat spec of a table whose hand cards carry marks a tooltip
# explains, or None
TIP_TABLE = None
# tests/ui/test_royal_table20.py: whether the first hand is backs to its holder, so no tooltip may
# name it
HAND_UNSEEN_FIRST = False
# bench/ai_speed.py: the position compared with OpenSpiel's oh_hell (Munch's), or None
OH_HELL_ANCHOR = None
# tests/ui/test_table_speech.py: whether its table key (F3) says who still plays to the trick, in
# turn
SAYS_STILL_TO_PLAY = False
