"""Hint reasons for Critter Poker Royal, each a whole message (extracted, translated).

Said from the heuristic's deciding factor: what taking the card would cost the receiver
(and would have cost you), whether the claim is worth making, and the risk each verdict
runs; the reason adds what is in sight: how many of the cards that make a claim true are
visible, what the receiver has in front. Only the seat's view is read; moves through the
game's parser.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.ai.heuristics.factors import Explanation
from table.core.vocabulary import GameView as View
from table.core.words import LIST_SEPARATOR, SEAT, Words
from table.games.royal import MOVES
from table.games.royal import actions as royal_actions
from table.games.royal import cards as royal_cards
from table.games.royal.cards import CRITTER_OF, TRUE_CLAIMS, said_name
from table.games.royal.views import RoyalView
from table.games.royal.views import as_view as royal_view


def claim_name(claim: str) -> str:
    """A Critter Poker Royal claim as a player says it ("Stink Bug", "Royal"); an unknown
    one as written."""
    try:
        return royal_cards.claim_name(claim)
    except KeyError:
        return claim.capitalize()



# -- Critter Poker Royal ---------------------------------------------------------------


def _in_sight(view: RoyalView) -> set[str]:
    cards = set(view.get("hand") or []) | set(view.get("set_aside", []))
    for front in view.get("fronts", []):
        cards |= set(front)
    top = view.get("penalty_top")
    if top:
        cards.add(top)
    return cards


# Royal's hint words: each reason a whole message. ``{name}`` is the receiver, ``{card}``
# the card handed over, ``{claim}`` what is said of it, ``{truth}`` whether that is true.
THE_TRUTH = Words("the truth")
A_BLUFF = Words("a bluff")
GIVE_HAS_KIND = Words(
    "Give {name} the {card} and say “{claim}” ({truth}): "
    "{name} already has {n} {kind} card in front.",
    "Give {name} the {card} and say “{claim}” ({truth}): "
    "{name} already has {n} {kind} cards in front.",
)
PASS_HAS_KIND = Words(
    "Pass {name} the {card} and say “{claim}” ({truth}): "
    "{name} already has {n} {kind} card in front.",
    "Pass {name} the {card} and say “{claim}” ({truth}): "
    "{name} already has {n} {kind} cards in front.",
)
GIVE_COSTS_MOST = Words(
    "Give {name} the {card} and say “{claim}” ({truth}): "
    "of everyone, taking it would cost {name} the most."
)
PASS_COSTS_MOST = Words(
    "Pass {name} the {card} and say “{claim}” ({truth}): "
    "of everyone, taking it would cost {name} the most."
)
GIVE_AFFORD = Words(
    "Give {name} the {card} and say “{claim}” ({truth}): "
    "it is the card you can best afford to see come back."
)
PASS_AFFORD = Words(
    "Pass {name} the {card} and say “{claim}” ({truth}): "
    "it is the card you can best afford to see come back."
)
GIVE_WORTH = Words(
    "Give {name} the {card} and say “{claim}” ({truth}): a claim {name} can't easily see through."
)
PASS_WORTH = Words(
    "Pass {name} the {card} and say “{claim}” ({truth}): a claim {name} can't easily see through."
)
PEEK = Words("Peek and pass it on: both verdicts are too risky for you, so the next player judges.")
CALL_TRUE = Words(
    "Call it true: {unseen} of the {n} cards that make \"{claim}\" true are still unseen, "
    "so it may well be."
)
CALL_FALSE = Words(
    "Call it false: a bluff is likely, and {seen} of the {n} cards that make \"{claim}\" true "
    "are already in sight."
)
PLACE_ONE = Words("Place the {card}: the kind you can best afford in front of you.")
# Royal's moves said inside a hint's sentence ("{move}: in 3 of 10 deals ..."): ``{name}``
# the seat the card goes to, ``{card}`` the card, ``{claim}`` what is said of it.
GIVE_MOVE = Words("give {name} the {card} as “{claim}”")
PASS_MOVE = Words("pass it to {name} as “{claim}”")
CALL_TRUE_MOVE = Words("call it true")
CALL_FALSE_MOVE = Words("call it false")
PLACE_ONE_MOVE = Words("place the {card}")
PLACE_TWO_MOVE = Words("place the {card} and {other}")
SET_ASIDE_MOVE = Words("set it aside")  # placing no critter card
PLACE_TWO = Words("Place the {card} and {other}: the kind you can best afford in front of you.")


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    """One of Royal's own moves said mid-sentence ("give Ann the Toad 6 as “Toad”");
    None for a move said as every game's (a peek)."""
    if isinstance(move, royal_actions.Give | royal_actions.PassOn):
        name, claim = _receiver(names, move.to), claim_name(move.claim)
        if isinstance(move, royal_actions.PassOn):
            return PASS_MOVE(name=name, claim=claim)
        return GIVE_MOVE(name=name, card=said_name(move.card), claim=claim)
    if isinstance(move, royal_actions.Judge):
        return CALL_TRUE_MOVE() if move.verdict else CALL_FALSE_MOVE()
    if isinstance(move, royal_actions.Place):
        cards = [said_name(card) for card in move.cards if card != "none"]
        if len(cards) == 1:
            return PLACE_ONE_MOVE(card=cards[0])
        if len(cards) >= 2:
            return PLACE_TWO_MOVE(card=LIST_SEPARATOR().join(cards[:-1]), other=cards[-1])
        return SET_ASIDE_MOVE()
    return None


def _receiver(names: Sequence[str] | None, receiver: int) -> str:
    return names[receiver] if names is not None and 0 <= receiver < len(names) else SEAT(n=receiver + 1)


def _hand_over(view: RoyalView, seat: int, why: Explanation, card: str, receiver: int, claim: str,
               names: Sequence[str] | None) -> str:
    assert why.factor is not None
    truth = THE_TRUTH() if claim in TRUE_CLAIMS[card] else A_BLUFF()
    give = isinstance(MOVES[why.chosen], royal_actions.Give)
    name, named, claimed = _receiver(names, receiver), said_name(card), claim_name(claim)

    def said(template: Words, n: int | None = None, **more: object) -> str:
        return template(n, name=name, card=named, claim=claimed, truth=truth, **more)

    critter = CRITTER_OF[card]
    if why.factor.name == "hurts_receiver":
        count = sum(1 for c in view["fronts"][receiver] if CRITTER_OF[c] == critter) if critter else 0
        if count:
            return said(GIVE_HAS_KIND if give else PASS_HAS_KIND, count, kind=claim_name(critter or ""))
        return said(GIVE_COSTS_MOST if give else PASS_COSTS_MOST)
    if why.factor.name == "would_cost_me":
        return said(GIVE_AFFORD if give else PASS_AFFORD)
    if why.factor.name == "claim_worth_making":
        return said(GIVE_WORTH if give else PASS_WORTH)
    return ""


def explain_royal(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = royal_view(raw)
    move = MOVES[why.chosen]
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
        if isinstance(move, royal_actions.Peek):
            return PEEK()
        if move.verdict:
            return CALL_TRUE(unseen=len(fitting) - seen, n=len(fitting), claim=claim_name(claim))
        return CALL_FALSE(seen=seen, n=len(fitting), claim=claim_name(claim))
    if isinstance(move, royal_actions.Place):
        cards = [said_name(card) for card in move.cards if card != "none"]
        if len(cards) == 1:
            return PLACE_ONE(card=cards[0])
        if len(cards) >= 2:
            return PLACE_TWO(card=LIST_SEPARATOR().join(cards[:-1]), other=cards[-1])
    return ""
