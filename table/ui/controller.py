"""The match controller: the one place that applies actions, human or AI, to the game state.

A ``Match`` is a ``Session`` (the state plus its seats, autosaved after every move when
it has a store) as the table sees it: it drives AI agents in per-frame slices, each
decision by a fresh agent from ``session.agent_for`` (seeded by the seat and the move
number, so a resumed game continues exactly as it would have), decides whose private
cards may be on screen (hot-seat: with two or more humans, only the human whose
decision it is, and only after a hand-over; never during AI turns; a spectator match
shows nobody's, unless it looks from a seat: a replay, the game being public, shows
the bottom seat's hand and draws the others itself), and hands the scene the events each action caused, as the
seat on screen may see them. Scenes read it; only the controller changes the game.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from table.ai import LEVELS, Agent
from table.core import AnyState, Event, IllegalMove, refusals
from table.core.vocabulary import JsonObject, View, plain_view
from table.core.words import Names
from table.games import get_game
from table.persistence import Locations
from table.persistence.writer import BackgroundWriter
from table.session import Seat, Session
from table.ui.hot_seat import turn_note


@dataclass(frozen=True)
class SeatPlan:
    """A seat as the setup screen chooses it; the match turns it into a seeded ``Seat``."""

    kind: str  # "human" or "ai"
    name: str
    level: str = "normal"

    @property
    def human(self) -> bool:
        return self.kind == "human"


def seat_for(plan: SeatPlan | Seat, game_seed: int, index: int) -> Seat:
    """The session seat for a plan: each AI gets its own seed from the game's seed."""
    level = plan.level if plan.level in LEVELS else "normal"
    return Seat(plan.name, "human" if plan.human else "ai", level, game_seed * 31 + index)


def plans_of(seats: Sequence[Seat]) -> list[SeatPlan]:
    """The plans that seated ``seats`` (play again: same people, new seeds)."""
    return [SeatPlan(seat.kind, seat.name, seat.level) for seat in seats]


