"""The agent interface the table and the tools drive every AI seat through.

An agent decides in bounded slices so the table's frame loop never stalls: ``begin``
hands it the position, and each ``think(seconds)`` call works for at most about that
long and returns the chosen action once it has one. Agents read only the seat's
``view``, its ``legal_actions`` and ``determinize`` (never another seat's hidden cards),
so they cannot cheat, and their moves go through the same ``apply`` as a human's.
Levels: Random (the baseline), Easy (the heuristic with random slips), Normal (the
per-game heuristic), Hard (ISMCTS, ``table.ai.ismcts``) and Expert (Hard with a longer
budget). The arena also knows ``generic``: plain ISMCTS with random rollouts and no
heuristics, the yardstick for what the heuristics add. Decisions are deterministic for
a given seed (the searches: given a fixed iteration count too).
"""

from __future__ import annotations

import random
from typing import Protocol

from table.ai.ismcts import ISMCTSAgent
from table.ai.support import GameSupport, generic_support, support_for
from table.core import AnyState

LEVELS = ("random", "easy", "normal", "hard", "expert")
ARENA_LEVELS = (*LEVELS, "generic")  # generic: a yardstick for the arena, not for players
EASY_SLIP = 0.3  # how often Easy plays a random legal move instead of its best one
DEFAULT_BUDGET = 0.5  # seconds per Hard decision (adjustable in the settings)
EXPERT_BUDGET = 2.0  # seconds per Expert decision


class Agent(Protocol):
    """A player that picks one of ``state.legal_actions(seat)``."""

    def begin(self, state: AnyState, seat: int) -> None:
        """Start deciding for ``seat`` in ``state`` (the agent keeps what it needs)."""

    def think(self, seconds: float) -> str | None:
        """Work for at most about ``seconds``; return the action once decided."""


class RandomAgent:
    """Plays a uniformly random legal action: the baseline every level must beat."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._choice: str | None = None

    def begin(self, state: AnyState, seat: int) -> None:
        self._choice = self.rng.choice(state.legal_actions(seat))

    def think(self, seconds: float) -> str | None:
        return self._choice


class HeuristicAgent:
    """Normal (``slip`` 0) and Easy: the game's heuristic rates each legal move from
    the seat's view; the best is played (ties broken by the seeded RNG), except that
    with probability ``slip`` a random legal move is played instead."""

    def __init__(self, support: GameSupport, seed: int | None = None, slip: float = 0.0) -> None:
        self.support = support
        self.rng = random.Random(seed)
        self.slip = slip
        self._choice: str | None = None

    def begin(self, state: AnyState, seat: int) -> None:
        actions = state.legal_actions(seat)
        # Both draws happen every time, so the RNG stream does not depend on the position.
        slipped = self.rng.random() < self.slip
        tie_break = self.rng.random()
        if slipped or len(actions) == 1:
            self._choice = actions[int(tie_break * len(actions))]
            return
        ratings = self.support.rate(state.view(seat), actions)
        best = max(ratings)
        favourites = [a for a, r in zip(actions, ratings, strict=True) if r >= best - 1e-9]
        self._choice = favourites[int(tie_break * len(favourites))]

    def think(self, seconds: float) -> str | None:
        return self._choice


def make_agent(
    game_id: str,
    level: str,
    seed: int | None = None,
    budget: float = DEFAULT_BUDGET,
    iterations: int | None = None,
    expert_budget: float = EXPERT_BUDGET,
) -> Agent:
    """An agent of the given strength for ``game_id`` (a level of ``ARENA_LEVELS``).

    ``budget`` is Hard's (and the generic search's) thinking time per decision in
    seconds, ``expert_budget`` Expert's; ``iterations``, if given, caps the search
    (with an infinite budget the decision then depends only on the seed and the view:
    the tests and reproducible arena runs use that).
    """
    if level not in ARENA_LEVELS:
        raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(ARENA_LEVELS)}")
    if level == "random":
        return RandomAgent(seed)
    support = support_for(game_id)
    if level == "easy":
        return HeuristicAgent(support, seed, slip=EASY_SLIP)
    if level == "normal":
        return HeuristicAgent(support, seed)
    if level == "expert":
        return ISMCTSAgent(support, seed, budget=expert_budget, iterations=iterations)
    if level == "generic":
        return ISMCTSAgent(generic_support(support), seed, budget=budget, iterations=iterations, guided=False)
    return ISMCTSAgent(support, seed, budget=budget, iterations=iterations)


def choose(agent: Agent, state: AnyState, seat: int, slice_seconds: float = 0.05) -> str:
    """Drive an agent to a decision (headless tools; the table calls ``think`` per frame)."""
    agent.begin(state, seat)
    while True:
        action = agent.think(slice_seconds)
        if action is not None:
            return action
