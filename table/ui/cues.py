"""Which sound cue goes with which moment: the cue list and the rule-event → cue mapping.

``CUES`` names every cue the table can play and its file under ``sounds/``;
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

from collections.abc import Callable, Mapping
from typing import Any

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

ROYAL_CLAIMS: tuple[str, ...] = ("stinkbug", "cockroach", "bat", "fly", "toad", "rat", "scorpion", "royal")

GAME_CUES: dict[str, tuple[str, ...]] = {
    "munch": ("munch_chant", "vanquish", "vanquish_fizzle", "escape", "topsy_turvy", "forehead_round"),
    "royal": (
        "card_slide",
        *(f"claim_{claim}" for claim in ROYAL_CLAIMS),
        "verdict_right",
        "verdict_wrong",
        "royal_fanfare",
        "penalty_thud",
        "loser_buzzer",
    ),
    "batwalk": ("runway_sting", "camera_flash", "star_sparkle", "garlic_ugh", "standee_step", "instant_win"),
    "snow": (
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
    ),
    "dragon": ("dragon_roar", "snake_hiss", "spider_skitter", "devil_giggle", "moon_shot"),
}

CUES: dict[str, str] = {
    name: f"{name}.ogg" for name in COMMON_CUES + tuple(c for cues in GAME_CUES.values() for c in cues)
}

# An event never asks for more than this many cues: one for its moment, one to follow.
MAX_CUES_PER_EVENT = 2

Event = Mapping[str, Any]


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


# -- shared readings of an event --------------------------------------------------------


def _card(event: Event) -> str | None:
    """The card id the event names; None when it is hidden from this seat."""
    value = event.get("card")
    return value if isinstance(value, str) else None


def _cards(event: Event) -> list[str]:
    """Every card id in the event's ``cards`` (plain ids, or ``{"seat", "card"}`` plays);
    hidden ones skipped."""
    found: list[str] = []
    for value in event.get("cards") or []:
        if isinstance(value, Mapping):
            value = value.get("card")
        if isinstance(value, str):
            found.append(value)
    return found


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


# -- per game: None means "nothing special, use the common mapping" -----------------------

_MUNCH_POWER_CARDS = {
    "vanquish-1": "vanquish",
    "vanquish-2": "vanquish",
    "escape": "escape",
    "topsy": "topsy_turvy",
}


def _munch(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind == "deal":
        # Hand 1 is the forehead round (rules, Flow 2): cards go to foreheads, not hands.
        forehead = event.get("forehead", event.get("hand") == 1)
        return ["shuffle", "forehead_round" if forehead else "deal"]
    if kind == "predictions_revealed":
        return ["munch_chant"]  # revealed together, "Munch, crunch, scrunch!" (Flow 2)
    if kind == "card_played":
        power = _MUNCH_POWER_CARDS.get(_card(event) or "")
        return [power] if power else None
    if kind == "vanquish_cancelled":
        # Topsy Turvy strips the Vanquish of its power (Who wins, Topsy Turvy 1).
        return ["vanquish_fizzle"]
    return None


def _claim_cue(event: Event) -> list[str]:
    claim = event.get("claim")
    return [f"claim_{claim}"] if claim in ROYAL_CLAIMS else []


def _royal(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind in ("round_started", "card_passed"):
        # The face-down card crosses the table, then its claim is said out loud.
        return ["card_slide", *_claim_cue(event)]
    if kind == "claim_judged":
        right = event.get("right")  # did the receiver judge the claim correctly?
        return ["verdict_right" if right else "verdict_wrong"] if isinstance(right, bool) else []
    if kind == "card_taken":
        card = _card(event) or ""
        # A Royal placed in front of a seat also draws the penalty card (Taking a card).
        return ["royal_fanfare"] if card.endswith("-royal") else ["card_play"]
    if kind == "penalty_taken":
        card = _card(event) or ""
        return ["penalty_thud", "royal_fanfare"] if card.endswith("-royal") else ["penalty_thud"]
    if kind == "special_taken":
        return ["card_slide"]  # a Wild or Nothing goes into the hand, face down
    if kind in ("special_set_aside", "cards_placed"):
        return ["card_play"]
    if kind == "player_lost":
        return ["loser_buzzer"]
    return None


def _batwalk(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind == "card_played":
        face = _card(event) or ""
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
    found = _cards(event)
    for play in event.get("plays") or []:
        if isinstance(play, Mapping):
            found += [value for value in (play.get("card"), play.get("as")) if isinstance(value, str)]
    return found


def _snow(event: Event) -> list[str] | None:
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
        special = _SNOW_CARDS.get(_card(event) or "")
        return [special] if special else None
    if kind == "sly_fox_played":
        return ["sly_fox_yip"]
    if kind == "enhancement_played":
        enhancement = _SNOW_ENHANCEMENTS.get(str(event.get("enhancement")))
        return [enhancement] if enhancement else []
    if kind in ("hand_dealt", "battle_started", "hunters_broken", "enhancement_passed"):
        return []  # the deal, the card that broke them, or a quiet "done" have their own sound
    return None


_DRAGON_BEASTS = {"black-12": "dragon_roar", "black-11": "snake_hiss", "black-10": "spider_skitter"}


def _dragon(event: Event) -> list[str] | None:
    kind = event.get("type")
    if kind == "card_played":
        beast = _DRAGON_BEASTS.get(_card(event) or "")
        return [beast] if beast else None
    if kind == "trick_won":
        # The beasts roar as they land; the little devils giggle at whoever takes them.
        devils = any(card.startswith("red-") for card in _cards(event))
        return ["trick_collected", "devil_giggle"] if devils else ["trick_collected"]
    if kind == "cards_passed":
        return ["card_slide"]
    if kind == "moon_shot":
        return ["moon_shot"]
    if kind in ("safety_named", "pass_chosen", "lead_blue_1"):
        return []  # the card or the seat's own choice has sounded already
    return None


_GAME_MAPPINGS: dict[str, Callable[[Event], list[str] | None]] = {
    "munch": _munch,
    "royal": _royal,
    "batwalk": _batwalk,
    "snow": _snow,
    "dragon": _dragon,
}
