"""The one place the app speaks: ``say(text, interrupt=...)``.

The ``Speaker`` sends each line to its backend off the frame loop: a backend that may
take time (a screen reader's or the system's voice) gets the lines on one background
thread through a queue, so ``say`` returns at once; ``interrupt`` drops what is still
waiting and cuts in. A backend that fails gives one short notice (``notice``, shown
once by the app) and the speaker goes silent; the game carries on. ``last`` is the last
line said, for the "repeat" key. With speech off nothing is sent anywhere.
"""

from __future__ import annotations

import queue
import threading

from table.core.words import Words
from table.ui.speech.backends import Backend, Silent, Transcript, screen_reader, voice

STOP = None


class Speaker:
    def __init__(self, backend: Backend | None = None, enabled: bool = False, rate: float = 1.0) -> None:
        self.backend: Backend = backend or Silent()
        self.enabled = enabled
        self.rate = rate
        self.last = ""
        self.notice: str | None = None
        self.mode: str | None = None  # the setting this speaker was configured for
        self.search: threading.Thread | None = None  # looking for a voice (``configure``)
        self._queue: queue.Queue[tuple[str, bool, threading.Event | None] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._apply_rate()

    # -- what the app calls -----------------------------------------------------------

    def say(self, text: str, interrupt: bool = False) -> None:
        """Speak ``text`` (never blocks); ``interrupt`` cuts off what is being said."""
        text = " ".join(text.split())
        if not text:
            return
        self.last = text
        if not self.enabled:
            return
        if not self.backend.threaded:
            self._speak(text, interrupt)
            return
        if interrupt:
            self._drain()
        self._queue.put((text, interrupt, None))
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()

    def take_notice(self) -> str | None:
        """The notice to show, once."""
        notice, self.notice = self.notice, None
        return notice

    def repeat(self) -> None:
        if self.last:
            self.say(self.last, interrupt=True)

    def set_rate(self, rate: float) -> None:
        self.rate = rate
        self._apply_rate()

    def use(self, backend: Backend) -> None:
        """Speak through ``backend`` from now on (what is queued for the old one is dropped)."""
        self._drain()
        self.backend = backend
        self.notice = None
        self._apply_rate()

    def close(self) -> None:
        self._drain()
        if self._thread is not None:
            self._queue.put(STOP)
            self._thread.join(timeout=2)
            self._thread = None

    def wait(self, timeout: float = 5.0) -> None:
        """Block until every queued line was handed to the backend (tests, ear-check)."""
        if self._thread is None:
            return
        done = threading.Event()
        self._queue.put(("", False, done))  # set once everything before it was handed over
        done.wait(timeout)

    # -- inside -----------------------------------------------------------------------

    def _drain(self) -> None:
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return
            if item is not None and item[2] is not None:
                item[2].set()  # a waiter is not left hanging

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is STOP:
                return
            text, interrupt, done = item
            if done is not None:
                done.set()
            else:
                self._speak(text, interrupt)

    def _speak(self, text: str, interrupt: bool) -> None:
        try:
            self.backend.speak(text, interrupt)
        except Exception as error:  # a voice that fails must never stop the game
            self._fail(error)

    def _apply_rate(self) -> None:
        try:
            self.backend.set_rate(self.rate)
        except Exception as error:
            self._fail(error)

    def _fail(self, error: Exception) -> None:
        name = self.backend.name
        self.backend = Silent()
        why = type(error).__name__
        self.notice = SPEECH_STOPPED(name=name, why=why)[:200]


SPEECH_STOPPED = Words("Speech stopped: {name} failed ({why}); the game goes on silently.")
NO_VOICE = Words("Speech is on, but no screen reader or voice was found: the game stays silent.")


def choose(mode: str) -> tuple[Backend, bool, str | None]:
    """The backend for the setting ``mode`` ("auto", "on", "off"), whether speech is on,
    and a one-line notice when it was asked for and nothing can speak.

    "auto": on with the running screen reader when there is one, else off. "on": the
    screen reader, else direct speech. "off": silent."""
    if mode == "off":
        return Silent(), False, None
    reader = screen_reader()
    if reader is not None:
        return reader, True, None
    if mode == "auto":
        return Silent(), False, None
    direct = voice()
    if direct is not None:
        return direct, True, None
    return Silent(), False, NO_VOICE()


SPEAKER = Speaker()


def say(text: str, interrupt: bool = False) -> None:
    """Speak ``text`` through the app's speaker (nothing when speech is off)."""
    SPEAKER.say(text, interrupt)


def transcript() -> Transcript:
    """Switch the app's speaker to a fresh transcript, on (tests and ear-check)."""
    record = Transcript()
    SPEAKER.use(record)
    SPEAKER.enabled = True
    return record


def configure(mode: str, rate: float, wait: bool = False) -> str | None:
    """Take the settings' speech mode and rate into use. The backend is looked for again
    only when the mode changes, on a background thread (finding a screen reader or
    starting speech-dispatcher can take seconds: never on the frame loop); ``wait``
    blocks until it is found (tests). A one-line notice, when speech was asked for and
    nothing can speak, is left in ``SPEAKER.notice`` for the app to show once."""
    SPEAKER.set_rate(rate)
    if mode == SPEAKER.mode:
        return SPEAKER.notice
    SPEAKER.mode = mode

    def find() -> None:
        backend, on, notice = choose(mode)
        if SPEAKER.mode != mode:
            return  # changed again meanwhile: the newer search decides
        SPEAKER.use(backend)
        SPEAKER.enabled = on
        SPEAKER.notice = notice
        SPEAKER.set_rate(SPEAKER.rate)

    if mode == "off":
        find()  # nothing to look for
    else:
        search = threading.Thread(target=find, name="speech-search", daemon=True)
        SPEAKER.search = search
        search.start()
        if wait:
            search.join(30)
    return SPEAKER.notice
