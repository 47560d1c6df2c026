"""The rules core: the contract every game keeps (``API.md``), in the standard library only.

It owns the ``Game`` factory and ``GameState`` base (validation, history, log, saves,
clones), ``IllegalMove`` and the rules' sentences as data (``reasons``), game options and
card/deal helpers. Nothing here knows any particular game, and nothing here imports
anything outside the standard library.
"""

from table.core.actions import MAX_ACTION_LENGTH, action_words
from table.core.cards import check_card_list, check_hands, check_keys, deal_hands, shuffled
from table.core.deal import Holdings, NoConsistentDeal, deal_hidden, deal_holdings
from table.core.errors import IllegalMove
from table.core.options import Option, resolve_options
from table.core.reasons import Message, Reason
from table.core.state import SAVE_FORMAT, AnyState, Game, GameState, copy_plain, find_ids, replay
from table.core.vocabulary import (
    Event,
    JsonObject,
    TableEvent,
    TableView,
    table_event,
    table_view,
)

__all__ = [
    "MAX_ACTION_LENGTH",
    "SAVE_FORMAT",
    "AnyState",
    "Event",
    "Game",
    "GameState",
    "Holdings",
    "IllegalMove",
    "JsonObject",
    "Message",
    "NoConsistentDeal",
    "Option",
    "Reason",
    "TableEvent",
    "TableView",
    "action_words",
    "check_card_list",
    "check_hands",
    "check_keys",
    "copy_plain",
    "deal_hands",
    "deal_hidden",
    "deal_holdings",
    "find_ids",
    "replay",
    "resolve_options",
    "shuffled",
    "table_event",
    "table_view",
]
