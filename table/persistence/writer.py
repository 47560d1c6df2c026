"""A background autosave writer, so the table's frame loop never waits for the disk.

``submit`` hands over the newest record and returns at once; a worker thread writes
only the latest one (an older record still waiting is simply replaced). ``flush``
waits until everything submitted is on disk — called when a game ends or the app quits.
A write that fails (a full or read-only disk) never stops the game: the error is kept
in ``last_error`` and ``take_problem`` gives the app one line to tell the player, once
until saving works again. ``tell`` queues any other line about the files for the same
place (a damaged statistics file set aside when a game's result was recorded).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from table.persistence.notices import cannot_save

Record = TypeVar("Record")  # what is written: a game record, the settings


class BackgroundWriter(Generic[Record]):
    """Writes the latest submitted value with ``write`` on a daemon thread.

    ``what`` names what is written, for the player ("your game", "your settings")."""

    def __init__(self, write: Callable[[Record], None], what: str = "your game") -> None:
        self._write = write
        self.what = what
        self._pending: list[Record] = []  # the value waiting to be written, if any
        self._has_pending = False
        self._busy = False
        self._condition = threading.Condition()
        self.last_error: Exception | None = None
        self._problem: str | None = None
        self._told = False
        self._notices: list[str] = []
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, value: Record) -> None:
        with self._condition:
            self._pending = [value]
            self._has_pending = True
            self._condition.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until nothing is pending or being written; False if that took too long."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._has_pending and not self._busy, timeout)

    def report(self, error: Exception, what: str | None = None) -> None:
        """A failed write (this writer's, or one done beside it such as the statistics)."""
        with self._condition:
            self.last_error = error
            if not self._told and self._problem is None:
                self._problem = cannot_save(what or self.what, error)

    def tell(self, line: str) -> None:
        """A line for the player about the files (not a failed write): told once."""
        with self._condition:
            self._notices.append(line)

    def take_problem(self) -> str | None:
        """The line telling the player that saving failed (once, until a write succeeds),
        else the next line queued with ``tell``."""
        with self._condition:
            problem, self._problem = self._problem, None
            if problem is not None:
                self._told = True
                return problem
            return self._notices.pop(0) if self._notices else None

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._has_pending)
                (value,), self._pending, self._has_pending = self._pending, [], False
                self._busy = True
            try:
                self._write(value)
            except (OSError, ValueError, TypeError, RecursionError) as error:  # never kills the game
                self.report(error)
            else:
                with self._condition:
                    self.last_error = None
                    self._told = False
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()
