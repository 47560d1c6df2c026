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
random slips, so the search plans against sensible opponents. The heuristic's
ratings also pick the root's candidates (its favourite moves) and bias their early
visits (progressive bias), so a short search still plays at least sensibly.

The search runs in slices (``think``), keeps to a total time budget and an optional
iteration cap; with a cap the decision depends on the seed and the view only.
"""

from __future__ import annotations

import math
import random
import time

from table.ai.support import GameSupport, search_copy
from table.core import GameState

EXPLORATION = 0.7  # UCB constant for rewards in [0, 1]
PRIOR_WEIGHT = 2.0  # progressive bias at the root: worth this many visits of reward 1
ROOT_WIDTH = 6  # the root searches the heuristic's favourite moves (and their ties)
OPPONENT_SLIP = 0.1  # how often a modelled opponent plays a random move instead


class Edge:
    """One move (as the deciding seat observes it) out of a tree node."""

    __slots__ = ("available", "child", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.child: dict[str, Edge] = {}


class Search:
    """An ISMCTS decision for ``seat`` in ``state``, advanced by ``run``."""

    def __init__(
        self,
        support: GameSupport,
        state: GameState,
        seat: int,
        rng: random.Random,
        prior: dict[str, float] | None = None,
    ) -> None:
        self.support = support
        self.seat = seat
        self.rng = rng
        self.root_state = search_copy(state)
        self.actions = state.legal_actions(seat)
        self.root: dict[str, Edge] = {}
        self.prior = prior or {}
        self.model = support.model or support.rate
        # The root considers the heuristic's favourites only: the search refines the
        # heuristic's judgement instead of spreading thin rollouts over every move.
        ranked = sorted(self.actions, key=lambda action: -self.prior.get(action, 0.0))
        cut = self.prior.get(ranked[min(ROOT_WIDTH, len(ranked)) - 1], 0.0) if self.prior else -1.0
        self.candidates = [action for action in self.actions if self.prior.get(action, 0.0) >= cut] \
            if self.prior else list(self.actions)
        self.iterations = 0

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self.iterate()

    def iterate(self) -> None:
        support, rng, seat = self.support, self.rng, self.seat
        world = self.root_state.determinize(seat, rng)
        node = self.root
        path: list[tuple[Edge, int]] = []
        actions = self.candidates
        expanded = False
        while not world.is_over and not expanded:
            actor = seat if not path else world.turn[0]
            if path:
                actions = world.legal_actions(actor)
            if actor == seat:
                untried = [action for action in actions if action not in node]
                if untried:
                    key = action = untried[int(rng.random() * len(untried))]
                    node[key] = Edge()
                    expanded = True
                else:
                    key = action = self._select(node, actions, not path)
                for available in actions:
                    if available in node:
                        node[available].available += 1
            else:
                # Another seat moves as its heuristic would (with some slips), seeing
                # only its own view of this world; the edge is what ``seat`` observes.
                action = self._opponent_move(world, actor, actions)
                key = support.observe(world, actor, action, seat)
                if key not in node:
                    node[key] = Edge()
                    expanded = True
            edge = node[key]
            path.append((edge, actor))
            world.apply(actor, action)
            node = edge.child
        rewards = support.rollout(world, self.root_state, rng)
        for edge, actor in path:
            edge.visits += 1
            edge.total += rewards[actor]
        self.iterations += 1

    def _opponent_move(self, world: GameState, actor: int, actions: list[str]) -> str:
        rng = self.rng
        if len(actions) == 1 or rng.random() < OPPONENT_SLIP:
            return actions[int(rng.random() * len(actions))]
        ratings = self.model(world.view(actor), actions)
        best = max(ratings)
        favourites = [a for a, r in zip(actions, ratings, strict=True) if r >= best - 1e-9]
        return favourites[int(rng.random() * len(favourites))]

    def _select(self, node: dict[str, Edge], keys: list[str], at_root: bool) -> str:
        best_key = ""
        best_value = -math.inf
        prior = self.prior if at_root else {}
        for key in keys:
            edge = node[key]
            value = edge.total / edge.visits + EXPLORATION * math.sqrt(
                math.log(edge.available + 1) / edge.visits
            )
            if prior:
                value += PRIOR_WEIGHT * prior.get(key, 0.0) / (edge.visits + 1)
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


class ISMCTSAgent:
    """The Hard level: ISMCTS within ``budget`` seconds (and at most ``iterations``)."""

    def __init__(
        self,
        support: GameSupport,
        seed: int | None = None,
        budget: float = 0.5,
        iterations: int | None = None,
    ) -> None:
        if math.isinf(budget) and iterations is None:
            raise ValueError("an unlimited Hard budget needs an iteration cap")
        self.support = support
        self.rng = random.Random(seed)
        self.budget = budget
        self.max_iterations = iterations
        self.search: Search | None = None
        self._spent = 0.0
        self._choice: str | None = None

    def begin(self, state: GameState, seat: int) -> None:
        actions = state.legal_actions(seat)
        self._spent = 0.0
        self.search = None
        self._choice = None
        if len(actions) == 1:
            self._choice = actions[0]
            return
        ratings = self.support.rate(state.view(seat), actions)
        self.search = Search(self.support, state, seat, random.Random(self.rng.getrandbits(64)),
                             _prior(actions, ratings))

    def think(self, seconds: float) -> str | None:
        if self._choice is not None or self.search is None:
            return self._choice
        search = self.search
        start = time.perf_counter()
        stop = start + min(seconds, max(0.0, self.budget - self._spent))
        cap = self.max_iterations
        # At least one iteration per call, so every slice makes progress; the decision
        # depends on the number of iterations only, never on how they were sliced.
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
