"""Speech settings: on/off/auto and rate, saved, on the Settings screen, taken into use."""

from __future__ import annotations

from pathlib import Path

import pytest

from table.persistence import Settings
from table.persistence.locations import locations
from table.ui import speech
from table.ui.app import App
from table.ui.intents import key
from table.ui.scenes.settings import SettingsScene
from table.ui.speech import Transcript, voice


@pytest.fixture(autouse=True)
def _quiet_speaker() -> object:
    yield
    speech.SPEAKER.use(speech.Silent())
    speech.SPEAKER.enabled = False
    speech.SPEAKER.mode = None


def test_speech_settings_round_trip_and_reject_bad_values() -> None:
    settings = Settings(speech="on", speech_rate=1.5)
    assert Settings.from_json(settings.to_json()) == settings
    assert Settings().speech == "auto"
    with pytest.raises(ValueError, match="speech"):
        Settings.from_json({**settings.to_json(), "speech": "loud"})
    with pytest.raises(ValueError, match="speech_rate"):
        Settings.from_json({**settings.to_json(), "speech_rate": 9})


def test_auto_speaks_only_when_a_screen_reader_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    reader = Transcript()
    monkeypatch.setattr(voice, "screen_reader", lambda: reader)
    assert speech.configure("auto", 1.0, wait=True) is None
    assert speech.SPEAKER.enabled and speech.SPEAKER.backend is reader
    monkeypatch.setattr(voice, "screen_reader", lambda: None)
    speech.configure("off", 1.0)
    assert not speech.SPEAKER.enabled
    speech.configure("auto", 1.0, wait=True)
    assert not speech.SPEAKER.enabled  # no screen reader: auto stays quiet


def test_the_settings_screen_switches_speech_and_its_rate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spoken = Transcript()
    monkeypatch.setattr(voice, "screen_reader", lambda: None)
    monkeypatch.setattr(voice, "voice", lambda: spoken)
    app = App(Settings(), size=(1280, 720), sound=False, store=locations(tmp_path))
    screen = SettingsScene(app)
    app.push(screen)
    labels = [getattr(w, "label", "") for w in screen.focus.widgets]
    talk, rate = labels.index("Speech"), labels.index("Speech rate")
    screen.focus.focus = talk
    app.step([key("move", dx=1)], 1 / 60)  # auto -> on
    assert app.settings.speech == "on"
    assert speech.SPEAKER.search is not None
    speech.SPEAKER.search.join(10)  # found off the frame loop
    assert speech.SPEAKER.enabled and speech.SPEAKER.backend is spoken
    screen.focus.focus = rate
    app.step([key("move", dx=1)], 1 / 60)
    assert app.settings.speech_rate == 1.25 and spoken.rate == 1.25
    screen.focus.focus = talk
    app.step([key("move", dx=1)], 1 / 60)  # on -> off
    assert app.settings.speech == "off" and not speech.SPEAKER.enabled
    app.close()
    saved = locations(tmp_path).settings_file.read_text()
    assert '"speech": "off"' in saved and '"speech_rate": 1.25' in saved


def test_asking_for_speech_with_nothing_to_speak_is_told_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(voice, "screen_reader", lambda: None)
    monkeypatch.setattr(voice, "voice", lambda: None)
    speech.configure("on", 1.0, wait=True)
    app = App(Settings(), size=(1280, 720), sound=False)
    app.step([], 1 / 60)
    assert app.notice.startswith("Speech is on, but no screen reader or voice was found")
    app.notice = ""
    app.step([], 1 / 60)
    assert app.notice == ""
