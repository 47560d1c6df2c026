"""Critter Poker Royal: a 2–6 player bluffing game of passing critters (rules/royal.md).

``GAME`` is the registry entry; ``ALL_CARDS``, ``deck_ids`` and ``card_name`` serve the
table and the art. The deck and claim truth live in ``cards.py``, the rules in
``rules.py``.
"""

from table.core import Game, Option
from table.core.moves import Moves
from table.games.royal.actions import RoyalAction, parse
from table.games.royal.cards import ALL_CARDS, card_name, deck_ids
from table.games.royal.rules import RoyalState


def _default_lose_at(players: int) -> int:
    # rules "Setup": four of a kind loses, five in the two-player game.
    return 5 if players == 2 else 4


# Each move string read once, for every layer (``table.core.moves``); the record holds it too.
MOVES: Moves[RoyalAction] = Moves(parse)

GAME = Game(
    "royal",
    "Critter Poker Royal",
    min_players=2,
    max_players=6,
    state_class=RoyalState,
    options=(
        Option("first", "Seat that starts", "seat", default=None),
        Option("lose_at", "Critters of one kind that lose", "int", default=_default_lose_at,
               minimum=2, maximum=8),
    ),
    moves=MOVES,
    card_name=card_name,
    deck_ids=deck_ids,
    all_cards=ALL_CARDS,
)

__all__ = ["ALL_CARDS", "GAME", "MOVES", "RoyalState", "card_name", "deck_ids", "parse"]
