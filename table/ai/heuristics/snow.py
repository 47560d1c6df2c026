"""Snow Monster Battle's AI knowledge: Hunter breaking, Slime dodging, prey and enhancements.

The heuristic judges each card by resolving the battle as it would stand with that
card added (the engine's own ``resolve_battle``): a card that would lead the battle is
worth its +10 times the chance of holding on against the seats still to play (high
values, Hunters on a monster lead, Illuminati and the dooms hold best), and the −20
of Slime turns that around, so it ducks a battle holding Slime and throws its own
Slime into a battle it will not win. A netted Hunter played into the same battle as
its prey earns +40 whoever wins, so it is played whenever the prey is on the table.
Otherwise it sheds its weakest card and keeps the strong ones; once Hunters are broken
a Hunter lead counts as a near-certain battle. Enhancements are spent only when they
turn the battle its way (or must be spent in the last battle), Sly Fox when playing
last could win a contested battle. The search's rollout plays a few battles at random
and rewards each seat's points against the others' (rules: ``rules/snow.md``).
"""

from __future__ import annotations

import random

from table.ai.heuristics.factors import Factor, Factors, total
from table.ai.support import GameSupport, View, play_out, relative_rewards
from table.core import AnyState
from table.games.snow import MOVES
from table.games.snow.actions import Enhance, PlayCard
from table.games.snow.battle import resolve_battle
from table.games.snow.cards import (
    DOOMS,
    HUNTER_CARDS,
    ILLUMINATI,
    LEAD_SUIT_OF,
    PREY,
    SHAPESHIFTER,
    SLIME,
    TROUBLEMAKERS,
    VALUE,
)
from table.games.snow.moves import ENHANCE, PLAY
from table.games.snow.rules import SnowState
from table.games.snow.views import SnowView, as_view
from table.games.snow.worlds import PLAY_ACTION, SnowWorld, WorldSampler

BATTLE_POINTS, SLIME_POINTS, PREY_POINTS = 10.0, -20.0, 40.0
ROLLOUT_BATTLES = 3  # battles a rollout plays before scoring the points made so far
REWARD_SCALE = 40.0


def _holding(card: str, lead_suit: str, seats_left: int) -> float:
    """Rough chance that a card leading a battle stays in the lead past ``seats_left`` seats."""
    if seats_left == 0:
        return 1.0
    if card in DOOMS:
        return 0.95
    if card == ILLUMINATI:
        return 0.9
    value = VALUE.get(card) or 0
    base = min(0.95, (value + (6 if card in HUNTER_CARDS and lead_suit != "H" else 0)) / 15)
    return base ** seats_left


def _battle_after(view: SnowView, plays: list[tuple[int, str, str]], snowballed: str,
                  enhanced: dict[str, str]) -> tuple[int | None, bool, list[tuple[int, str]]]:
    """(winning seat, Slime in a won battle, [(seat paid +40, prey)]) for these plays."""
    lead = view["lead_suit"] or ""
    if view["first_battle"]:
        lead = TROUBLEMAKERS
    if not lead:
        lead = next((LEAD_SUIT_OF[ident] for _, _, ident in plays if LEAD_SUIT_OF.get(ident)), "")
    outcome = resolve_battle(lead, [card for _, card, _ in plays], [ident for _, _, ident in plays],
                             snowballed, enhanced)
    winner = None if outcome.winner is None else plays[outcome.winner][0]
    return winner, outcome.slime, [(plays[index][0], prey) for index, prey in outcome.prey_caught]


def _current_plays(view: SnowView) -> list[tuple[int, str, str]]:
    return [(entry["seat"], entry["card"], entry["as"]) for entry in view["battle_cards"]]


def rate(raw: View, actions: list[str]) -> list[float]:
    """The heuristic's rating of each action: its ``factors`` added up, from 0 (one source)."""
    return [0 + total(terms) for terms in factors(raw, actions)]


def _point_factors(seat: int, result: tuple[int | None, bool, list[tuple[int, str]]], hold: float) -> Factors:
    """``_points_for``'s two terms, named: prey caught, and the battle won (with Slime)."""
    winner, slime, prey = result
    caught = [name for payee, name in prey if payee == seat]
    found = [Factor("prey_caught", sum(PREY_POINTS for _ in caught), caught[0])] if caught else []
    if winner == seat:
        found.append(Factor("wins_slime" if slime else "wins_battle",
                            hold * (BATTLE_POINTS + (SLIME_POINTS if slime else 0.0))))
    return tuple(found)


def factors(raw: View, actions: list[str]) -> list[Factors]:
    """``rate``'s terms, named (``table.ai.heuristics.factors``): prey caught, the battle
    won (times the chance of holding on), Slime given away, prey lost, the card's price;
    Sly Fox's worth of playing last; an enhancement's gain and the cost of spending it."""
    view = as_view(raw)
    seat = view["seat"]
    assert seat is not None
    plays = _current_plays(view)
    snowballed = next((e["card"] for e in view["battle_cards"] if e["snowballed"]), "")
    enhanced: dict[str, str] = {e["card"]: kind for e in view["battle_cards"] if (kind := e["enhancement"])}
    if view["phase"] == ENHANCE:
        return [_enhance_factors(view, seat, plays, snowballed, enhanced, action) for action in actions]
    seats_left = view["players"] - len(plays) - 1 - (1 if view["sly_fox_seat"] not in (None, seat) else 0)
    found: list[Factors] = []
    for action in actions:
        move = MOVES[action]
        if not isinstance(move, PlayCard):
            # Playing last is worth most when the battle is open and seats remain.
            found.append((Factor("play_last", 1.0 + 0.5 * seats_left),))
        else:
            found.append(_card_factors(view, seat, plays, snowballed, enhanced, move.card, seats_left))
    return found


