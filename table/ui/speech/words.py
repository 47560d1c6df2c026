"""Every sentence the speech layer says of its own, whole, in one place.

The table's event lines, prompts and refusals are the table's own words (each game's
presenter); these are the sentences only a listener needs: what the focus rests on, the
review keys' answers and the keys page. Each is a whole sentence (a ``Words`` template,
extracted into the catalogue) with named placeholders; a list inside a sentence is its
items (each a message) joined by the catalogue's separator.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core.words import LIST_SEPARATOR, Words
from table.ui.speech.keys import KEY_LINE as KEY_LINE
from table.ui.speech.keys import KEYS as KEYS
from table.ui.speech.keys import keys_lines as keys_lines

SEPARATOR = Words("; ")  # between the items of a spoken list
COMMA = LIST_SEPARATOR  # ", " between names or cards in a row

FOCUS_CHOSEN = Words("{name}, card {place} of {count}, chosen: Enter puts it back.")
FOCUS_PLAYABLE = Words("{name}, card {place} of {count}: can be played.")
FOCUS_UNPLAYABLE = Words("{name}, card {place} of {count}: cannot be played. {reason}")
CANNOT_NOW = Words("It cannot be played now.")


def focus_card(
    name: str, place: int, count: int, playable: bool, why: str | None, chosen: bool = False
) -> str:
    if chosen:
        return FOCUS_CHOSEN(name=name, place=place, count=count)
    if playable:
        return FOCUS_PLAYABLE(name=name, place=place, count=count)
    return FOCUS_UNPLAYABLE(name=name, place=place, count=count, reason=why or CANNOT_NOW())


VALUE_NAMES = {"star": Words("the Star"), "garlic": Words("the Garlic")}  # Batwalk's special backs
COULD_BE_NONE = Words("It could be none of them: it must be set aside by mistake.")
MUST_BE = Words("It must be {value}.")
COULD_BE = Words("It could be {values} or {last}.")


def could_be(values: Sequence[str]) -> str:
    """A backwards card's possible values ("1" … "5", "star", "garlic"), as the aid shows them."""
    named = [value if value.isdigit() or value not in VALUE_NAMES else VALUE_NAMES[value]()
             for value in values]
    if not named:
        return COULD_BE_NONE()
    if len(named) == 1:
        return MUST_BE(value=named[0])
    return COULD_BE(values=COMMA().join(named[:-1]), last=named[-1])


CARD_AID_ON = Words("Card aid on: each of your cards also says what it could still be.")
CARD_AID_OFF = Words("Card aid off.")


def card_aid(on: bool) -> str:
    return CARD_AID_ON() if on else CARD_AID_OFF()


FACE_DOWN_BACKS = Words("face-down")  # a card in a hand held backwards whose back shows nothing
BACK_ITEM = Words("{number} {back}")
BACK_ITEM_NOTE = Words("{number} {back} {note}")
BACKS_HAND = Words("Your hand, {n} card, held backwards: {cards}.",
                   "Your hand, {n} cards, held backwards: {cards}.")


def backs_hand(places: Sequence[tuple[str, str]]) -> str:
    """A hand held backwards: each card's place and the colour of its back (and the aid's note)."""
    items = [(BACK_ITEM_NOTE(number=number, back=back, note=note) if note
              else BACK_ITEM(number=number, back=back)).rstrip().rstrip(".")
             for number, (back, note) in enumerate(places, start=1)]
    return BACKS_HAND(len(places), cards=SEPARATOR().join(items))


CHOSEN_ALL = Words("{name} chosen: {count} of {size}. Up arrow to the buttons to confirm.")
CHOSEN = Words("{name} chosen: {count} of {size}.")
PUT_BACK = Words("{name} put back: {count} of {size} chosen.")


def chosen(name: str, count: int, size: int) -> str:
    return (CHOSEN_ALL if count == size else CHOSEN)(name=name, count=count, size=size)


