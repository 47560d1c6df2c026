"""A game at the table: the rules state plus who sits where, saved after every move.

A ``Session`` is what the table, ``sim --autosave``, ``resume`` and game records share:
the ``GameState`` and its seats (a name, human or AI, the AI's level and seed). Its
record — ``{"kind", "version", "game", "seats", "state"}`` with the state's own save
(seed, options, deal, every action) — is the autosave, the exported game and the
bug-report format. AI decisions are seeded from the seat's seed and the move number,
so a resumed game continues exactly as the uninterrupted one would have.
"""

from __future__ import annotations

import inspect
import time
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass

from table import manifest
from table.ai.agent import LEVELS, Agent, choose, make_agent
from table.core import AnyState, Event
from table.core.vocabulary import JsonObject
from table.games import get_game
from table.persistence import Locations, clear_autosave, record_result, write_autosave
from table.persistence.notices import plain_reason
from table.persistence.saves import RECORD_KIND, RECORD_VERSION, check_record
from table.persistence.statistics import MAX_NAME
from table.persistence.writer import BackgroundWriter

HUMAN, AI = "human", "ai"
# Games where the lowest score is the best one (for statistics), as the manifest says.
LOW_IS_BEST = frozenset(game.id for game in manifest.GAMES if game.low_is_best)


