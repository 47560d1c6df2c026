"""Critter Poker Royal's sound cues: the game's own cues and which of its rule events plays them.

``cues`` returns the cues for one event, or None for "nothing special: the common
mapping" (``table.ui.cues``), which also lists every cue's file.
"""

from __future__ import annotations

from table.ui.tables.event_words import Event, card_of

CLAIMS: tuple[str, ...] = ("stinkbug", "cockroach", "bat", "fly", "toad", "rat", "scorpion", "royal")
CUES: tuple[str, ...] = (
    "card_slide",
    *(f"claim_{claim}" for claim in CLAIMS),
    "verdict_right",
    "verdict_wrong",
    "royal_fanfare",
    "penalty_thud",
    "loser_buzzer",
)


def _claim_cue(event: Event) -> list[str]:
    claim = event.get("claim")
    return [f"claim_{claim}"] if claim in CLAIMS else []


def cues(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind in ("round_started", "card_passed"):
        # The face-down card crosses the table, then its claim is said out loud.
        return ["card_slide", *_claim_cue(event)]
    if kind == "claim_judged":
        right = event.get("right")  # did the receiver judge the claim correctly?
        return ["verdict_right" if right else "verdict_wrong"] if isinstance(right, bool) else []
    if kind == "card_taken":
        card = card_of(event) or ""
        # A Royal placed in front of a seat also draws the penalty card (Taking a card).
        return ["royal_fanfare"] if card.endswith("-royal") else ["card_play"]
    if kind == "penalty_taken":
        card = card_of(event) or ""
        return ["penalty_thud", "royal_fanfare"] if card.endswith("-royal") else ["penalty_thud"]
    if kind == "special_taken":
        return ["card_slide"]  # a Wild or Nothing goes into the hand, face down
    if kind in ("special_set_aside", "cards_placed"):
        return ["card_play"]
    if kind == "player_lost":
        return ["loser_buzzer"]
    return None
