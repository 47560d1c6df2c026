"""Sound output (``table.ui.audio``) and the cue files in ``sounds/``: every cue decodes,
levels are matched as ``docs/SOUND.md`` promises, and the app stays silent and unharmed
without an audio device."""

from __future__ import annotations

import itertools
import math
import os
import shutil
import subprocess
from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # after the line above: the driver must be chosen before pygame starts

from table.ui.audio import Audio, default_sounds_dir, read_volumes
from table.ui.cues import CUES

REPO = Path(__file__).resolve().parents[2]
SOUNDS = REPO / "table" / "assets" / "sounds"
RATE = 44100
LONG_CUES = {"munch_chant": 3.5}  # the chant may run past the ~2.5 s every other cue keeps to


@pytest.fixture
def mixer(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A real mixer on SDL's dummy device, mono at the cues' rate, so raw samples are the file's."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    pygame.mixer.init(RATE, -16, 1)
    yield
    pygame.mixer.quit()


def samples(cue: str) -> list[float]:
    sound = pygame.mixer.Sound(str(SOUNDS / CUES[cue]))
    pcm = array("h", sound.get_raw())
    return [value / 32768 for value in pcm]


def db(value: float) -> float:
    return 20 * math.log10(max(value, 1e-9))


def short_term_loudness_db(x: list[float], window: int = int(0.4 * RATE)) -> float:
    """RMS of the loudest 400 ms, the measure the generator levels every cue to."""
    running = [0.0, *itertools.accumulate(v * v for v in x)]
    if len(x) <= window:
        return db(math.sqrt(running[-1] / len(x)))
    return db(math.sqrt(max(b - a for a, b in zip(running, running[window:], strict=False)) / window))


# -- the files --------------------------------------------------------------------------


def test_the_sound_directory_holds_exactly_the_cues_and_stays_small() -> None:
    files = sorted(path.name for path in SOUNDS.glob("*.ogg"))
    assert files == sorted(CUES.values())
    assert sum(path.stat().st_size for path in SOUNDS.iterdir()) < 3 * 1024 * 1024


@pytest.mark.usefixtures("mixer")
def test_every_cue_decodes_short_with_matched_levels_and_quiet_edges() -> None:
    loudness = {}
    for cue in CUES:
        x = samples(cue)
        seconds = len(x) / RATE
        assert 0.02 < seconds <= LONG_CUES.get(cue, 2.5), (cue, seconds)
        peak = max(map(abs, x))
        assert db(peak) <= -1.0 + 0.05, (cue, db(peak))  # 0.05 dB: the decoder's own rounding
        # A cue that starts or stops on a non-zero sample clicks.
        assert db(abs(x[0])) < -40 and db(abs(x[-1])) < -40, (cue, x[0], x[-1])
        loudness[cue] = short_term_loudness_db(x)
    middle = sorted(loudness.values())[len(loudness) // 2]
    strays = {cue: round(level, 1) for cue, level in loudness.items() if abs(level - middle) > 3.0}
    assert not strays, f"cues more than 3 dB from the median loudness {middle:.1f} dBFS: {strays}"


def _generator_ready() -> str | None:
    """Why the generator cannot run here, or None: it needs espeak-ng, sox and numpy/scipy."""
    for tool in ("espeak-ng", "sox", "python3"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    probe = subprocess.run(["python3", "-c", "import numpy, scipy"], capture_output=True)
    return None if probe.returncode == 0 else "the system python3 lacks numpy or scipy"


@pytest.mark.usefixtures("mixer")
def test_the_generator_rebuilds_the_committed_cues(tmp_path: Path) -> None:
    reason = _generator_ready()
    if reason is not None:
        pytest.skip(f"cannot run tools/make_sounds.py: {reason}")
    # A synthesised cue and a spoken one; a rebuild must decode to the committed samples.
    cues = ["deal", "claim_bat"]
    subprocess.run(
        ["python3", str(REPO / "tools" / "make_sounds.py"), "--out", str(tmp_path), *cues],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for cue in cues:
        committed = samples(cue)
        rebuilt = [v / 32768 for v in array("h", pygame.mixer.Sound(str(tmp_path / CUES[cue])).get_raw())]
        assert len(rebuilt) == len(committed), cue
        assert max(abs(a - b) for a, b in zip(rebuilt, committed, strict=True)) < 1e-3, cue


def test_the_default_sound_directory_is_the_checkout_s() -> None:
    assert default_sounds_dir() == SOUNDS


# -- without a device ---------------------------------------------------------------------


def test_with_the_dummy_driver_audio_is_silent() -> None:
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"
    audio = Audio.open((0.5, 0.8, False))
    assert not audio.live
    audio.play("dragon_roar")
    audio.play("no_such_cue")
    audio.play_in_turn(["shuffle", "deal"])
    audio.set_volumes(0.2, 0.3, True)
    assert audio.volumes() == {"master": 0.2, "effects": 0.3, "muted": True}
    assert audio.sound("dragon_roar") is None
    audio.close()


def test_when_the_mixer_cannot_start_audio_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio-driver")
    audio = Audio.open({"master": 1.0, "effects": 1.0, "muted": False})
    assert not audio.live
    audio.play("victory")
    audio.play_in_turn(["card_slide", "claim_rat"])
    assert pygame.mixer.get_init() is None


# -- with a device ------------------------------------------------------------------------


@pytest.mark.usefixtures("mixer")
def test_cues_load_on_first_play_and_are_cached() -> None:
    audio = Audio(True, (1.0, 1.0, False), SOUNDS)
    assert audio._loaded == {}
    audio.play("click")
    first = audio.sound("click")
    assert first is not None and audio.sound("click") is first
    assert set(audio._loaded) == {"click"}
    audio.play_in_turn(["card_slide", "claim_bat"])
    assert set(audio._loaded) == {"click", "card_slide", "claim_bat"}


@pytest.mark.usefixtures("mixer")
def test_volumes_multiply_and_mute_silences(tmp_path: Path) -> None:
    audio = Audio(True, (0.5, 0.5, False), SOUNDS)
    sound = audio.sound("deal")
    assert sound is not None
    assert sound.get_volume() == pytest.approx(0.25, abs=0.01)  # the mixer keeps 1/128 steps
    audio.set_volumes(1.0, 0.5, False)
    assert sound.get_volume() == pytest.approx(0.5, abs=0.01)
    audio.set_volumes(1.0, 1.0, True)
    assert audio.volume == 0.0
    assert audio.sound("deal") is None  # muted: nothing is even started
    audio.play("deal")
    assert not pygame.mixer.get_busy()
    audio.set_volumes(0.8, 1.0, False)
    assert audio.sound("deal") is sound and sound.get_volume() == pytest.approx(0.8, abs=0.01)


@pytest.mark.usefixtures("mixer")
def test_cues_are_ducked_under_speech_and_speech_never_stops_them() -> None:
    """Speech and sound together (issue 34): while the app speaks, a cue plays at half its
    level so the words stay clear; a line that cuts in on speech leaves the cue playing."""
    from table.ui import speech
    from table.ui.audio import SPEECH_DUCK
    from table.ui.settings_model import Settings
    from table.ui.sounds import Sounds

    sounds = Sounds(Settings(master_volume=0.8, effects_volume=1.0))
    sounds.audio = Audio(True, (0.8, 1.0, False), SOUNDS)
    sounds.play("deal")
    loaded = sounds.audio.sound("deal")
    assert loaded is not None and loaded.get_volume() == pytest.approx(0.8, abs=0.01)
    record = speech.transcript()
    try:
        sounds.play("deal")
        assert loaded.get_volume() == pytest.approx(0.8 * SPEECH_DUCK, abs=0.01)
        assert pygame.mixer.get_busy()
        speech.say("Mildred takes the trick.", interrupt=True)
        assert pygame.mixer.get_busy(), "a line that cuts in stops speech, never a cue"
        assert record.lines == ["Mildred takes the trick."]
    finally:
        speech.SPEAKER.use(speech.Silent())
        speech.SPEAKER.enabled = False
    sounds.play("deal")
    assert loaded.get_volume() == pytest.approx(0.8, abs=0.01)


@pytest.mark.usefixtures("mixer")
def test_a_missing_or_broken_cue_file_stays_silent(tmp_path: Path) -> None:
    (tmp_path / CUES["dragon_roar"]).write_bytes(b"OggS but not really")
    audio = Audio(True, None, tmp_path)
    audio.play("dragon_roar")  # damaged
    audio.play("snake_hiss")  # missing
    audio.play("not_a_cue")  # unknown
    assert audio.sound("dragon_roar") is None and audio.sound("snake_hiss") is None
    assert audio.sound("not_a_cue") is None


def test_settings_volumes_are_read_leniently() -> None:
    assert read_volumes((0.3, 0.6, True)) == (0.3, 0.6, True)
    assert read_volumes({"master_volume": 0.4, "effects_volume": 0.9, "muted": False}) == (0.4, 0.9, False)
    assert read_volumes({"master": 2, "effects": -1, "muted": "yes"}) == (1.0, 0.0, False)
    assert read_volumes(None) == (1.0, 1.0, False)
    assert read_volumes(("loud", float("nan"), 1)) == (1.0, 1.0, False)
