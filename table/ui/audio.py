"""The table's sound output: opening the mixer, loading cues, volumes and mute.

``Audio.open`` never raises and never stalls the app: with no audio device, with
``SDL_AUDIODRIVER=dummy`` (tests, headless tools) or when the mixer cannot start, it
returns a silent ``Audio`` that accepts every call and does nothing. A live ``Audio``
loads each cue file from ``table/assets/sounds/`` the first time it is played and keeps it; a cue
file that is missing or cannot be decoded is reported once in the log and then stays
silent, so a damaged install loses a sound, never the game. Volumes are the settings'
master and effects levels (0..1) and mute; the cue plays at master × effects, times
``duck`` (1, or ``SPEECH_DUCK`` while the app speaks: the words stay clear over a cue).
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pygame

import table.assets as package_assets
from table.ui.cues import CUES

log = logging.getLogger(__name__)

MIXER_RATE = 44100  # the rate the cues are made at: no resampling on load
MIXER_BUFFER = 512  # samples: ~12 ms, short enough that a cue lands with its animation
CHANNELS = 16  # enough for a trick's worth of overlapping cues
# While speech is on, cues play at this share of their level (-6 dB): a cue lasts up to
# 2.4 s (median 1 s) at about the loudness of a voice, and a rumble at full level over
# "Mildred takes the trick" hid the words. Speech never stops a cue, nor a cue speech.
SPEECH_DUCK = 0.5


def default_sounds_dir() -> Path:
    """``table/assets/sounds``: package data, found alike in a checkout, a wheel and a frozen build."""
    return package_assets.sounds_dir()


def read_volumes(settings_volumes: Any) -> tuple[float, float, bool]:
    """(master, effects, muted) from the settings, clamped; anything unreadable keeps its default.

    Accepts a ``(master, effects, muted)`` sequence or a mapping with ``master`` /
    ``master_volume``, ``effects`` / ``effects_volume`` and ``muted``.
    """
    master, effects, muted = 1.0, 1.0, False
    if isinstance(settings_volumes, Mapping):
        master = settings_volumes.get("master", settings_volumes.get("master_volume", master))
        effects = settings_volumes.get("effects", settings_volumes.get("effects_volume", effects))
        muted = settings_volumes.get("muted", muted)
    elif isinstance(settings_volumes, Sequence) and len(settings_volumes) == 3:
        master, effects, muted = settings_volumes
    return _level(master, 1.0), _level(effects, 1.0), muted is True


def _level(value: Any, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:  # NaN
        return default
    return min(max(float(value), 0.0), 1.0)


class Audio:
    """Plays cues by name. Build it with ``Audio.open``; ``Audio.silent`` for none at all."""

    def __init__(self, live: bool, settings_volumes: Any = None, sounds_dir: Path | None = None) -> None:
        self.live = live
        self.sounds_dir = sounds_dir or default_sounds_dir()
        self.master, self.effects, self.muted = read_volumes(settings_volumes)
        self.duck = 1.0
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}

    @classmethod
    def open(cls, settings_volumes: Any = None, sounds_dir: Path | None = None) -> Audio:
        """A live Audio on the default output device, or a silent one if there is none."""
        if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
            return cls.silent(settings_volumes, sounds_dir)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(MIXER_RATE, -16, 2, MIXER_BUFFER)
                pygame.mixer.init()
            pygame.mixer.set_num_channels(CHANNELS)
        except Exception as error:  # pygame.error, or no mixer module in this build at all
            log.info("no sound: the audio device could not be opened (%s)", error)
            return cls.silent(settings_volumes, sounds_dir)
        return cls(True, settings_volumes, sounds_dir)

    @classmethod
    def silent(cls, settings_volumes: Any = None, sounds_dir: Path | None = None) -> Audio:
        return cls(False, settings_volumes, sounds_dir)

    @property
    def volume(self) -> float:
        """The level a cue plays at now: 0 when muted."""
        return 0.0 if self.muted else self.master * self.effects * self.duck

    def volumes(self) -> dict[str, float | bool]:
        """The current settings, in the shape ``open`` reads, for saving."""
        return {"master": self.master, "effects": self.effects, "muted": self.muted}

    def set_volumes(self, master: float, effects: float, muted: bool) -> None:
        self.master, self.effects, self.muted = read_volumes((master, effects, muted))
        if self.live and self.muted:
            with contextlib.suppress(pygame.error):
                pygame.mixer.stop()  # mute means now, not after the current roar
        for sound in self._loaded.values():
            if sound is not None:
                sound.set_volume(self.volume)

    def set_duck(self, share: float) -> None:
        """Play cues at ``share`` of their level from now on (``SPEECH_DUCK`` while speaking)."""
        if share != self.duck:
            self.duck = share
            for sound in self._loaded.values():
                if sound is not None:
                    sound.set_volume(self.volume)

    def play(self, cue: str) -> None:
        """Start ``cue`` now, over whatever is playing. Unknown cues are ignored (and logged)."""
        sound = self.sound(cue)
        if sound is not None:
            try:
                sound.play()
            except pygame.error as error:
                log.warning("could not play cue %r: %s", cue, error)

    def play_in_turn(self, cues: Sequence[str]) -> None:
        """Start the first cue now and the second the moment it ends (one channel queue).

        ``cues_for_event`` never returns more than two; any further cue is played at once.
        """
        if not cues:
            return
        first, *rest = cues
        sound = self.sound(first)
        channel = None
        if sound is not None:
            try:
                channel = sound.play()
            except pygame.error as error:
                log.warning("could not play cue %r: %s", first, error)
        for position, cue in enumerate(rest):
            follow = self.sound(cue)
            if follow is None:
                continue
            if position == 0 and channel is not None:
                channel.queue(follow)
            else:
                self.play(cue)

    def sound(self, cue: str) -> pygame.mixer.Sound | None:
        """The loaded cue (loading it on first use), or None when silent or unplayable."""
        if not self.live or self.muted:
            return None
        if cue not in self._loaded:
            self._loaded[cue] = self._load(cue)
        return self._loaded[cue]

    def _load(self, cue: str) -> pygame.mixer.Sound | None:
        file_name = CUES.get(cue)
        if file_name is None:
            log.warning("unknown sound cue %r", cue)
            return None
        try:
            sound = pygame.mixer.Sound(str(self.sounds_dir / file_name))
        except (pygame.error, OSError, FileNotFoundError) as error:
            log.warning("sound cue %r is unplayable (%s): it stays silent", cue, error)
            return None
        sound.set_volume(self.volume)
        return sound

    def close(self) -> None:
        """Let go of the device (the app calls this on exit)."""
        self._loaded.clear()
        if self.live:
            self.live = False
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
