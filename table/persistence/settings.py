"""The player's settings: window, sound, speech, animation speed, AI thinking time, last set-up.

Stored as JSON in the user config folder. Loading validates every field; a damaged,
unreadable or future-version file is moved aside and the defaults are used, with a
one-line message for the player. Unknown keys from older versions are dropped.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from table.core.vocabulary import JsonObject
from table.persistence.files import CorruptFile, read_json, remove_leftovers, write_json_atomic
from table.persistence.locations import Locations
from table.persistence.notices import set_aside, settings_unusable

SETTINGS_VERSION = 1
MIN_WINDOW = (800, 450)
SPEECH_MODES = ("auto", "on", "off")


@dataclass
class Settings:
    """Everything the app remembers between runs (not games: see saves)."""

    window_width: int = 1280
    window_height: int = 720
    window_x: int | None = None  # where the window was last (None: never placed yet)
    window_y: int | None = None
    maximized: bool = False
    fullscreen: bool = False
    master_volume: float = 0.8
    effects_volume: float = 0.8
    muted: bool = False
    animation_speed: float = 1.0  # 1 is normal; 2 twice as fast
    ai_budget: float = 0.5  # seconds a Hard opponent thinks per decision
    show_deduction_aid: bool = False  # Batwalk: show what your own cards could be
    ui_scale: float = 1.0  # text and cards together: 1.0 (100%) to 2.0 (200%)
    reduced_motion: bool = False  # no flying, shaking or flashing: every move is instant
    learn_offered: bool = False  # the first launch's "Learn to play?" was shown (taken or skipped)
    forced_moves: bool = True  # play a seat's only legal move for it, with a short highlight
    hints_in_hot_seat: bool = False  # the Hint button at a table with two or more humans
    language: str = ""  # a catalogue's code ("de"); "" follows the system's locale
    speech: str = "auto"  # "auto": on when a screen reader runs; "on"; "off"
    speech_rate: float = 1.0  # 1 is the voice's normal pace (a screen reader keeps its own)
    player_name: str = ""  # the name last typed for a human seat, offered in every game's setup
    last_setup: JsonObject = field(default_factory=dict)  # per game id: seats, options

    @property
    def window(self) -> tuple[int, int]:
        """The windowed size as (width, height): what the app opens and resizes."""
        return (self.window_width, self.window_height)

    @window.setter
    def window(self, size: tuple[int, int]) -> None:
        self.window_width, self.window_height = int(size[0]), int(size[1])

    def validate(self) -> None:
        """Raise ValueError naming the first field with an unusable value."""
        self._validate_window()
        for name, low, high in (
            ("master_volume", 0.0, 1.0),
            ("effects_volume", 0.0, 1.0),
            ("animation_speed", 0.25, 8.0),
            ("ai_budget", 0.05, 10.0),
            ("speech_rate", 0.5, 2.0),
        ):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
                raise ValueError(f"{name} must be a number from {low} to {high}")
        flags: tuple[str, ...] = ("fullscreen", "maximized", "muted", "show_deduction_aid")
        flags += ("learn_offered", "forced_moves", "hints_in_hot_seat")
        for name in flags:
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        self._validate_words()

    def _validate_window(self) -> None:
        """The window's size and place: whole numbers in range (the place may be null)."""
        for name, low, high in (
            ("window_width", MIN_WINDOW[0], 16384),
            ("window_height", MIN_WINDOW[1], 16384),
        ):
            if not _whole(getattr(self, name), low, high):
                raise ValueError(f"{name} must be a whole number from {low} to {high}")
        for name in ("window_x", "window_y"):
            value = getattr(self, name)
            if value is not None and not _whole(value, -32768, 32767):
                raise ValueError(f"{name} must be a whole number from -32768 to 32767, or null")

    def _validate_words(self) -> None:
        """The language, the speech mode and the remembered set-ups."""
        if not isinstance(self.language, str) or len(self.language) > 35 or not self.language.isprintable():
            raise ValueError("language must be a language code such as de")
        if self.speech not in SPEECH_MODES:
            raise ValueError("speech must be auto, on or off")
        if not isinstance(self.last_setup, dict) or not all(
            isinstance(key, str) and isinstance(value, dict) for key, value in self.last_setup.items()
        ):
            raise ValueError("last_setup must map game ids to set-ups")

    def to_json(self) -> JsonObject:
        return {"version": SETTINGS_VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: object) -> Settings:
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        if data.get("version") != SETTINGS_VERSION:
            raise ValueError("the settings are from a newer or unknown version")
        known = {f.name for f in fields(cls)}
        settings = cls(**{key: value for key, value in data.items() if key in known})
        for name in ("master_volume", "effects_volume", "animation_speed", "ai_budget", "speech_rate"):
            value = getattr(settings, name)
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= 1 << 53:
                setattr(settings, name, float(value))  # a huge whole number fails validate()
        settings.validate()
        return settings


def load_settings(where: Locations, repair: bool = True) -> tuple[Settings, str | None]:
    """The saved settings, or defaults; the message says why defaults were used.

    ``repair=False`` (a replay, which writes nothing) reads only: no leftover temporary
    file is removed and a damaged file stays where it is."""
    path = where.settings_file
    if repair:
        remove_leftovers(path)
    try:
        data = read_json(path)
        if data is None:
            return Settings(), None
        return Settings.from_json(data), None
    except (CorruptFile, ValueError, TypeError) as error:
        return Settings(), settings_unusable(error, set_aside(path, error) if repair else None)


def save_settings(where: Locations, settings: Settings) -> None:
    settings.validate()
    write_json_atomic(where.settings_file, settings.to_json())


def _whole(value: object, low: int, high: int) -> bool:
    """Whether ``value`` is a whole number (not a bool) from ``low`` to ``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
