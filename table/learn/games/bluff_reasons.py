"""Hint reasons for the games of hidden cards: Critter Poker Royal and Vamp on the Batwalk.

Both are said from the heuristic's deciding factor. Royal's factors weigh what taking
the card would cost the receiver (and would have cost you), whether the claim is worth
making, and the risk each verdict runs; the reason adds what is in sight: how many of
the cards that make a claim true are visible, what the receiver has in front. Batwalk's
weigh the chance a backwards card steals the show or still leads at the end, and the
wish to keep the cards that may still be anything; the reason lists what the card can
still be (``deduction.possible_values``) and how many of those take the lead (the
rules' ``take_the_lead``). Only the seat's view is read; moves through each game's parser.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.ai.heuristics.factors import Explanation
from table.core.vocabulary import GameView as View
from table.core.words import Words
from table.games.batwalk import actions as batwalk_actions
from table.games.batwalk.cards import CARD_NUMBER as BAT_NUMBER
from table.games.batwalk.cards import value_name
from table.games.batwalk.deduction import possible_values
from table.games.batwalk.shows import take_the_lead
from table.games.batwalk.views import as_view as batwalk_view
from table.games.royal import actions as royal_actions
from table.games.royal import cards as royal_cards
from table.games.royal.cards import CRITTER_OF, TRUE_CLAIMS
from table.games.royal.views import RoyalView
from table.games.royal.views import as_view as royal_view
from table.learn.names import card_name, seat_name


def claim_name(claim: str) -> str:
    """A Critter Poker Royal claim as a player says it ("Stink Bug", "Royal"); an unknown
    one as written."""
    try:
        return royal_cards.claim_name(claim)
    except KeyError:
        return claim.capitalize()


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


# -- Critter Poker Royal ---------------------------------------------------------------


def _in_sight(view: RoyalView) -> set[str]:
    cards = set(view.get("hand") or []) | set(view.get("set_aside", []))
    for front in view.get("fronts", []):
        cards |= set(front)
    top = view.get("penalty_top")
    if top:
        cards.add(top)
    return cards


def _hand_over(view: RoyalView, seat: int, why: Explanation, card: str, receiver: int, claim: str,
               names: Sequence[str] | None) -> str:
    assert why.factor is not None
    truth = "the truth" if claim in TRUE_CLAIMS[card] else "a bluff"
    verb = "Give" if isinstance(royal_actions.parse(why.chosen), royal_actions.Give) else "Pass"
    who = seat_name(names, receiver, seat)
    said = claim_name(claim)
    opening = f"{verb} {who} the {card_name('royal', card)} and say \"{said}\" ({truth})"
    critter = CRITTER_OF[card]
    if why.factor.name == "hurts_receiver":
        count = sum(1 for c in view["fronts"][receiver] if CRITTER_OF[c] == critter) if critter else 0
        if count:
            kind = claim_name(critter or "")
            return f"{opening}: {who} already has {count} {kind} card{'s' * (count != 1)} in front."
        return f"{opening}: of everyone, taking it would cost {who} the most."
    if why.factor.name == "would_cost_me":
        return f"{opening}: it is the card you can best afford to see come back."
    if why.factor.name == "claim_worth_making":
        return f"{opening}: a claim {who} can't easily see through."
    return ""


def explain_royal(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = royal_view(raw)
    move = royal_actions.parse(why.chosen)
    if isinstance(move, royal_actions.Give):
        return _hand_over(view, seat, why, move.card, move.to, move.claim, names)
    if isinstance(move, royal_actions.PassOn):
        card = view["round"]["card"]
        assert card is not None, "a seat passing the card on has peeked at it"
        return _hand_over(view, seat, why, card, move.to, move.claim, names)
    if isinstance(move, royal_actions.Judge | royal_actions.Peek):
        claim = view["round"]["claims"][-1]["claim"]
        fitting = {card for card, claims in TRUE_CLAIMS.items() if claim in claims}
        seen = len(fitting & _in_sight(view))
        of = f"of the {len(fitting)} cards that make \"{claim_name(claim)}\" true"
        if isinstance(move, royal_actions.Peek):
            return "Peek and pass it on: both verdicts are too risky for you, so the next player judges."
        if move.verdict:
            return f"Call it true: {len(fitting) - seen} {of} are still unseen, so it may well be."
        return f"Call it false: a bluff is likely, and {seen} {of} are already in sight."
    if isinstance(move, royal_actions.Place):
        cards = [card_name("royal", card) for card in move.cards if card != "none"]
        if cards:
            return f"Place the {' and '.join(cards)}: the kind you can best afford in front of you."
    return ""


# -- Vamp on the Batwalk -------------------------------------------------------------


def explain_batwalk(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = batwalk_view(raw)
    slot = batwalk_actions.parse(why.chosen).slot
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
    slot = batwalk_actions.parse(chosen).slot
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
