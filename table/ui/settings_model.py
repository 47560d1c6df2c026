"""The app's one settings model, and the remembered set-up of each game as the UI reads it.

``Settings`` is the persistence layer's dataclass (``table.persistence.Settings``),
re-exported here so the app, the scenes and the file on disk share one model: window,
fullscreen, volumes, mute, animation speed, AI thinking time, UI scale, reduced motion,
the player's own name and the last set-up per game. The file keeps each set-up as plain
JSON; ``SetupChoice`` is the typed shape the setup screen fills in and reads back
(``setup_for``/``remember_setup``), read leniently so a hand-edited or older entry gives
the default set-up instead of an error; ``ui_scale``, ``reduced_motion`` and
``player_name`` read the newer fields as leniently. The values the settings screen
offers (speeds, scales, levels) live here too.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from table.core.vocabulary import JsonObject
from table.persistence import Settings

__all__ = [
    "AI_LEVELS",
    "ANIMATION_SPEEDS",
    "UI_SCALES",
    "SeatChoice",
    "Settings",
    "SetupChoice",
    "player_name",
    "reduced_motion",
    "remember_setup",
    "setup_for",
    "ui_scale",
]

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
AI_LEVELS = ("easy", "normal", "hard", "expert")
NAME_LENGTH = 16
SEED_LENGTH = 12


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
    options: JsonObject = field(default_factory=dict)
    seed: str = ""

    def to_json(self) -> JsonObject:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: object) -> SetupChoice | None:
        """The set-up in ``raw``, or None if it is not one (the defaults are offered)."""
        if not isinstance(raw, dict):
            return None
        players = raw.get("players", 4)
        if isinstance(players, bool) or not isinstance(players, int):
            return None
        seats = []
        for seat in raw.get("seats", []) if isinstance(raw.get("seats"), list) else []:
            if not isinstance(seat, dict):
                continue
            kind = "human" if seat.get("kind") == "human" else "ai"
            level = seat.get("level") if seat.get("level") in AI_LEVELS else "normal"
            seats.append(SeatChoice(kind, str(seat.get("name", ""))[:NAME_LENGTH], str(level)))
        options = raw.get("options", {})
        seed = str(raw.get("seed", ""))
        return cls(
            players=players,
            seats=seats,
            options=dict(options) if isinstance(options, dict) else {},
            seed=seed[:SEED_LENGTH] if seed.isdigit() else "",
        )


def setup_for(settings: Settings, game_id: str) -> SetupChoice | None:
    """The set-up last chosen for ``game_id``, if one was remembered and is readable."""
    return SetupChoice.from_json(settings.last_setup.get(game_id))


def remember_setup(settings: Settings, game_id: str, choice: SetupChoice) -> None:
    settings.last_setup[game_id] = choice.to_json()


def ui_scale(settings: Settings) -> float:
    """The UI scale, 1.0 to 2.0; a hand-edited value outside that (or not a number) reads as the nearest."""
    value = getattr(settings, "ui_scale", 1.0)
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        return 1.0
    return min(UI_SCALES[-1], max(UI_SCALES[0], float(value)))


def reduced_motion(settings: Settings) -> bool:
    """Whether the player asked for no flying, shaking or flashing (only a real true counts)."""
    return getattr(settings, "reduced_motion", False) is True


def player_name(settings: Settings) -> str:
    """The name last typed for a human seat ("" until one is), offered first in every setup."""
    value = getattr(settings, "player_name", "")
    return value.strip()[:NAME_LENGTH] if isinstance(value, str) else ""
