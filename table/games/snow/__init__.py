"""Snow Monster Battle: a trick-taker of monster battles for 2–4 players (rules/snow.md).

``GAME`` is the registry entry; ``ALL_CARDS``, ``deck_ids`` and ``card_name`` serve the
table and the art.
"""

from table.core import Game, Option
from table.games.snow.cards import ALL_CARDS, card_name, deck_ids
from table.games.snow.rules import SnowState, default_target

GAME = Game(
    "snow",
    "Snow Monster Battle",
    min_players=2,
    max_players=4,
    state_class=SnowState,
    options=(
        Option(
            "target", "Play until a total reaches", "int", default=default_target, minimum=10, maximum=10_000
        ),
    ),
)

__all__ = ["ALL_CARDS", "GAME", "SnowState", "card_name", "deck_ids"]
