"""The match controller: the one place that applies actions, human or AI, to the game state.

It knows who sits where (humans with names, AIs with levels), drives AI agents in
per-frame slices, decides whose private cards may be on screen (hot-seat: with two or
more humans, only the human whose decision it is, and only after a hand-over; never
during AI turns), and hands the scene the events each action caused, as the seat on
screen may see them. Scenes read it; only the controller changes the game.
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from table.ai import Agent, make_agent
from table.core import Event, GameState, IllegalMove
from table.games import get_game


@dataclass(frozen=True)
class SeatPlan:
    kind: str  # "human" or "ai"
    name: str
    level: str = "normal"

    @property
    def human(self) -> bool:
        return self.kind == "human"


class Match:
    """One game at the table: the state, the seats and the agents."""

    def __init__(
        self,
        game_id: str,
        seats: Sequence[SeatPlan],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        ai_budget: float = 0.5,
        state: GameState | None = None,
    ) -> None:
        self.game = get_game(game_id)
        self.game_id = game_id
        self.seats = list(seats)
        self.options = dict(options or {})
        self.state = state if state is not None else self.game.new_state(len(self.seats), seed, self.options)
        self.seed = self.state.seed
        self.ai_budget = ai_budget
        self.agents = {
            seat: _agent(game_id, plan.level, self.seed * 31 + seat, ai_budget)
            for seat, plan in enumerate(self.seats)
            if not plan.human
        }
        self.humans = [seat for seat, plan in enumerate(self.seats) if plan.human]
        # The human whose private cards are on screen; with one human, always that one.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bottom_seat = self.humans[0] if self.humans else 0
        self._thinking: int | None = None
        self._think_started = 0.0
        self._view: dict[str, Any] = {}
        self._view_key: tuple[int, int, int, int | None] | None = None

    # -- who acts, who is seen ----------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [plan.name for plan in self.seats]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    def next_decider(self) -> int | None:
        """The seat whose decision comes next: AIs first among simultaneous deciders,
        so each human is handed the computer once, after the machines have chosen."""
        turn = self.state.turn
        for seat in turn:
            if not self.seats[seat].human:
                return seat
        return turn[0] if turn else None

    def needs_hand_over(self) -> int | None:
        """The human who must be handed the computer before deciding, or None."""
        seat = self.next_decider()
        if seat is None or not self.hot_seat or not self.seats[seat].human:
            return None
        return seat if self.viewer != seat else None

    def hide_private(self) -> None:
        """Take every private card off the screen (an AI turn or a hand-over is next)."""
        if self.hot_seat:
            self.viewer = None

    def handed_over(self, seat: int) -> None:
        """``seat``'s human has taken the computer: their cards may now be shown."""
        self.viewer = seat
        self.bottom_seat = seat

    @property
    def screen_seat(self) -> int | None:
        return self.viewer

    def view(self) -> dict[str, Any]:
        """What the seat on screen may see (cached until the game or the viewer changes:
        the table asks for it several times a frame)."""
        key = (id(self.state), len(self.state.log), len(self.state.history), self.viewer)
        if self._view_key != key:
            self._view = self.state.view(self.viewer)
            self._view_key = key
        return self._view

    def human_to_act(self) -> int | None:
        """The human on screen if it is their decision now."""
        seat = self.next_decider()
        if seat is not None and self.seats[seat].human and seat == self.viewer:
            return seat
        return None

    def legal_actions(self, seat: int) -> list[str]:
        return self.state.legal_actions(seat)

    # -- acting -------------------------------------------------------------------------

    def act(self, seat: int, action: str) -> list[Event]:
        """Apply ``action`` for ``seat``; IllegalMove (nothing changed) if refused.

        Returns the events it caused as the seat on screen may see them."""
        if self.state.is_over:
            raise IllegalMove("The game is over: no more moves can be made.")
        start = len(self.state.log)
        self.state.apply(seat, action)
        self._thinking = None
        return self.state.visible_log(self.viewer, start)

    def explain(self, seat: int, action: str) -> str | None:
        """Why ``action`` is refused, in the game's own words (None if it is legal)."""
        if action in self.state.legal_actions(seat):
            return None
        try:
            self.state.clone().apply(seat, action)
        except IllegalMove as refusal:
            return str(refusal)
        return None

    def think(self, slice_seconds: float) -> tuple[int, str] | None:
        """Let the AI whose decision it is think for one slice; its action once chosen."""
        seat = self.next_decider()
        if seat is None or self.seats[seat].human:
            self._thinking = None
            return None
        agent = self.agents[seat]
        if self._thinking != seat:
            agent.begin(self.state.clone(), seat)
            self._thinking = seat
            self._think_started = time.perf_counter()
        action = agent.think(slice_seconds)
        if action is None and time.perf_counter() - self._think_started > max(5.0, self.ai_budget * 10):
            # An agent that cannot decide in ten times its budget must not hang the
            # table: fall back to its first legal move (logged as any other move).
            action = self.state.legal_actions(seat)[0]
        return (seat, action) if action is not None else None

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking


def _agent(game_id: str, level: str, seed: int, budget: float) -> Agent:
    """An agent for a seat; the thinking-time setting goes to agents that take one."""
    if "budget" in inspect.signature(make_agent).parameters:
        return make_agent(game_id, level, seed, budget=budget)
    return make_agent(game_id, level, seed)
