"""Hint reasons for Vamp on the Batwalk (Royal's are whole messages in ``royal_reasons``).

Said from the heuristic's deciding factor: the chance a backwards card steals the show
or still leads at the end, and the wish to keep the cards that may still be anything;
the reason lists what the card can still be (``deduction.possible_values``) and how many
of those take the lead (the rules' ``take_the_lead``). Only the seat's view is read;
moves through the game's parser. Not yet in the catalogue: this explainer still joins
clauses (docs/TRANSLATING.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from table.ai.heuristics.factors import Explanation
from table.core.vocabulary import GameView as View
from table.core.words import Words
from table.games.batwalk import MOVES
from table.games.batwalk.cards import CARD_NUMBER as BAT_NUMBER
from table.games.batwalk.cards import value_name
from table.games.batwalk.deduction import possible_values
from table.games.batwalk.shows import take_the_lead
from table.games.batwalk.views import as_view as batwalk_view
from table.learn.names import card_name

PLACES = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


# Batwalk's hint words (not yet in the catalogue: this explainer still joins clauses,
# docs/TRANSLATING.md).
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


# -- Vamp on the Batwalk -------------------------------------------------------------


def explain_batwalk(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = batwalk_view(raw)
    slot = MOVES[why.chosen].slot
    suit = view["hands"][seat][slot]["suit"]
    could_be = [f"{suit}-{value}" for value in possible_values(view)[slot]]
    if not could_be:
        return ""
    where = f"your {PLACES[slot]} card ({suit.capitalize()})"
    names_of = _either([value_name(BAT_NUMBER[card]).capitalize() for card in could_be])
    if why.factor.name == "keep_open":  # the runner-up's card could still be more things
        return f"Play {where}: it can only be the {names_of}; keep the cards that could be anything."
    plays = [BAT_NUMBER[play["card"]] for play in view["show"]["plays"]]
    if not plays:
        return f"Start the show with {where}: it can only be the {names_of}."
    lead = view["show"]["lead"]
    assert lead is not None, "a show with plays has a lead card"
    taking = sum(take_the_lead([*plays, BAT_NUMBER[card]], lead)[0] == len(plays) for card in could_be)
    lead_name = card_name("batwalk", view["show"]["plays"][lead]["card"])
    if len(could_be) == 1:  # no odds to give: say what the one card it can be does
        must = MUST_BE_TAKES if taking else MUST_BE_LOSES
        odds = must(card=names_of, lead=lead_name)
    else:
        odds = SOME_TAKE(taking=taking, n=len(could_be), could_be=names_of, lead=lead_name)
    if why.factor.name == "steals_show":
        return f"Play {where}: it may steal the show; {odds}."
    return f"Play {where}: {odds}."


def same_backs(raw: View, seat: int, chosen: str) -> tuple[str, str]:
    """When another card of the hand has the same back as the one ``chosen`` and may be
    the very same cards, the hint says either will do: the sentence on its own, and the
    one added to a reason. Empty when the chosen card has no such twin."""
    slot = MOVES[chosen].slot
    view = batwalk_view(raw)
    hand = view["hands"][seat]
    possible = possible_values(view)
    suit = hand[slot]["suit"]
    twins = [other for other in range(len(hand)) if other != slot and hand[other]["suit"] == suit
             and sorted(possible[other]) == sorted(possible[slot])]
    if not twins or not possible[slot]:
        return "", ""
    where = f"your {PLACES[slot]} card ({suit.capitalize()})"
    could_be = _either([value.capitalize() for value in possible[slot]])
    twin = PLACES[twins[0]]
    return SAME_BACKS(where=where, twin=twin, could_be=could_be), TWIN_TOO(twin=twin)


def _either(words: list[str]) -> str:
    """"2, 3 or Garlic"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" or {words[-1]}"
