"""Readings of a rule event shared by the games' cue tables: the card ids it names.

Pure Python, no pygame: the cue mapping is tested without a display or a mixer.
"""

from __future__ import annotations

from collections.abc import Mapping

from table.core.vocabulary import Event as Event  # re-exported: the cue tables read it


def card_of(event: Event) -> str | None:
    """The card id the event names; None when it is hidden from this seat."""
    value = event.get("card")
    return value if isinstance(value, str) else None


def cards_of(event: Event) -> list[str]:
    """Every card id in the event's ``cards`` (plain ids, or ``{"seat", "card"}`` plays);
    hidden ones skipped."""
    found: list[str] = []
    for value in event.get("cards") or []:
        if isinstance(value, Mapping):
            value = value.get("card")
        if isinstance(value, str):
            found.append(value)
    return found
