"""Vamp on the Batwalk's test data (see ``tests/per_game/__init__.py``)."""

SOUNDING = {"card_played", "deal", "instant_win", "round_over", "show_won", "stole_the_show"}
SILENT = {"extra_round", "game_over", "lead_changed"}
SHORT_OPTIONS: dict[str, object] = {}
WATCHED = ("human,ai,ai,ai", {})
TRICK_UNIT = (r" wins? the show: \+1 point \(now \d+\)$", "human,ai,ai,ai")
DECK_SIZE = 42
PROMPT_PLAYERS = 2
SCORE_PAD_PLAYERS = 3
HOT_SEAT: list[tuple[str, dict[str, object]]] = [("human,human,ai", {}), ("human,human", {})]
TABLE_PLAYERS = 3
KILL_PLAYERS = 4