def put_back(name: str, count: int, size: int) -> str:
    return PUT_BACK(name=name, count=count, size=size)


TABLE_BUTTON = Words("{label}, button.")
TABLE_BUTTON_NOT_YET = Words("{label}, button, not available yet.")


def focus_button(label: str, enabled: bool) -> str:
    return (TABLE_BUTTON if enabled else TABLE_BUTTON_NOT_YET)(label=label)


# A vamp's colour as the speech says it of a card's back and on the runway (Batwalk).
COLOURS = {
    "red": Words("red"), "blue": Words("blue"), "green": Words("green"), "yellow": Words("yellow"),
    "purple": Words("purple"), "orange": Words("orange"),
}


def colour(suit: str) -> str:
    """A Batwalk suit's colour in the language spoken now (any other back as it is)."""
    said = COLOURS.get(suit)
    return said() if said is not None else suit


FACE_DOWN_BACK = Words("A face-down {back} card")
FACE_DOWN = Words("A face-down card")


def face_down(back: str = "") -> str:
    """A card whose face the listener cannot see; ``back``: what its back shows (Batwalk's suit)."""
    return FACE_DOWN_BACK(back=back) if back else FACE_DOWN()


NO_SEAT_SHOWS = Words("No other seat shows any card.")
SEAT_SHOWS = Words("{who}: {cards}")
SEAT_SHOWS_NOTHING = Words("{who}: nothing")
OTHERS_SHOW = Words("The others show. {seats}.")
SENTENCES = Words(". ")  # between short sentences said in a row


def seats_show(shows: Sequence[tuple[str, list[str]]]) -> str:
    if not any(cards for _, cards in shows):
        return NO_SEAT_SHOWS()
    parts = [SEAT_SHOWS(who=who, cards=COMMA().join(cards)) if cards else SEAT_SHOWS_NOTHING(who=who)
             for who, cards in shows]
    return OTHERS_SHOW(seats=SENTENCES().join(parts))


HAND_EMPTY = Words("Your hand is empty.")
SUIT_NUMBERS = Words("{suit}, {n} card: {numbers}", "{suit}, {n} cards: {numbers}")
SUIT_COUNT = Words("{suit}, {n} card", "{suit}, {n} cards")
HAND = Words("Your hand, {n} card. {suits}.", "Your hand, {n} cards. {suits}.")


def hand(groups: Sequence[tuple[str, list[str]]], total: int) -> str:
    """``groups``: (suit, the rest of each card's name, "" for cards with no number)."""
    if total == 0:
        return HAND_EMPTY()
    parts = []
    for suit, ranks in groups:
        numbers = [rank for rank in ranks if rank]
        parts.append(SUIT_NUMBERS(len(ranks), suit=suit, numbers=COMMA().join(numbers)) if numbers
                     else SUIT_COUNT(len(ranks), suit=suit))
    return HAND(total, suits=SENTENCES().join(parts))


# Each game's unit ("trick", Snow's "battle", Batwalk's "show", Royal's "reveal") has its
# own whole sentences: the unit's word is never put into a sentence from outside.
NOT_STARTED = {
    "trick": Words("No cards are on the table: this trick has not started."),
    "battle": Words("No cards are on the table: this battle has not started."),
    "show": Words("No cards are on the table: this show has not started."),
    "reveal": Words("No cards are on the table: this reveal has not started."),
}
PLAY_ITEM = Words("{who}, {card}")
ON_TABLE = Words("On the table: {plays}.")
STILL_TO_PLAY = Words("Still to play: {names}.")


def on_table(plays: Sequence[tuple[str, str]], trick_word: str, waiting: Sequence[str] = ()) -> str:
    """The cards of the trick so far; ``waiting``: who still plays to it, in turn."""
    if not plays:
        return NOT_STARTED.get(trick_word, NOT_STARTED["trick"])()
    said = ON_TABLE(plays=SEPARATOR().join(PLAY_ITEM(who=who, card=card) for who, card in plays))
    return f"{said} {STILL_TO_PLAY(names=COMMA().join(waiting))}" if waiting else said


