"""Vamp on the Batwalk's sound cues: the game's own cues and which of its rule events plays them.

``cues`` returns the cues for one event, or None for "nothing special: the common
mapping" (``table.ui.cues``), which also lists every cue's file.
"""

from __future__ import annotations

from table.ui.tables.event_words import Event, card_of

CUES: tuple[str, ...] = (
    "runway_sting", "camera_flash", "star_sparkle", "garlic_ugh", "standee_step", "instant_win",
)


def cues(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind == "card_played":
        face = card_of(event) or ""
        if face.endswith("-star"):
            return ["star_sparkle"]
        if face.endswith("-garlic"):
            return ["garlic_ugh"]
        return None
    if kind == "stole_the_show":
        # The flash for the steal, then the standee moves one space for its point.
        return ["camera_flash", "standee_step"]
    if kind == "show_won":
        return ["runway_sting", "standee_step"]
    if kind == "instant_win":
        return ["instant_win"]
    if kind == "lead_changed":
        return []  # the card that took the lead has just sounded
    return None
