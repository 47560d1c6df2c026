"""Every sentence the speech layer says of its own, whole, in one place.

The table's event lines, prompts and refusals are the table's own words (each game's
presenter); these are the sentences only a listener needs: what the focus rests on, the
review keys' answers and the keys page. Each is a whole sentence with its values filled
in, ready for translation.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core.i18n import N_, _
from table.core.words import Words

KEY_LINE = Words("{key}: {what}")  # a line of the keys page

KEYS: tuple[tuple[str, str], ...] = (
    (N_("F1"), N_("Open the keys page (from any screen); Escape closes it.")),
    (N_("Left and Right arrows, Tab, Shift+Tab"), N_("Move the focus between your cards and buttons.")),
    (N_("Up and Down arrows"), N_("Up to the buttons, down to your hand.")),
    (N_("Enter"), N_("Play the card or press the button in focus.")),
    (N_("Space"), N_("Skip the animation: the table shows the present at once.")),
    (N_("Escape"), N_("Open the menu (or go back).")),
    (N_("F2"), N_("Say your hand, suit by suit, with counts.")),
    (N_("F3"), N_("Say the cards on the table.")),
    (N_("F4"), N_("Say the scores.")),
    (N_("F5"), N_("Say whose turn it is and what is asked.")),
    (N_("F6"), N_("Say the last trick and who took it.")),
    (N_("F7"), N_("Repeat the last thing said.")),
    (N_("F8"), N_("Say what each other seat shows (Batwalk: their cards; Royal: their critters).")),
    (N_("H"), N_("Hint: the move the computer would make, with its reason.")),
    (N_("R"), N_("What happened since your last turn.")),
    (N_("Ctrl+Z"), N_("Undo your last move (against the computer only).")),
    (N_("L"), N_("Open the game log.")),
    (N_("T"), N_("Open the last trick.")),
    (N_("S"), N_("Open the score pad.")),
    (N_("0 to 9"), N_("Munch: make that prediction.")),
    (N_("F11"), N_("Fullscreen on or off.")),
)


def keys_lines() -> list[str]:
    return [KEY_LINE(key=_(key), what=_(what)) for key, what in KEYS]


def focus_card(
    name: str, place: int, count: int, playable: bool, why: str | None, chosen: bool = False
) -> str:
    if chosen:
        return f"{name}, card {place} of {count}, chosen: Enter puts it back."
    if playable:
        return f"{name}, card {place} of {count}: can be played."
    reason = why or "It cannot be played now."
    return f"{name}, card {place} of {count}: cannot be played. {reason}"


def chosen(name: str, count: int, size: int) -> str:
    if count == size:
        return f"{name} chosen: {count} of {size}. Up arrow to the buttons to confirm."
    return f"{name} chosen: {count} of {size}."


def put_back(name: str, count: int, size: int) -> str:
    return f"{name} put back: {count} of {size} chosen."


def focus_button(label: str, enabled: bool) -> str:
    return f"{label}, button." if enabled else f"{label}, button, not available yet."


def face_down(back: str = "") -> str:
    """A card whose face the listener cannot see; ``back``: what its back shows (Batwalk's suit)."""
    return f"A face-down {back} card" if back else "A face-down card"


def seats_show(shows: Sequence[tuple[str, list[str]]]) -> str:
    if not any(cards for _, cards in shows):
        return "No other seat shows any card."
    parts = [f"{who}: {', '.join(cards)}" if cards else f"{who}: nothing" for who, cards in shows]
    return "The others show. " + ". ".join(parts) + "."


def hand(groups: Sequence[tuple[str, list[str]]], total: int) -> str:
    """``groups``: (suit, the rest of each card's name, "" for cards with no number)."""
    if total == 0:
        return "Your hand is empty."
    parts = []
    for suit, ranks in groups:
        count = f"{len(ranks)} card" if len(ranks) == 1 else f"{len(ranks)} cards"
        numbers = [rank for rank in ranks if rank]
        parts.append(f"{suit}, {count}: {', '.join(numbers)}" if numbers else f"{suit}, {count}")
    cards = "1 card" if total == 1 else f"{total} cards"
    return f"Your hand, {cards}. " + ". ".join(parts) + "."


def on_table(plays: Sequence[tuple[str, str]], trick_word: str) -> str:
    if not plays:
        return f"No cards are on the table: this {trick_word} has not started."
    return "On the table: " + "; ".join(f"{who}, {card}" for who, card in plays) + "."


def scores(pairs: Sequence[tuple[str, int]]) -> str:
    return "Scores: " + "; ".join(f"{who} {points}" for who, points in pairs) + "."


def last_trick(plays: Sequence[tuple[str, str]], reason: str, trick_word: str) -> str:
    if not plays:
        return f"No {trick_word} has been taken yet."
    cards = "; ".join(f"{who}, {card}" for who, card in plays)
    return f"Last {trick_word}: {cards}. {reason}".strip()


def round_summary(label: str, pairs: Sequence[tuple[str, int]]) -> str:
    return f"{label} scored. {scores(pairs)} Press Enter to continue."


def game_over_choices(labels: Sequence[str]) -> str:
    return "Game over. Press Enter for " + labels[0] + "; arrows for " + ", ".join(labels[1:]) + "."


def pass_to(name: str, instruction: str) -> str:
    return f"Pass the computer to {name}. {instruction} Press Enter when {name} holds it."


def nothing_said() -> str:
    return "Nothing has been said yet."
