"""Critter Poker Royal's AI knowledge: a claim/lie mix, card counting and danger-aware judging.

Giving (or passing on after a peek), the heuristic picks the card and the receiver
that hurt the receiver most if it judges wrong — a critter it already has many of in
front — and rates the truthful claim and its best lie exactly equal, so the agent's
seeded coin makes the choice: it tells the truth about half the time, which leaves an
"always believe" or "always doubt" judge right only about half the time. Judging, it
counts the cards it can account for (its hand, every face-up card, the top of the
penalty pile, the specials seen going into hands) to estimate how likely the claim is,
weighs what taking the card would cost it (a card that would complete ``lose_at`` of
a kind costs the game) and peeks and passes on when both verdicts are too dangerous.
Placing after a Wild or Nothing, it spreads the cards over the critters it has fewest
of. Hard searches the game's fast worlds (``table/games/royal/worlds.py``): it finishes
the round in play and rewards each seat's chance of not losing, judged by its exposure;
it models each other seat as Normal, or as keeping a fixed habit (always believing,
doubting, peeking, telling the truth or lying) as likely as that seat's public record
makes it; and it samples an unseen card so its claim is as likely true as its giver's
record says.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from table.ai.heuristics.factors import Factor, Factors
from table.ai.heuristics.royal_habits import HABIT_BONUS, claim_odds, habit_fits, habit_odds, world_habit
from table.ai.support import GameSupport, View, play_out
from table.core import AnyState
from table.games.royal import MOVES
from table.games.royal.actions import Give, PassOn, Place
from table.games.royal.cards import ALL_CARDS, CLAIMS, CRITTER_OF, CRITTERS, TRUE_CLAIMS
from table.games.royal.moves import GIVE, PASS, PLACE, RESPOND
from table.games.royal.rules import RoyalState
from table.games.royal.views import RoyalView, as_view
from table.games.royal.worlds import Table, TableWorlds, table_worlds

__all__ = ["HABIT_BONUS", "SUPPORT", "claim_odds", "factors", "habit_fits", "habit_odds", "rate",
           "world_habit"]

LOSS = 1000.0  # the cost of taking a card that loses the game
TRUTH_PRIOR = 0.5  # how often a giver is assumed to tell the truth
LOSS_SHARPNESS = 4.0  # how much likelier to lose a seat is per unit of exposure (e-fold)


# What ``take_cost`` depends on: a card's critter and whether it is a Royal.
_KIND = {card: (CRITTER_OF[card], card.endswith("royal")) for card in ALL_CARDS}


def front_counts(view: RoyalView) -> list[dict[str, int]]:
    """Critters face up in front of each seat (a Royal counts as its critter)."""
    counts: list[dict[str, int]] = []
    for front in view["fronts"]:
        row = dict.fromkeys(CRITTERS, 0)
        for card in front:
            critter = CRITTER_OF[card]
            if critter is not None:
                row[critter] += 1
        counts.append(row)
    return counts


def _seat(view: RoyalView) -> int:
    seat = view["seat"]
    assert seat is not None, "a spectator does not decide"
    return seat


def danger(count_after: int, lose_at: int) -> float:
    """What it costs a seat to hold ``count_after`` of one critter in front."""
    return LOSS if count_after >= lose_at else float(count_after * count_after)


def take_cost(card: str, mine: dict[str, int], lose_at: int) -> float:
    """The cost to a seat with ``mine`` in front of taking ``card``."""
    critter = CRITTER_OF[card]
    if critter is None:
        return 6.0  # a Wild or Nothing forces a placement from hand
    cost = danger(mine[critter] + 1, lose_at)
    if card.endswith("royal"):
        cost += 4.0  # a Royal also brings the top penalty card
    return cost


def unseen_cards(view: RoyalView) -> list[str]:
    """Cards this seat cannot account for: somewhere in other hands, in play or in the pile."""
    seen = set(view["hand"] or [])
    for front in view["fronts"]:
        seen.update(front)
    seen.update(view["set_aside"])
    for cards in view["known_in_hands"]:
        seen.update(cards)
    if view["penalty_top"]:
        seen.add(view["penalty_top"])
    return [card for card in ALL_CARDS if card not in seen]


def chance_true(view: RoyalView, claim: str, unseen: list[str] | None = None) -> float:
    """How likely a claim is true, from the unseen cards and the truth prior."""
    if unseen is None:
        unseen = unseen_cards(view)
    share = sum(1 for card in unseen if claim in TRUE_CLAIMS[card]) / max(1, len(unseen))
    truthful = TRUTH_PRIOR * share
    return truthful / (truthful + (1 - TRUTH_PRIOR) * (1 - share)) if truthful else 0.0


# A move's terms: (name, value, subject) each, in the order its rating adds them. Plain
# tuples, not ``Factor``s: the search's model of the other seats rates moves at every
# step, and named tuples cost (``factors`` names them).
Term = tuple[str, float, str]
Terms = tuple[Term, ...]


def rate(raw: View, actions: list[str]) -> list[float]:
    """Each action's rating: its terms (``factors``) added up in order, one source."""
    ratings = []
    for terms in _terms(as_view(raw), actions):
        value = terms[0][1]
        for term in terms[1:]:
            value += term[1]
        ratings.append(value)
    return ratings


