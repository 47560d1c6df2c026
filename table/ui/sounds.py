"""The app's sound cues: the audio device (opened after the first frame) and which cue
each rule event plays."""

from __future__ import annotations

from typing import Any

from table.ui import speech
from table.ui.audio import SPEECH_DUCK, Audio
from table.ui.cues import cues_for_event
from table.ui.settings_model import Settings


class Sounds:
    """The table's cues: the ``audio`` device (opened after the first frame, silent when
    there is none) and ``cues``' mapping from rule events to cue names."""

    def __init__(self, settings: Settings, enabled: bool = True) -> None:
        self.settings = settings
        self.audio: Audio | None = None
        self._opened = not enabled

    def open(self) -> None:
        """Open the audio device (after the first frame, so start-up never waits on it)."""
        if self._opened:
            return
        self._opened = True
        volumes = (self.settings.master_volume, self.settings.effects_volume, self.settings.muted)
        self.audio = Audio.open(volumes)

    def apply_volumes(self) -> None:
        if self.audio is not None:
            s = self.settings
            self.audio.set_volumes(s.master_volume, s.effects_volume, s.muted)

    def play(self, cue: str) -> None:
        if self.audio is not None:
            self.audio.set_duck(SPEECH_DUCK if speech.SPEAKER.enabled else 1.0)  # under the words
            self.audio.play(cue)

    def for_event(self, game_id: str, event: dict[str, Any], seat: int | None) -> list[str]:
        return cues_for_event(game_id, event, seat)
