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
- ``model``: optionally, a cheaper ``rate`` for the other seats' moves inside the search;
- ``worlds``: optionally, the game's own fast worlds for the search (see ``Worlds``);
- ``plain``: optionally, the same without heuristics, for the arena's generic search;
- ``model_opponents``: whether the search models the other seats on the heuristic.

The search samples and plays its worlds through a ``Worlds``. ``StateWorlds`` is the
general one: ``determinize`` and ``apply`` on game states. A game may also offer its
own, built from the deciding seat's view alone, that plays the rest of an episode on
plain lists, far faster than validated ``apply`` with its events; it returns None
where it does not apply, and the search falls back to ``StateWorlds``.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from table.core import AnyState
from table.core.vocabulary import GameView

View = GameView  # what a heuristic is handed: a game's view, read by that game's ``as_view``
World = Any  # a sampled world: a GameState, or a game's own plain-data world


class Worlds(Protocol):
    """How the search samples worlds for one decision and plays moves in them."""

    def sample(self, rng: random.Random) -> World:
        """A world the deciding seat cannot tell from the position being decided."""

    def actor(self, world: World) -> int | None:
        """The seat to move next, or None when the episode is over."""

    def actions(self, world: World, actor: int) -> list[str]:
        """``actor``'s legal actions in ``world``."""

    def apply(self, world: World, actor: int, action: str) -> None:
        """Play ``action`` in ``world``."""

    def model(self, world: World, actor: int, actions: list[str]) -> list[float]:
        """The heuristic's rating of each of ``actor``'s ``actions``, from ``actor``'s view."""

    def observe(self, world: World, actor: int, action: str, observer: int) -> str:
        """What ``observer`` learns of ``actor``'s ``action`` (see ``GameSupport``)."""

    def rollout(self, world: World, rng: random.Random) -> list[float]:
        """Finish the episode; each seat's reward in [0, 1]."""


def _public(world: AnyState, actor: int, action: str, observer: int) -> str:
    return action


def search_copy(state: AnyState) -> AnyState:
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
    rollout: Callable[[AnyState, AnyState, random.Random], list[float]]
    observe: Callable[[AnyState, int, str, int], str] = _public
    # A cheaper stand-in for ``rate`` when the search models the other seats (None: rate).
    model: Callable[[View, list[str]], list[float]] | None = None
    # The game's own fast worlds from the deciding seat's view (None: not here).
    worlds: Callable[[View], Worlds | None] | None = None
    # The same without any heuristic (random rollouts), for the generic search (None:
    # this support's own ``rollout`` and ``worlds`` are random already).
    plain: GameSupport | None = None
    # False: inside the search the other seats choose by UCB on their own rewards, not
    # as the heuristic would (for a game whose heuristic plays far below a search).
    model_opponents: bool = True

    def worlds_for(self, state: AnyState, seat: int) -> Worlds:
        """The fastest ``Worlds`` for deciding ``seat``'s move in ``state``."""
        if self.worlds is not None:
            own = self.worlds(state.view(seat))
            if own is not None:
                return own
        return StateWorlds(self, state, seat)


class StateWorlds:
    """Worlds as game states: ``determinize`` a search copy, move with ``apply``."""

    def __init__(self, support: GameSupport, state: AnyState, seat: int) -> None:
        self.support = support
        self.seat = seat
        self.root = search_copy(state)
        self.rate = support.model or support.rate
        self._determinize = self.root.determinizer(seat)  # the root never changes

    def sample(self, rng: random.Random) -> AnyState:
        return self._determinize(rng)

    def actor(self, world: AnyState) -> int | None:
        return None if world.is_over else world.turn[0]

    def actions(self, world: AnyState, actor: int) -> list[str]:
        return world.legal_actions(actor)

    def apply(self, world: AnyState, actor: int, action: str) -> None:
        world.apply(actor, action)

    def model(self, world: AnyState, actor: int, actions: list[str]) -> list[float]:
        return self.rate(world.view(actor), actions)

    def observe(self, world: AnyState, actor: int, action: str, observer: int) -> str:
        return self.support.observe(world, actor, action, observer)

    def rollout(self, world: AnyState, rng: random.Random) -> list[float]:
        return self.support.rollout(world, self.root, rng)


def _indifferent(view: View, actions: list[str]) -> list[float]:
    return [0.0] * len(actions)


def generic_support(support: GameSupport) -> GameSupport:
    """``support`` stripped of its heuristics, for the arena's generic search: no
    ratings (so no prior and no opponent model) and random rollouts only. The game's
    samplers and its rules' fast play stay, so both searches iterate alike."""
    base = support.plain or support
    return replace(base, rate=_indifferent, model=_indifferent, plain=None)


def support_for(game_id: str) -> GameSupport:
    """The ``GameSupport`` of ``game_id`` (imported on first use)."""
    module = importlib.import_module(f"table.ai.heuristics.{game_id}")
    support = module.SUPPORT
    assert isinstance(support, GameSupport)
    return support


def relative_rewards(deltas: Sequence[float], scale: float) -> list[float]:
    """Each seat's gain over the mean gain of the others, mapped onto [0, 1]: 0.5 is
    even, and a lead of ``scale`` or more saturates (every search iteration ends here)."""
    total = sum(deltas)
    others = len(deltas) - 1
    width = 2 * scale
    rewards = []
    for delta in deltas:
        reward = 0.5 + (delta - (total - delta) / others) / width
        rewards.append(1.0 if reward > 1.0 else 0.0 if reward < 0.0 else reward)
    return rewards


def play_out(
    world: AnyState,
    rng: random.Random,
    finished: Callable[[AnyState], bool],
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
