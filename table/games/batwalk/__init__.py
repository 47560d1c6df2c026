"""Vamp on the Batwalk: a trick-taker played with backwards hands, for 2–6 (rules/batwalk.md).

``GAME`` is the registry entry; ``ALL_CARDS``, ``deck_ids`` and ``card_name`` serve the
table and the art; ``possible_values`` is the deduction aid the table may show and the
AI uses; ``show_outcome`` resolves a show of known cards.
"""

from table.core import Game, Option
from table.core.moves import Moves
from table.games.batwalk.actions import Play, parse
from table.games.batwalk.cards import ALL_CARDS, SUITS, card_name, check_suits, deck_ids, default_suits
from table.games.batwalk.deduction import possible_values
from table.games.batwalk.rules import BatwalkState, check_first
from table.games.batwalk.shows import show_outcome
from table.games.batwalk.words import first_words

# Each move string read once, for every layer (``table.core.moves``); the record holds it too.
MOVES: Moves[Play] = Moves(parse)

GAME = Game(
    "batwalk",
    "Vamp on the Batwalk",
    min_players=2,
    max_players=len(SUITS),
    state_class=BatwalkState,
    options=(
        # A "choice" rather than a "seat": with two players the only allowed value is
        # seat 2, the trendsetter, which is not one of the players' seats.
        Option(
            "first", "Who starts the first show", "choice",
            default=None, choices=(None, *range(len(SUITS))), check=check_first, words=first_words,
        ),
        Option(
            "suits", "Vamp suits in play", "list", default=default_suits, choices=SUITS, check=check_suits
        ),
    ),
    moves=MOVES,
    card_name=card_name,
    deck_ids=deck_ids,
    all_cards=ALL_CARDS,
)

__all__ = [
    "ALL_CARDS",
    "GAME",
    "MOVES",
    "BatwalkState",
    "card_name",
    "deck_ids",
    "possible_values",
    "show_outcome",
]
