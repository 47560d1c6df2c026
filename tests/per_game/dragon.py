"""Dodge the Dragon's test data (see ``tests/per_game/__init__.py``)."""

SOUNDING = {"card_played", "cards_passed", "deal", "moon_shot", "round_scored", "trick_won"}
SILENT = {"game_over", "lead_blue_1", "pass_chosen", "safety_named"}
SHORT_OPTIONS: dict[str, object] = {"limit": 30}
WATCHED = ("human,ai,ai,ai", {"limit": 30})
TRICK_UNIT = (r" takes? (\d+ points?|the trick: no points)$", "human,ai,ai,ai")
DECK_SIZE = 72
PROMPT_PLAYERS = 4
SCORE_PAD_PLAYERS = 4
HOT_SEAT: list[tuple[str, dict[str, object]]] = [
    ("human,human,ai,ai", {"limit": 20}),
    ("human,ai,human,human,ai", {"limit": 10}),
]
TABLE_PLAYERS = 4
KILL_PLAYERS = 4
