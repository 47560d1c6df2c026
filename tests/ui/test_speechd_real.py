"""The Linux backend for real: speech-dispatcher with espeak-ng, its audio to ALSA's null
device, receives the lines the table says (read back from its own log).

Needs the Debian packages speech-dispatcher and speech-dispatcher-espeak-ng (``.ci/run``
installs them when it can); skipped where they are missing. Each test starts its own
dispatcher on a private socket (``SPEECHD_ADDRESS``), so a desktop's own is untouched.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from table.ui import speech
from table.ui.intents import key
from table.ui.speech import backends
from table.ui.speech.backends import CommandBackend
from tests.per_game import data_of, sample_game
from tests.ui.driver import TableDriver, make_app, start_table

MODULE = Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng")
pytestmark = pytest.mark.skipif(
    shutil.which("speech-dispatcher") is None or shutil.which("spd-say") is None or not MODULE.exists(),
    reason="speech-dispatcher with espeak-ng is not installed (apt-get install speech-dispatcher "
    "speech-dispatcher-espeak-ng)",
)

CONF = """LogLevel 5
LogDir "{log}"
AudioOutputMethod "alsa"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
"""


@pytest.fixture
def dispatcher(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private speech-dispatcher whose sound goes nowhere; yields its log file."""
    conf, log, home = tmp_path / "conf", tmp_path / "log", tmp_path / "home"
    for folder in (conf / "modules", log, home):
        folder.mkdir(parents=True)
    (conf / "speechd.conf").write_text(CONF.format(log=log))
    system = Path("/etc/speech-dispatcher/modules/espeak-ng.conf")
    (conf / "modules" / "espeak-ng.conf").write_text(system.read_text() if system.exists() else "")
    (home / ".asoundrc").write_text("pcm.!default { type null }\n")  # ALSA's null sink
    socket = tmp_path / "sock"
    env = {**os.environ, "HOME": str(home)}
    server = subprocess.Popen(
        ["speech-dispatcher", "-s", "-t", "0", "-C", str(conf), "-S", str(socket), "-L", str(log), "-l", "5"],
        env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            if socket.exists():
                break
            time.sleep(0.05)
        assert socket.exists(), "speech-dispatcher did not open its socket"
        monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{socket}")
        yield log / "speech-dispatcher.log"
    finally:
        server.terminate()
        server.wait(timeout=10)
        speech.SPEAKER.use(speech.Silent())
        speech.SPEAKER.enabled = False
        speech.SPEAKER.mode = None


def received(log: Path, lines: list[str], timeout: float = 60.0) -> list[str]:
    """The ``lines`` the dispatcher queued, in the order it got them (waits for the last)."""
    found: list[str] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = log.read_text(errors="replace") if log.exists() else ""
        queued = [part.split("|", 1)[0] for part in text.split("Queueing message |")[1:]]
        found = [line for line in queued if line in lines]
        if found[-1:] == lines[-1:] and len(found) >= len(lines):
            break
        time.sleep(0.1)
    return found


class Tee:
    """The real voice, keeping a copy of what it was given."""

    threaded = True

    def __init__(self, real: speech.Backend) -> None:
        self.real = real
        self.name = real.name
        self.lines: list[str] = []

    def speak(self, text: str, interrupt: bool) -> None:
        self.lines.append(text)
        self.real.speak(text, interrupt)

    def stop(self) -> None:
        self.real.stop()

    def set_rate(self, rate: float) -> None:
        self.real.set_rate(rate)


def test_spd_say_reaches_the_dispatcher(dispatcher: Path) -> None:
    command = CommandBackend(shutil.which("spd-say") or "spd-say")
    speaker = speech.Speaker(command, enabled=True)
    lines = ["Bat 7, card 2 of 5: can be played.", "Mildred takes the trick."]
    for line in lines:
        speaker.say(line)
    speaker.wait(60)
    speaker.close()
    assert received(dispatcher, lines) == lines


def test_a_table_speaks_to_the_dispatcher_through_the_chosen_voice(
    dispatcher: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speech.voice, "screen_reader", lambda: None)  # no Orca in a test run
    assert speech.configure("on", 1.25, wait=True) is None
    chosen = speech.SPEAKER.backend
    assert "Speech Dispatcher" in chosen.name or chosen.name.endswith("spd-say")
    tee = Tee(chosen)
    speech.SPEAKER.use(tee)
    app = make_app()
    game_id = sample_game()  # any game, a short one
    scene = start_table(app, game_id, "human,ai,ai", seed=7, options=data_of(game_id, "SPEECH_OPTIONS"))
    driver = TableDriver(app, scene, random.Random(3), keyboard=True)
    for _ in range(4000):
        if len(tee.lines) >= 8 and not scene.timeline.busy:
            break
        driver.frame(driver.human_intents() if scene.actor() is not None else [key("skip")])
    speech.SPEAKER.wait(60)
    assert speech.SPEAKER.notice is None, speech.SPEAKER.notice  # the voice never failed
    assert len(tee.lines) >= 8
    assert received(dispatcher, tee.lines) == tee.lines


def test_prismatoid_finds_the_dispatcher(dispatcher: Path) -> None:
    if backends._prism() is None:
        pytest.skip("prismatoid is not installed (optional)")
    voice = backends.prism_backend(("SPEECH_DISPATCHER",))
    assert voice is not None
    speaker = speech.Speaker(voice, enabled=True)
    line = "Prismatoid reaches the dispatcher."
    speaker.say(line)
    speaker.wait(60)
    speaker.close()
    assert received(dispatcher, [line]) == [line]
