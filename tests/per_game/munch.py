"""Munch, Crunch, Scrunch!'s test data (see ``tests/per_game/__init__.py``)."""

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
DECK_SIZE = 36
PROMPT_PLAYERS = 3
SCORE_PAD_PLAYERS = 3
HOT_SEAT: list[tuple[str, dict[str, object]]] = [
    ("human,ai,human", {"hands": 4}),
    ("human,human", {"hands": 3}),
]
TABLE_PLAYERS = 3
KILL_PLAYERS = 3