def _truth_and_lie(card: str, receiver_counts: dict[str, int]) -> tuple[str, str]:
    """The truthful claim and the lie worth telling about ``card`` (possibly the same
    claim twice when no truth exists: Nothing is never true)."""
    true_claims = TRUE_CLAIMS[card]
    critter = CRITTER_OF[card]
    truth = critter if critter is not None else next((c for c in CLAIMS if c in true_claims), "")
    lies = [claim for claim in CRITTERS if claim not in true_claims]
    if not lies:
        return truth, "royal"  # a Wild: only "royal" is false of it
    # Lie about the critter the receiver fears most: a wrong "false" would cost it most.
    lie = max(lies, key=lambda claim: receiver_counts[claim])
    return (truth or lie), lie


def _mean_cost(cards: list[str], mine: dict[str, int], lose_at: int) -> float:
    """The mean ``take_cost`` over ``cards`` (reckoned once per kind of card: the search
    asks this of every modelled judge)."""
    memo: dict[tuple[str | None, bool], float] = {}
    total = 0.0
    for card in cards:
        kind = _KIND[card]
        cost = memo.get(kind)
        if cost is None:
            cost = memo[kind] = take_cost(card, mine, lose_at)
        total += cost
    return total / max(1, len(cards))


def factors(raw: View, actions: list[str]) -> list[Factors]:
    """The terms of each action's rating (``rate`` adds them up): giving, what taking
    the card would cost the receiver and would have cost this seat, and whether the
    claim is one worth making (the truth, or the lie the receiver fears most: the two
    rate equal, so the agent's seeded coin picks); judging, the risk each verdict runs;
    placing, the exposure it adds."""
    return [tuple(Factor(*term) for term in terms) for terms in _terms(as_view(raw), actions)]


def _terms(view: RoyalView, actions: list[str]) -> list[Terms]:
    phase = view["phase"]
    if phase == GIVE:
        return _give_terms(view, actions)
    if phase == PASS:
        return _give_terms(view, actions, card=view["round"]["card"])
    if phase == RESPOND:
        return _response_terms(view, actions)
    if phase == PLACE:
        return _placement_terms(view, actions)
    return [(("exposure", 0.0, ""),) for _ in actions]


def _give_terms(view: RoyalView, actions: list[str], card: str | None = None) -> list[Terms]:
    """``give C to R as K`` / ``pass to R as K``: hurt the receiver, half truth, half lie."""
    seat, lose_at = _seat(view), view["lose_at"]
    counts = front_counts(view)
    chosen: dict[tuple[str, int], tuple[str, str]] = {}  # (card, receiver) -> (truth, lie)
    found: list[Terms] = []
    for action in actions:
        move = MOVES[action]
        assert isinstance(move, Give | PassOn)
        given = move.card if isinstance(move, Give) else card
        assert given is not None
        receiver = move.to
        key = (given, receiver)
        if key not in chosen:
            chosen[key] = _truth_and_lie(given, counts[receiver])
        found.append((("hurts_receiver", take_cost(given, counts[receiver], lose_at), given),
                      ("would_cost_me", -take_cost(given, counts[seat], lose_at), given),
                      ("claim_worth_making", 0.0 if move.claim in chosen[key] else -1.0, "")))
    return found


def _response_terms(view: RoyalView, actions: list[str]) -> list[Terms]:
    mine, lose_at = front_counts(view)[_seat(view)], view["lose_at"]
    claim: str = view["round"]["claims"][-1]["claim"]
    unseen = unseen_cards(view)
    p_true = chance_true(view, claim, unseen)
    # Taking a card the claim is false of (or true of): the mean over the cards it could be.
    cost_if_false = _mean_cost([c for c in unseen if claim not in TRUE_CLAIMS[c]] or unseen, mine, lose_at)
    cost_if_true = _mean_cost([c for c in unseen if claim in TRUE_CLAIMS[c]] or unseen, mine, lose_at)
    found: list[Terms] = []
    for action in actions:
        if action == "judge true":
            found.append((("risk_if_false", -(1 - p_true) * cost_if_false, claim),))
        elif action == "judge false":
            found.append((("risk_if_true", -p_true * cost_if_true, claim),))
        else:
            # Peeking passes the risk on: the next judge is right about half the time,
            # and then the card comes back to this seat as the last giver.
            passed = -0.5 * (p_true * cost_if_true + (1 - p_true) * cost_if_false)
            found.append((("risk_passed_on", passed, claim), ("peek_cost", -1.0, "")))
    return found