@dataclass
class Seat:
    """Who plays a seat: a named human, or an AI of some level with its own seed."""

    name: str
    kind: str = AI
    level: str = "normal"
    seed: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ValueError("every seat needs a name")
        if len(self.name) > MAX_NAME:
            raise ValueError("a seat's name is far too long to show")
        if self.kind not in (HUMAN, AI):
            raise ValueError("a seat's kind must be 'human' or 'ai'")
        if self.level not in LEVELS:
            raise ValueError(f"a seat's AI level must be one of {', '.join(LEVELS)}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ValueError("a seat's seed must be a whole number")

    @property
    def is_ai(self) -> bool:
        return self.kind == AI

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


class Session:
    """One game in progress with its seats; optionally autosaving to ``store``."""

    def __init__(
        self,
        game_id: str,
        state: AnyState,
        seats: list[Seat],
        store: Locations | None = None,
        ai_budget: float = 0.5,
        writer: BackgroundWriter[JsonObject] | None = None,
    ) -> None:
        if len(seats) != state.players:
            raise ValueError(f"{state.players} players need {state.players} seats, not {len(seats)}")
        self.game_id = game_id
        self.state = state
        self.seats = seats
        self.store = store
        self.ai_budget = ai_budget
        # The table passes a background writer so saving never stalls a frame; headless
        # tools write synchronously.
        self.writer = writer
        # Which game this is, kept in its record: its result is counted once, even when a
        # kill lands after the result was written and the game is resumed.
        self.key = uuid.uuid4().hex
        # Seats that took a move back (undo against the computer): their result is
        # counted "with undos". The undone moves themselves are in no record.
        self.undid: set[int] = set()
        # Lines about the files for the player (a damaged statistics file set aside when
        # the result was recorded): headless tools print them; at the table the writer
        # shows them where a failed save is told.
        self.notices: list[str] = []

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: list[Seat],
        seed: int | None = None,
        options: JsonObject | None = None,
        store: Locations | None = None,
        ai_budget: float = 0.5,
        writer: BackgroundWriter[JsonObject] | None = None,
    ) -> Session:
        state = get_game(game_id).new_state(players=len(seats), seed=seed, options=options)
        session = cls(game_id, state, seats, store, ai_budget, writer)
        session.save()
        return session

    # -- records ----------------------------------------------------------------------

    def to_record(self) -> JsonObject:
        return {
            "kind": RECORD_KIND,
            "version": RECORD_VERSION,
            "game": self.game_id,
            "title": get_game(self.game_id).title,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "seats": [asdict(seat) for seat in self.seats],
            "state": self.state.to_json(),
            "key": self.key,
            "undid": sorted(self.undid),
        }

    @classmethod
    def from_record(
        cls,
        raw: object,
        store: Locations | None = None,
        ai_budget: float = 0.5,
        writer: BackgroundWriter[JsonObject] | None = None,
    ) -> Session:
        """Rebuild a session by replaying its record; anything wrong raises ValueError."""
        data = check_record(raw)
        try:
            game = get_game(data["game"])
        except KeyError as error:
            raise ValueError("the record is of a game this version does not know") from error
        try:
            state = game.from_json(data["state"])
        except ValueError as error:
            # The rules' own words, with anything they quote from the file left out.
            raise ValueError(plain_reason(str(error), 160)) from error
        except (TypeError, KeyError, IndexError, AttributeError, RecursionError, OverflowError) as error:
            # Checked by the rules as ValueError; anything else still means a damaged save.
            raise ValueError("the save is damaged: it could not be replayed") from error
        names = [seat.get("name") for seat in data["seats"]]
        if any(isinstance(name, str) and len(name) > MAX_NAME for name in names):
            raise ValueError("a seat in the record has a name far too long to show")
        try:
            seats = [Seat(**seat) for seat in data["seats"]]
        except (TypeError, ValueError) as error:
            raise ValueError("a seat in the record is damaged") from error
        session = cls(game.id, state, seats, store, ai_budget, writer)
        key = data.get("key")
        if isinstance(key, str) and 0 < len(key) <= MAX_NAME:
            session.key = key
        undid = data.get("undid", [])
        if isinstance(undid, list):
            session.undid = {seat for seat in undid if isinstance(seat, int) and 0 <= seat < len(seats)}
        return session

    def save(self) -> None:
        """Autosave now (after every applied action), if this session has a store."""
        if self.store is None or self.state.is_over:
            return
        if self.writer is not None:
            self.writer.submit(self.to_record())
        else:
            write_autosave(self.store, self.to_record())

    # -- playing ----------------------------------------------------------------------

    def apply(self, seat: int, action: str) -> list[Event]:
        """Apply a move for a seat (human or AI) and autosave; IllegalMove changes nothing."""
        events = self.state.apply(seat, action)
        if self.state.is_over:
            self.finish()
        else:
            self.save()
        return events

    def finish(self) -> None:
        """Record the result in the statistics and remove the autosave.

        Headless, a failed write raises OSError. At the table (with a writer) it is
        reported through the writer for the player and the game goes on; the autosave
        is removed only if it is this game's own (no save of it failed), so a full or
        read-only disk never costs the last good save."""
        if self.store is None:
            return
        if self.writer is None:
            self._record_result()
            clear_autosave(self.store)
            return
        self.writer.flush()  # the last autosave must not land after the clear below
        ours = self.writer.last_error is None
        try:
            self._record_result()
        except OSError as error:
            self.writer.report(error, "the result in your statistics")
        if ours:
            try:
                clear_autosave(self.store)
            except OSError as error:
                self.writer.report(error)

    def _record_result(self) -> None:
        assert self.store is not None
        state = self.state
        record_result(
            self.store,
            self.game_id,
            [seat.name for seat in self.seats],
            state.scores[: len(self.seats)],
            state.winners,
            low_is_best=self.game_id in LOW_IS_BEST,
            game_key=f"{self.game_id}:{self.key}",
            with_undos=self.undid,
            tell=self.writer.tell if self.writer is not None else self.notices.append,
        )

    def ai_to_act(self) -> int | None:
        """An AI seat that must act now, if any (simultaneous turns: the first)."""
        return next((seat for seat in self.state.turn if self.seats[seat].is_ai), None)

    def agent_for(self, seat: int) -> Agent:
        """A fresh agent for this decision, seeded by the seat and the move number."""
        spec = self.seats[seat]
        decision_seed = spec.seed * 1_000_003 + len(self.state.history)
        if "budget" in inspect.signature(make_agent).parameters:
            # The thinking-time setting reaches the agents that take one (Hard).
            return make_agent(self.game_id, spec.level, decision_seed, budget=self.ai_budget)
        return make_agent(self.game_id, spec.level, decision_seed)

    def play_out(
        self, every_seat_ai: bool = True, on_move: Callable[[int, str], None] | None = None
    ) -> None:
        """Play to the end headless (human seats too when ``every_seat_ai``)."""
        while not self.state.is_over:
            seat = self.ai_to_act()
            if seat is None:
                if not every_seat_ai:
                    return
                seat = self.state.turn[0]
            action = choose(self.agent_for(seat), self.state, seat)
            self.apply(seat, action)
            if on_move is not None:
                on_move(seat, action)
