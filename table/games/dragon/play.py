"""Dodge the Dragon's play of a round as pure functions on plain lists of card numbers.

Following colour, the legal moves as strings, who takes a trick and a round finished
with random legal cards: the state (``rules.py``) and the search's fast worlds
(``worlds.py``) both call these, so the two play by one set of rules (rules/dragon.md,
steps 3 to 6).
"""

from __future__ import annotations

import random

from table.games.dragon.cards import (
    ALL_CARDS,
    BLUE_1,
    COLOUR,
    COLOUR_NAMES,
    POINTS,
    PURPLE,
    RANK,
    ROUND_POINTS,
    SAFETY,
    TRUMP,
    colours_in_play,
)

NO_COLOUR = -1
PLAY_ACTION: tuple[str, ...] = tuple(f"play {card}" for card in ALL_CARDS)
# "play safety-k as <colour>" by card and colour number (other cards: empty rows).
NAMED_ACTION: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"play {card} as {name}" for name in COLOUR_NAMES) if COLOUR[number] == SAFETY else ()
    for number, card in enumerate(ALL_CARDS)
)
# Every play string back to (card, named colour or None).
MOVE_OF: dict[str, tuple[int, int | None]] = {
    **{action: (card, None) for card, action in enumerate(PLAY_ACTION)},
    **{
        action: (card, colour)
        for card, row in enumerate(NAMED_ACTION)
        for colour, action in enumerate(row)
        if colour != PURPLE
    },
}


def namable(players: int) -> list[int]:
    """The colours a led safety may name: any of this deck's but purple."""
    return [colour for colour in colours_in_play(players) if colour != PURPLE]


def playable(hand: list[int], led: int, blue_1_due: bool) -> list[int]:
    """The cards of ``hand`` that may be played now; ``led`` is NO_COLOUR for a lead,
    and ``blue_1_due`` says no trick of the round has been taken yet."""
    if led == NO_COLOUR:
        if blue_1_due and BLUE_1 in hand:
            return [BLUE_1]  # the holder of blue-1 leads it (rules, step 3)
        return hand
    following = [card for card in hand if COLOUR[card] == led or COLOUR[card] == SAFETY]
    if len(following) > sum(1 for card in hand if COLOUR[card] == SAFETY):
        return following  # holds the led colour: follow it, or play a safety
    return hand


def play_actions(cards: list[int], leading: bool, players: int) -> list[str]:
    """The strings for playing ``cards``; a led safety once per colour it may name."""
    if not leading:
        return [PLAY_ACTION[card] for card in cards]
    actions: list[str] = []
    for card in cards:
        if COLOUR[card] == SAFETY:
            row = NAMED_ACTION[card]
            actions.extend(row[colour] for colour in namable(players))
        else:
            actions.append(PLAY_ACTION[card])
    return actions


def trick_taker(cards: list[int], led: int) -> int:
    """The index in ``cards`` (in play order) of the card that takes the trick: the
    highest trump, else the highest of the led colour, else the led safety (index 0)."""
    best, taker = -1, 0
    for index, card in enumerate(cards):
        colour = COLOUR[card]
        strength = RANK[card] + 100 if colour == TRUMP else RANK[card] if colour == led else -1
        if strength > best:
            best, taker = strength, index
    return taker


def taker_reason(card: int, led: int) -> str:
    """Why ``card`` took the trick led in ``led``, in a player's words (steps 5 and 6)."""
    if COLOUR[card] == TRUMP:
        return "the highest trump wins"
    if COLOUR[card] == led:
        return f"the highest {COLOUR_NAMES[led]} wins"
    # Only a led safety is left: nobody played its colour and nobody trumped.
    return f"nobody played {COLOUR_NAMES[led]}: the led safety wins"


def moon_shooter(points: list[int]) -> int | None:
    """The seat that took every point of the round (its total resets to 0), if any."""
    return next((seat for seat, taken in enumerate(points) if taken == ROUND_POINTS), None)


