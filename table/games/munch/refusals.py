"""Why Munch refuses a move, each a whole message (``table.core.reasons``): a move its
notation does not write (``actions.parse``) and a well-formed move not allowed now (the
engine's ``_why_illegal``). Card ids are said as the cards' names, suits as theirs."""

from __future__ import annotations

from table.core.i18n import _
from table.core.reasons import messages, text
from table.core.words import Words
from table.games.munch.cards import SUIT_FULL_NAME, SUIT_PLURAL, card_name

msg = messages("munch", {
    "card": text(card_name),
    "suit": text(lambda suit: _(SUIT_FULL_NAME[suit])),
    "suits": text(lambda suit: _(SUIT_PLURAL[suit])),
})

# -- written wrongly (the parser) -------------------------------------------------------
PREDICTION_SHAPE = msg(
    "prediction_shape", Words("Write a prediction as 'predict N', with N a number of tricks.")
)
PREDICTION_RANGE = msg(
    "prediction_range",
    Words("Predict a number of tricks from 0 to {most}, written plainly (such as 'predict 2')."),
)
PLAY_SHAPE = msg("play_shape", Words("Write a play as 'play <card>', such as 'play bat-7'."))
NO_SUCH_CARD = msg("no_such_card", Words("There is no card called '{word}' in this game."))
SHAPES = msg("shapes", Words("A move here is 'predict N' or 'play <card>', such as 'play bat-7'."))
NOW_PREDICT = msg("now_predict", Words("Now write your prediction as 'predict N', with N from 0 to {most}."))

# -- not allowed now --------------------------------------------------------------------
PREDICT_UP_TO = msg(
    "predict_up_to",
    Words(
        "Predict a number of tricks from 0 to {n}: you are dealt {n} card.",
        "Predict a number of tricks from 0 to {n}: you are dealt {n} cards.",
    ),
)
PREDICT_FIRST = msg(
    "predict_first",
    Words("Everyone predicts before any card is played: write 'predict N' (N from 0 to {most})."),
)
PREDICTIONS_DONE = msg("predictions_done", Words("Predictions are already revealed; now play a card."))
FOREHEAD_ONLY = msg(
    "forehead_only",
    Words("In the forehead round you cannot see your own card: play it with 'play forehead'."),
)
FOREHEAD_HAND_1 = msg(
    "forehead_hand_1",
    Words("'play forehead' is only for hand 1; name the card you play, e.g. 'play bat-7'."),
)
NOT_HELD = msg("not_held", Words("You do not hold {card}."))
FOLLOW_SUIT = msg(
    "follow_suit",
    Words("You must follow suit: you hold a {suit} (or play a power card, which is always allowed)."),
)
NOT_NOW = msg("not_now", Words("You cannot play {card} now."))

# -- why a trick was taken (the ``trick_won`` event's ``reason``, as data) ----------------
FIRST_VANQUISH = msg("first_vanquish", Words("Two Vanquish: the earlier one takes the trick."))
VANQUISH = msg("vanquish", Words("Vanquish wins the trick."))
VAMPIRES_LED = msg("vampires_led", Words("Vegan Vampires were led and {card} is the highest."))
TRUMPS = msg("trumps", Words("{card} trumps: the highest Vegan Vampire wins."))
SUIT_LED = msg("suit_led", Words("{suits} were led and {card} is the highest."))
TOPSY_TWO_PLAYERS = msg("topsy_two_players", Words("Topsy Turvy with two players: nobody takes the trick."))
TOPSY_ESCAPE = msg(
    "topsy_escape", Words("Topsy Turvy: Escape turns into the lowest card and takes the trick.")
)
TOPSY_NO_WINNER = msg(
    "topsy_no_winner", Words("Topsy Turvy left no card able to win: nobody takes the trick."),
)
# Topsy Turvy's lowest card wins, one whole sentence per reason (and per tie).
TOPSY_OFF_SUIT = msg(
    "topsy_off_suit",
    Words("Topsy Turvy: lowest wins, and cards off the lead suit rise to the top; {card} takes it."),
)
TOPSY_OFF_SUIT_TIED = msg(
    "topsy_off_suit_tied",
    Words("Topsy Turvy: lowest wins, and cards off the lead suit rise to the top;"
          " of the tied {number}s the junior (later) {card} takes it."),
)
TOPSY_NO_LEAD = msg(
    "topsy_no_lead",
    Words("Topsy Turvy after a Vanquish lead: with no lead suit, the lowest card other than a"
          " Vegan Vampire wins; {card} takes it."),
)
TOPSY_NO_LEAD_TIED = msg(
    "topsy_no_lead_tied",
    Words("Topsy Turvy after a Vanquish lead: with no lead suit, the lowest card other than a"
          " Vegan Vampire wins; of the tied {number}s the junior (later) {card} takes it."),
)
TOPSY_NO_FOLLOW = msg(
    "topsy_no_follow",
    Words("Topsy Turvy: lowest wins, and no other suit followed the Vampires led; {card} takes it."),
)
TOPSY_NO_FOLLOW_TIED = msg(
    "topsy_no_follow_tied",
    Words("Topsy Turvy: lowest wins, and no other suit followed the Vampires led;"
          " of the tied {number}s the junior (later) {card} takes it."),
)
TOPSY_VAMPIRES_SINK = msg(
    "topsy_vampires_sink",
    Words("Topsy Turvy: lowest wins, and Vegan Vampires sink below the lead suit; {card} takes it."),
)
TOPSY_VAMPIRES_SINK_TIED = msg(
    "topsy_vampires_sink_tied",
    Words("Topsy Turvy: lowest wins, and Vegan Vampires sink below the lead suit;"
          " of the tied {number}s the junior (later) {card} takes it."),
)
TOPSY_ONLY_VAMPIRES = msg(
    "topsy_only_vampires",
    Words("Topsy Turvy: lowest wins, and only Vegan Vampires are left to win; {card} takes it."),
)
TOPSY_ONLY_VAMPIRES_TIED = msg(
    "topsy_only_vampires_tied",
    Words("Topsy Turvy: lowest wins, and only Vegan Vampires are left to win;"
          " of the tied {number}s the junior (later) {card} takes it."),
)
