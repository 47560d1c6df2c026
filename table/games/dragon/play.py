"""Dodge the Dragon's play of a round as pure functions on plain lists of card numbers.

Following colour, the legal moves as strings, who takes a trick and a round finished
with random legal cards: the state (``rules.py``) and the search's fast worlds
(``worlds.py``) both call these, so the two play by one set of rules (rules/dragon.md,
steps 3 to 6).
"""

from __future__ import annotations

import random
from bisect import bisect_left
from itertools import combinations

from table.core import Event
from table.games.dragon.cards import (
    ALL_CARDS,
    BLACK,
    BLUE_1,
    COLOUR,
    COLOUR_NAMES,
    POINTS,
    PURPLE,
    RANK,
    RED,
    ROUND_POINTS,
    SAFETY,
    SPIDER,
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


# How strongly each card bids for a trick led in each colour (index: the led colour): a
# trump by its rank above every other card, a card of the led colour by its rank, any
# other card (a safety, a colour not led) not at all (-1).
STRENGTH: tuple[tuple[int, ...], ...] = tuple(
    tuple(RANK[card] + 100 if COLOUR[card] == TRUMP else RANK[card] if COLOUR[card] == led else -1
          for card in range(len(ALL_CARDS)))
    for led in range(len(COLOUR_NAMES))
)
# The first card number of each colour (and the end of the deck): a hand in card order
# holds its cards of a colour after all its cards of the colours before it.
FIRST_OF_COLOUR: tuple[int, ...] = (
    *(COLOUR.index(colour) for colour in range(len(COLOUR_NAMES))), len(ALL_CARDS),
)


def namable(players: int) -> list[int]:
    """The colours a led safety may name: any of this deck's but purple."""
    return [colour for colour in colours_in_play(players) if colour != PURPLE]


def playable(hand: list[int], led: int, blue_1_due: bool) -> list[int]:
    """The cards of ``hand`` (in card order, as every hand is kept) that may be played
    now; ``led`` is NO_COLOUR for a lead, and ``blue_1_due`` says no trick of the round
    has been taken yet."""
    if led == NO_COLOUR:
        if blue_1_due and BLUE_1 in hand:
            return [BLUE_1]  # the holder of blue-1 leads it (rules, step 3)
        return hand
    # In card order a colour's cards lie together, and the safeties (the last colour) last.
    start = bisect_left(hand, FIRST_OF_COLOUR[led])
    end = bisect_left(hand, FIRST_OF_COLOUR[led + 1], start)
    if start < end:
        return hand[start:end] + hand[bisect_left(hand, FIRST_OF_COLOUR[SAFETY], end):]  # follow, or a safety
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
    best, taker, strength = -1, 0, STRENGTH[led]
    for index, card in enumerate(cards):
        if strength[card] > best:
            best, taker = strength[card], index
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


def pass_actions(hand: tuple[str, ...]) -> list[str]:
    """Every pass of three cards of ``hand`` (card ids in hand order), in the order the
    state lists them: ``pass <id> <id> <id>``, the cards in hand order (rules, step 2).

    The last hand's list is kept and handed out again (never change it): the search asks
    for a seat's passes and, straight after, its model rates the same list
    (``ai.heuristics.dragon.rate``), which then knows the list for what it is."""
    last = _LAST_PASSES[0]
    if last[0] == hand:
        return last[1]
    actions = [f"pass {a} {b} {c}" for a, b, c in combinations(hand, 3)]
    _LAST_PASSES[0] = (hand, actions)
    return actions


_LAST_PASSES: list[tuple[tuple[str, ...], list[str]]] = [((), [])]


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


class DragonPlay:
    """A round's play on plain lists: the one step both the engine (``DragonState``)
    and the search's worlds (``worlds.Round``) move by.

    It holds every hand (in card order), the trick so far (``trick``, its cards in play
    order, and ``trick_seats``), the colour to follow (``led_colour``; NO_COLOUR before
    the lead), ``to_play``, the round's points so far and whether blue-1 is still due.
    ``play_card`` puts a card on the trick and takes a full one; given an event list it
    also keeps the records only a real game needs (``_card_played``, ``_trick_taken``,
    which the engine writes).
    """

    hands: list[list[int]]
    trick: list[int]
    trick_seats: list[int]
    led_colour: int
    to_play: int
    round_points: list[int]
    blue_1_due: bool
    players: int

    def play_card(self, seat: int, card: int, named: int | None, events: list[Event] | None = None) -> bool:
        """``seat`` plays ``card`` (naming ``named`` if it leads a safety); True when
        it finished the trick, whose taker then leads (``to_play``)."""
        self.hands[seat].remove(card)
        trick = self.trick
        if events is not None:
            self._card_played(seat, card, named, events)
        if not trick:
            self.led_colour = named if named is not None else COLOUR[card]
        trick.append(card)
        self.trick_seats.append(seat)
        if len(trick) < self.players:
            self.to_play = seat + 1 if seat + 1 < self.players else 0
            return False
        index = trick_taker(trick, self.led_colour)
        winner = self.trick_seats[index]
        self.round_points[winner] += sum(map(POINTS.__getitem__, trick))
        if events is not None:
            self._trick_taken(index, events)
        self.trick, self.trick_seats, self.led_colour, self.to_play = [], [], NO_COLOUR, winner
        self.blue_1_due = False
        return True

    def _card_played(self, seat: int, card: int, named: int | None, events: list[Event]) -> None:
        """The engine's records of a card about to go on the trick."""
        raise NotImplementedError

    def _trick_taken(self, index: int, events: list[Event]) -> None:
        """The engine's records of the full trick, taken by its ``index``-th card."""
        raise NotImplementedError


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
    strength = STRENGTH[led]
    for played, by in zip(trick, trick_seats, strict=True):
        if strength[played] > best:
            best, winner = strength[played], by
        on_table += POINTS[played]
    return count, best, winner, on_table


def _follow(hand: list[int], index: int, following: int, safeties: int,
            strength: tuple[int, ...], best: int, on_table: int) -> int:
    """A player's rollout follow (see ``finish_round``) when the card drawn of the led
    colour (``hand[index]``) would take the trick so far: the index of the card to play
    instead if that would take points (``on_table``, or its own)."""
    card = hand[index]
    if not (on_table or POINTS[card]):
        return index
    start = bisect_left(hand, FIRST_OF_COLOUR[COLOUR[card]])
    if following > 1 and strength[hand[start]] < best:
        return start  # the colour's lowest still ducks
    if safeties:
        return len(hand) - 1  # every card of the colour takes points: a safety now
    return start  # the points go: the lowest of the colour adds none (or is the card drawn)


def _lead(hand: list[int], counts: list[int], rand: float) -> int:
    """A player's rollout lead (see ``finish_round``): a card drawn by ``rand`` from
    those that are not safeties (any, if all are), but the lowest card instead of the
    Dragon, Snake or Spider."""
    index = int(rand * ((len(hand) - counts[SAFETY]) or len(hand)))
    return 0 if POINTS[hand[index]] > 1 and len(hand) > 1 else index


def _discard(hand: list[int], counts: list[int], rand: float) -> int:
    """A player's rollout discard out of the led colour (see ``finish_round``): the
    index of the Dragon, Snake or Spider, the highest little devil, or else a card
    drawn by ``rand`` from those that are not safeties."""
    if counts[BLACK]:
        top = bisect_left(hand, FIRST_OF_COLOUR[RED]) - 1
        if hand[top] >= SPIDER:
            return top  # in card order the costliest black comes last
    if counts[RED]:
        return bisect_left(hand, FIRST_OF_COLOUR[RED + 1]) - 1
    kept = len(hand) - counts[SAFETY]
    return int(rand * (kept or len(hand)))


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
    as_players: bool = False,
) -> list[int]:
    """Play the round out with random legal cards from ``seat`` on; each seat's round
    points. ``hands`` (each in card order, as the state keeps them), ``trick``,
    ``trick_seats`` and ``points`` are used up (pass copies); ``trace``, if given,
    receives the moves as actions.

    With ``as_players`` (the search's rollouts) the cards are still drawn at random, but
    each seat avoids points and keeps its safeties as any player would: a seat following
    keeps its safeties for when it needs them, and if the card drawn would take the
    trick so far with points on it (or points of its own) it ducks with the colour's
    lowest card if that loses, else plays a safety, else plays the lowest card of the
    colour when the drawn one holds points; a seat out of the led colour throws away
    the Dragon, the Snake or the Spider, else its highest little devil, else any card but
    a safety; a leader draws a safety only with nothing else left, and leads its lowest
    card instead of a drawn Dragon, Snake or Spider. In purely random play a kept
    Dragon is taken later about as often as not and a kept safety is spent at random,
    so the search saw no worth in keeping either: it took a Dragon it could duck, and
    spent a safety where a low card ducked.

    ``playable`` and ``trick_taker`` unrolled on local variables, with a count of each
    hand's colours: this loop is most of the search's time."""
    players = len(hands)
    rand = rng.random
    colour, value, first_of, safety = COLOUR, POINTS, FIRST_OF_COLOUR, SAFETY
    names = namable(players)
    held = _colours_held(hands)
    count, best, winner, on_table = _trick_so_far(trick, trick_seats, led, seat)
    strength = STRENGTH[led if count else 0]  # each card's strength in the trick on the table
    while True:
        hand = hands[seat]
        counts = held[seat]
        if not count:
            if not hand:
                return points
            if blue_1_due and BLUE_1 in hand:
                card = BLUE_1
                hand.remove(card)
            elif as_players:
                card = hand.pop(_lead(hand, counts, rand()))
            else:
                card = hand.pop(int(rand() * len(hand)))
            blue_1_due = False
            kind = colour[card]
            led = names[int(rand() * len(names))] if kind == safety else kind
            strength = STRENGTH[led]
            best, winner, on_table = strength[card], seat, 0  # a led safety: -1, beaten by any bid
            if trace is not None:
                trace.append((seat, NAMED_ACTION[card][led] if kind == safety else PLAY_ACTION[card]))
        else:
            following = counts[led]
            if following:
                # Hands are in card order, so by colour: the led colour's cards lie
                # together, and the safeties (the last colour) at the end.
                safeties = counts[safety]
                if as_players:
                    index = bisect_left(hand, first_of[led]) + int(rand() * following)
                    if strength[hand[index]] > best:  # it would take the trick so far
                        index = _follow(hand, index, following, safeties, strength, best, on_table)
                    card = hand.pop(index)
                else:
                    pick = int(rand() * (following + safeties))
                    if pick < following:
                        card = hand.pop(bisect_left(hand, first_of[led]) + pick)
                    else:
                        card = hand.pop(len(hand) - safeties + pick - following)
            elif as_players:
                card = hand.pop(_discard(hand, counts, rand()))
            else:
                card = hand.pop(int(rand() * len(hand)))
            kind = colour[card]
            if strength[card] > best:
                best, winner = strength[card], seat
            if trace is not None:
                trace.append((seat, PLAY_ACTION[card]))
        counts[kind] -= 1
        on_table += value[card]
        count += 1
        if count < players:
            seat = seat + 1 if seat + 1 < players else 0
            continue
        points[winner] += on_table
        count, seat = 0, winner