SCORE_ITEM = Words("{who} {points}")
SCORES = Words("Scores: {scores}.")


def scores(pairs: Sequence[tuple[str, int]]) -> str:
    return SCORES(scores=SEPARATOR().join(SCORE_ITEM(who=who, points=points) for who, points in pairs))


NONE_TAKEN = {
    "trick": Words("No trick has been taken yet."),
    "battle": Words("No battle has been taken yet."),
    "show": Words("No show has been taken yet."),
    "reveal": Words("No reveal has been taken yet."),
}
LAST_UNIT = {
    "trick": Words("Last trick: {cards}."),
    "battle": Words("Last battle: {cards}."),
    "show": Words("Last show: {cards}."),
    "reveal": Words("Last reveal: {cards}."),
}


def last_trick(plays: Sequence[tuple[str, str]], reason: str, trick_word: str) -> str:
    if not plays:
        return NONE_TAKEN.get(trick_word, NONE_TAKEN["trick"])()
    cards = SEPARATOR().join(PLAY_ITEM(who=who, card=card) for who, card in plays)
    said = LAST_UNIT.get(trick_word, LAST_UNIT["trick"])(cards=cards)
    return f"{said} {reason}".strip()


ROUND_SUMMARY = Words("{label} scored. {scores} Press Enter to continue.")


def round_summary(label: str, pairs: Sequence[tuple[str, int]]) -> str:
    return ROUND_SUMMARY(label=label, scores=scores(pairs))


GAME_OVER_CHOICES = Words("Game over. Press Enter for {first}; arrows for {others}.")


def game_over_choices(labels: Sequence[str]) -> str:
    return GAME_OVER_CHOICES(first=labels[0], others=COMMA().join(labels[1:]))


PASS_TO = Words("Pass the computer to {name}. {instruction} Press Enter when {name} holds it.")


def pass_to(name: str, instruction: str) -> str:
    return PASS_TO(name=name, instruction=instruction)


RUNWAY_EMPTY = Words("The runway is empty.")
VAMP_AT_END = Words("{who}, {colour} vamp, on space {space}, at the end")
VAMP_TO_GO = Words("{who}, {colour} vamp, on space {space}, {n} to go",
                   "{who}, {colour} vamp, on space {space}, {n} to go")
RUNWAY = Words("The runway, {n} space to the win: {places}.", "The runway, {n} spaces to the win: {places}.")


def track(places: Sequence[tuple[str, str, int]], goal: int) -> str:
    """Batwalk's runway: (whose, the vamp's colour, points) for each seat, leaders first."""
    if not places:
        return RUNWAY_EMPTY()
    ordered = sorted(places, key=lambda place: -place[2])
    parts = []
    for who, colour, points in ordered:
        left, space = max(0, goal - points), min(points, goal)
        parts.append(VAMP_AT_END(who=who, colour=colour, space=space) if left == 0
                     else VAMP_TO_GO(left, who=who, colour=colour, space=space))
    return RUNWAY(goal, places=SEPARATOR().join(parts))


NO_TRACK = Words("This game has no runway: F4 says the scores.")
NOTHING_SAID = Words("Nothing has been said yet.")


def no_track() -> str:
    return NO_TRACK()


def nothing_said() -> str:
    return NOTHING_SAID()


# -- the other screens (``table.ui.screen_voice``): each control as label, value and role --

BUTTON = Words("{label}, button.")
BUTTON_NOT_AVAILABLE = Words("{label}, button, not available.")
CHOICE = Words("{label}: {value}, choice. Left and Right arrows change it.")
TEXT_FIELD = Words("{label}: {value}, text field. Type to change it, Backspace deletes.")
TEXT_FIELD_EMPTY = Words("{label}: empty, text field. Type to change it, Backspace deletes.")
NAME_LABEL = Words("{owner}, name")  # a name field's label: the seat it names
PLAYER = Words("Player")  # a name field with nothing before it
SPACE = Words("space")  # a space typed, said
DELETED = Words("{char} deleted.")
VALUE = Words("{value}.")  # a choice's new value, said alone


