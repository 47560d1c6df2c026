"""Dodge the Dragon's AI knowledge: passing, ducking the Dragon, and the search's rollout.

The heuristic plays as a careful Hearts player would (rules: ``rules/dragon.md``):
pass the Dragon, the Snake, the Spider and high cards unless enough low black cards
guard them, and keep the safeties; lead low; when following, play the highest card
that still loses the trick, throw the point cards away whenever out of the led colour,
spend a safety only when every other card would take points; and when a trick must be
taken, take it with a high card while it holds few points. In the play of a round the
search uses the game's fast worlds (``table/games/dragon/worlds.py``), modelling the
other seats with this heuristic on card numbers (``model``), finishing the round with
rollouts in which every seat avoids points and keeps its safeties as a player would
(``finish_round``'s ``as_players``: in purely random rollouts a kept Dragon or safety was
worth nothing, so the search took Dragons it could duck and spent safeties a low card
would have saved) and rewarding the round's points (``round_reward``); during the pass
it determinizes game states and finishes the round with the engine's ``random_rollout``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations
from typing import Any

from table.ai.heuristics.factors import Factor, Factors
from table.ai.support import GameSupport, View, relative_rewards
from table.core import AnyState
from table.games.dragon import MOVES
from table.games.dragon.actions import Pass, Play
from table.games.dragon.cards import (
    CARD_NUMBER,
    COLOUR,
    COLOUR_NAMES,
    COLOUR_OF_NAME,
    RANK,
    SAFETY,
    TRUMP,
)
from table.games.dragon.cards import POINTS as POINTS_OF
from table.games.dragon.play import MOVE_OF, NO_COLOUR, moon_shooter, pass_actions
from table.games.dragon.rules import PASS, DragonState
from table.games.dragon.views import DragonView, as_view
from table.games.dragon.worlds import Reward, Round, RoundWorlds, round_worlds

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


def rate(raw: View, actions: list[str]) -> list[float]:
    """The heuristic's rating of each action: its ``factors`` added up (one source; a
    pass's from 0, as the danger of its three cards)."""
    view = as_view(raw)
    if view["phase"] == PASS:
        # A pass's factors are its three cards' (``_shed``, each card's ``_keep_danger``):
        # its rating adds their values. The search's model of the other seats rates every
        # pass of a hand at each step: when ``actions`` are those, in the listed order
        # (the same list ``pass_actions`` just gave the state), the three cards of each
        # are the hand's combinations of three, in the same order.
        hand = view.get("hand", [])
        if actions == pass_actions(tuple(hand)):
            danger = [_keep_danger(card, hand) for card in hand]
            return [a + b + c for a, b, c in combinations(danger, 3)]
        by_card = {card: _keep_danger(card, hand) for card in hand}
        return [sum(by_card[card] for card in _passed(action)) for action in actions]
    return [_rating(terms) for terms in _play_terms(raw, actions)]


def _passed(action: str) -> tuple[str, ...]:
    """The cards a pass names (remembered: the model reads hundreds of passes a step)."""
    cards = _PASSED.get(action)
    if cards is None:
        move = MOVES[action]
        assert isinstance(move, Pass)
        cards = _PASSED[action] = move.cards
    return cards


_PASSED: dict[str, tuple[str, ...]] = {}  # at most every pass of the largest deck


def _played(action: str) -> Play:
    move = MOVES[action]
    assert isinstance(move, Play)
    return move


def factors(raw: View, actions: list[str]) -> list[Factors]:
    """``rate``'s terms, named (``table.ai.heuristics.factors``): what a pass sheds card
    by card, how low a lead is, or whether a card ducks, wins anyway or wins for now."""
    view = as_view(raw)
    if view["phase"] == PASS:
        shed = _shed(view.get("hand", []))
        return [tuple(shed[card] for card in _passed(action)) for action in actions]
    return [tuple(Factor(name, value) for name, value in zip(terms[0], terms[1:], strict=True))
            for terms in _play_terms(raw, actions)]


def _shed(hand: list[str]) -> dict[str, Factor]:
    """What passing each card of ``hand`` sheds: its danger if kept, as a factor."""
    return {card: _pass_factor(card, hand) for card in hand}


def _pass_factor(card: str, hand: list[str]) -> Factor:
    colour = _colour(card)
    kind = ("keep_safety" if colour == "purple" else "points_card" if colour == "black" and card in POINTS
            else "high_trump" if colour == "green" else "red_point" if colour == "red" else "high_card")
    return Factor(kind, _keep_danger(card, hand), card)


# A card's terms in the play: the names of its plan's terms, then their values, in the
# order its rating adds them. Plain tuples, not ``Factor``s: the search's model of the
# other seats rates moves with them at every step (``rate_moves``), and names cost.
Terms = tuple[Any, ...]
_SAFETY_LEAD = ("safety_lead", "short_colour")
_LEAD = ("low_lead", "points_led", "trump_led")
_SAFETY = ("safety",)
_DUCK = ("duck", "shed_points", "shed_high")
_TAKE_ANYWAY = ("take_anyway", "points_taken", "high_rank")
_WIN_FOR_NOW = ("win_for_now", "points_taken", "stay_low")


def _rating(terms: Terms) -> float:
    """The terms' values added in order: the rating (as ``factors.total`` adds them)."""
    value: float = terms[1]
    for more in terms[2:]:
        value += more
    return value


def _play_terms(raw: View, actions: list[str]) -> list[Terms]:
    view = as_view(raw)
    trick = [CARD_NUMBER[play["card"]] for play in view["trick"]]
    led = COLOUR_OF_NAME[view["led_colour"]] if view["led_colour"] and trick else NO_COLOUR
    moves = [_played(action) for action in actions]
    return move_terms([CARD_NUMBER[card] for card in view.get("hand", [])], trick, led, view["players"],
                      [(move.number, move.named_colour) for move in moves])


