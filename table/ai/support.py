"""What each game tells the AI: its heuristic, its rollout and its secrets.

One ``GameSupport`` per game (built in ``table/ai/heuristics/<id>.py``) bundles:

- ``rate(view, actions)``: the Normal heuristic's preference for each legal action,
  computed from the seat's view alone;
- ``rollout(world, root, rng)``: finish the episode (the round or hand) that ``root``,
  the position being decided, is in, from a sampled ``world`` further on, and return
  a reward in [0, 1] for every seat, as the search backs up;
- ``observe(world, actor, action, observer)``: what ``observer`` learns of ``actor``'s
  move (the action itself, or a placeholder for a secret choice such as a pass), so
  the search tree is keyed by what the deciding seat can know;
- ``model``: optionally, a cheaper ``rate`` for the other seats' moves inside the search.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from table.core import GameState

View = dict[str, Any]


def _public(world: GameState, actor: int, action: str, observer: int) -> str:
    return action


def search_copy(state: GameState) -> GameState:
    """A clone for the search to determinize from: without the event log (the search
    never reads it, and replaying redactions on it is not needed) and with a random
    future of its own, so no world can know the real game's coming shuffles. The worlds
    it samples depend only on the seat's view: every game's ``determinize`` guarantees
    that (the conformance suite checks it)."""
    copy = state.clone()
    copy.log = []
    copy.rng = random.Random(0)
    return copy


@dataclass(frozen=True)
class GameSupport:
    """Per-game knowledge the agents use; see the module docstring."""

    rate: Callable[[View, list[str]], list[float]]
    rollout: Callable[[GameState, GameState, random.Random], list[float]]
    observe: Callable[[GameState, int, str, int], str] = _public
    # A cheaper stand-in for ``rate`` when the search models the other seats (None: rate).
    model: Callable[[View, list[str]], list[float]] | None = None


def support_for(game_id: str) -> GameSupport:
    """The ``GameSupport`` of ``game_id`` (imported on first use)."""
    module = importlib.import_module(f"table.ai.heuristics.{game_id}")
    support = module.SUPPORT
    assert isinstance(support, GameSupport)
    return support


def squash(value: float, scale: float) -> float:
    """Map a score difference onto [0, 1] (0.5 = even), saturating at ±``scale``."""
    return min(1.0, max(0.0, 0.5 + value / (2 * scale)))


def relative_rewards(deltas: list[float], scale: float) -> list[float]:
    """Each seat's gain over the mean gain of the others, squashed onto [0, 1]."""
    total = sum(deltas)
    others = len(deltas) - 1
    return [squash(delta - (total - delta) / others, scale) for delta in deltas]


def play_out(
    world: GameState,
    rng: random.Random,
    finished: Callable[[GameState], bool],
    limit: int = 10_000,
) -> int:
    """Random legal moves through ``apply`` until ``finished(world)`` or the game ends.

    The generic rollout for games without a faster one; returns the moves made.
    """
    moves = 0
    while not world.is_over and not finished(world) and moves < limit:
        seat = world.turn[0]
        actions = world.legal_actions(seat)
        world.apply(seat, actions[int(rng.random() * len(actions))])
        moves += 1
    return moves
