"""The speech layer: one say(), backends behind it, never blocking, failing quietly."""

from __future__ import annotations

import threading

import pytest

from table.ui.speech import Speaker, Transcript, backends, choose
from table.ui.speech.backends import CommandBackend


class Held:
    """A voice that takes as long as the test says: each line waits for ``go``."""

    name = "held"
    threaded = True

    def __init__(self) -> None:
        self.go = threading.Event()
        self.started = threading.Event()
        self.lines: list[str] = []

    def speak(self, text: str, interrupt: bool) -> None:
        self.started.set()
        self.go.wait(5)
        self.lines.append(text)

    def stop(self) -> None:
        return None

    def set_rate(self, rate: float) -> None:
        return None


class Broken(Held):
    name = "broken voice"

    def speak(self, text: str, interrupt: bool) -> None:
        raise OSError("no audio device")


def test_transcript_keeps_every_line_in_order_and_the_last_for_repeat() -> None:
    record = Transcript()
    speaker = Speaker(record, enabled=True)
    speaker.say("One.")
    speaker.say("  Two\n lines. ", interrupt=True)
    speaker.repeat()
    assert record.lines == ["One.", "Two lines.", "Two lines."]
    assert record.interrupted == 2
    assert speaker.last == "Two lines."


def test_speech_off_sends_nothing_but_remembers_the_line() -> None:
    record = Transcript()
    speaker = Speaker(record, enabled=False)
    speaker.say("Hidden.")
    assert record.lines == []
    assert speaker.last == "Hidden."


def test_a_slow_voice_never_holds_up_the_caller() -> None:
    held = Held()
    speaker = Speaker(held, enabled=True)
    speaker.say("First.")
    speaker.say("Second.")  # returns although the voice is still busy with the first line
    assert held.started.wait(5)
    assert held.lines == []
    held.go.set()
    speaker.wait()
    assert held.lines == ["First.", "Second."]
    speaker.close()


def test_interrupt_drops_what_was_waiting() -> None:
    held = Held()
    speaker = Speaker(held, enabled=True)
    speaker.say("Busy.")
    assert held.started.wait(5)
    speaker.say("Stale one.")
    speaker.say("Stale two.")
    speaker.say("Now this.", interrupt=True)
    held.go.set()
    speaker.wait()
    assert held.lines == ["Busy.", "Now this."]
    speaker.close()


def test_a_failing_voice_gives_one_notice_and_the_game_goes_on() -> None:
    speaker = Speaker(Broken(), enabled=True)
    speaker.say("Hello.")
    speaker.wait()
    assert speaker.notice is not None and "broken voice" in speaker.notice and len(speaker.notice) <= 200
    speaker.say("Still fine.")  # silent now, no exception
    speaker.close()
    assert speaker.backend.name == "silent"


def test_choose_without_prismatoid_or_a_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backends, "_prism", lambda: None)
    monkeypatch.setattr(backends.shutil, "which", lambda name: None)
    assert choose("off")[1] is False
    backend, on, notice = choose("auto")  # no screen reader: off, and nothing to say about it
    assert (on, notice) == (False, None)
    backend, on, notice = choose("on")
    assert on is False and backend.name == "silent"
    assert notice is not None and len(notice) <= 200


def test_choose_on_falls_back_to_the_system_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backends, "_prism", lambda: None)
    monkeypatch.setattr(backends.sys, "platform", "linux")
    monkeypatch.setattr(backends.shutil, "which", lambda name: f"/usr/bin/{name}")
    backend, on, notice = choose("on")
    assert on and notice is None and isinstance(backend, CommandBackend)
    backend.set_rate(1.5)
    assert backend.args("Hi.") == ["/usr/bin/spd-say", "--wait", "-r", "50", "--", "Hi."]


def test_prismatoid_when_installed_names_its_backends() -> None:
    prism = backends._prism()
    if prism is None:
        pytest.skip("prismatoid is not installed (it is optional)")
    for kind in backends.READERS + backends.VOICES:
        assert hasattr(prism.BackendId, kind), kind
