"""Critter Poker Royal's sentences about a seat, each a whole message per form
(``table.core.words``): the table, its log, banners and tips say them from here."""

from __future__ import annotations

from table.core.words import Sentence, Words

WAITING_GIVE = Words("Waiting for {names} to give a card…")
WAITING_RESPOND = Words("Waiting for {names} to judge the claim or peek…")
WAITING_PASS = Words("Waiting for {names} to pass the card on…")
WAITING_PLACE = Words("Waiting for {names} to place critter cards…")
DEALT = Sentence(
    "The cards are dealt; {n} lies in the penalty pile. You start.",
    "The cards are dealt; {n} lies in the penalty pile. {name} starts.",
    "The cards are dealt; {n} lie in the penalty pile. You start.",
    "The cards are dealt; {n} lie in the penalty pile. {name} starts.",
)
GIVES = Sentence("You give {to} a card face down: {claim}.", "{name} gives {to} a card face down: {claim}.")
PEEKS = Sentence("You peek at the card.", "{name} peeks at the card.")
PEEKS_SEEN = Sentence("You peek at the card: it is {card}.", "{name} peeks at the card: it is {card}.")
PASSES = Sentence("You pass it on to {to}: {claim}.", "{name} passes it on to {to}: {claim}.")
JUDGES = Sentence(
    "You judge {claim} {verdict}. It is {card}: {outcome}.",
    "{name} judges {claim} {verdict}. It is {card}: {outcome}.",
)
TAKES_IT = Sentence("You take it.", "{name} takes it.")
COSTS_PENALTY = Sentence(
    "A Royal costs you the penalty pile's top card: {card}.",
    "A Royal costs {name} the penalty pile's top card: {card}.",
)
PENALTY_EMPTY = Sentence(
    "The penalty pile is empty: you pay nothing more.", "The penalty pile is empty: {name} pays nothing more."
)
TAKES_SPECIAL = Sentence("You take {card} into your hand.", "{name} takes {card} into their hand.")
PLACES = Sentence("You place {cards} face up.", "{name} places {cards} face up.")
SET_ASIDE = Sentence(
    "You have no critter card to place: {card} is set aside for the rest of the game.",
    "{name} has no critter card to place: {card} is set aside for the rest of the game.",
)
LOSES_BECAUSE = Sentence("You lose: {reason}", "{name} loses: {reason}")
GAME_OVER = Words("Game over: {names} win.")
JUDGED = Sentence(
    "You judged {claim} {verdict}; it was {truth}.", "{name} judged {claim} {verdict}; it was {truth}."
)
WAS = Sentence("You were {outcome}.", "{name} was {outcome}.")
PAYS_TITLE = Sentence("A Royal's price: you pay", "A Royal's price: {name} pays")
PAYS_LINE = Sentence(
    "The penalty pile's top card, {card}, goes to you.", "The penalty pile's top card, {card}, goes to them."
)
TAKES_SPECIAL_TITLE = Sentence("You take the {card}", "{name} takes the {card}")
TAKES_SPECIAL_LINE = Sentence(
    "It goes into your hand: now you place one {critter} card, or any two critter cards.",
    "It goes into their hand: now they place one {critter} card, or any two critter cards.",
)
LOSES = Sentence("You lose!", "{name} loses!")
LOSES_WITH = Sentence(
    "You lose with {why}: everyone else wins!",
    "{name} loses with {why}: everyone else wins!",
)
FRONT_TIP = Sentence(
    "{cards} in front of you (a Royal counts as its critter); {lose_at} of one kind lose.",
    "{cards} in front of {name} (a Royal counts as its critter); {lose_at} of one kind lose.",
)
ONE_SHORT_TIP = Sentence(
    "One short of losing: one more {critter} and you lose. {tip}",
    "One short of losing: one more {critter} and {name} loses. {tip}",
)
CRITTER_CARDS = Words("{n} {critter} card", "{n} {critter} cards")

# -- the recap (past tense) ------------------------------------------------------------
RECAP_CLAIM = Words('"{claim}"')  # a claim as said, in the language's own quotation marks
RECAP_GAVE = Sentence("You gave {to} a card, saying {claim}.", "{name} gave {to} a card, saying {claim}.")
RECAP_PASSED = Sentence(
    "You peeked and passed it to {to}, saying {claim}.",
    "{name} peeked and passed it to {to}, saying {claim}.",
)
RECAP_CALLED = {  # (the verdict was "true", the judge was right): a whole sentence each
    (True, True): Sentence("You called it true (right): it was {card}.",
                           "{name} called it true (right): it was {card}."),
    (True, False): Sentence("You called it true (wrong): it was {card}.",
                            "{name} called it true (wrong): it was {card}."),
    (False, True): Sentence("You called it false (right): it was {card}.",
                            "{name} called it false (right): it was {card}."),
    (False, False): Sentence("You called it false (wrong): it was {card}.",
                             "{name} called it false (wrong): it was {card}."),
}
RECAP_TOOK_IT = Sentence("You took it.", "{name} took it.")
RECAP_PENALTY = Sentence("You took the penalty card, {card}.", "{name} took the penalty card, {card}.")
RECAP_PLACED = Sentence("You placed {cards}.", "{name} placed {cards}.")
RECAP_LOST = Sentence("You lost.", "{name} lost.")

