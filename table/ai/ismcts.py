"""Information-Set Monte Carlo Tree Search: the Hard level, for every game.

Each iteration samples one world the deciding seat cannot tell from the real game
(``determinize`` on a search copy of the position, own hidden cards included where
the seat cannot see them), walks the tree down, adds one node, finishes the episode
with the game's rollout and backs the rewards up, each edge scoring the reward of the
seat that chose it. Edges are keyed by what the deciding seat observes of each move
(``GameSupport.observe``): a secret choice such as another seat's pass is one edge
whatever was passed, so the tree follows the seat's information states rather than
the sampled worlds' private details. The deciding seat's own moves are chosen by UCB
(with availability counts, as moves exist only in some worlds); the other seats move
as the game's heuristic would from their own view of the sampled world, with a few
random slips, so the search plans against sensible opponents (or, where a game says
its heuristic is no model of a good player, by UCB on their own rewards, as in the
plain search). The heuristic's
ratings also pick the root's candidates (its favourite moves) and bias their early
visits (progressive bias), so a short search still plays at least sensibly.

The search runs in slices (``think``), keeps to a total time budget and an optional
iteration cap; with a cap the decision depends on the seed and the view only.
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager

from table.ai.support import GameSupport, World
from table.core import AnyState

EXPLORATION = 0.7  # UCB constant for rewards in [0, 1]
PRIOR_WEIGHT = 2.0  # progressive bias at the root: worth this many visits of reward 1
ROOT_WIDTH = 6  # the root searches the heuristic's favourite moves (and their ties)
OPPONENT_SLIP = 0.1  # how often a modelled opponent plays a random move instead


@contextmanager
def quiet_collector() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while searching.

    An iteration's garbage (sampled worlds, lists) has no reference cycles, so reference
    counting frees it at once; but its many allocations keep triggering the collector,
    which then walks the whole growing tree each time: a quarter of the search's time.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class Edge:
    """One move (as the deciding seat observes it) out of a tree node."""

    __slots__ = ("ahead", "available", "child", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.ahead = 0  # playouts through it that left its chooser ahead (reward over 0.5)
        self.available = 0
        self.child: dict[str, Edge] | None = None  # made when the search first goes past


class Search:
    """An ISMCTS decision for ``seat`` in ``state``, advanced by ``run``."""

    def __init__(
        self,
        support: GameSupport,
        state: AnyState,
        seat: int,
        rng: random.Random,
        prior: dict[str, float] | None = None,
        guided: bool = True,
    ) -> None:
        self.seat = seat
        self.guided = guided
        # The other seats move as the heuristic would, unless this is the generic search
        # or the game says its heuristic is no model of a good player (then UCB).
        self.model_opponents = guided and support.model_opponents
        self.rng = rng
        self.worlds = support.worlds_for(state, seat)
        self.actions = state.legal_actions(seat)
        self.root: dict[str, Edge] = {}
        self.prior = prior or {}
        # The root considers the heuristic's favourites only: the search refines the
        # heuristic's judgement instead of spreading thin rollouts over every move.
        ranked = sorted(self.actions, key=lambda action: -self.prior.get(action, 0.0))
        cut = self.prior.get(ranked[min(ROOT_WIDTH, len(ranked)) - 1], 0.0) if self.prior else -1.0
        self.candidates = [action for action in self.actions if self.prior.get(action, 0.0) >= cut] \
            if self.prior else list(self.actions)
        self.iterations = 0

    def run(self, iterations: int) -> None:
        with quiet_collector():
            for _ in range(iterations):
                self.iterate()

    def iterate(self) -> None:
        worlds, rng, seat = self.worlds, self.rng, self.seat
        world = worlds.sample(rng)
        node = self.root
        path: list[tuple[Edge, int]] = []
        actions = self.candidates
        actor: int | None = seat
        while actor is not None:
            if path:
                actions = worlds.actions(world, actor)
            if actor == seat:
                # Count every available move already in the tree; expand one that is not.
                untried = []
                for available in actions:
                    child = node.get(available)
                    if child is None:
                        untried.append(available)
                    else:
                        child.available += 1
                expanded = bool(untried)
                if expanded:
                    key = action = untried[int(rng.random() * len(untried))]
                    edge = node[key] = Edge()
                    edge.available = 1
                else:
                    key = action = self._select(node, actions, not path)
                    edge = node[key]
            else:
                if self.model_opponents:
                    # Another seat moves as its heuristic would (with some slips), seeing
                    # only its own view of this world; the edge is what ``seat`` observes.
                    action = self._opponent_move(world, actor, actions)
                    key = worlds.observe(world, actor, action, seat)
                    child = node.get(key)
                    expanded = child is None
                    if child is None:
                        child = node[key] = Edge()
                    edge = child
                else:
                    key, action, expanded = self._plain_opponent_move(node, world, actor, actions)
                    edge = node[key]
            path.append((edge, actor))
            worlds.apply(world, actor, action)
            if expanded:
                break
            if edge.child is None:
                edge.child = {}
            node = edge.child
            actor = worlds.actor(world)
        rewards = worlds.rollout(world, rng)
        for edge, actor in path:
            reward = rewards[actor]
            edge.visits += 1
            edge.total += reward
            edge.ahead += reward > 0.5
        self.iterations += 1

    def _plain_opponent_move(
        self, node: dict[str, Edge], world: World, actor: int, actions: list[str]
    ) -> tuple[str, str, bool]:
        """Plain ISMCTS for another seat (the generic search): UCB over the moves as the
        deciding seat observes them, on the mover's own rewards, then any move of the
        chosen observation. Returns the key, the action and whether it was expanded."""
        rng = self.rng
        groups: dict[str, list[str]] = {}
        for action in actions:
            groups.setdefault(self.worlds.observe(world, actor, action, self.seat), []).append(action)
        untried = []
        for key in groups:
            child = node.get(key)
            if child is None:
                untried.append(key)
            else:
                child.available += 1
        if untried:
            key = untried[int(rng.random() * len(untried))]
            edge = node[key] = Edge()
            edge.available = 1
        else:
            key = self._select(node, list(groups), False)
        group = groups[key]
        return key, group[int(rng.random() * len(group))], bool(untried)

    def _opponent_move(self, world: World, actor: int, actions: list[str]) -> str:
        rng = self.rng
        if len(actions) == 1 or rng.random() < OPPONENT_SLIP:
            return actions[int(rng.random() * len(actions))]
        ratings = self.worlds.model(world, actor, actions)
        good = max(ratings) - 1e-9
        favourites = [action for action, rating in zip(actions, ratings, strict=False) if rating >= good]
        return favourites[int(rng.random() * len(favourites))]

    def _select(self, node: dict[str, Edge], keys: list[str], at_root: bool) -> str:
        # UCB with availability counts (already counted for this visit, hence no +1).
        best_key = ""
        best_value = -math.inf
        prior = self.prior if at_root else None
        log, sqrt = math.log, math.sqrt
        for key in keys:
            edge = node[key]
            visits = edge.visits
            value = edge.total / visits + EXPLORATION * sqrt(log(edge.available) / visits)
            if prior:
                value += PRIOR_WEIGHT * prior.get(key, 0.0) / (visits + 1)
            if value > best_value:
                best_key, best_value = key, value
        return best_key

    def best(self) -> str:
        """The most visited root move (ties: the better mean, then legal order)."""
        def merit(action: str) -> tuple[int, float]:
            edge = self.root.get(action)
            if edge is None or edge.visits == 0:
                return (0, self.prior.get(action, 0.0))
            return (edge.visits, edge.total / edge.visits)

        return max(self.candidates, key=merit)


    def found(self) -> dict[str, tuple[int, int]]:
        """What the search found for each root move it tried: (playouts, playouts that
        left the deciding seat ahead of the others), for a hint to say in words."""
        return {action: (edge.visits, edge.ahead) for action, edge in self.root.items() if edge.visits}


class ISMCTSAgent:
    """The Hard level: ISMCTS within ``budget`` seconds (and at most ``iterations``).

    Expert is the same with a longer budget. With ``guided`` False it is the arena's
    generic search: plain ISMCTS with no heuristic at all (no prior, no candidate cut,
    every seat choosing by UCB) and random rollouts, to measure what the heuristics add.
    """

    def __init__(
        self,
        support: GameSupport,
        seed: int | None = None,
        budget: float = 0.5,
        iterations: int | None = None,
        guided: bool = True,
    ) -> None:
        if math.isinf(budget) and iterations is None:
            raise ValueError("an unlimited Hard budget needs an iteration cap")
        self.support = support
        self.guided = guided
        self.rng = random.Random(seed)
        self.budget = budget
        self.max_iterations = iterations
        self.search: Search | None = None
        self._spent = 0.0
        self._choice: str | None = None

    def begin(self, state: AnyState, seat: int) -> None:
        actions = state.legal_actions(seat)
        self._spent = 0.0
        self.search = None
        self._choice = None
        if len(actions) == 1:
            self._choice = actions[0]
            return
        prior = _prior(actions, self.support.rate(state.view(seat), actions)) if self.guided else None
        self.search = Search(self.support, state, seat, random.Random(self.rng.getrandbits(64)),
                             prior, self.guided)

    def found(self) -> dict[str, tuple[int, int]]:
        """``Search.found`` of the last decision (empty when there was no search)."""
        return self.search.found() if self.search is not None else {}

    def think(self, seconds: float) -> str | None:
        if self._choice is not None or self.search is None:
            return self._choice
        search = self.search
        start = time.perf_counter()
        stop = start + min(seconds, max(0.0, self.budget - self._spent))
        cap = self.max_iterations
        # At least one iteration per call, so every slice makes progress; the decision
        # depends on the number of iterations only, never on how they were sliced.
        with quiet_collector():
            while cap is None or search.iterations < cap:
                search.iterate()
                if time.perf_counter() >= stop:
                    break
        self._spent += time.perf_counter() - start
        if (cap is not None and search.iterations >= cap) or self._spent >= self.budget:
            self._choice = search.best()
        return self._choice


def _prior(actions: list[str], ratings: list[float]) -> dict[str, float]:
    """The heuristic's ratings as a prior in [0, 1]: 1 for its favourite, 0 for its last."""
    low, high = min(ratings), max(ratings)
    if high - low < 1e-9:
        return {}
    return {action: (rating - low) / (high - low) for action, rating in zip(actions, ratings, strict=True)}