class Match:
    """One game at the table: a session, who is on screen, and the AI seat thinking now."""

    def __init__(
        self,
        game_id: str,
        seats: Sequence[SeatPlan | Seat],
        options: JsonObject | None = None,
        seed: int | None = None,
        ai_budget: float = 0.5,
        state: AnyState | None = None,
        store: Locations | None = None,
        writer: BackgroundWriter[JsonObject] | None = None,
    ) -> None:
        game = get_game(game_id)
        if state is None:
            state = game.new_state(len(seats), seed, options)
        session = Session(
            game_id,
            state,
            [seat_for(plan, state.seed, index) for index, plan in enumerate(seats)],
            store,
            ai_budget,
            writer,
        )
        session.save()  # a new game at the table replaces the saved one at once
        self._attach(session, dict(options or {}), spectator=False)

    @classmethod
    def resume(cls, session: Session, spectator: bool = False, looking: int | None = None) -> Match:
        """The table's match for a session rebuilt from a record (Continue, replay); a
        spectator ``looking`` from a seat sees that seat's cards (a replay's open hands)."""
        match = cls.__new__(cls)
        match._attach(session, dict(session.state.options), spectator, looking)
        return match

    def _attach(
        self, session: Session, options: JsonObject, spectator: bool, looking: int | None = None
    ) -> None:
        self.session = session
        self.game = get_game(session.game_id)
        self.game_id = session.game_id
        self.options = options
        self.seed = session.state.seed
        self.spectator = spectator
        # A spectator (a replay) is nobody: no hand-overs, no private cards, no prompts.
        self.humans = [] if spectator else [seat for seat, plan in enumerate(self.seats) if plan.human]
        # The human whose private cards are on screen; with one human, always that one.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bottom_seat = self.humans[0] if self.humans else 0
        if spectator and looking is not None:
            self.viewer = self.bottom_seat = looking
        self.turned = False  # the table has just turned to the human on screen (hot-seat)
        # Hot-seat: how much of the log the table had shown when each human last handed
        # the computer on; their next hand-over tells them what came after (``left_at``).
        self._had_screen: int | None = None
        self.left_at: dict[int, int] = {}
        self._agent: Agent | None = None
        self._thinking: int | None = None
        self._think_started = 0.0
        self._view: View = {}
        self._view_key: tuple[int, int, int, int | None] | None = None
        self._before: AnyState | None = None

    @property
    def state(self) -> AnyState:
        return self.session.state

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats

    @property
    def ai_budget(self) -> float:
        return self.session.ai_budget

    @ai_budget.setter
    def ai_budget(self, seconds: float) -> None:
        self.session.ai_budget = seconds

    # -- who acts, who is seen ----------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [plan.name for plan in self.seats]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    @property
    def you(self) -> int | None:
        """The seat the table's sentences call "you": the one human at a solo table. At a
        hot-seat table the room reads them, so every seat goes by its name; a replay is
        nobody's."""
        return self.humans[0] if len(self.humans) == 1 else None

    def next_decider(self) -> int | None:
        """The seat whose decision comes next. Among simultaneous deciders (Dragon's pass):
        at a table of one human, that human first, so the table asks them at once rather
        than saying a machine is thinking while their own choice waits (the machines
        choose after them, unseen); at a hot-seat table the AIs first, so each human is
        handed the computer once, after the machines have chosen."""
        turn = self.state.turn
        viewer = self.viewer
        alone = len(turn) > 1 and not self.hot_seat and not self.spectator
        if alone and viewer is not None and viewer in turn and self.seats[viewer].human:
            return viewer
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

    def handed_over(self, seat: int, shown: int | None = None) -> None:
        """``seat``'s human has taken the computer: their cards may now be shown, and
        the table turns so their seat is at the bottom (``turned`` until they move).
        ``shown``: how much of the log the table had shown, which the human who had the
        computer before saw (``left_at``)."""
        if self._had_screen is not None and self._had_screen != seat and shown is not None:
            self.left_at[self._had_screen] = shown
        self._had_screen = seat
        self.turned = self.hot_seat and seat != self.bottom_seat
        self.viewer = seat
        self.bottom_seat = seat

    def announce_turn(self, prompt: str, name: str) -> str:
        """``prompt``, led by a note that the table has turned to ``name``'s seat while
        it has (from the hand-over until their first move)."""
        return f"{turn_note(name)} {prompt}" if self.turned else prompt

    def will_turn(self, seat: int) -> bool:
        """Whether handing the computer to ``seat`` turns the table (hot-seat)."""
        return self.hot_seat and seat != self.bottom_seat

    @property
    def screen_seat(self) -> int | None:
        return self.viewer

    def view(self) -> View:
        """What the seat on screen may see (cached until the game or the viewer changes:
        the table asks for it several times a frame)."""
        key = (id(self.state), len(self.state.log), len(self.state.history), self.viewer)
        if self._view_key != key:
            self._view = plain_view(self.state.view(self.viewer))
            if self.spectator and self.viewer is not None:
                _open_own_faces(self._view, self.state, self.viewer)
            self._view_key = key
        return self._view

    def human_to_act(self) -> int | None:
        """The human on screen if it is their decision now."""
        seat = self.next_decider()
        if self.spectator:
            return None  # a replay looks on: nobody decides at it
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
            raise IllegalMove(refusals.GAME_OVER(), seat)
        start = len(self.state.log)
        before = self.state.clone()
        self.session.apply(seat, action)
        self._before = before  # autosaved (or, at the end, counted) by the session
        self.turned = False
        self._thinking = None
        self._agent = None
        return self.state.visible_log(self.viewer, start)

    def undo(self, seat: int, seen: int) -> str | None:
        """Take back ``seat``'s last move and the computer's replies after it, as long as
        nothing new was revealed to that seat (``seen``: how much of the log it has been
        shown). Returns the refusal in words, or None once done: the session's state is
        rebuilt without those moves, saved at once, and the seat's result will count as
        "with undos"."""
        if self.hot_seat or self.spectator or seat not in self.humans:
            return "Undo is only for a game against the computer."
        from table.learn import UndoRefused, undo

        computers = [index for index, plan in enumerate(self.seats) if not plan.human]
        try:
            state = undo(self.state, seat, self.names, seen=seen, computers=computers)
        except UndoRefused as refusal:
            return str(refusal)
        self.session.state = state
        self._view_key = None  # a new state object may reuse a freed one's id: no stale view
        self.session.undid.add(seat)
        self.session.save()
        self._thinking = None
        self._agent = None
        self._before = None
        return None

    def take_before(self) -> AnyState | None:
        """The state before the last action (once): the table rebuilds what it presents
        from it if the seat on screen changes while that action's events are animated."""
        before, self._before = self._before, None
        return before

    def explain(self, seat: int, action: str) -> str | None:
        """Why ``action`` is refused, in the game's own words and the language spoken now,
        addressed to ``seat`` as "you" (None if it is legal)."""
        if action in self.state.legal_actions(seat):
            return None
        try:
            self.state.clone().apply(seat, action)
        except IllegalMove as refusal:
            return self.refusal_words(refusal, seat)
        return None

    def refusal_words(self, refusal: IllegalMove, seat: int) -> str:
        """A refusal of ``seat``'s move as the table shows it: in the language spoken now,
        the seats by their names, ``seat`` as "you"."""
        return refusal.said(Names(self.names, me=seat))

    def think(self, slice_seconds: float) -> tuple[int, str] | None:
        """Let the AI whose decision it is think for one slice; its action once chosen."""
        seat = self.next_decider()
        if seat is None or self.seats[seat].human:
            self._thinking = None
            return None
        if self._thinking != seat or self._agent is None:
            # A fresh agent per decision, seeded by the seat and the move number: the
            # same decision as a headless or resumed run of this game would make.
            self._agent = self.session.agent_for(seat)
            self._agent.begin(self.state.clone(), seat)
            self._thinking = seat
            self._think_started = time.perf_counter()
        action = self._agent.think(slice_seconds)
        if action is None and time.perf_counter() - self._think_started > max(5.0, self.ai_budget * 10):
            # An agent that cannot decide in ten times its budget must not hang the
            # table: fall back to its first legal move (logged as any other move).
            action = self.state.legal_actions(seat)[0]
        return (seat, action) if action is not None else None

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking


def _open_own_faces(view: View, state: AnyState, seat: int) -> None:
    """A spectator's view from ``seat`` (a replay: public) with the faces of ``seat``'s
    own cards that ``seat`` itself may not see but another seat does (Batwalk's
    backwards hand), taken from that other seat's view."""
    hands = view.get("hands")
    if not isinstance(hands, list) or seat >= len(hands) or not isinstance(hands[seat], list):
        return
    own = hands[seat]
    if not any(isinstance(slot, dict) and slot.get("card") is None for slot in own):
        return
    for other in range(state.players):
        if other == seat:
            continue
        seen = plain_view(state.view(other)).get("hands") or []
        if seat < len(seen) and len(seen[seat]) == len(own):
            for slot, theirs in zip(own, seen[seat], strict=True):
                if isinstance(slot, dict) and slot.get("card") is None and isinstance(theirs, dict):
                    slot["card"] = theirs.get("card")
            return