# -- the prompt: what the seat on screen does now, to "you" or to a player by name --
PROMPT_TURN = Sentence("It is your turn.", "{name}, it is your turn.")
PROMPT_GIVE = Sentence(
    "Choose a card to give away face down.", "{name}, choose a card to give away face down."
)
# -- a seat's status under its plate (a label, the seat's name is above it) --
STATUS_HOLDS = Words("holds {cards}")
STATUS_HAS_SEEN = Words("has seen the card")
STATUS_GROUP = Words("{critter} ×{n}")
STATUS_JOIN = Words(" · ")
# -- the steps of a give, a pass and a placing (the prompt while the seat builds its move) --
GIVE_TO_WHOM = Sentence(
    "Give {card} to whom? Choose a player (or another card).",
    "{name}, give {card} to whom? Choose a player (or another card).",
)
GIVE_CLAIMING = Sentence(
    "Give {card} to {to}, claiming it is… (true or a bluff)",
    "{name}, give {card} to {to}, claiming it is… (true or a bluff)",
)
RESPOND = Sentence(
    "{giver} hands you a card: {claim}. Is the claim true or false?",
    "{name}, {giver} hands you a card: {claim}. Is the claim true or false?",
)
RESPOND_OR_PEEK = Sentence(
    "{giver} hands you a card: {claim}. Is the claim true or false? Or peek at it and pass it on.",
    "{name}, {giver} hands you a card: {claim}. Is the claim true or false? Or peek at it and pass it on.",
)
NOT_NOW_JUDGE = Words("Your hand is not in play now: judge the card you were given.")
NOT_NOW_PASS = Words("Your hand is not in play now: pass on the card you peeked at.")
PASS_TO_WHOM = Sentence(
    "Pass it to whom? Only a player who has not seen it: choose one.",
    "{name}, pass it to whom? Only a player who has not seen it: choose one.",
)
PASS_SEEN_TO_WHOM = Sentence(
    "It is {card}. Pass it to whom? Only a player who has not seen it: choose one.",
    "{name}, it is {card}. Pass it to whom? Only a player who has not seen it: choose one.",
)
PASS_CLAIMING = Sentence(
    "Pass it to {to}, claiming it is… (the same claim or a new one)",
    "{name}, pass it to {to}, claiming it is… (the same claim or a new one)",
)
PASS_SEEN_CLAIMING = Sentence(
    "It is {card}. Pass it to {to}, claiming it is… (the same claim or a new one)",
    "{name}, it is {card}. Pass it to {to}, claiming it is… (the same claim or a new one)",
)
NEVER_PLACED = Words("Wild and Nothing are never placed in front of anyone: choose critter cards.")
PLACE_NONE = Sentence(
    "You took the {special} but hold no critter card to place: it is set aside.",
    "{name}, you took the {special} but hold no critter card to place: it is set aside.",
)
PLACE_ONLY = Sentence(
    "You took the {special}: your only critter card, {card}, goes in front of you.",
    "{name}, you took the {special}: your only critter card, {card}, goes in front of you.",
)
PLACE_DUTY = Sentence(
    "You took the {special}: place one {critter} card, or any two critter cards. Choose the cards.",
    "{name}, you took the {special}: place one {critter} card, or any two critter cards."
    " Choose the cards.",
)
PLACE_CHOSEN = Sentence(
    "{card} chosen: place it alone, or choose a second card to place both.",
    "{name}, {card} is chosen: place it alone, or choose a second card to place both.",
)
PLACE_NOT_FITTING = Sentence(
    "{card} is not a {critter} card: choose a second card to place both (or choose it again to put it back).",
    "{name}, {card} is not a {critter} card: choose a second card to place both"
    " (or choose it again to put it back).",
)

# -- the words beside the card in the middle (a list of lines, no stops) --------------
MIDDLE_CLAIM = Sentence("You to {to}: “{claim}”", "{name} to {to}: “{claim}”")  # a claim this round
MIDDLE_SEEN_BY = Words("Seen by {names}")
MIDDLE_JUDGED = {
    True: Sentence("You judged “{claim}” true", "{name} judged “{claim}” true"),
    False: Sentence("You judged “{claim}” false", "{name} judged “{claim}” false"),
}
MIDDLE_OUTCOME = {  # (the claim was true, the judge was right)
    (True, True): Sentence("It was true: you were right", "It was true: {name} was right"),
    (True, False): Sentence("It was true: you were wrong", "It was true: {name} was wrong"),
    (False, True): Sentence("It was a bluff: you were right", "It was a bluff: {name} was right"),
    (False, False): Sentence("It was a bluff: you were wrong", "It was a bluff: {name} was wrong"),
}
MIDDLE_TOOK = Sentence("You took {card}", "{name} took {card}")
