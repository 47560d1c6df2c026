"""Critter Poker Royal's refusals and why a seat lost, each a whole message
(``table.core.reasons``): a move its notation does not write (``actions.parse``), a
well-formed move not allowed now (the engine's ``_why_illegal``), and the
``player_lost`` event's reason as the table says it. Card ids are said as the cards'
names and claims as the critters' names, in the language spoken now; a seat named is
"you" when it is the reader's."""

from __future__ import annotations

from table.core.reasons import messages, text
from table.core.words import Sentence, Words
from table.games.royal.cards import claim_name, said_name

msg = messages("royal", {"card": text(said_name), "special": text(said_name), "claim": text(claim_name),
                         "critter": text(claim_name)})

# -- written wrongly (the parser) -------------------------------------------------------
NO_SUCH_CARD = msg("no_such_card", Words("There is no card '{word}' in Critter Poker Royal."))
NOT_A_SEAT = msg("not_a_seat", Words("'{word}' is not a seat: seats are written as numbers, such as 2."))
NOT_A_CLAIM = msg("not_a_claim", Words("'{word}' is not a claim: name one of {claims}."))
GIVE_SHAPE = msg("give_shape", Words("Give a card with a claim, written 'give <card> to <seat> as <claim>'."))
JUDGE_SHAPE = msg("judge_shape", Words("Judge the claim by saying 'judge true' or 'judge false'."))
PEEK_SHAPE = msg("peek_shape", Words("Say just 'peek' to look at the card and pass it on."))
PASS_SHAPE = msg("pass_shape", Words("Pass the card on, written 'pass to <seat> as <claim>'."))
PLACE_SHAPE = msg("place_shape", Words("Place one card or two: 'place <card>' or 'place <card> <card>'."))
TWO_DIFFERENT = msg("two_different", Words("Name two different cards."))
SHAPES = msg(
    "shapes",
    Words("Moves are 'give <card> to <seat> as <claim>', 'judge true', 'judge false', 'peek', "
          "'pass to <seat> as <claim>' and 'place <card>', 'place <card> <card>' or 'place none'."),
)

# -- not allowed now --------------------------------------------------------------------
TWO_PLAYERS_JUDGE = msg(
    "two_players_judge", Words("With two players a card cannot be passed on: judge it true or false.")
)
EVERYONE_SAW = msg(
    "everyone_saw", Words("Every other seat has seen this card, so you must judge it: true or false.")
)
PEEK_FIRST = msg("peek_first", Words("Say 'peek' first: you look at the card, then pass it on."))
CARD_CAME = msg(
    "card_came", Words("A card came to you: 'judge true', 'judge false', or 'peek' to look and pass it on.")
)
NOT_HELD = msg("not_held", Words("You do not hold {card}."))
NO_SUCH_SEAT = msg("no_such_seat", Words("There is no seat {to}: seats are 0 to {last}."))
NOT_YOURSELF = msg("not_yourself", Words("Give the card to another seat, not to yourself."))
PASS_AFTER_PEEK = msg(
    "pass_after_peek", Words("You have peeked: pass the card on, written 'pass to <seat> as <claim>'.")
)
ALREADY_SEEN = msg(
    "already_seen",
    Sentence(
        "You have already seen this card this round: pass it to a seat that has not.",
        "{name} has already seen this card this round: pass it to a seat that has not.",
    ),
    about="to",
)
NOTHING_TO_PLACE = msg(
    "nothing_to_place",
    Words("You hold no critter card to place: write 'place none' and the {special} is set aside."),
)
TOOK_SPECIAL = msg(
    "took_special",
    Words("You took the {special}: place one card that fits the claim '{claim}', or any two critter cards."),
)
ONLY_CRITTER = msg("only_critter", Words("Your only critter card is {card}: place it."))
STILL_HOLD = msg(
    "still_hold",
    Words("You still hold critter cards, so you must place one card that fits the claim '{claim}',"
          " or any two critter cards."),
)
NEVER_PLACED = msg("never_placed", Words("Wild and Nothing are never placed in front of anyone."))
DOES_NOT_FIT = msg(
    "does_not_fit",
    Words("{card} does not fit the claim '{claim}': place one card that fits the claim '{claim}',"
          " or any two critter cards."),
)

# -- why a seat lost (the ``player_lost`` event's ``reason``, as the log says it) --------
LOST_EMPTY_HAND = msg(
    "lost_empty_hand",
    Sentence("You lose: no card left to start a round.", "{name} loses: no card left to start a round."),
    about="seat",
)
LOST_OF_A_KIND = msg(
    "lost_of_a_kind",
    Sentence(
        "You lose: too many {critter} cards in front.", "{name} loses: too many {critter} cards in front."
    ),
    about="seat",
)
