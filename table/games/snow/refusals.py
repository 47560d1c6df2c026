"""Snow Monster Battle's refusals and battle reasons, each a whole message
(``table.core.reasons``): a move its notation does not write (``actions.parse``), a
well-formed move not allowed now (the engine's ``_why_illegal``), and the rule that
decided a battle with the engine's notes on it (``battle.described``). Card ids are said
as the cards' names in the language spoken now."""

from __future__ import annotations

from table.core.i18n import N_, _
from table.core.reasons import messages, text
from table.core.vocabulary import ReasonArg
from table.core.words import LIST_OF_NAMES, Words
from table.games.snow.cards import CRYPTIDS, GOTHIC, HUNTERS, NAMES, TROUBLEMAKERS

# A suit in "you hold a … card" (each a message: a translation's own form of it).
SUIT_WORDS = {TROUBLEMAKERS: N_("Troublemaker"), GOTHIC: N_("Gothic"), CRYPTIDS: N_("Cryptid"),
              HUNTERS: N_("Hunter")}


def _cards(cards: ReasonArg) -> str:
    """Card ids in a row ("Apocalypse and Catastrophe")."""
    named = [NAMES[str(card)] for card in cards] if isinstance(cards, list) else []
    if len(named) <= 1:
        return "".join(named)
    return LIST_OF_NAMES(names=", ".join(named[:-1]), last=named[-1])


msg = messages("snow", {
    "card": text(NAMES.__getitem__), "held": text(NAMES.__getitem__), "example": text(NAMES.__getitem__),
    "winner": text(NAMES.__getitem__), "cards": _cards, "suit": text(lambda suit: _(SUIT_WORDS[suit])),
})

# -- written wrongly (the parser) -------------------------------------------------------
PLAY_SHAPE = msg("play_shape", Words("Play a card from your hand: write play <card>."))
ENHANCE_SHAPE = msg("enhance_shape", Words("Write enhance <harpoon, doppelganger or snowball> <card>."))
SLY_FOX_PLAYED = msg("sly_fox_played", Words("Sly Fox is played instead of your card: write play sly-fox."))
NO_SUCH_ENHANCEMENT = msg("no_such_enhancement", Words("There is no enhancement called '{word}'."))
SNOWBALL_TARGET = msg("snowball_target", Words("Snowball must knock out a card of this battle."))
DONE_ALONE = msg("done_alone", Words("Say done on its own."))
SHAPES = msg("shapes", Words("A move is play <card>, enhance <enhancement> <card>, or done."))
ENHANCEMENT_LATER = msg(
    "enhancement_later", Words("{card} is used after the cards are down: enhance {word} <card>.")
)
NO_SUCH_CARD = msg("no_such_card", Words("There is no card called '{word}'."))

# -- not allowed now --------------------------------------------------------------------
MUST_USE = msg("must_use", Words("This is the last battle of the round: you must use your {held}."))
WINDOW = msg(
    "window", Words("The cards are down: play an enhancement (enhance <name> <card>) or say done.")
)
HOLD_OTHER = msg("hold_other", Words("You hold {held}: write enhance {word} <card>."))
SNOWBALL_REGULAR = msg(
    "snowball_regular", Words("Snowball can knock out only a regular card in this battle."),
)
OWN_NUMBER_CARD = msg(
    "own_number_card", Words("{held} can only enhance your own number card in this battle."),
)
NO_SLY_FOX = msg("no_sly_fox", Words("You do not hold Sly Fox."))
NOT_HELD = msg("not_held", Words("You do not hold {card}."))
SLY_FOX_FIRST = msg(
    "sly_fox_first", Words("This is the last battle of the round: you must play your Sly Fox first."),
)
NO_BUNKER_FIRST = msg("no_bunker_first", Words("The Bunker cannot be played in the first battle."))
FIRST_FORCED = msg(
    "first_forced", Words("The first battle is forced: you must play your lowest Troublemaker, {card}.")
)
ILLUMINATI_LAST = msg("illuminati_last", Words("Illuminati may be led only when it is your last card."))
HUNTERS_UNBROKEN = msg("hunters_unbroken", Words("Hunters cannot be led until they are broken."))
FOLLOW_SUIT = msg("follow_suit", Words("You must follow suit: you hold a {suit} card ({example})."))

# -- why a battle was won (the event's ``rule``; its ``notes``) --------------------------
WORLD_ENDS = msg("world_ends", Words("The world ends: three sixes"))
DOOM = msg("doom", Words("{winner} wins: no Bunker stopped it"))
ONLY_CARD_LEFT = msg("only_card_left", Words("Bunker wins: no other card remains"))
WEAKEST_WINS = msg("weakest_wins", Words("Klutzy Detective: the weakest card wins"))
HUNTERS_WIN = msg("hunters_win", Words("Hunters beat monsters"))
ENHANCED_BEATS_HUNTERS = msg("enhanced_beats_hunters", Words("Enhanced {winner} beats the Hunters"))
LEAD_SUIT = msg("lead_suit", Words("The highest card of the lead suit wins"))
HIGHEST_REMAINING = msg("highest_remaining", Words("The highest remaining card wins"))
ENHANCED_OUTRANKS = msg("enhanced_outranks", Words("Enhanced {winner} outranks Illuminati"))
IMMUNE_TO_HUNTERS = msg("immune_to_hunters", Words("Illuminati is immune to Hunters"))
EVERY_SUIT = msg("every_suit", Words("Illuminati belongs to every monster suit"))
RULES = {
    "world_ends": WORLD_ENDS, "doom": DOOM, "only_card_left": ONLY_CARD_LEFT, "weakest_wins": WEAKEST_WINS,
    "hunters_win": HUNTERS_WIN, "enhanced_beats_hunters": ENHANCED_BEATS_HUNTERS, "lead_suit": LEAD_SUIT,
    "highest_remaining": HIGHEST_REMAINING,
}
SNOWBALL_KNOCKS = msg("snowball_knocks", Words("Snowball knocks out {card}"))
BUNKER_STOPS = msg("bunker_stops", Words("Bunker stops {cards}"))
