"""Hint reasons for Vamp on the Batwalk (Royal's are whole messages in ``royal_reasons``).

Said from the heuristic's deciding factor: the chance a backwards card steals the show
or still leads at the end, and the wish to keep the cards that may still be anything;
the reason lists what the card can still be (``deduction.possible_values``) and how many
of those take the lead (the rules' ``take_the_lead``). Only the seat's view is read;
moves through the game's parser.

Every sentence is a whole message. A card of the hand is named by its place ("your
second card"), which a translation declines with the sentence around it, so each
sentence that names a place is written out once per place (``SLOTS`` of them, a tuple
indexed by the slot); what the card can be is said in a sentence of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.ai.heuristics.factors import Explanation
from table.core.i18n import N_, _
from table.core.vocabulary import GameView as View
from table.core.words import Words, or_list
from table.games.batwalk import MOVES
from table.games.batwalk.cards import CARD_NUMBER as BAT_NUMBER
from table.games.batwalk.cards import SUIT_NAMES, value_name
from table.games.batwalk.deduction import possible_values
from table.games.batwalk.shows import take_the_lead
from table.games.batwalk.views import as_view as batwalk_view
from table.learn.names import card_name

# The values a card may be, as a hint names them (the numbers stay figures).
VALUE_NAMES = {"star": N_("Star"), "garlic": N_("Garlic")}

# -- sentences naming a card of the hand by its place: one message per place ------------
# ``{suit}`` is the vamp on the card's back ("Red").
PLAY_SLOT = (
    Words("Play your first card ({suit})."),
    Words("Play your second card ({suit})."),
    Words("Play your third card ({suit})."),
    Words("Play your fourth card ({suit})."),
    Words("Play your fifth card ({suit})."),
)
STEAL_SLOT = (
    Words("Play your first card ({suit}): it may steal the show."),
    Words("Play your second card ({suit}): it may steal the show."),
    Words("Play your third card ({suit}): it may steal the show."),
    Words("Play your fourth card ({suit}): it may steal the show."),
    Words("Play your fifth card ({suit}): it may steal the show."),
)
START_SLOT = (
    Words("Start the show with your first card ({suit})."),
    Words("Start the show with your second card ({suit})."),
    Words("Start the show with your third card ({suit})."),
    Words("Start the show with your fourth card ({suit})."),
    Words("Start the show with your fifth card ({suit})."),
)
# Another card of the hand with the same back, which may be the very same cards.
TWIN_SLOT = (
    Words("Your first card has the same back and the same chances: either will do."),
    Words("Your second card has the same back and the same chances: either will do."),
    Words("Your third card has the same back and the same chances: either will do."),
    Words("Your fourth card has the same back and the same chances: either will do."),
    Words("Your fifth card has the same back and the same chances: either will do."),
)
# Two or more other cards of the hand with the same back, each maybe the very same cards.
TWINS = Words("Your other cards with the same back have the same chances: any of them will do.")
# A play said as a move inside a hint's sentence ("{move}: in 3 of 10 deals ...").
SAY_SLOT = (
    Words("play your first card"),
    Words("play your second card"),
    Words("play your third card"),
    Words("play your fourth card"),
    Words("play your fifth card"),
)
SLOTS = len(PLAY_SLOT)

# -- what the card can be, and what it would do to the show's lead ----------------------
# ``{values}`` is what the card can still be ("2, 3 or Garlic"); ``{card}`` the one value
# it can be; ``{lead}`` the card leading the show ("Blue 4").
ONLY = Words("It can only be the {values}.")
KEEP_OPEN = Words("It can only be the {values}; keep the cards that could be anything.")
MUST_BE_TAKES = Words("It can only be the {card}, which would take the lead from the {lead}.")
MUST_BE_LOSES = Words("It can only be the {card}, which would not take the lead from the {lead}.")
SOME_TAKE = Words(  # {n} of them take the lead
    "{n} of the {count} cards it can be ({values}) would take the lead from the {lead}.",
    "{n} of the {count} cards it can be ({values}) would take the lead from the {lead}.",
)


def _slot(sentences: tuple[Words, ...], slot: int) -> Words:
    return sentences[min(slot, len(sentences) - 1)]


def _value(value: str) -> str:
    return _(VALUE_NAMES[value]) if value in VALUE_NAMES else value


def say(slot: int) -> str:
    """Playing the card in ``slot``, said mid-sentence ("play your second card")."""
    return _slot(SAY_SLOT, slot)()


# -- Vamp on the Batwalk -------------------------------------------------------------


def explain_batwalk(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = batwalk_view(raw)
    slot = MOVES[why.chosen].slot
    suit = view["hands"][seat][slot]["suit"]
    could_be = [f"{suit}-{value}" for value in possible_values(view)[slot]]
    if not could_be:
        return ""
    back = _(SUIT_NAMES.get(suit, suit))
    values = or_list([_value(value_name(BAT_NUMBER[card])) for card in could_be])
    if why.factor.name == "keep_open":  # the runner-up's card could still be more things
        return f"{_slot(PLAY_SLOT, slot)(suit=back)} {KEEP_OPEN(values=values)}"
    plays = [BAT_NUMBER[play["card"]] for play in view["show"]["plays"]]
    if not plays:
        return f"{_slot(START_SLOT, slot)(suit=back)} {ONLY(values=values)}"
    lead = view["show"]["lead"]
    assert lead is not None, "a show with plays has a lead card"
    taking = sum(take_the_lead([*plays, BAT_NUMBER[card]], lead)[0] == len(plays) for card in could_be)
    lead_name = card_name("batwalk", view["show"]["plays"][lead]["card"])
    if len(could_be) == 1:  # no odds to give: say what the one card it can be does
        must = MUST_BE_TAKES if taking else MUST_BE_LOSES
        odds = must(card=values, lead=lead_name)
    else:
        odds = SOME_TAKE(taking, count=len(could_be), values=values, lead=lead_name)
    opening = STEAL_SLOT if why.factor.name == "steals_show" else PLAY_SLOT
    return f"{_slot(opening, slot)(suit=back)} {odds}"


def same_backs(raw: View, seat: int, chosen: str) -> tuple[str, str]:
    """When another card of the hand has the same back as the one ``chosen`` and may be
    the very same cards, the hint says either (any, of several) will do: the sentences on their own, and
    the one added to a reason. Empty when the chosen card has no such twin."""
    slot = MOVES[chosen].slot
    view = batwalk_view(raw)
    hand = view["hands"][seat]
    possible = possible_values(view)
    suit = hand[slot]["suit"]
    twins = [other for other in range(len(hand)) if other != slot and hand[other]["suit"] == suit
             and sorted(possible[other]) == sorted(possible[slot])]
    if not twins or not possible[slot]:
        return "", ""
    values = or_list([_value(value) for value in possible[slot]])
    twin = _slot(TWIN_SLOT, twins[0])() if len(twins) == 1 else TWINS()
    alone = f"{_slot(PLAY_SLOT, slot)(suit=_(SUIT_NAMES.get(suit, suit)))} {ONLY(values=values)} {twin}"
    return alone, twin
