"""Munch, Crunch, Scrunch!: the prediction trick-taker with Vegan Vampire trumps.

The package exports ``GAME`` for the registry and, for the table and the art, the deck
helpers ``ALL_CARDS``, ``deck_ids`` and ``card_name``, and its moves as values (``parse``
turns ``predict 2`` / ``play bat-7`` into ``Predict`` / ``Play``; ``str`` writes them
back: ``actions.py``). The deck lives in ``cards.py``,
the judgement of a trick and of a score in ``rules.py``, and the game's flow and views
in ``state.py``.
"""

from table.core import Game, Option
from table.core.moves import Moves
from table.games.munch.actions import MAX_PREDICTION as MAX_HANDS
from table.games.munch.actions import MunchAction, Play, Predict, parse
from table.games.munch.cards import ALL_CARDS, MAX_PLAYERS, MIN_PLAYERS, card_name, deck_ids
from table.games.munch.state import MunchState

# Each move string read once, for every layer (``table.core.moves``); the record holds it too.
MOVES: Moves[MunchAction] = Moves(parse)

GAME = Game(
    "munch",
    "Munch, Crunch, Scrunch!",
    MIN_PLAYERS,
    MAX_PLAYERS,
    MunchState,
    options=(
        Option("hands", "Hands to play", "int", default=MAX_HANDS, minimum=1, maximum=MAX_HANDS),
        # None: the seed chooses the first dealer.
        Option("first_dealer", "First dealer", "seat", default=None),
    ),
    moves=MOVES,
    card_name=card_name,
    deck_ids=deck_ids,
    all_cards=ALL_CARDS,
)

__all__ = [
    "ALL_CARDS", "GAME", "MOVES", "MunchAction", "MunchState", "Play", "Predict", "card_name", "deck_ids",
    "parse",
]
