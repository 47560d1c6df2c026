"""What a card's marks mean, in a few words, for the tooltips on the hand and the trick.

Cards whose look does not say what they do (a point badge, a power card, a trump suit)
get a line here, by game and card id; ``Presenter.tooltips`` shows it when the pointer
or the focus rests on such a card in the hand or on the table. Words follow the rules
pages (``table/assets/rules/<id>.md``), in our own words.
"""

from __future__ import annotations

_DRAGON_BEASTS = {"black-12": ("Dragon", 15), "black-11": ("Snake", 10), "black-10": ("Spider", 6)}

_MUNCH = {
    "vanquish-1": "Vanquish takes the trick (the first one played, if both are) — unless Topsy Turvy "
    "is in it: then it loses its power and the Topsy Turvy player scores +10 for it.",
    "escape": "Escape never takes a trick — unless Topsy Turvy is in it: then it is the lowest "
    "card of all and takes it.",
    "topsy": "Topsy Turvy flips this trick: cards off the lead suit beat the lead suit, Vampires "
    "are weakest and the lowest number wins. It never wins itself.",
}
_MUNCH["vanquish-2"] = _MUNCH["vanquish-1"]

_BATWALK = {
    "star": "A star takes the lead — unless a garlic is already in this show: then that garlic "
    "leads, and garlic is the strongest card until the show ends.",
    "garlic": "Garlic is the weakest card — unless a star is already in this show: then it takes "
    "the lead.",
}

_ROYAL = {
    "wild": "Wild passes for any critter, never for a Royal. Taken, it goes into the hand and "
    "its taker must place a card that fits the claim, or any two critters.",
    "nothing": "Nothing matches no claim at all. Taken, it goes into the hand and its taker must "
    "place a card that fits the claim, or any two critters.",
    "royal": "A Royal counts as its critter and fits a claim of its critter or of “Royal”. "
    "Whoever gets it in front also takes the penalty pile's top card.",
}


def tip(game_id: str, card: str | None) -> str | None:
    """The words for ``card``'s marks, or None for a card that speaks for itself."""
    if card is None:
        return None
    if game_id == "dragon":
        return _dragon(card)
    if game_id == "munch":
        if card.startswith("vampire-"):
            return "Vegan Vampires are trumps: even the lowest beats every other suit (Topsy Turvy flips it)."
        return _MUNCH.get(card)
    if game_id == "batwalk":
        return _BATWALK.get(card.rsplit("-", 1)[-1])
    if game_id == "royal":
        return _ROYAL.get(card) or (_ROYAL["royal"] if card.endswith("-royal") else None)
    return None


def _dragon(card: str) -> str | None:
    if card in _DRAGON_BEASTS:
        name, cost = _DRAGON_BEASTS[card]
        return f"The {name}: whoever takes it in a trick scores {cost} points (low scores win)."
    if card.startswith("red-"):
        return "A little devil: whoever takes it in a trick scores 1 point (low scores win)."
    if card.startswith("green-"):
        return "Green is trumps: the highest green in a trick takes it."
    if card.startswith("safety-"):
        return (
            "A safety may be played at any time. Played on another's lead it never takes the trick; "
            "leading it, you name the colour to follow."
        )
    return None
