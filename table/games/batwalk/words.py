"""Vamp on the Batwalk's sentences about a seat, each a whole message per form
(``table.core.words``): the table, its log and banners say them from here."""

from __future__ import annotations

from table.core.words import SEAT, Sentence, Words

DEALT = Sentence(
    "Round {round}: five cards each, held backwards. You start the first show.",
    "Round {round}: five cards each, held backwards. {name} starts the first show.",
)
LEADS_NOW = Sentence("Your {card} is winning the show now.", "{name}'s {card} is winning the show now.")
STEALS = Sentence(
    "You steal the show from {robbed} with {card}: +1 (now {points}).",
    "{name} steals the show from {robbed} with {card}: +1 (now {points}).",
)
# How the show was won (the caption under its result; the tag over the card says the point).
WINS_SHOW = Sentence(
    "You win show {show} with {card}.",
    "{name} wins show {show} with {card}.",
)
WINS_SHOW_NOW = Sentence(
    "You win show {show} with {card}: +1 point. Now {points}.",
    "{name} wins show {show} with {card}: +1 point. Now {points}.",
)
WINS_SHOW_RESULT = Sentence(
    "You win the show: +1 point (now {points})",
    "{name} wins the show: +1 point (now {points})",
)
ROUND_OVER = Words("Round {round} is over: {said}.")
TIED = Words("{tied} are tied at the top: everyone plays round {round}.")
TIED_LINE = Words("{tied} are level: everyone plays another round.")
INSTANT_WIN = Sentence(
    "You reach {points} points and win on the spot!", "{name} reaches {points} points and wins on the spot!"
)
STEALS_TITLE = Sentence("You steal the show!", "{name} steals the show!")
MATCHES_LEAD = Sentence(  # about the seat robbed of its lead
    "{card} matches your lead card: +1 point at once.", "{card} matches {name}'s lead card: +1 point at once."
)
STRUTS = Sentence("You strut to {points}!", "{name} struts to {points}!")
WALKS_AND_WINS = Sentence("You walk the whole Batwalk and win!", "{name} walks the whole Batwalk and wins!")
LEADS_AND_WINS = Sentence(
    "You lead after the last round and win!",
    "{name} leads after the last round and wins!",
)
# A score pad cell: the points the round brought (the Total row is where each stands).
CELL = Words("{points:+d}")

# -- the recap (past tense) ------------------------------------------------------------
RECAP_STOLE_ASIDE = Words("stole the show, +1")  # an aside to the card just played
RECAP_STOLE = Sentence("You stole the show, +1.", "{name} stole the show, +1.")

# -- the prompt: what the seat on screen does now, to "you" or to a player by name --
PROMPT_START = Sentence(
    "Start the show: pick a card by its place (you see only its colour).",
    "{name}, start the show: pick a card by its place (you see only its colour).",
)
PROMPT_GARLIC = Sentence(
    "Garlic rules this show (a star met it): pick a card by its place.",
    "{name}, garlic rules this show (a star met it): pick a card by its place.",
)
PROMPT_BEAT = Sentence(
    "Beat or match {card}: pick a card by its place.",
    "{name}, beat or match {card}: pick a card by its place.",
)
# -- a seat's status under its plate (a label, the seat's name is above it) --
STATUS_TRENDSETTER = Words("plays leftmost card · wins at 5")
STATUS_WINNING = Words("winning the show so far")

# -- the setup: who starts the first show (the option ``first``) --
AT_RANDOM = Words("at random")
TRENDSETTER_STARTS = Words("Trendsetter")  # the seat's name (docs/i18n), as the table calls it


def first_words(value: object, players: int) -> str:
    """Who starts the first show, as the setup offers it: left to chance or a seat; with
    two players always the trendsetter (the rules' Clarification), whatever is chosen."""
    if players == 2:
        return TRENDSETTER_STARTS()
    return AT_RANDOM() if not isinstance(value, int) else SEAT(n=value + 1)
