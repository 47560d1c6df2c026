"""Dodge the Dragon's refusals and trick reasons, each a whole message
(``table.core.reasons``): a move its notation does not write (``actions.parse``), a
well-formed move not allowed now (the engine's ``_why_illegal``), and why a trick was
taken (the ``trick_won`` event's ``reason_id``). Card ids are said as the cards' names,
colours as the colour words, in the language spoken now."""

from __future__ import annotations

from functools import cache

from table.core.reasons import Reason, messages, text
from table.core.vocabulary import ReasonArg
from table.core.words import LIST_SEPARATOR, Sentence, Words
from table.games.dragon.cards import COLOUR, COLOUR_NAMES, TRUMP, card_name, colour_word


def _colours(colours: ReasonArg) -> str:
    """Colour names in a row, as a list names them ("blue, black, red")."""
    return LIST_SEPARATOR().join(colour_word(str(c)) for c in colours) if isinstance(colours, list) else ""


msg = messages("dragon", {
    "card": text(card_name), "held": text(card_name), "colour": text(colour_word), "colours": _colours,
})

# -- written wrongly (the parser) -------------------------------------------------------
NO_SUCH_CARD = msg("no_such_card", Words("There is no card '{word}' in Dodge the Dragon."))
PASS_THREE = msg("pass_three", Words("Pass exactly three cards: 'pass <card> <card> <card>'."))
PASS_DIFFERENT = msg("pass_different", Words("Pass three different cards."))
ONLY_LED_SAFETY = msg("only_led_safety", Words("Only a safety that is led names a colour."))
NOT_A_COLOUR = msg("not_a_colour", Words("'{word}' is not a colour a safety can name."))
SHAPES = msg(
    "shapes",
    Words("Write 'pass <card> <card> <card>', 'play <card>' or,"
          " leading a safety, 'play <card> as <colour>'."),
)

# -- not allowed now --------------------------------------------------------------------
HAND_ORDER = msg("hand_order", Words("Name the three cards in the order of your hand: '{listed}'."))
PASS_NOT_HELD = msg("pass_not_held", Words("You do not hold {card}: pass three cards from your hand."))
CHOOSE_PASS = msg(
    "choose_pass",
    Words("Choose three different cards from your hand to pass to your right,"
          " written 'pass <card> <card> <card>'."),
)
PASS_OVER = msg("pass_over", Words("The pass is over: play a card, written 'play <card>'."))
NOT_HELD = msg("not_held", Words("You do not hold {card}."))
LEAD_BLUE_1 = msg("lead_blue_1", Words("The round starts with {card}: you hold it, so you must lead it."))
NAME_A_COLOUR = msg(
    "name_a_colour", Words("Name a colour when you lead a safety: 'play {word} as <colour>' ({colours}).")
)
LED_AS_ITSELF = msg("led_as_itself", Words("A card you lead is played as itself: write 'play {word}'."))
FOLLOW = msg("follow", Words("You must follow {colour}: you hold the {held} (or play a safety)."))

# -- why a trick was taken (the whole sentence the table says; the event's English
#    ``reason`` keeps its short form, "the highest trump wins") ---------------------------
HIGHEST_TRUMP = msg(
    "highest_trump",
    Sentence(
        "You take the trick: the highest trump wins.", "{name} takes the trick: the highest trump wins."
    ),
    about="seat",
)
HIGHEST_LED = msg(
    "highest_led",
    Sentence(
        "You take the trick: the highest {colour} wins.", "{name} takes the trick: the highest {colour} wins."
    ),
    about="seat",
)
LED_SAFETY = msg(
    "led_safety",
    Sentence(
        "You take the trick: nobody played {colour}: the led safety wins.",
        "{name} takes the trick: nobody played {colour}: the led safety wins.",
    ),
    about="seat",
)


@cache  # one of a few hundred, made once: every trick of every game says one
def taker_said(seat: int, card: int, led: int) -> Reason:
    """Why ``seat`` took the trick with card number ``card``, led in colour ``led``, as
    the table says it (``play.taker_reason`` is the event's English short form)."""
    if COLOUR[card] == TRUMP:
        return HIGHEST_TRUMP(seat=seat)
    if COLOUR[card] == led:
        return HIGHEST_LED(seat=seat, colour=COLOUR_NAMES[led])
    return LED_SAFETY(seat=seat, colour=COLOUR_NAMES[led])
