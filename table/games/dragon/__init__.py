"""Dodge the Dragon: an avoid-the-points trick-taker for 3–6 players (rules/dragon.md).

``GAME`` is the registry entry; ``ALL_CARDS``, ``deck_ids`` and ``card_name`` serve the
table and the art.
"""

from table.core import Game, Option
from table.core.moves import Moves
from table.games.dragon.actions import DragonAction, parse
from table.games.dragon.cards import ALL_CARDS, card_name, deck_ids
from table.games.dragon.rules import DragonState

# Each move string read once, for every layer (``table.core.moves``); the record holds it too.
MOVES: Moves[DragonAction] = Moves(parse)

GAME = Game(
    "dragon",
    "Dodge the Dragon",
    min_players=3,
    max_players=6,
    state_class=DragonState,
    options=(
        Option("limit", "Game ends when a total passes", "int", default=100, minimum=1, maximum=10_000),
        Option("pass", "Pass three cards each round", "bool", default=True),
    ),
    moves=MOVES,
    card_name=card_name,
    deck_ids=deck_ids,
    all_cards=ALL_CARDS,
)

__all__ = ["ALL_CARDS", "GAME", "MOVES", "DragonState", "card_name", "deck_ids", "parse"]
