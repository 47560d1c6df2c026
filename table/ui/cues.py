"""Which sound cue goes with which moment: the cue list and the rule-event → cue mapping.

``CUES`` names every cue the table can play and its file under ``table/assets/sounds/``;
``cues_for_event`` reads one rule event (as the viewing seat sees it) and returns the
cues for it, in the order they should sound: the first starts with the event's
animation and a second, if any, follows it (``Audio.play_in_turn``, or a short delay).
The mapping keys on the event's ``type``, on the card ids the rules files fix and on
the few result fields the game packages publish (a battle's ``rule_id``, a verdict's
``right``). Five common cues belong to the table rather than to one rule event
(``CONTROLLER_CUES``): ``your_turn`` when the viewing seat must act, ``hand_over`` on
the hot-seat hand-over screen, ``click`` for buttons, and ``victory`` / ``defeat`` on
the game-over screen, which knows which seats are human (in hot-seat several are), so a
``game_over`` event itself plays nothing. Pure Python: no pygame here, so the mapping
is tested without a display or a mixer.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from table import manifest
from table.ui.tables.event_words import Event

COMMON_CUES: tuple[str, ...] = (
    "shuffle",
    "deal",
    "card_play",
    "trick_collected",
    "your_turn",
    "hand_over",
    "scored",
    "victory",
    "defeat",
    "click",
)
CONTROLLER_CUES: tuple[str, ...] = ("your_turn", "hand_over", "click", "victory", "defeat")



def _cue_table(game_id: str) -> ModuleType | None:
    """The game's cue table (its ``TableSupport.cues``), if it has a table package."""
    from table.ui.tables import table_support

    record = table_support(game_id)
    return record.cues() if record is not None else None


_TABLES = {game_id: found for game_id in manifest.ORDER if (found := _cue_table(game_id)) is not None}
GAME_CUES: dict[str, tuple[str, ...]] = {game_id: table.CUES for game_id, table in _TABLES.items()}
_GAME_MAPPINGS: dict[str, Callable[[Event], list[str] | None]] = {
    game_id: table.cues for game_id, table in _TABLES.items()
}

CUES: dict[str, str] = {
    name: f"{name}.ogg" for name in COMMON_CUES + tuple(c for cues in GAME_CUES.values() for c in cues)
}

# An event never asks for more than this many cues: one for its moment, one to follow.
MAX_CUES_PER_EVENT = 2


def cues_for_event(game_id: str, event: Event, seat: int | None) -> list[str]:
    """The cue names ``event`` should play, for a table viewed from ``seat`` (None: spectator).

    Unknown games and event types give the common cues their type implies, or none.
    Every cue today is public, so ``seat`` changes nothing yet; it is part of the
    interface so a cue for one seat's eyes only never needs the controller changed.
    """
    special = _GAME_MAPPINGS.get(game_id)
    cues = special(event) if special is not None else None
    if cues is None:
        cues = _common(event)
    return cues[:MAX_CUES_PER_EVENT]


def _common(event: Event) -> list[str]:
    kind = event.get("type")
    if kind in ("deal", "dealt"):
        return ["shuffle", "deal"]
    if kind == "card_played":
        return ["card_play"]
    if kind in ("trick_won", "show_won", "battle_won"):
        return ["trick_collected"]
    if kind in ("hand_scored", "round_scored", "round_over"):
        return ["scored"]
    return []  # game_over included: the game-over screen plays victory or defeat
