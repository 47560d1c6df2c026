"""Dodge the Dragon's sentences about a seat, each a whole message per form
(``table.core.words``): the table, its log and banners say them from here."""

from __future__ import annotations

from table.core.words import Sentence, Words

WAITING_PASS = Words("Waiting for {names} to choose cards to pass…")
PASS_CHOSEN = Sentence("You have chosen three cards to pass.", "{name} has chosen three cards to pass.")
PASSED = Sentence("You passed {cards} to {to}.", "{name} passed {cards} to {to}.")
PASSED_YOU = Words("{giver} passed you")  # a banner's title: the giver is never the reader
LEADS_BLUE_1 = Sentence("You hold Blue 1 and lead the round.", "{name} holds Blue 1 and leads the round.")
NAMES_SAFETY = Sentence(
    "You lead a safety naming {colour}: it counts as the lowest {colour}.",
    "{name} leads a safety naming {colour}: it counts as the lowest {colour}.",
)
NAMES_COLOUR = Sentence("You name {colour}", "{name} names {colour}")
TRICK_POINTS = Words("{reason} ({n} point)", "{reason} ({n} points)")
MOON_SHOT = Sentence(
    "You took all 43 points: your total goes back to 0!",
    "{name} took all 43 points: their total goes back to 0!",
)
MOON_TITLE = Sentence("You dodged nothing and took it all!", "{name} dodged nothing and took it all!")
MOON_LINE = Sentence(
    "All 43 points in one round: your total resets to 0.",
    "All 43 points in one round: their total resets to 0.",
)
ROUND_SCORED = Words("Round {round} scored: {said}.")
SCORED_LINE = Sentence("You: +{points}  (total {total})", "{name}: +{points}  (total {total})")
TAKES_NOTHING = Sentence("You take the trick: no points", "{name} takes the trick: no points")
TAKES_POINTS = Sentence(
    "You take {n} point",
    "{name} takes {n} point",
    "You take {n} points",
    "{name} takes {n} points",
)

# -- the recap (past tense) ------------------------------------------------------------
RECAP_TOOK_POINTS = Sentence(
    "You took the trick ({n} point).",
    "{name} took the trick ({n} point).",
    "You took the trick ({n} points).",
    "{name} took the trick ({n} points).",
)
RECAP_NAMING = Words("naming {colour}")  # an aside to the safety just played
RECAP_NAMED = Sentence("You named {colour} with the {card}.", "{name} named {colour} with the {card}.")
RECAP_GOT = Words("The pass: you got {cards}.")
RECAP_GOT_UNSEEN = Words("The pass: {n} card came to you.", "The pass: {n} cards came to you.")  # hand-over
RECAP_EVERYONE_PASSED = Words("Everyone passed three cards.")
RECAP_MOON = Sentence("You took every point card!", "{name} took every point card!")

# -- the score pad: a round's own points ------------------------------------------------
CELL = Words("{points:+d}")
CELL_MOON = Words("all {n}: back to 0")

# -- the prompt: what the seat on screen does now, to "you" or to a player by name --
PROMPT_PASS = Sentence(
    "Choose three cards to pass to {to}, then Confirm.",
    "{name}, choose three cards to pass to {to}, then Confirm.",
)
PROMPT_PASS_RIGHT = Sentence(
    "Choose three cards to pass to your right, then Confirm.",
    "{name}, choose three cards to pass to your right, then Confirm.",
)
PROMPT_LEAD_BLUE_1 = Sentence(
    "Lead Blue 1 to start the round (whoever holds it leads first).",
    "{name}, lead Blue 1 to start the round (whoever holds it leads first).",
)
PROMPT_LEAD = Sentence(
    "Lead a card (leading a safety names a colour).",
    "{name}, lead a card (leading a safety names a colour).",
)
PROMPT_FOLLOW = Sentence(
    "Follow {led} if you can, or play a safety; otherwise anything.",
    "{name}, follow {led} if you can, or play a safety; otherwise anything.",
)
# -- a seat's status under its plate (a label, the seat's name is above it) --
STATUS_PASSED = Words("passed")
STATUS_CHOOSING_PASS = Words("choosing a pass")
STATUS_ROUND = Words("{points} this round · {n} trick", "{points} this round · {n} tricks")
# Translators: the same in fewer words, where a seat's plate or score row cannot hold the whole.
STATUS_ROUND_SHORT = Words("{points} · {n} trick", "{points} · {n} tricks")
