"""The sentences a hint says when no rule of thumb decided, only the computer's search:
what the search found, in the player's terms (``table.core.words`` templates)."""

from __future__ import annotations

from table.core.words import Words

HINT_FOUND_AGAINST = Words(
    "{move}: in {ahead} of {n} deal of the unseen cards it left you ahead; "
    "{other} did in {other_ahead} of {other_tries}.",
    "{move}: in {ahead} of {n} deals of the unseen cards it left you ahead; "
    "{other} did in {other_ahead} of {other_tries}.",
)
HINT_FOUND = Words(
    "{move}: in {ahead} of {n} deal of the unseen cards the computer tried, it left you ahead.",
    "{move}: in {ahead} of {n} deals of the unseen cards the computer tried, it left you ahead.",
)
HINT_ONLY_RATED = Words("{move}: of the moves you have, it does most for your score by what you can see.")
# Batwalk: two cards whose backs are alike and which may be the same cards.
SAME_BACKS = Words(
    "Play {where}: your {twin} card has the same back and may be the same cards "
    "({could_be}), so either will do."
)
TWIN_TOO = Words("Your {twin} card has the same back and may be the same cards: it would do as well.")
# Batwalk: what a backwards card would do to the show's lead.
MUST_BE_TAKES = Words("it can only be the {card}, which would take the lead from the {lead}")
MUST_BE_LOSES = Words("it can only be the {card}, which would not take the lead from the {lead}")
SOME_TAKE = Words(
    "{taking} of the {n} cards it can be ({could_be}) would take the lead from the {lead}",
)
# Munch: a prediction, from how strong the hand is.
MUNCH_PREDICT_NONE = Words("Predict {tricks}: none of your cards is likely to win a trick.")
MUNCH_PREDICT_ABOUT = Words(
    "Predict {tricks}: by their strength, your cards should win about {n} trick.",
    "Predict {tricks}: by their strength, your cards should win about {n} tricks.",
)
MUNCH_PREDICT_BETWEEN = Words(
    "Predict {tricks}: by their strength, your cards should win {low} or {high} tricks."
)
