"""The rules' sentences as data (``table.core.reasons``, issue 33): an ``IllegalMove``'s
message stays English whatever language is spoken, and its reason is said in the
language spoken now, with the table's seat names; an event's reason likewise."""

from __future__ import annotations

from table.core import refusals
from table.core.reasons import MESSAGES
from table.games import game_ids, get_game


def test_every_message_id_is_its_games_and_unique() -> None:
    assert refusals.GAME_OVER.id in MESSAGES
    for game in game_ids():
        get_game(game)
        assert any(key.startswith(f"{game}.") for key in MESSAGES), game
