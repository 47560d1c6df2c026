"""Critter Poker Royal's test data (see ``tests/per_game/__init__.py``)."""

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
DECK_SIZE = 65
PROMPT_PLAYERS = 3
SCORE_PAD_PLAYERS = None
HOT_SEAT: list[tuple[str, dict[str, object]]] = [("human,human,ai", {})]
TABLE_PLAYERS = 3
KILL_PLAYERS = 4