def rate_moves(hand: list[int], trick: list[int], led: int, players: int,
               moves: list[tuple[int, int | None]]) -> list[float]:
    """Rate each of ``moves`` (card, named colour) for a seat holding ``hand``, with
    ``trick`` (its cards so far, led colour ``led``) on the table: the heuristic on card
    numbers, as the search's worlds hold them (``move_terms`` added up)."""
    return [_rating(terms) for terms in move_terms(hand, trick, led, players, moves)]


def move_terms(hand: list[int], trick: list[int], led: int, players: int,
               moves: list[tuple[int, int | None]]) -> list[Terms]:
    """The terms of each of ``moves``' rating (see ``rate_moves``)."""
    if not trick:
        return [_lead_terms(card, named, hand) for card, named in moves]
    best = -1  # the strength of the card winning the trick so far; trumps above all
    for card in trick:
        colour = COLOUR[card]
        strength = RANK[card] + 100 if colour == TRUMP else RANK[card] if colour == led else -1
        best = max(best, strength)
    last = len(trick) == players - 1
    on_table = sum(POINTS_OF[card] for card in trick)
    return [_follow_terms(card, led, best, last, on_table) for card, _ in moves]


def _lead_terms(card: int, named: int | None, hand: list[int]) -> Terms:
    if named is not None:
        # A led safety wins only if nobody follows its colour: name one the others
        # are likely to hold, i.e. one this hand is short in.
        return (_SAFETY_LEAD, -8.0, -float(sum(1 for c in hand if COLOUR[c] == named)))
    trump = 6.0 if COLOUR[card] == TRUMP else 0.0
    # (The rank stays a whole number, as the rating has always added it.)
    return (_LEAD, -RANK[card], -8.0 * POINTS_OF[card], -trump)


def _follow_terms(card: int, led: int, best: int, last: bool, on_table: int) -> Terms:
    colour, rank = COLOUR[card], RANK[card]
    if colour == SAFETY:
        return (_SAFETY, 90.0)  # never wins: worth spending only when all else takes points
    strength = rank + 100 if colour == TRUMP else rank if colour == led else -1
    points = POINTS_OF[card]
    if strength < best:
        # Ducking: shed the most dangerous card that still loses.
        return (_DUCK, 100.0, 4.0 * points, float(rank))
    taken = -4.0 * (on_table + points)
    if last:
        # The trick is ours anyway: take it with the highest card, points hurting.
        return (_TAKE_ANYWAY, 50.0, taken, rank * 0.5)
    # Winning for now; a later seat may still go over, so stay as low as possible.
    return (_WIN_FOR_NOW, 40.0, taken, -float(rank))


def model(world: Round, actor: int, actions: list[str]) -> list[float]:
    """The heuristic's rating of ``actor``'s moves in a fast world (its own hand only)."""
    return rate_moves(world.hands[actor], world.trick, world.led_colour, world.players,
                      [MOVE_OF[action] for action in actions])


def round_reward(view: DragonView) -> Reward:
    """The reward of a round's final points for the search deciding from ``view``: each
    seat's round points from here on (or a moon shot's reset) against the others'."""
    start = list(view["round_points"])
    totals = list(view["scores"])

    def reward(points: list[int]) -> list[float]:
        return relative_rewards([-delta for delta in _deltas(points, start, totals)], REWARD_SCALE)

    return reward


def _deltas(points: list[int], start: list[int], totals: list[int]) -> list[float]:
    """What each seat's total gains from the round ending with ``points``."""
    shooter = moon_shooter(points)
    if shooter is None:
        return [float(p - q) for p, q in zip(points, start, strict=True)]
    # Taking all 43 resets the shooter's total; the others add nothing.
    deltas = [0.0] * len(points)
    deltas[shooter] = -float(totals[shooter])
    return deltas


def worlds(raw: View) -> RoundWorlds | None:
    view = as_view(raw)
    return round_worlds(view, model, round_reward(view), as_players=True)


def _indifferent(world: Round, actor: int, actions: list[str]) -> list[float]:
    return [0.0] * len(actions)


def plain_worlds(raw: View) -> RoundWorlds | None:
    """The same worlds with no heuristic in them (the other seats rated alike), for a
    search that must not use the heuristic (the arena's generic search): its rollouts
    stay purely random, with none of the play as players of Hard's."""
    view = as_view(raw)
    return round_worlds(view, _indifferent, round_reward(view), as_players=False)


def rollout(world: AnyState, root: AnyState, rng: random.Random) -> list[float]:
    assert isinstance(world, DragonState) and isinstance(root, DragonState)
    if world.round_number == root.round_number and not world.is_over:
        deltas = _deltas(world.random_rollout(rng), root.round_points, root.totals)
    else:
        deltas = [float(a - b) for a, b in zip(world.totals, root.totals, strict=True)]
    return relative_rewards([-delta for delta in deltas], REWARD_SCALE)


def observe(world: AnyState, actor: int, action: str, observer: int) -> str:
    # Another seat's pass is secret until the cards arrive; everything else is public.
    return "pass" if actor != observer and isinstance(MOVES[action], Pass) else action


SUPPORT = GameSupport(rate=rate, rollout=rollout, observe=observe, worlds=worlds)
# The arena's generic search: the same fast worlds with no heuristic inside them.
SUPPORT = replace(SUPPORT, plain=replace(SUPPORT, worlds=plain_worlds))


