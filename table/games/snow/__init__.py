"""Snow Monster Battle: a trick-taker of monster battles for 2–4 players (rules/snow.md).

``GAME`` is the registry entry; ``ALL_CARDS``, ``deck_ids`` and ``card_name`` serve the
table and the art.
"""

from table.core import Game, Option
from table.core.moves import Moves
from table.core.options import OptionValue
from table.core.words import Words
from table.games.snow.actions import SnowAction, parse
from table.games.snow.cards import ALL_CARDS, card_name, deck_ids
from table.games.snow.rules import SnowState, default_target


def short_target(players: int) -> int:
    """Half the full target: a newcomer's first game, about four rounds instead of eight."""
    return default_target(players) // 2


SHORT_TARGET = Words("{value} · short (4 rounds)")
FULL_TARGET = Words("{value} · full (8 rounds)")


def target_words(value: OptionValue, players: int) -> str:
    """A target as the setup offers it: the short and the full game say how long they
    run, in few words (the setup's value column is narrow at a large UI scale; rounds
    counted over 12 random-play games per player count: 4 and 8)."""
    if value == short_target(players):
        return SHORT_TARGET(value=value)
    if value == default_target(players):
        return FULL_TARGET(value=value)
    return str(value)


# Each move string read once, for every layer (``table.core.moves``); the record holds it too.
MOVES: Moves[SnowAction] = Moves(parse)

GAME = Game(
    "snow",
    "Snow Monster Battle",
    min_players=2,
    max_players=4,
    state_class=SnowState,
    options=(
        Option(
            "target", "Play until a total reaches", "int", default=default_target, minimum=10, maximum=10_000,
            first=short_target, words=target_words,
        ),
    ),
    moves=MOVES,
    card_name=card_name,
    deck_ids=deck_ids,
    all_cards=ALL_CARDS,
)

__all__ = ["ALL_CARDS", "GAME", "MOVES", "SnowState", "card_name", "deck_ids"]
