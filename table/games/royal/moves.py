"""Critter Poker Royal's legal moves as pure functions on plain lists of card ids.

Who may still receive the card in play and which strings are legal in each phase: the
state (``rules.py``) and the search's fast worlds (``worlds.py``) both list their moves
with these, so both offer the same moves in the same order (rules/royal.md, "A round"
and "Taking a card").
"""

from __future__ import annotations

from table.games.royal.cards import ALL_CARDS, CLAIMS, CRITTER_OF, TRUE_CLAIMS

MAX_SEATS = 6
PLACE_NONE = "place none"
# The phases of a round, as the state and the search worlds both name them.
GIVE, RESPOND, PASS, PLACE, OVER = "give", "respond", "pass", "place", "over"
JUDGE_ACTIONS = ("judge true", "judge false")
PEEK = "peek"

# Action strings built once: the give and pass lists are long and asked for constantly.
GIVE_ACTIONS: dict[tuple[str, int], tuple[str, ...]] = {
    (card, seat): tuple(f"give {card} to {seat} as {claim}" for claim in CLAIMS)
    for card in ALL_CARDS
    for seat in range(MAX_SEATS)
}
PASS_ACTIONS: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"pass to {seat} as {claim}" for claim in CLAIMS) for seat in range(MAX_SEATS)
)
PLACE_ONE: dict[str, str] = {card: f"place {card}" for card in ALL_CARDS}


def pass_targets(players: int, receiver: int, seen: list[int]) -> list[int]:
    """Seats the card in play may still go to: those that have not seen it this round."""
    return [seat for seat in range(players) if seat != receiver and seat not in seen]


def give_actions(hand: list[str], seat: int, players: int) -> list[str]:
    """Every card of ``hand`` to every other seat with every claim."""
    actions: list[str] = []
    others = [other for other in range(players) if other != seat]
    for card in hand:
        for other in others:
            actions.extend(GIVE_ACTIONS[card, other])
    return actions


def respond_actions(can_pass: bool) -> list[str]:
    """Judge, or peek when a seat is left to pass to (never with two players)."""
    return [*JUDGE_ACTIONS, PEEK] if can_pass else list(JUDGE_ACTIONS)


def pass_actions(targets: list[int]) -> list[str]:
    return [action for target in targets for action in PASS_ACTIONS[target]]


def critters_in(hand: list[str]) -> list[str]:
    return [card for card in hand if CRITTER_OF[card] is not None]


def place_actions(hand: list[str], claim: str) -> list[str]:
    """After taking a Wild or Nothing: one card that fits ``claim`` or any two critter
    cards (in hand order); all a seat has if it holds one; ``place none`` if none."""
    critters = critters_in(hand)
    if not critters:
        return [PLACE_NONE]  # clarification: the special taken is set aside
    if len(critters) == 1:
        # Either it fits the claim, or it is all the seat has [ruling: places all it has].
        return [PLACE_ONE[critters[0]]]
    fitting = [PLACE_ONE[card] for card in critters if claim in TRUE_CLAIMS[card]]
    pairs = [
        f"place {first} {second}"
        for index, first in enumerate(critters)
        for second in critters[index + 1 :]
    ]
    return fitting + pairs


# Each seat's public record (everyone sees every verdict, every peek, and, once a card
# is revealed, the truth of every claim made about it): the search reads the habits of
# the other seats from it. One row of counts per seat, in this order.
HABIT_FIELDS = ("believed", "doubted", "peeked", "could_peek", "truths", "lies")
BELIEVED, DOUBTED, PEEKED, COULD_PEEK, TRUTHS, LIES = range(len(HABIT_FIELDS))


def note_response(row: list[int], peeked: bool, verdict: bool, could_peek: bool) -> None:
    """Count one response of a seat (``row`` its record): a peek, or a verdict."""
    if could_peek:
        row[COULD_PEEK] += 1
    if peeked:
        row[PEEKED] += 1
    else:
        row[BELIEVED if verdict else DOUBTED] += 1


def note_claims(habits: list[list[int]], claims: list[tuple[int, int, str]], card: str) -> None:
    """Count the truth of every claim made about ``card`` this round, now it is revealed."""
    for giver, _, claim in claims:
        habits[giver][TRUTHS if claim in TRUE_CLAIMS[card] else LIES] += 1
