"""Critter Poker Royal's test data (see ``tests/per_game/__init__.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from table.ui.layout import Rect
    from table.ui.scenes.table import TableScene
    from table.ui.tables.context import TableContext

SOUNDING = {
    "card_passed",
    "card_taken",
    "cards_placed",
    "claim_judged",
    "dealt",
    "penalty_taken",
    "player_lost",
    "round_started",
    "special_set_aside",
    "special_taken",
}
SILENT = {"card_peeked", "game_over", "must_place", "penalty_empty", "turn_to_give"}
SHORT_OPTIONS: dict[str, object] = {}
WATCHED = ("human,ai,ai", {})
TRICK_UNIT = None
# The trick_won event's field whose number the trick's words show, and the words for none
# (tests/ui/test_trick_result.py; None: the words show no such figure).
TRICK_FIGURE: tuple[str, str] | None = None
DECK_SIZE = 65
PROMPT_PLAYERS = 3
SCORE_PAD_PLAYERS = None
HOT_SEAT: list[tuple[str, dict[str, object]]] = [("human,human,ai", {})]
TABLE_PLAYERS = 3
KILL_PLAYERS = 4

# The cues each moment of the game must play (tests/ui/test_cues.py): (event, cues).
CUE_MOMENTS: list[tuple[dict[str, object], list[str]]] = [
    ({"type": "dealt", "first": 0, "hand_sizes": [15, 15, 14, 14]}, ["shuffle", "deal"]),
    (
        {"type": "round_started", "giver": 0, "receiver": 2, "claim": "scorpion"},
        ["card_slide", "claim_scorpion"],
    ),
    ({"type": "card_passed", "seat": 2, "receiver": 1, "claim": "royal"}, ["card_slide", "claim_royal"]),
    (
        {
            "type": "claim_judged",
            "receiver": 1,
            "claim": "bat",
            "verdict": "true",
            "card": "bat-3",
            "right": True,
        },
        ["verdict_right"],
    ),
    (
        {
            "type": "claim_judged",
            "receiver": 1,
            "claim": "bat",
            "verdict": "true",
            "card": "fly-3",
            "right": False,
        },
        ["verdict_wrong"],
    ),
    ({"type": "card_taken", "seat": 1, "card": "rat-royal"}, ["royal_fanfare"]),
    ({"type": "card_taken", "seat": 1, "card": "rat-4"}, ["card_play"]),
    ({"type": "penalty_taken", "seat": 1, "card": "toad-2", "new_top": "fly-1"}, ["penalty_thud"]),
    (
        {"type": "penalty_taken", "seat": 1, "card": "toad-royal", "new_top": None},
        ["penalty_thud", "royal_fanfare"],
    ),
    ({"type": "special_taken", "seat": 0, "card": "wild", "source": "round", "claim": "fly"}, ["card_slide"]),
    ({"type": "cards_placed", "seat": 0, "cards": ["fly-2"]}, ["card_play"]),
    ({"type": "player_lost", "seat": 3, "reason": "of_a_kind", "critter": "bat"}, ["loser_buzzer"]),
    ({"type": "game_over", "losers": [3], "winners": [0, 1, 2]}, []),
]
# Every other critter's claim is said like the scorpion's and the royal's above.
CUE_MOMENTS += [
    ({"type": "round_started", "giver": 0, "receiver": 1, "claim": critter},
     ["card_slide", f"claim_{critter}"])
    for critter in ("stinkbug", "cockroach", "bat", "fly", "toad", "rat")
]
NO_CHOICE_TABLE: tuple[str, dict[str, object]] = ("human,human,ai", {})
MONKEY_TABLE = "human,ai,human"  # the hot-seat table the monkey plays at
LANGUAGE_PLAYERS = 4  # the table drawn in every language and size
SPEECH_OPTIONS: dict[str, object] = {}  # a game whose turn comes soon, its words heard
# tests/ui/test_incremental_frames.py: (UI scale, a setting to switch on first) per game watched,
# and whether the person plays it by keyboard
INCREMENTAL: list[tuple[float, object]] = [(1.5, None)]
BY_KEYBOARD = True
# tests/learn/test_undo.py: (the student's moves in its lesson, the refusal once something new was shown)
UNDO_REFUSED: list[tuple[int, str]] = [
    (2, "Can't undo: you have seen the card you peeked at."),
]
# tests/ui/test_drawing_state.py: (a move, the card it plays or None, the cards it names)
MOVE_CARDS: list[tuple[str, str | None, tuple[str, ...]]] = [
    ("give rat-royal to 1 as royal", "rat-royal", ("rat-royal",)),
    ("place bat-3 bat-5", None, ("bat-3", "bat-5")),
    ("judge true", None, ()),
]
KEPT_WORDS: set[str] = {"royal", "critter", "poker"}  # words of its messages every language keeps
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
    from table.ui.tables.royal.draw import (
        caption_floor,
        caption_obstacles,
        front_cards,
        middle_card_rect,
        own_look,
        penalty_rect,
    )
    from table.ui.tables.royal.middle import caption_layout, middle_shown

    geo = ctx.geo
    fronts = front_cards(ctx, geo, ctx.view)
    own = own_look(ctx, geo)
    shown = middle_shown(scene.presenter, ctx, ctx.view)
    obstacles = caption_obstacles(ctx, geo) + [f.rect for f in fronts if f.seat != ctx.bottom_seat]
    px = max(12, round(geo.h * 0.022))
    words = caption_layout(geo, shown.lines, px, obstacles, caption_floor(ctx, geo)) if shown else None
    parts: dict[str, list[Rect]] = {
        "card in play": [middle_card_rect(geo)],
        "words in the middle": [words[0]] if words else [],
        "penalty pile": [penalty_rect(geo)],
        "own critters": [own.rect] if own.mode != "hidden" else [],
    }
    for front in (f for f in fronts if f.seat != ctx.bottom_seat):  # others' critters
        parts.setdefault(f"front {front.seat}", []).append(front.rect)
    return parts

ROUND_TOTALS = None  # the event's "totals" or "scores" (tests/ui/test_score_cells.py)
RESET_CELL: str | None = None

HANDS_SHOWN = None  # the table's own face-down fans (tests/ui/test_fan_counts.py)
FRONT_FROM_HAND = False

# tests/ui/test_assets.py: faces its art must hold, whether a face prints the card's whole
# name, and the tiles the art sheet draws besides the faces and backs.
SAMPLE_FACES = {"wild", "nothing", "scorpion-royal", "stinkbug-8"}
FACE_NAMES_WHOLE = False
ART_SHEET_EXTRAS = 0

# tests/ui/test_look_tables.py: players at the crowded tables where the trick winner's tag
# must cover no seat ([] for none).
CROWDED_TABLES: list[int] = []

# tests/ui/test_table_polish_seats.py: seat specs of tables whose other seats hold a fan.
FAN_TABLES: list[str] = ["human,ai,ai"]
# tests/ui/test_tooltip_clear.py: the players at the table whose card tips are checked
TOOLTIP_PLAYERS = 3
# tests/test_manifest.py: whether the lowest score wins (its rules)
LOW_SCORES_WIN = True
# tests/test_action_fuzz.py: whether a move names several cards, so its words reordered are met and refused
REORDER_REFUSED = False
# tests/test_action_fuzz.py: the verbs whose two cards may be named in either order (its Clarifications)
EITHER_ORDER = frozenset({"place"})
# tests/ai/test_agents.py: whether Hard models the other seats on the heuristic
MODELS_OPPONENTS = True
# tests/games/test_refusal_words.py: whether random games meet many refused cards (play <card>)
CARDS_REFUSED = False
# tests/ui/test_title_button_row.py: window sizes where the title's Continue label for a saved
# game of it is cut (a strict xfail there; none now: a row too narrow drops where the game
# stopped, then the game, from Continue)
CONTINUE_CUT: list[tuple[int, int]] = []


# tests/ui/test_prompt_sentences.py: picks that lead into each later step of a move built in steps
def _stage_picks(view: dict[str, Any], actions: list[str]) -> list[tuple[str, ...]]:
    """Picks that lead into each of Royal's later steps (a card, then a seat)."""
    phase, hand = view.get("phase"), list(view.get("hand") or [])
    seat, players = view["seat"], int(view.get("players", 2))
    others = [s for s in range(players) if s != seat]
    if phase == "give" and hand:
        return [(hand[0],), (hand[0], f"to {others[0]}")]
    if phase == "pass":
        targets = sorted({int(a.split()[2]) for a in actions if a.startswith("pass to ")})
        return [(f"to {targets[0]}",)] if targets else []
    if phase == "place":
        return [(card,) for card in hand[:2]]
    return []