def _placement_terms(view: RoyalView, actions: list[str]) -> list[Terms]:
    """Placing after a Wild or Nothing: the exposure the cards add in front."""
    seat, lose_at = _seat(view), view["lose_at"]
    mine = front_counts(view)[seat]
    found: list[Terms] = []
    for action in actions:
        move = MOVES[action]
        assert isinstance(move, Place)
        after = dict(mine)
        cost = 0.0
        for card in move.cards:
            critter = CRITTER_OF[card]
            if critter is not None:
                after[critter] += 1
                cost += danger(after[critter], lose_at)
        found.append((("exposure", -cost, ""),))
    return found


def rollout(world: AnyState, root: AnyState, rng: random.Random) -> list[float]:
    """Finish the round in play at random, then judge the table: the game's result if
    it ended, else each seat's exposure (how close its front is to ``lose_at`` of a
    kind) against the others'. Whole random games are too long and too random to tell
    one move from another; the round is where a claim pays off. (The rollout of game
    states, where the search cannot use the fast ``TableWorlds``.)"""
    assert isinstance(world, RoyalState) and isinstance(root, RoyalState)
    start = len(root.history)

    def round_done(state: AnyState) -> bool:
        assert isinstance(state, RoyalState)
        return state.phase == GIVE and len(state.history) > start

    play_out(world, rng, round_done)
    if world.is_over:
        winners = world.winners
        return [1.0 if seat in winners else 0.0 for seat in range(world.players)]
    return exposure_rewards(world.front_counts, world.lose_at)


def exposure_rewards(counts: list[list[int]], lose_at: int) -> list[float]:
    """Each seat's chance of not being the one who loses, judged by exposure (its
    fronts' counts of a kind, cubed against ``lose_at``): the seat most exposed is the
    likeliest loser (a softmax), so the rewards sum to one less than the seats, as a
    finished game's do. It never saturates: a seat one card from losing still tells a
    move that adds to its danger from one that does not."""
    cube = _CUBES.get(lose_at)
    if cube is None:
        cube = _CUBES[lose_at] = [math.exp(LOSS_SHARPNESS * (count / (lose_at - 1)) ** 3)
                                  for count in range(lose_at + 2)]
    weights = []
    for row in counts:
        weight = 1.0
        for count in row:
            weight *= cube[count]
        weights.append(weight)
    total = sum(weights)
    return [1.0 - weight / total for weight in weights]


_CUBES: dict[int, list[float]] = {}  # lose_at -> each count's factor in a seat's weight


def table_reward(world: Table) -> list[float]:
    """The reward at the end of a fast world's round (as ``rollout``)."""
    if world.phase == "over":
        return [0.0 if seat == world.loser else 1.0 for seat in range(world.players)]
    return exposure_rewards(world.front_counts, world.lose_at)


def table_model(world: Table, actor: int, actions: list[str]) -> list[float]:
    """How the search expects ``actor`` to move: as Normal would from its own view of the
    world, unless, in this world, it keeps a fixed habit its public record makes likely
    (it always believes, doubts, peeks, tells the truth or lies; see ``habit_odds``): the
    habit's moves then come first (Normal's order among them)."""
    view = world.view(actor)
    ratings = rate(view, actions)
    habit = world_habit(view["habits"][actor], view["phase"], world.luck[actor])
    if habit is None:
        return ratings
    keep = [habit_fits(habit, view, action) for action in actions]
    if not any(keep):
        return ratings
    return [rating + HABIT_BONUS if kept else rating for rating, kept in zip(ratings, keep, strict=True)]


def worlds(raw: View) -> TableWorlds | None:
    view = as_view(raw)
    return table_worlds(view, table_model, table_reward, claim_odds(view))


def _indifferent(world: Table, actor: int, actions: list[str]) -> list[float]:
    return [0.0] * len(actions)


def plain_worlds(raw: View) -> TableWorlds | None:
    """The same worlds with no heuristic in them: the other seats rated alike, unseen
    cards dealt uniformly (for the arena's generic search)."""
    return table_worlds(as_view(raw), _indifferent, table_reward)


def observe(world: AnyState, actor: int, action: str, observer: int) -> str:
    # The card given face down is known only to its giver.
    if actor != observer:
        move = MOVES[action]
        if isinstance(move, Give):
            return f"give ? to {move.to} as {move.claim}"
    return action


SUPPORT = GameSupport(rate=rate, rollout=rollout, observe=observe, worlds=worlds)
# The arena's generic search: the same fast worlds with no heuristic inside them.
SUPPORT = replace(SUPPORT, plain=replace(SUPPORT, worlds=plain_worlds))
