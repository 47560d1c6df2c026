"""Speech: the app's one ``say(text, interrupt=...)`` and its backends (no pygame here)."""

from table.ui.speech.backends import Backend, Silent, Transcript
from table.ui.speech.voice import SPEAKER, Speaker, choose, configure, say, transcript

__all__ = [
    "SPEAKER", "Backend", "Silent", "Speaker", "Transcript", "choose", "configure", "say", "transcript",
]
