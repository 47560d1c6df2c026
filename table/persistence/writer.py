"""A background autosave writer, so the table's frame loop never waits for the disk.

``submit`` hands over the newest record and returns at once; a worker thread writes
only the latest one (an older record still waiting is simply replaced). ``flush``
waits until everything submitted is on disk — called when a game ends or the app quits.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class BackgroundWriter:
    """Writes the latest submitted value with ``write`` on a daemon thread."""

    def __init__(self, write: Callable[[Any], None]) -> None:
        self._write = write
        self._pending: Any = None
        self._has_pending = False
        self._busy = False
        self._condition = threading.Condition()
        self.last_error: Exception | None = None
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, value: Any) -> None:
        with self._condition:
            self._pending = value
            self._has_pending = True
            self._condition.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until nothing is pending or being written; False if that took too long."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._has_pending and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._has_pending)
                value, self._pending, self._has_pending = self._pending, None, False
                self._busy = True
            try:
                self._write(value)
                self.last_error = None
            except OSError as error:  # a full disk must not kill the game; the table shows it
                self.last_error = error
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()
