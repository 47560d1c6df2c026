"""Snow Monster Battle's moves as pure functions on plain lists and strings.

What a seat may play (following suit, Hunters broken, battle 1's forced Troublemakers),
who the enhancement window asks and what it offers, and every action's text: the one
rules step (``play.py``), hence the engine and the search's worlds, list and read their
moves with these (rules/snow.md, "Playing a battle" and "Enhancements").
"""

from __future__ import annotations

from table.games.snow.actions import ALL_ACTIONS, Done, Enhance, PlayCard, PlaySlyFox
from table.games.snow.cards import (
    BUNKER,
    DECK,
    DISPLAY_ORDER,
    FIRST_BATTLE_ORDER,
    FOLLOWERS,
    HUNTER_CARDS,
    ILLUMINATI,
    LEAD_RESTRICTED_HUNTERS,
    SHAPESHIFTER,
    SLY_FOX,
    SNOWBALL,
    SPECIALS,
    WINDOW_ENHANCEMENTS,
    is_number_card,
)

PLAY, ENHANCE, OVER = "play", "enhance", "over"
HAND_SIZE = 13
BATTLE_POINTS, SLIME_POINTS, PREY_POINTS, NO_BATTLE_POINTS = 10, -20, 40, 50
DONE = str(Done())
# Every card's play, Sly Fox's and every enhancement's, written once through the action types.
PLAY_ACTION = {card: str(PlayCard(card)) for card in DECK}
SLY_FOX_ACTION = str(PlaySlyFox())
ENHANCE_ACTION = {
    (action.kind, action.target): str(action) for action in ALL_ACTIONS if isinstance(action, Enhance)
}
# Every action's text -> (kind, card or enhancement, target): 0 play, 1 Sly Fox,
# 2 enhance, 3 done (a lookup, quicker than ``parse`` for a move known to be legal).
MOVES: dict[str, tuple[int, str, str | None]] = {}
for _action in ALL_ACTIONS:
    if isinstance(_action, PlayCard):
        MOVES[str(_action)] = (0, _action.card, None)
    elif isinstance(_action, PlaySlyFox):
        MOVES[str(_action)] = (1, SLY_FOX, None)
    elif isinstance(_action, Enhance):
        MOVES[str(_action)] = (2, _action.kind, _action.target)
    else:
        assert isinstance(_action, Done)
        MOVES[str(_action)] = (3, "", None)
# ORDER[players][leader]: the seats in the order they play from the leader.
ORDER = {n: [[(leader + offset) % n for offset in range(n)] for leader in range(n)] for n in (2, 3, 4)}


def display_sorted(cards: list[str]) -> list[str]:
    """Cards in the order a hand shows them (the deck's order)."""
    return sorted(cards, key=DISPLAY_ORDER.__getitem__)


def playable(
    hand: list[str], first_battle: bool, leading: bool, lead_suit: str, hunters_broken: bool
) -> list[str]:
    """The cards of ``hand`` a seat may play now (a new list, in the hand's order).

    ``leading``: no card is on the table yet (after a leader's Sly Fox the next card
    leads, clarifications).
    """
    if first_battle:
        return _first_battle_cards(hand)
    if leading:
        return _leads(hand, hunters_broken)
    if not lead_suit:
        # After a suitless lead the next card is free, even an unbroken Hunter.
        return list(hand)
    followers = FOLLOWERS[lead_suit]
    following = [card for card in hand if card in followers or card == BUNKER]
    # Bunker may always be played, so it alone does not prove the seat can follow.
    if following and following != [BUNKER]:
        return following
    return list(hand)


def _first_battle_cards(hand: list[str]) -> list[str]:
    """Battle 1: the lowest Troublemaker (Illuminati as 13; Shapeshifter only when it is
    the only one); a seat with none plays any card but the Bunker (ruling)."""
    for card in FIRST_BATTLE_ORDER:
        if card in hand:
            return [card]
    if SHAPESHIFTER in hand:
        return [SHAPESHIFTER]
    return [card for card in hand if card != BUNKER] or list(hand)


def _leads(hand: list[str], hunters_broken: bool) -> list[str]:
    """The cards a seat may lead: Illuminati only as its last card, and Hunters only once
    broken, unless the seat holds only Hunters (Siren Head counts) and specials (a led
    Siren Head is a Cryptid, so it may lead)."""
    if len(hand) == 1:
        return list(hand)
    cards = [card for card in hand if card != ILLUMINATI]
    if hunters_broken or all(card in HUNTER_CARDS or card in SPECIALS for card in hand):
        return cards
    return [card for card in cards if card not in LEAD_RESTRICTED_HUNTERS]


def own_number_card(
    seat: int, play_seats: list[int], play_identities: list[str], play_cards: list[str], snowballed: str
) -> str | None:
    """The first card ``seat`` played into this battle that Harpoon or Doppelganger can
    improve (a number card, not snowballed), or None."""
    for index, owner in enumerate(play_seats):
        card = play_cards[index]
        if owner == seat and card != snowballed and is_number_card(play_identities[index]):
            return card
    return None


def window_can_act(
    held: str | None, last_battle: bool, seat: int, play_seats: list[int], play_identities: list[str],
    play_cards: list[str], snowballed: str,
) -> bool:
    """Whether the enhancement window asks ``seat``, holding ``held``."""
    if held not in WINDOW_ENHANCEMENTS:
        return False  # no enhancement, or Sly Fox: skipped in the window
    if held == SNOWBALL or last_battle:
        return True
    return own_number_card(seat, play_seats, play_identities, play_cards, snowballed) is not None


def enhancement_actions(
    held: str, last_battle: bool, seat: int, play_seats: list[int], play_identities: list[str],
    play_cards: list[str], snowballed: str,
) -> list[str]:
    """The window's actions for ``seat`` holding ``held`` (a seat the window asks)."""
    # In the last battle a held enhancement must be used (ruling).
    actions = [] if last_battle else [DONE]
    if held == SNOWBALL:
        targets: list[str | None] = [card for card in play_cards if card != snowballed]
    else:
        own = own_number_card(seat, play_seats, play_identities, play_cards, snowballed)
        targets = [own] if own is not None else []
        if not targets and last_battle:
            targets = [None]
    actions.extend(ENHANCE_ACTION[held, target] for target in targets)
    return actions
