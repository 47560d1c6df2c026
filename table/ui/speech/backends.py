"""Where spoken words go: the running screen reader, direct speech, a transcript, or nowhere.

Every backend has the same small interface (``Backend``): ``speak(text, interrupt)``,
``stop()`` and ``set_rate(rate)``, with ``rate`` 1.0 for the voice's normal pace (0.5
half as fast, 2.0 twice). None imports pygame; none may raise into the game (the
``Speaker`` in ``voice.py`` catches and falls silent with one notice).

- ``PrismBackend``: the optional PyPI package ``prismatoid`` (``import prism``), one
  native library that reaches NVDA, JAWS, Narrator (UIA/OneCore) and SAPI on Windows,
  VoiceOver and AVSpeech on macOS, Orca and speech-dispatcher on Linux.
- ``CommandBackend``: direct speech with the system's own command when prismatoid is
  not installed: ``spd-say`` (speech-dispatcher) on Linux, ``say`` on macOS.
- ``Transcript``: keeps every line, for tests and ``ear-check``.
- ``Silent``: says nothing (speech off, or no way to speak).
"""

from __future__ import annotations

import importlib
import importlib.util
import shutil
import subprocess
import sys
from typing import Any, Protocol


class Backend(Protocol):
    name: str
    threaded: bool  # True: speak() may take time, so it runs off the frame loop

    def speak(self, text: str, interrupt: bool) -> None: ...

    def stop(self) -> None: ...

    def set_rate(self, rate: float) -> None: ...


class Silent:
    name = "silent"
    threaded = False

    def speak(self, text: str, interrupt: bool) -> None:
        return None

    def stop(self) -> None:
        return None

    def set_rate(self, rate: float) -> None:
        return None


class Transcript:
    """Every line said, in order; ``interrupted`` counts the lines that cut in."""

    name = "transcript"
    threaded = False

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.interrupted = 0
        self.rate = 1.0

    def speak(self, text: str, interrupt: bool) -> None:
        self.lines.append(text)
        self.interrupted += int(interrupt)

    def stop(self) -> None:
        return None

    def set_rate(self, rate: float) -> None:
        self.rate = rate

    def clear(self) -> None:
        self.lines.clear()


# prismatoid's backends that are screen readers (the rest are voices).
READERS = ("NVDA", "JAWS", "VOICE_OVER", "ORCA", "UIA", "ZDSR", "ZOOM_TEXT", "SYSTEM_ACCESS",
           "WINDOW_EYES", "BOY_PC_READER", "PC_TALKER", "SENSE_READER")
VOICES = ("SPEECH_DISPATCHER", "ONE_CORE", "SAPI", "AV_SPEECH")


def prism_status() -> tuple[bool, str]:
    """Whether prismatoid is as it should be here, and what it is: not installed (fine:
    the system's speech command speaks), or installed and its native library loads
    (fine), or installed but broken (not fine: a bundle that lost its native part)."""
    if importlib.util.find_spec("prism") is None:
        return True, "prismatoid is not installed: speech goes through spd-say or say"
    try:
        importlib.import_module("prism").Context()
    except Exception as error:
        return False, f"prismatoid is installed but does not load ({type(error).__name__}: {error})"
    return True, "prismatoid loads: the screen readers and system voices can be reached"


def _prism() -> Any | None:
    try:
        return importlib.import_module("prism")
    except Exception:  # not installed, or its native library does not load here
        return None


class PrismBackend:
    threaded = True

    def __init__(self, handle: Any, reader: bool) -> None:
        self.handle = handle
        self.reader = reader
        self.name = f"{handle.name} (prismatoid)"

    def speak(self, text: str, interrupt: bool) -> None:
        # A screen reader also shows it on a braille display (output); a voice speaks.
        (self.handle.output if self.reader else self.handle.speak)(text, interrupt)

    def stop(self) -> None:
        if self.handle.features.supports_stop:
            self.handle.stop()

    def set_rate(self, rate: float) -> None:
        # A screen reader keeps its user's own rate; a voice takes ours (0..1, 0.5 normal).
        if not self.reader and self.handle.features.supports_set_rate:
            self.handle.rate = max(0.0, min(1.0, 0.5 * rate))


def prism_backend(kinds: tuple[str, ...]) -> PrismBackend | None:
    """The first of prismatoid's ``kinds`` that is running here, or None."""
    prism = _prism()
    if prism is None:
        return None
    try:
        context = prism.Context()
    except Exception:
        return None
    for kind in kinds:
        backend_id = getattr(prism.BackendId, kind, None)
        if backend_id is None:
            continue
        try:
            return PrismBackend(context.create(backend_id), reader=kind in READERS)
        except Exception:
            continue
    return None


class CommandBackend:
    """Speech through the system's own command, one short-lived process per line."""

    threaded = True

    def __init__(self, command: str) -> None:
        self.command = command
        self.name = command
        self.rate = 1.0
        self.current: subprocess.Popen[bytes] | None = None

    def args(self, text: str) -> list[str]:
        if self.name.endswith("spd-say"):
            pace = round(max(-100, min(100, (self.rate - 1.0) * 100)))
            return [self.command, "--wait", "-r", str(pace), "--", text]
        return [self.command, "-r", str(round(175 * self.rate)), "--", text]  # macOS say

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self.stop()
        self.current = subprocess.Popen(self.args(text), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.current.wait(timeout=60)

    def stop(self) -> None:
        running = self.current
        if running is not None and running.poll() is None:
            running.terminate()
        if self.name.endswith("spd-say"):
            subprocess.run([self.command, "--cancel"], stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=5, check=False)

    def set_rate(self, rate: float) -> None:
        self.rate = rate


def command_backend() -> CommandBackend | None:
    name = "say" if sys.platform == "darwin" else "spd-say" if sys.platform.startswith("linux") else None
    found = shutil.which(name) if name else None
    return CommandBackend(found) if found else None


def screen_reader() -> PrismBackend | None:
    """The screen reader running now, if prismatoid is installed and finds one."""
    return prism_backend(READERS)


def voice() -> Backend | None:
    """Direct speech: prismatoid's system voice, else the system's speech command."""
    return prism_backend(VOICES) or command_backend()