def button(label: str, enabled: bool) -> str:
    return (BUTTON if enabled else BUTTON_NOT_AVAILABLE)(label=label)


def choice(label: str, value: str) -> str:
    return CHOICE(label=label, value=value)


def text_field(label: str, value: str) -> str:
    return TEXT_FIELD(label=label, value=value) if value else TEXT_FIELD_EMPTY(label=label)


def name_field(owner: str, value: str) -> str:
    """A name field with no label of its own: named after the control before it (its seat)."""
    return text_field(NAME_LABEL(owner=owner), value)


def typed(char: str) -> str:
    return SPACE() if char == " " else char


def erased(char: str) -> str:
    return DELETED(char=typed(char))


SCREEN = Words("{title}. {how}")
SCREEN_ONLY = Words("{title}.")


def screen(title: str, how: str = "") -> str:
    return SCREEN(title=title, how=how) if how else SCREEN_ONLY(title=title)


TITLE_HOW = Words("Arrows or Tab move between the five games and the buttons below them; Enter opens. "
                  "F1 lists every key.")
GAMES = Words("The games, left to right: {titles}.")
NEW_GAME = Words("New game: {game}")


def games(titles: Sequence[str]) -> str:
    return GAMES(titles=SEPARATOR().join(titles))


SETUP_HOW = Words("Tab or Down moves through the players, their names and the options; Left and Right "
                  "change a value; Enter starts the game.")
MENU_HOW = Words("Up and Down move; Enter chooses; Escape goes back.")
PANEL_HOW = Words("Escape closes.")
ROW_CELL = Words("{column} {cell}")  # a value said with its column's name
ROW = Words("{first}: {cells}.")
ROW_ALONE = Words("{first}.")


def panel_row(cells: Sequence[str], columns: Sequence[str]) -> str:
    """A row of a table of columns, each value said with its column's name."""
    named = [ROW_CELL(column=column, cell=cell) for column, cell in zip(columns[1:], cells[1:], strict=False)]
    return ROW(first=cells[0], cells=COMMA().join(named)) if named else ROW_ALONE(first=cells[0])


RULES_PAGE = Words(
    "{title}: {n} section. Right arrow reads the next section, Left arrow the one before, Down "
    "and Up a line at a time; Escape closes.",
    "{title}: {n} sections. Right arrow reads the next section, Left arrow the one before, Down "
    "and Up a line at a time; Escape closes.")
SECTION = Words("Section {number} of {count}. {text}")
LAST_SECTION = Words("That was the last section. Left arrow goes back; Escape closes.")
FIRST_SECTION = Words("This is the first section. Right arrow reads the next.")


def rules_page(title: str, sections: int) -> str:
    return RULES_PAGE(sections, title=title)


def section(number: int, count: int, text: str) -> str:
    return SECTION(number=number, count=count, text=text)


def last_section() -> str:
    return LAST_SECTION()


def first_section() -> str:
    return FIRST_SECTION()


COACH_STEP = Words("Coach, step {step} of {steps}: {text}")
COACH = Words("Coach: {text}")
LESSON_COMPLETE = Words("Lesson complete: {title}. {ending} {scores}")
LESSON_PART_DONE = Words("Well done: {title}. {ending} {scores}")


def coach(step: int, steps: int, text: str) -> str:
    return COACH_STEP(step=step, steps=steps, text=text) if step else COACH(text=text)


def lesson_complete(title: str, ending: str, scores: str) -> str:
    return LESSON_COMPLETE(title=title, ending=ending, scores=scores)


def lesson_part_done(title: str, ending: str, scores: str) -> str:
    """The end of a lesson's part that another part follows (Munch's first hand)."""
    return LESSON_PART_DONE(title=title, ending=ending, scores=scores)
