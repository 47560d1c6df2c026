"""The agent interface the table and the tools drive every AI seat through.

An agent decides in bounded slices so the table's frame loop never stalls: ``begin``
hands it a private copy of the position, and each ``think(seconds)`` call works for at
most about that long and returns the chosen action once it has one. Decisions are
deterministic for a given seed.
"""

from __future__ import annotations

import random
from typing import Protocol

from table.core import GameState

LEVELS = ("random", "easy", "normal", "hard")


class Agent(Protocol):
    """A player that picks one of ``state.legal_actions(seat)``."""

    def begin(self, state: GameState, seat: int) -> None:
        """Start deciding for ``seat`` in ``state`` (the agent keeps its own clone)."""

    def think(self, seconds: float) -> str | None:
        """Work for at most about ``seconds``; return the action once decided."""


class RandomAgent:
    """Plays a uniformly random legal action: the baseline every level must beat."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._choice: str | None = None

    def begin(self, state: GameState, seat: int) -> None:
        self._choice = self.rng.choice(state.legal_actions(seat))

    def think(self, seconds: float) -> str | None:
        return self._choice


def make_agent(game_id: str, level: str, seed: int | None = None) -> Agent:
    """An agent of the given strength for ``game_id``."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(LEVELS)}")
    return RandomAgent(seed)


def choose(agent: Agent, state: GameState, seat: int, slice_seconds: float = 0.05) -> str:
    """Drive an agent to a decision (headless tools; the table calls ``think`` per frame)."""
    agent.begin(state, seat)
    while True:
        action = agent.think(slice_seconds)
        if action is not None:
            return action