STAGE_PICKS = _stage_picks
# tests/ui/test_prompt_sentences.py: whether a seat's status label joins several labels with " · "
LABELS_JOINED = True
# tests/ui/test_undo_shown.py: whether playing shows your own card (held unseen), so no undo is ever allowed
PLAY_SHOWS_OWN_CARD = False
# tests/learn/test_hint_languages.py: whether its hint reasons are its own templates, said in every
# language
HINT_TEMPLATES = False


def STEP_CLEAR(scene: TableScene, ctx: TableContext) -> list[Rect]:
    """What a replay's step buttons keep clear of besides the shared parts, as this game's
    table draws it (tests/ui/test_shared_layer_fits.py): your own critters' row when shown."""
    from table.ui.tables.royal.draw import own_look

    own = own_look(ctx, ctx.geo)
    return [own.rect] if own.mode != "hidden" else []
# tests/ui/test_table_words.py: (cards in the trick, seeds) of the random views whose trick
# caption names the lead suit ([]: none does)
LEAD_CAPTIONS = []
# tests/ui/test_table_words.py: the players of the random games whose every word is read
WORDS_PLAYERS = 3
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
TIP_TABLE = "human,ai,ai"
# tests/ui/test_royal_table20.py: whether the first hand is backs to its holder, so no tooltip may
# name it
HAND_UNSEEN_FIRST = False
# bench/ai_speed.py: the position compared with OpenSpiel's oh_hell (Munch's), or None
OH_HELL_ANCHOR = None
# tests/ui/test_table_speech.py: whether its table key (F3) says who still plays to the trick, in
# turn
SAYS_STILL_TO_PLAY = False
