"""Snow Monster Battle's sound cues: the game's own cues and which of its rule events plays them.

``cues`` returns the cues for one event, or None for "nothing special: the common
mapping" (``table.ui.cues``), which also lists every cue's file.
"""

from __future__ import annotations

from collections.abc import Mapping

from table.ui.tables.event_words import Event, card_of, cards_of

CUES: tuple[str, ...] = (
    "slime_groan",
    "illuminati_cackle",
    "siren_screech",
    "klutzy_whoosh",
    "bunker_clang",
    "apocalypse_rumble",
    "catastrophe_rumble",
    "world_end",
    "shapeshifter_morph",
    "snowball_splat",
    "harpoon_twang",
    "doppelganger_shimmer",
    "sly_fox_yip",
    "prey_bonus",
)


_SNOW_CARDS = {
    "slime": "slime_groan",
    "illuminati": "illuminati_cackle",
    "siren-head": "siren_screech",
    "klutzy-detective": "klutzy_whoosh",
    "bunker": "bunker_clang",
    "apocalypse": "apocalypse_rumble",
    "catastrophe": "catastrophe_rumble",
    "shapeshifter": "shapeshifter_morph",
}
_SNOW_ENHANCEMENTS = {
    "harpoon": "harpoon_twang",
    "doppelganger": "doppelganger_shimmer",
    "snowball": "snowball_splat",
}


def _world_ended(event: Event) -> bool:
    """Three sixes in one battle: the world ends and nobody wins it (Card powers)."""
    words = f"{event.get('rule', '')} {event.get('reason', '')}".lower()
    return event.get("rule_id") == "world_ends" or "three sixes" in words or "world ends" in words


def _battle_cards(event: Event) -> list[str]:
    """The cards in a battle, and what each played as (a Shapeshifter copying Slime is Slime)."""
    found = cards_of(event)
    for play in event.get("plays") or []:
        if isinstance(play, Mapping):
            found += [value for value in (play.get("card"), play.get("as")) if isinstance(value, str)]
    return found


def cues(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind == "battle_won":
        prey = ["prey_bonus"] if event.get("prey_caught") else []
        if _world_ended(event):
            return ["world_end", *prey]  # prey bonuses are still paid (Clarifications)
        # Whoever wins a battle with Slime in it loses 20 points (Card powers): it groans
        # again at the winner. The Slime penalty outranks a prey bonus for the second cue.
        slimed = event.get("penalty") is True or "slime" in _battle_cards(event)
        return ["trick_collected", *(["slime_groan"] if slimed else prey)]
    if kind == "card_played":
        special = _SNOW_CARDS.get(card_of(event) or "")
        return [special] if special else None
    if kind == "sly_fox_played":
        return ["sly_fox_yip"]
    if kind == "enhancement_played":
        enhancement = _SNOW_ENHANCEMENTS.get(str(event.get("enhancement")))
        return [enhancement] if enhancement else []
    if kind in ("hand_dealt", "battle_started", "hunters_broken", "enhancement_passed"):
        return []  # the deal, the card that broke them, or a quiet "done" have their own sound
    return None
