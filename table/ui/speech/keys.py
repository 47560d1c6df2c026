"""The keys page's lines: each key and what it does, whole, ready for translation."""

from __future__ import annotations

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
