"""Munch, Crunch, Scrunch!'s AI knowledge: predicting from hand strength, then counting tricks.

Prediction sums each card's chance of taking a trick (Vanquish and high Vegan Vampires
nearly always, high suit cards sometimes, Escape and Topsy Turvy never), scaled down
at bigger tables; in the forehead round it instead counts how many of the cards it
cannot see would beat the cards it can (rules: ``rules/munch.md``). In play it counts
the tricks it still needs: while short, it leads strong and takes tricks as cheaply
as it can; once it has its number, it leads low, ducks under the trick, and sheds its
strongest card that still loses. The search's rollout (``fast_hand``) plays the hand out
at random on the sampled world's own lists and rewards each seat's hand score against
the others'.
"""

from __future__ import annotations

import random

from table.ai.support import GameSupport, View, relative_rewards
from table.core import GameState
from table.games.munch.cards import ALL_CARDS, ESCAPE, NUMBER_OF, SUIT_OF, TOPSY, TRUMP, VANQUISH
from table.games.munch.rules import hand_points, playable, trick_winner
from table.games.munch.state import FOREHEAD, NOT_PREDICTED, PREDICT, TOPSY_BONUS, MunchState

REWARD_SCALE = 40.0  # a hand-score lead this large counts as a sure gain


def strength(card: str) -> float:
    """How strongly a card takes tricks, on one scale (Vanquish > Vampires > suits)."""
    if card in VANQUISH:
        return 20.0
    if card == ESCAPE:
        return 0.0
    if card == TOPSY:
        return 0.5
    return NUMBER_OF[card] + (10.0 if SUIT_OF[card] == TRUMP else 0.0)


def trick_chance(card: str, players: int) -> float:
    """Rough chance a card takes a trick by itself at a table of ``players``."""
    if card in VANQUISH:
        return 0.85
    if card in (ESCAPE, TOPSY):
        return 0.0
    number = NUMBER_OF[card]
    chance = 0.25 + 0.09 * number if SUIT_OF[card] == TRUMP else max(0.0, (number - 5) * 0.22)
    return chance * (4.0 / players) ** 0.5 if players > 4 else min(1.0, chance * (1 + (4 - players) * 0.15))


def expected_tricks(view: View) -> float:
    seat = view["seat"]
    players = view["players"]
    if view["forehead"]:
        return _forehead_chance(view)
    hand: list[str] = view["hands"][seat]
    return sum(trick_chance(card, players) for card in hand)


def _forehead_chance(view: View) -> float:
    """Share of the cards this seat cannot see that would take the single trick."""
    seat, players = view["seat"], view["players"]
    seen = {card for owner, hand in enumerate(view["hands"]) if owner != seat for card in hand if card}
    unseen = [card for card in ALL_CARDS if card not in seen]
    leader = view["leader"]
    wins = 0
    for mine in unseen:
        plays = []
        for step in range(players):
            owner = (leader + step) % players
            card = mine if owner == seat else view["hands"][owner][0]
            plays.append((owner, card))
        if trick_winner(plays, players).seat == seat:
            wins += 1
    return wins / len(unseen)


def rate(view: View, actions: list[str]) -> list[float]:
    if actions[0].startswith("predict"):
        expected = expected_tricks(view)
        return [-abs(int(action.split()[1]) - expected) for action in actions]
    if len(actions) == 1:
        return [0.0]
    seat = view["seat"]
    need = view["predictions"][seat] - view["tricks_won"][seat]
    trick = [(play["seat"], play["card"]) for play in view["trick"]]
    last = len(trick) == view["players"] - 1
    ratings = []
    for action in actions:
        card = action.split()[1]
        power = strength(card)
        if not trick:
            ratings.append(power if need > 0 else -power)
            continue
        winning = trick_winner([*trick, (seat, card)], view["players"]).seat == seat
        if need > 0:
            if winning:
                # Take it as cheaply as possible when last; otherwise hold it firmly.
                ratings.append(100.0 - power if last else 60.0 + power)
            else:
                ratings.append(20.0 - power)  # throw the weakest card away
        elif winning:
            ratings.append(20.0 - power)  # forced to win: spend the weakest winner
        else:
            ratings.append(100.0 + power)  # duck with the strongest card that still loses
    return ratings


def rollout(world: GameState, root: GameState, rng: random.Random) -> list[float]:
    assert isinstance(world, MunchState) and isinstance(root, MunchState)
    if world.hand_number == root.hand_number and not world.is_over:
        points = fast_hand(world, rng)
        deltas = [float(p) for p in points]
    else:
        deltas = [float(a - b) for a, b in zip(world.totals, root.totals, strict=True)]
    return relative_rewards(deltas, REWARD_SCALE)


def fast_hand(world: MunchState, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
    """Finish the hand of a sampled world with random legal moves; each seat's hand score.

    The search's rollout: the rules' own ``playable``, ``trick_winner`` and
    ``hand_points`` on local copies of the world's lists, without the events, strings
    and validation of ``apply``; the world is not changed. ``trace``, if given,
    receives the moves as actions (the tests replay them through ``apply``).
    """
    players, k = world.players, world.hand_number
    rand = rng.random
    predictions = list(world.predictions)
    if world.phase == PREDICT:
        for seat in range(players):
            if predictions[seat] == NOT_PREDICTED:
                predictions[seat] = int(rand() * (k + 1))
                if trace is not None:
                    trace.append((seat, f"predict {predictions[seat]}"))
    hands = [hand.copy() for hand in world.hands]
    won = list(world.tricks_won)
    bonus = [TOPSY_BONUS * len(cards) for cards in world.captured]
    plays = list(zip(world.trick_seats, world.trick_cards, strict=True))
    lead = world.lead_suit
    seat = world.to_play
    tricks_left = k - len(world.tricks_done)
    while tricks_left:
        hand = hands[seat]
        options = playable(hand, lead)
        card = options[int(rand() * len(options))]
        if trace is not None:
            trace.append((seat, FOREHEAD if world.forehead else f"play {card}"))
        hand.remove(card)
        plays.append((seat, card))
        suit = SUIT_OF[card]
        if suit is not None and lead is None and plays[0][1] not in VANQUISH:
            lead = suit
        if len(plays) < players:
            seat = (seat + 1) % players
            continue
        outcome = trick_winner(plays, players)
        if outcome.cancelled and outcome.topsy_seat is not None:
            bonus[outcome.topsy_seat] += TOPSY_BONUS * len(outcome.cancelled)
        if outcome.seat is not None:
            won[outcome.seat] += 1
            seat = outcome.seat
        else:
            assert outcome.topsy_seat is not None
            seat = outcome.topsy_seat
        plays, lead = [], None
        tricks_left -= 1
    return [hand_points(predictions[s], won[s], k) + bonus[s] for s in range(players)]


def observe(world: GameState, actor: int, action: str, observer: int) -> str:
    # Predictions stay secret until all are in; plays are public.
    return "predict" if action.startswith("predict") and actor != observer else action


SUPPORT = GameSupport(rate=rate, rollout=rollout, observe=observe)
