"""The app's settings as one small dataclass: window, animation, sound, AI and setup memory.

Everything the player can change or the app remembers between games lives here, as
plain JSON-able fields, so the persistence work can load and save it with
``to_dict``/``from_dict`` (unknown or damaged fields fall back to defaults, never crash).
For now the app starts from ``Settings()`` and keeps changes for the session only.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

MIN_WINDOW = (960, 540)
DEFAULT_WINDOW = (1280, 720)
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
AI_LEVELS = ("easy", "normal", "hard")


@dataclass
class SeatChoice:
    """One seat of the last set-up: a human with a name, or an AI of a level."""

    kind: str = "ai"  # "human" or "ai"
    name: str = ""
    level: str = "normal"


@dataclass
class SetupChoice:
    """The last set-up chosen for one game, offered again next time."""

    players: int = 4
    seats: list[SeatChoice] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    seed: str = ""


@dataclass
class Settings:
    window: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    animation_speed: float = 1.0
    master_volume: float = 0.8
    effects_volume: float = 0.8
    muted: bool = False
    ai_budget: float = 0.5  # seconds an AI may think per move, in per-frame slices
    last_setup: dict[str, SetupChoice] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window"] = list(self.window)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from saved data; anything missing or malformed keeps its default."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for spec in fields(cls):
            if spec.name not in data:
                continue
            value = data[spec.name]
            try:
                setattr(settings, spec.name, _coerce(spec.name, value, getattr(settings, spec.name)))
            except (TypeError, ValueError):
                continue
        return settings

    def remember_setup(self, game_id: str, choice: SetupChoice) -> None:
        self.last_setup[game_id] = choice


def _coerce(name: str, value: Any, default: Any) -> Any:
    if name == "window":
        width, height = (int(v) for v in value)
        return (max(MIN_WINDOW[0], width), max(MIN_WINDOW[1], height))
    if name == "last_setup":
        if not isinstance(value, dict):
            raise ValueError(name)
        return {str(gid): _setup_from(raw) for gid, raw in value.items()}
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise TypeError(name)
        return value
    if isinstance(default, float):
        number = float(value)
        if name == "animation_speed":
            return min(ANIMATION_SPEEDS, key=lambda speed: abs(speed - number))
        if name == "ai_budget":
            return min(5.0, max(0.05, number))
        return min(1.0, max(0.0, number))
    return value


def _setup_from(raw: Any) -> SetupChoice:
    if not isinstance(raw, dict):
        raise ValueError("setup")
    seats = []
    for seat in raw.get("seats", []):
        if isinstance(seat, dict):
            kind = "human" if seat.get("kind") == "human" else "ai"
            level = seat.get("level") if seat.get("level") in AI_LEVELS else "normal"
            seats.append(SeatChoice(kind, str(seat.get("name", ""))[:16], str(level)))
    options = raw.get("options", {})
    return SetupChoice(
        players=int(raw.get("players", 4)),
        seats=seats,
        options=dict(options) if isinstance(options, dict) else {},
        seed=str(raw.get("seed", ""))[:12],
    )