def pass_right(hands: list[list[int]], passing: list[list[int]]) -> list[list[int]]:
    """Everyone has chosen: each seat's three cards (already out of its hand) go to the
    seat on its right (seat i-1) together, and every hand is put back in card order.
    Returns what each seat received (rules/dragon.md, step 2)."""
    players = len(hands)
    received: list[list[int]] = [[] for _ in range(players)]
    for giver, cards in enumerate(passing):
        receiver = (giver - 1) % players
        hands[receiver].extend(cards)
        received[receiver] = list(cards)
    for hand in hands:
        hand.sort()
    return received


def _colours_held(hands: list[list[int]]) -> list[list[int]]:
    """How many cards of each colour each hand holds."""
    held = [[0] * 7 for _ in hands]
    for owner, owned in enumerate(hands):
        counts = held[owner]
        for card in owned:
            counts[COLOUR[card]] += 1
    return held


def _trick_so_far(trick: list[int], trick_seats: list[int], led: int, seat: int) -> tuple[int, int, int, int]:
    """The trick so far as a count, the strength to beat (trumps above the led colour,
    anything else -1), who holds it (a led safety wins if nothing beats it; ``seat``
    leads an empty trick) and its points."""
    count, best, winner, on_table = len(trick), -1, trick_seats[0] if trick else seat, 0
    for played, by in zip(trick, trick_seats, strict=True):
        kind = COLOUR[played]
        strength = RANK[played] + 100 if kind == TRUMP else RANK[played] if kind == led else -1
        if strength > best:
            best, winner = strength, by
        on_table += POINTS[played]
    return count, best, winner, on_table


def finish_round(
    hands: list[list[int]],
    trick: list[int],
    trick_seats: list[int],
    led: int,
    seat: int,
    points: list[int],
    blue_1_due: bool,
    rng: random.Random,
    trace: list[tuple[int, str]] | None = None,
) -> list[int]:
    """Play the round out with random legal cards from ``seat`` on; each seat's round
    points. ``hands`` (each in card order, as the state keeps them), ``trick``,
    ``trick_seats`` and ``points`` are used up (pass copies); ``trace``, if given,
    receives the moves as actions.

    ``playable`` and ``trick_taker`` unrolled on local variables, with a count of each
    hand's colours: this loop is most of the search's time."""
    players = len(hands)
    rand = rng.random
    colour, rank, value = COLOUR, RANK, POINTS
    names = namable(players)
    held = _colours_held(hands)
    count, best, winner, on_table = _trick_so_far(trick, trick_seats, led, seat)
    while True:
        hand = hands[seat]
        if not count:
            if not hand:
                return points
            if blue_1_due and BLUE_1 in hand:
                card = BLUE_1
                hand.remove(card)
            else:
                card = hand.pop(int(rand() * len(hand)))
            blue_1_due = False
            kind = colour[card]
            if kind == SAFETY:
                led = names[int(rand() * len(names))]
                best = -1
            else:
                led = kind
                best = rank[card] + 100 if kind == TRUMP else rank[card]
            winner, on_table = seat, 0
            if trace is not None:
                trace.append((seat, NAMED_ACTION[card][led] if kind == SAFETY else PLAY_ACTION[card]))
        else:
            counts = held[seat]
            following = counts[led]
            if following:
                # Hands are in card order, so by colour: the led colour's cards lie
                # together, and the safeties (the last colour) at the end.
                safeties = counts[SAFETY]
                pick = int(rand() * (following + safeties))
                if pick < following:
                    card = hand.pop(sum(counts[:led]) + pick)
                else:
                    card = hand.pop(len(hand) - safeties + pick - following)
            else:
                card = hand.pop(int(rand() * len(hand)))
            kind = colour[card]
            strength = rank[card] + 100 if kind == TRUMP else rank[card] if kind == led else -1
            if strength > best:
                best, winner = strength, seat
            if trace is not None:
                trace.append((seat, PLAY_ACTION[card]))
        held[seat][kind] -= 1
        on_table += value[card]
        count += 1
        if count < players:
            seat = seat + 1 if seat + 1 < players else 0
            continue
        points[winner] += on_table
        count, seat = 0, winner
