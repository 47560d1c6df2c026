"""What one seat can rule out of the others' hands in Snow Monster Battle.

A seat shows what it lacks by the cards it plays: a lead suit it could not follow,
battle 1's forced Troublemaker, a Hunter led before Hunters were broken. The engine's
determinize and the search's worlds (``worlds.py``) deal the hidden cards under these
same limits.
"""

from __future__ import annotations

from table.core.deal import Limit
from table.games.snow.cards import DECK, FIRST_BATTLE_ORDER, FOLLOWERS, HUNTER_CARDS, SHAPESHIFTER, SPECIALS

# Every monster card but Siren Head (a Hunter too): what a hand of Hunters and specials lacks.
_MONSTERS_NOT_HUNTERS = frozenset(card for card in DECK if card not in HUNTER_CARDS and card not in SPECIALS)
_TROUBLEMAKERS_FIRST = frozenset(FIRST_BATTLE_ORDER)


def barred_cards(voids: str, first_play: str, hunters_only: bool) -> frozenset[str]:
    """The cards a seat cannot hold, from what it has shown this round (none: empty).

    ``voids``: the lead suits it could not follow (it holds no card that follows them).
    ``first_play``: its forced card of battle 1 ("" if none); battle 1 makes it play its
    lowest Troublemaker (Illuminati as 13, Shapeshifter only as its only one), so it
    holds none lower, none at all after a Shapeshifter, and after any other card no
    Troublemaker and no Shapeshifter. ``hunters_only``: it led a Hunter before Hunters
    were broken, which only a hand of Hunters and specials may, so it holds no monster
    but Siren Head. Cards only leave a hand during a round, so each fact stays true.
    """
    barred: set[str] = set()
    for suit in voids:
        barred.update(FOLLOWERS[suit])
    if first_play:
        if first_play in _TROUBLEMAKERS_FIRST:
            barred.update(FIRST_BATTLE_ORDER[: FIRST_BATTLE_ORDER.index(first_play)])
        else:
            barred.update(_TROUBLEMAKERS_FIRST)
            if first_play != SHAPESHIFTER:
                barred.add(SHAPESHIFTER)
    if hunters_only:
        barred.update(_MONSTERS_NOT_HUNTERS)
    return frozenset(barred)


def not_in(barred: frozenset[str]) -> Limit[str]:
    """A limit allowing every card but ``barred``."""
    return lambda card: card not in barred


