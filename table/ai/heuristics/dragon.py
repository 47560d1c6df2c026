"""Dodge the Dragon's AI knowledge: passing, ducking the Dragon, and the search's rollout.

The heuristic plays as a careful Hearts player would (rules: ``rules/dragon.md``):
pass the Dragon, the Snake, the Spider and high cards unless enough low black cards
guard them, and keep the safeties; lead low; when following, play the highest card
that still loses the trick, throw the point cards away whenever out of the led colour,
spend a safety only when every other card would take points; and when a trick must be
taken, take it with a high card while it holds few points. The search's rollout is the
engine's own fast ``random_rollout`` to the end of the round.
"""

from __future__ import annotations

import random

from table.ai.support import GameSupport, View, relative_rewards
from table.core import GameState
from table.games.dragon.actions import Pass, Play, parse
from table.games.dragon.cards import CARD_NUMBER, COLOUR, COLOUR_NAMES, RANK, ROUND_POINTS
from table.games.dragon.rules import PASS, DragonState
from table.games.dragon.views import TrickPlay, as_view

POINTS = {"black-12": 15, "black-11": 10, "black-10": 6}
REWARD_SCALE = 20.0  # a round-point lead this large counts as a sure gain


def _colour(card: str) -> str:
    return COLOUR_NAMES[COLOUR[CARD_NUMBER[card]]]


def _rank(card: str) -> int:
    return RANK[CARD_NUMBER[card]]


def _points(card: str) -> int:
    if card.startswith("red"):
        return 1
    return POINTS.get(card, 0)


def _keep_danger(card: str, hand: list[str]) -> float:
    """How much a card in hand threatens to win points later (high: pass it)."""
    colour, rank = _colour(card), _rank(card)
    if colour == "purple":
        return -20.0  # a safety is the best card to keep: it never wins when following
    if colour == "black" and card in POINTS:
        # The Dragon, Snake and Spider are safe behind enough low black guards.
        guards = sum(1 for c in hand if _colour(c) == "black" and _rank(c) < 10)
        return POINTS[card] * 2.0 - 4.0 * guards
    if colour == "green":
        return rank * 1.5  # a high trump wins whatever trick it meets
    if colour == "red":
        return rank * 1.0 + 2.0
    return rank * 0.8 - 3.0


def _trick_best(trick: list[TrickPlay], led: str | None) -> tuple[int, int]:
    """(strength, seat) of the card winning the trick so far; trumps rank above all."""
    best = (-1, trick[0]["seat"] if trick else -1)
    for play in trick:
        card = play["card"]
        colour = _colour(card)
        strength = _rank(card) + 100 if colour == "green" else _rank(card) if colour == led else -1
        if strength > best[0]:
            best = (strength, play["seat"])
    return best


def rate(raw: View, actions: list[str]) -> list[float]:
    view = as_view(raw)
    hand = view.get("hand", [])
    if view["phase"] == PASS:
        danger = {card: _keep_danger(card, hand) for card in hand}
        return [sum(danger[card] for card in _passed(action)) for action in actions]
    trick = view["trick"]
    if not trick:
        return [_rate_lead(action, hand) for action in actions]
    led = view["led_colour"]
    best, _ = _trick_best(trick, led)
    last = len(trick) == view["players"] - 1
    on_table = sum(_points(play["card"]) for play in trick)
    return [_rate_follow(_played(action).card, led, best, last, on_table) for action in actions]


def _passed(action: str) -> tuple[str, ...]:
    move = parse(action)
    assert isinstance(move, Pass)
    return move.cards


def _played(action: str) -> Play:
    move = parse(action)
    assert isinstance(move, Play)
    return move


def _rate_lead(action: str, hand: list[str]) -> float:
    move = _played(action)
    card = move.card
    if move.named is not None:
        # A led safety wins only if nobody follows its colour: name one the others
        # are likely to hold, i.e. one this hand is short in.
        named = move.named
        return -8.0 - sum(1 for c in hand if _colour(c) == named)
    penalty = 6.0 if _colour(card) == "green" else 0.0
    return -_rank(card) - 8.0 * _points(card) - penalty


def _rate_follow(card: str, led: str | None, best: int, last: bool, on_table: int) -> float:
    colour, rank = _colour(card), _rank(card)
    if colour == "purple":
        return 90.0  # never wins: worth spending only when everything else takes points
    strength = rank + 100 if colour == "green" else rank if colour == led else -1
    if strength < best:
        # Ducking: shed the most dangerous card that still loses.
        return 100.0 + 4.0 * _points(card) + rank
    taken = on_table + _points(card)
    if last:
        # The trick is ours anyway: take it with the highest card, points hurting.
        return 50.0 - 4.0 * taken + rank * 0.5
    # Winning for now; a later seat may still go over, so stay as low as possible.
    return 40.0 - 4.0 * taken - rank


def rollout(world: GameState, root: GameState, rng: random.Random) -> list[float]:
    assert isinstance(world, DragonState) and isinstance(root, DragonState)
    if world.round_number == root.round_number and not world.is_over:
        points = world.random_rollout(rng)
        shooter = next((seat for seat, p in enumerate(points) if p == ROUND_POINTS), None)
        if shooter is None:
            deltas = [float(p - q) for p, q in zip(points, root.round_points, strict=True)]
        else:
            # Taking all 43 resets the shooter's total; the others add nothing.
            deltas = [0.0] * world.players
            deltas[shooter] = -float(root.totals[shooter])
    else:
        deltas = [float(a - b) for a, b in zip(world.totals, root.totals, strict=True)]
    return relative_rewards([-delta for delta in deltas], REWARD_SCALE)


def observe(world: GameState, actor: int, action: str, observer: int) -> str:
    # Another seat's pass is secret until the cards arrive; everything else is public.
    return "pass" if actor != observer and isinstance(parse(action), Pass) else action


SUPPORT = GameSupport(rate=rate, rollout=rollout, observe=observe)


