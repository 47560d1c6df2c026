"""Munch, Crunch, Scrunch!'s sentences about a seat, each a whole message per form
(``table.core.words``): the table, its log and banners, the recap all say them from here."""

from __future__ import annotations

from table.core.words import Sentence, Words

DEALS = Sentence(
    "Hand {hand}: you deal {n} card each.",
    "Hand {hand}: {name} deals {n} card each.",
    "Hand {hand}: you deal {n} cards each.",
    "Hand {hand}: {name} deals {n} cards each.",
)
DEALS_FOREHEAD = Sentence(
    "Hand {hand}: you deal {n} card each. Forehead round!",
    "Hand {hand}: {name} deals {n} card each. Forehead round!",
    "Hand {hand}: you deal {n} cards each. Forehead round!",
    "Hand {hand}: {name} deals {n} cards each. Forehead round!",
)
PREDICTED_SECRETLY = Sentence("You have made a secret prediction.", "{name} has made a secret prediction.")
# The reveal in the log: its opening, then one whole sentence per seat after it.
PREDICTIONS = Words("Munch, crunch, scrunch! The predictions are revealed.")
PREDICTION_TOLD = Sentence("You predict {n}.", "{name} predicts {n}.")
PREDICTS = Sentence("You predict {n}", "{name} predicts {n}")  # a banner line, one per seat
TOPSY_CANCELS = Sentence(
    "Topsy Turvy cancels {n} Vanquish: you score +{bonus}.",
    "Topsy Turvy cancels {n} Vanquish: {name} scores +{bonus}.",
    "Topsy Turvy cancels {n} Vanquishes: you score +{bonus}.",
    "Topsy Turvy cancels {n} Vanquishes: {name} scores +{bonus}.",
)
TOPSY_BANNER = Sentence(
    "{n} Vanquish loses its power: you score +{bonus}.",
    "{n} Vanquish loses its power: {name} scores +{bonus}.",
    "{n} Vanquishes lose their power: you score +{bonus}.",
    "{n} Vanquishes lose their power: {name} scores +{bonus}.",
)
HAND_SCORED = Words("Hand {hand} scored: {said}.")
WAITING_PREDICT = Words("Waiting for {names} to predict…")
TAKES_WON = Sentence("You take the trick: {won} won", "{name} takes the trick: {won} won")
TAKES_WON_OF = Sentence(
    "You take the trick: {won} won, {predicted} predicted",
    "{name} takes the trick: {won} won, {predicted} predicted",
)
# A score pad cell: predicted/won, then the hand's points, with a Topsy Turvy bonus
# spelt out so the parts add up to the hand's points.
CELL = Words("{predicted}/{won}: {points:+d}")
CELL_TOPSY = Words("{predicted}/{won}: {base:+d}\n{bonus:+d} Topsy = {points:+d}")  # two lines

# -- the recap (past tense) ------------------------------------------------------------
RECAP_PREDICTED = Sentence("You predicted {n}.", "{name} predicted {n}.")  # one per seat

# -- the prompt: what the seat on screen does now, to "you" or to a player by name --
PROMPT_PREDICT_FOREHEAD = Sentence(
    "Your own card is hidden: predict 0 or 1 from everyone else's cards.",
    "{name}, your own card is hidden: predict 0 or 1 from everyone else's cards.",
)
PROMPT_PREDICT = Sentence(
    "Predict how many tricks you will win (0–{k}): choose a number or type it.",
    "{name}, predict how many tricks you will win (0–{k}): choose a number or type it.",
)
PROMPT_PLAY_FOREHEAD = Sentence(
    "Play your hidden card: press Enter or click it.",
    "{name}, play your hidden card: press Enter or click it.",
)
PROMPT_FOLLOW = Sentence(
    "Follow {follow} if you can; power cards may always be played.",
    "{name}, follow {follow} if you can; power cards may always be played.",
)
PROMPT_PLAY = Sentence("Play a card.", "{name}, play a card.")
# -- a seat's status under its plate (a label, the seat's name is above it) --
STATUS_DEALER = Words("dealer · {status}")
STATUS_PREDICTS_SECRET = Words("predicts {n} (secret)")
STATUS_HAS_PREDICTED = Words("has predicted")
STATUS_PREDICTING = Words("predicting…")
STATUS_PREDICTED_WON = Words("predicted {n} · won {won}")
# Translators: the same in fewer words (tricks won of those predicted), where a seat's plate
# or score row cannot hold the whole.
STATUS_PREDICTED_WON_SHORT = Words("won {won} of {n}")

STATUS_WON = Words("won {won}")
