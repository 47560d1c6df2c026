"""The refusals every game shares, each a whole message (``table.core.reasons``): a move
written wrongly, a seat whose turn it is not, a game that is over."""

from __future__ import annotations

from table.core.reasons import SEATS, messages
from table.core.words import Sentence, Words

msg = messages("core", {"waiting": SEATS})

NOT_TEXT = msg("not_text", Words("An action is written as text, not {type}."))
EMPTY = msg("empty", Words("An empty action is not a move."))
TOO_LONG = msg("too_long", Words("That text is far too long to be a move."))
SPACES = msg("spaces", Words("Write a move with single spaces between its words and none around them."))
LOWER_CASE = msg("lower_case", Words("Moves are written in lower case, such as 'play bat-7'."))
PLAIN = msg("plain", Words("A move is made of plain letters, digits and hyphens, such as 'play bat-7'."))
GAME_OVER = msg("game_over", Words("The game is over: no more moves can be made."))
NOT_YOUR_TURN = msg(
    "not_your_turn",
    Sentence(
        "It is not your turn; waiting for {waiting}.", "It is not {name}'s turn; waiting for {waiting}."
    ),
    about="seat",
)
NOT_A_MOVE = msg("not_a_move", Words("That is not a move you can make now."))
