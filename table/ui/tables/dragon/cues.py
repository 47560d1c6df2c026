"""Dodge the Dragon's sound cues: the game's own cues and which of its rule events plays them.

``cues`` returns the cues for one event, or None for "nothing special: the common
mapping" (``table.ui.cues``), which also lists every cue's file.
"""

from __future__ import annotations

from table.ui.tables.event_words import Event, card_of, cards_of

CUES: tuple[str, ...] = ("dragon_roar", "snake_hiss", "spider_skitter", "devil_giggle", "moon_shot")


_DRAGON_BEASTS = {"black-12": "dragon_roar", "black-11": "snake_hiss", "black-10": "spider_skitter"}


def cues(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind == "card_played":
        beast = _DRAGON_BEASTS.get(card_of(event) or "")
        return [beast] if beast else None
    if kind == "trick_won":
        # The beasts roar as they land; the little devils giggle at whoever takes them.
        devils = any(card.startswith("red-") for card in cards_of(event))
        return ["trick_collected", "devil_giggle"] if devils else ["trick_collected"]
    if kind == "cards_passed":
        return ["card_slide"]
    if kind == "moon_shot":
        return ["moon_shot"]
    if kind in ("safety_named", "pass_chosen", "lead_blue_1"):
        return []  # the card or the seat's own choice has sounded already
    return None
