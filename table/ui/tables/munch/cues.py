"""Munch, Crunch, Scrunch!'s sound cues: the game's own cues and which of its rule events plays them.

``cues`` returns the cues for one event, or None for "nothing special: the common
mapping" (``table.ui.cues``), which also lists every cue's file.
"""

from __future__ import annotations

from table.ui.tables.event_words import Event, card_of

CUES: tuple[str, ...] = (
    "munch_chant", "vanquish", "vanquish_fizzle", "escape", "topsy_turvy", "forehead_round",
)


_MUNCH_POWER_CARDS = {
    "vanquish-1": "vanquish",
    "vanquish-2": "vanquish",
    "escape": "escape",
    "topsy": "topsy_turvy",
}


def cues(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind == "deal":
        # Hand 1 is the forehead round (rules, Flow 2): cards go to foreheads, not hands.
        forehead = event.get("forehead", event.get("hand") == 1)
        return ["shuffle", "forehead_round" if forehead else "deal"]
    if kind == "predictions_revealed":
        return ["munch_chant"]  # revealed together, "Munch, crunch, scrunch!" (Flow 2)
    if kind == "card_played":
        power = _MUNCH_POWER_CARDS.get(card_of(event) or "")
        return [power] if power else None
    if kind == "vanquish_cancelled":
        # Topsy Turvy strips the Vanquish of its power (Who wins, Topsy Turvy 1).
        return ["vanquish_fizzle"]
    return None