def _card_factors(view: SnowView, seat: int, plays: list[tuple[int, str, str]], snowballed: str,
                  enhanced: dict[str, str], card: str, seats_left: int) -> Factors:
    """Playing ``card``: the points it makes (times the chance of holding on), Slime given
    away, prey lost, and its price: win with the cheapest card, lose with the weakest."""
    identity = plays[-1][2] if card == SHAPESHIFTER and plays else card
    result = _battle_after(view, [*plays, (seat, card, identity)], snowballed, enhanced)
    hold = _holding(identity, view["lead_suit"] or LEAD_SUIT_OF.get(identity, ""), seats_left)
    terms = list(_point_factors(seat, result, hold))
    won = result[0] == seat
    if card == SLIME and not won:
        terms.append(Factor("slime_away", 6.0))  # its -20 falls on someone else
    if card in PREY and not won:
        terms.append(Factor("prey_lost", -1.0))
    strength = 15.0 if card in DOOMS or card == ILLUMINATI else (
        float(VALUE.get(card) or 0) + (6.0 if card in HUNTER_CARDS else 0.0))
    terms.append(Factor("cheap_winner" if won else "weak_loser", -((0.05 if won else 0.3) * strength)))
    return tuple(terms)


def _enhance_factors(view: SnowView, seat: int, plays: list[tuple[int, str, str]], snowballed: str,
                     enhanced: dict[str, str], action: str) -> Factors:
    move = MOVES[action]
    if not isinstance(move, Enhance):  # done: the battle's points as they stand (an int 0 when none)
        return (Factor("keep_enhancement", 0),
                *_point_factors(seat, _battle_after(view, plays, snowballed, enhanced), 1.0))
    if move.target is None:
        return (Factor("spent_in_vain", -1.0),)
    if move.kind == "snowball":
        result = _battle_after(view, plays, move.target, enhanced)
    else:
        result = _battle_after(view, plays, snowballed, {**enhanced, move.target: move.kind})
    cost = 0.0 if view["last_battle"] else 4.0
    return (*_point_factors(seat, result, 1.0), Factor("spending_cost", -cost))


def rollout(world: AnyState, root: AnyState, rng: random.Random) -> list[float]:
    assert isinstance(world, SnowState) and isinstance(root, SnowState)
    round_number, stop_at = root.round_number, root.battle_number + ROLLOUT_BATTLES

    def finished(state: AnyState) -> bool:
        assert isinstance(state, SnowState)
        return state.round_number != round_number or state.battle_number >= stop_at

    play_out(world, rng, finished)
    deltas = [float(a - b) for a, b in zip(world.totals, root.totals, strict=True)]
    return relative_rewards(deltas, REWARD_SCALE)


def _power(card: str) -> float:
    if card in DOOMS or card == ILLUMINATI:
        return 15.0
    return float(VALUE.get(card) or 0) + (6.0 if card in HUNTER_CARDS else 0.0)


POWER = {card: _power(card) for card in VALUE}


def fast_model(world: SnowWorld, actor: int, actions: list[str]) -> list[float]:
    """A cheap stand-in for ``rate`` on the other seats' moves in the search: win the
    battle with the cheapest card that beats the strongest on the table, else shed the
    weakest; ducks Slime; spends an enhancement only in the last battle, or Sly Fox."""
    if world.phase == ENHANCE:
        return [0.0 if action == "done" else (1.0 if world.last_battle else -1.0) for action in actions]
    identities = world.play_identities
    top = max([POWER[card] for card in identities], default=-1.0)
    slime = SLIME in identities
    ratings = []
    for action in actions:
        card = PLAYED.get(action)
        if card is None:  # Sly Fox
            ratings.append(0.5)
            continue
        power = POWER[card]
        if power > top and not slime:
            ratings.append(20.0 - power)
        else:
            ratings.append(-power - (0.0 if card != SLIME else -5.0))
    return ratings


# The card each "play <card>" action plays.
PLAYED = {action: card for card, action in PLAY_ACTION.items()}


class SnowWorlds:
    """The search's worlds for a Snow decision: plain-data rounds sampled from the seat's
    view (``WorldSampler``), moved by the rules' own functions without events or checks;
    the episode is the round, and a rollout plays ``ROLLOUT_BATTLES`` battles on."""

    def __init__(self, view: View) -> None:
        self.sampler = WorldSampler(view)
        seen = as_view(view)
        self.stop_at = seen["battle"] + ROLLOUT_BATTLES
        self.start = [float(total) for total in seen["scores"]]

    def sample(self, rng: random.Random) -> SnowWorld:
        return self.sampler.sample(rng)

    # The world's own methods, called without a wrapper: (world, actor, ...) -> ...
    actor = staticmethod(SnowWorld.actor)
    actions = staticmethod(SnowWorld.actions)
    apply = staticmethod(SnowWorld.act)
    model = staticmethod(fast_model)

    def observe(self, world: SnowWorld, actor: int, action: str, observer: int) -> str:
        return action  # every card and enhancement is played face up

    def rollout(self, world: SnowWorld, rng: random.Random) -> list[float]:
        world.play_out(rng.random, self.stop_at)
        deltas = [total - start for total, start in zip(world.totals, self.start, strict=True)]
        return relative_rewards(deltas, REWARD_SCALE)


def snow_worlds(view: View) -> SnowWorlds | None:
    """Fast worlds for any decision of a seat while a round is played."""
    if view["seat"] is None or view["phase"] not in (PLAY, ENHANCE):
        return None
    return SnowWorlds(view)


SUPPORT = GameSupport(rate=rate, rollout=rollout, worlds=snow_worlds)
