"""Snow Monster Battle's test data (see ``tests/per_game/__init__.py``)."""

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
TRICK_UNIT = (r" wins? (\d+ battle points?|the battle but loses? \d+ points?)$", "human,ai,ai")
DECK_SIZE = 56
PROMPT_PLAYERS = 3
SCORE_PAD_PLAYERS = 3
HOT_SEAT: list[tuple[str, dict[str, object]]] = [("human,ai,human", {})]
TABLE_PLAYERS = 3
KILL_PLAYERS = 3
