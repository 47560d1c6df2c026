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
    (N_("F3"), N_("Say the cards on the table, and who still plays to the trick.")),
    (N_("F4"), N_("Say the scores.")),
    (N_("F5"), N_("Say whose turn it is and what is asked.")),
    (N_("F6"), N_("Say the last trick and who took it.")),
    (N_("F7"), N_("Repeat the last thing said.")),
    (N_("F8"), N_("Say what each other seat shows (Batwalk: their cards; Royal: their critters).")),
    (N_("F9"), N_("Batwalk: say the runway, where each vamp stands and how far each is from the win.")),
    (N_("H"), N_("Hint: the move the computer would make, with its reason.")),
    (N_("R"), N_("What happened since your last turn.")),
    (N_("Ctrl+Z"), N_("Undo your last move (against the computer only).")),
    (N_("L"), N_("Open the game log.")),
    (N_("T"), N_("Open the last trick.")),
    (N_("S"), N_("Open the score pad.")),
    (N_("0 to 9"), N_("Munch: make that prediction.")),
    (N_("V"), N_("Batwalk: the card aid on or off; while on, each of your cards also says what it "
                  "could still be.")),
    (N_("F11"), N_("Fullscreen on or off.")),
    (N_("Tab, Shift+Tab, Up and Down arrows (other screens)"),
     N_("Move between the controls; each says its label, its value and what kind it is.")),
    (N_("Left and Right arrows (a choice)"), N_("Change its value; the new value is said.")),
    (N_("Letters and Backspace (a name)"),
     N_("Type a name: each letter is said back; Backspace deletes the last one.")),
    (N_("Left and Right arrows (a rules page)"), N_("Read the next or the previous section aloud.")),
    (N_("Up and Down arrows (a page of text)"), N_("Scroll it a line at a time.")),
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


def could_be(values: Sequence[str]) -> str:
    """A backwards card's possible values ("1" … "5", "star", "garlic"), as the aid shows them."""
    named = [value if value.isdigit() else f"the {value.title()}" for value in values]
    if not named:
        return "It could be none of them: it must be set aside by mistake."
    if len(named) == 1:
        return f"It must be {named[0]}."
    return f"It could be {', '.join(named[:-1])} or {named[-1]}."


def card_aid(on: bool) -> str:
    if on:
        return "Card aid on: each of your cards also says what it could still be."
    return "Card aid off."


def backs_hand(places: Sequence[tuple[str, str]]) -> str:
    """A hand held backwards: each card's place and the colour of its back (and the aid's note)."""
    cards = "1 card" if len(places) == 1 else f"{len(places)} cards"
    said = "; ".join(f"{number} {back}{(' ' + note) if note else ''}".rstrip(".")
                     for number, (back, note) in enumerate(places, start=1))
    return f"Your hand, {cards}, held backwards: {said}."


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


def on_table(plays: Sequence[tuple[str, str]], trick_word: str, waiting: Sequence[str] = ()) -> str:
    """The cards of the trick so far; ``waiting``: who still plays to it, in turn."""
    if not plays:
        return f"No cards are on the table: this {trick_word} has not started."
    said = "On the table: " + "; ".join(f"{who}, {card}" for who, card in plays) + "."
    return f"{said} Still to play: {', '.join(waiting)}." if waiting else said


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


def track(places: Sequence[tuple[str, str, int]], goal: int) -> str:
    """Batwalk's runway: (whose, the vamp's colour, points) for each seat, leaders first."""
    if not places:
        return "The runway is empty."
    ordered = sorted(places, key=lambda place: -place[2])
    parts = []
    for who, colour, points in ordered:
        left = max(0, goal - points)
        to_go = "at the end" if left == 0 else f"{left} to go"
        parts.append(f"{who}, {colour} vamp, on space {min(points, goal)}, {to_go}")
    return f"The runway, {goal} spaces to the win: " + "; ".join(parts) + "."


def no_track() -> str:
    return "This game has no runway: F4 says the scores."


def nothing_said() -> str:
    return "Nothing has been said yet."


# -- the other screens (``table.ui.screen_voice``): each control as label, value and role --


def button(label: str, enabled: bool) -> str:
    return f"{label}, button." if enabled else f"{label}, button, not available."


def choice(label: str, value: str) -> str:
    return f"{label}: {value}, choice. Left and Right arrows change it."


def text_field(label: str, value: str) -> str:
    shown = value or "empty"
    return f"{label}: {shown}, text field. Type to change it, Backspace deletes."


def name_field(owner: str, value: str) -> str:
    """A name field with no label of its own: named after the control before it (its seat)."""
    return text_field(f"{owner}, name", value)


def typed(char: str) -> str:
    return "space" if char == " " else char


def erased(char: str) -> str:
    return f"{typed(char)} deleted."


def screen(title: str, how: str = "") -> str:
    return f"{title}. {how}".strip()


TITLE_HOW = ("Arrows or Tab move between the five games and the buttons below them; Enter opens. "
             "F1 lists every key.")


def games(titles: Sequence[str]) -> str:
    return "The games, left to right: " + "; ".join(titles) + "."
SETUP_HOW = ("Tab or Down moves through the players, their names and the options; Left and Right "
             "change a value; Enter starts the game.")
MENU_HOW = "Up and Down move; Enter chooses; Escape goes back."
PANEL_HOW = "Escape closes."


def panel_row(cells: Sequence[str], columns: Sequence[str]) -> str:
    """A row of a table of columns, each value said with its column's name."""
    named = [f"{column} {cell}" for column, cell in zip(columns[1:], cells[1:], strict=False)]
    return f"{cells[0]}: " + ", ".join(named) + "." if named else f"{cells[0]}."


def rules_page(title: str, sections: int) -> str:
    return (f"{title}: {sections} sections. Right arrow reads the next section, Left arrow the one "
            "before, Down and Up a line at a time; Escape closes.")


def section(number: int, count: int, text: str) -> str:
    return f"Section {number} of {count}. {text}"


def last_section() -> str:
    return "That was the last section. Left arrow goes back; Escape closes."


def first_section() -> str:
    return "This is the first section. Right arrow reads the next."


def coach(step: int, steps: int, text: str) -> str:
    return f"Coach, step {step} of {steps}: {text}" if step else f"Coach: {text}"


def lesson_complete(title: str, ending: str, scores: str) -> str:
    return f"Lesson complete: {title}. {ending} {scores}"


def lesson_part_done(title: str, ending: str, scores: str) -> str:
    """The end of a lesson's part that another part follows (Munch's first hand)."""
    return f"Well done: {title}. {ending} {scores}"
