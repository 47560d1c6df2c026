"""Snow Monster Battle's sentences about a seat, each a whole message per form
(``table.core.words``): the table, its log and banners say them from here."""

from __future__ import annotations

from table.core.i18n import N_
from table.core.words import Sentence, Words

WAITING_ENHANCE = Words("Waiting for {names} to use or keep an enhancement…")
NO_ONE_WINS = Words("No one wins the battle. {told}.")
WINS_BATTLE = Sentence("You win the battle. {told}.", "{name} wins the battle. {told}.")
WINS_WITH = Sentence("You win with {card}. {told}.", "{name} wins with {card}. {told}.")
DEALS = Sentence(
    "Round {round}: you deal {n} card each. Enhancements: {dealt}.",
    "Round {round}: {name} deals {n} card each. Enhancements: {dealt}.",
    "Round {round}: you deal {n} cards each. Enhancements: {dealt}.",
    "Round {round}: {name} deals {n} cards each. Enhancements: {dealt}.",
)
SEAT_CARD = Sentence("you {card}", "{name} {card}")  # an item of a list ("Bones Snowball")
SEAT_CARD_BANNER = Sentence("You: {card}", "{name}: {card}")
# The log tells what happened, so a move's line is in the past like "You played {card}."
PLAYS_SLY_FOX = Sentence(
    "You played Sly Fox and will play a card after everyone else.",
    "{name} played Sly Fox and will play a card after everyone else.",
)
SLY_FOX_TITLE = Sentence("You play Sly Fox", "{name} plays Sly Fox")
SLY_FOX_LINE = Sentence("Your card comes after everyone else's.", "Their card comes after everyone else's.")
# An enhancement spent on nothing, one whole sentence per kind (a translation's gender).
SPENT_HARPOON = Sentence(
    "Your Harpoon was spent with nothing to enhance.", "{name}'s Harpoon was spent with nothing to enhance."
)
SPENT_DOPPELGANGER = Sentence(
    "Your Doppelganger was spent with nothing to enhance.",
    "{name}'s Doppelganger was spent with nothing to enhance.",
)
SPENT_SNOWBALL = Sentence(
    "Your Snowball was spent with nothing to knock out.",
    "{name}'s Snowball was spent with nothing to knock out.",
)
SPENT = {"harpoon": SPENT_HARPOON, "doppelganger": SPENT_DOPPELGANGER, "snowball": SPENT_SNOWBALL}
SNOWBALLS = Sentence(
    "Your Snowball knocked {target} out of the battle.",
    "{name}'s Snowball knocked {target} out of the battle.",
)
ENHANCES = Sentence(
    "You played {kind} on {target} ({effect}).", "{name} played {kind} on {target} ({effect})."
)
BATTLE = Words("Battle {battle}: {reason}")
FIRST_BATTLE = Words("Battle {battle}: everyone plays their lowest Troublemaker.")
LAST_BATTLE = Words("Battle {battle}, the last of the round: held enhancements must be used.")
SCORES_10 = Sentence("You score +10.", "{name} scores +10.")
SLIME_COSTS = Sentence("Slime costs you 20.", "Slime costs {name} 20.")
NETS = Sentence("Your {hunter} nets the {prey}: +40.", "{name}'s {hunter} nets the {prey}: +40.")
SLIME_BANNER = Sentence(
    "Slime! You win the battle (+10), and the Slime costs 20.",
    "Slime! {name} wins the battle (+10), and the Slime costs 20.",
)
ROUND_OVER = Words("Round {round} over. Battles won: {said}.")
NO_BATTLE_BONUS = Words("{names} won no battle: +50.")
NO_ONE_WINS_RESULT = Words("No one wins the battle")
LOSES_POINTS = Sentence(
    "You win the battle but lose {n} point",
    "{name} wins the battle but loses {n} point",
    "You win the battle but lose {n} points",
    "{name} wins the battle but loses {n} points",
)
# What a battle gave its winner, all of it: the battle's +10 with a prey's +40 ("+50",
# not "50 battle points": the score pad counts battles and prey apart).
WINS_POINTS = Sentence("You win the battle: +{n}", "{name} wins the battle: +{n}")
# A score pad cell: the round spelt out, each part with its reason, adding up to the
# round's points (the Total row has the running totals).
CELL_BATTLES = Words("{points:+d} battles")
CELL_SLIME = Words("{points:+d} Slime")
CELL_PREY = Words("{points:+d} prey")
CELL_NONE_WON = Words("{points:+d} none won")
CELL_LAST = Words("{part} = {points}")  # the last part of a cell, with the round's sum
CELL_NOTHING = Words("0")

# -- the recap (past tense) ------------------------------------------------------------
RECAP_SLY_ASIDE = Sentence("then you played the Sly Fox", "then {name} played the Sly Fox")
RECAP_ENHANCE_ASIDE = Sentence("then you played the {kind}", "then {name} played the {kind}")
RECAP_ENHANCE_ON_ASIDE = Sentence(
    "then you played the {kind} on {target}",
    "then {name} played the {kind} on {target}",
)
RECAP_SLY = Sentence("You played the Sly Fox.", "{name} played the Sly Fox.")
RECAP_ENHANCE = Sentence("You played the {kind}.", "{name} played the {kind}.")
RECAP_ENHANCE_ON = Sentence("You played the {kind} on {target}.", "{name} played the {kind} on {target}.")
RECAP_AS = Words("{card} (as {copied})")

# -- the prompt: what the seat on screen does now, to "you" or to a player by name --
PROMPT_SLY_FOX_FIRST = Sentence(
    "This is the round's last battle: play your Sly Fox first.",
    "{name}, this is the round's last battle: play your Sly Fox first.",
)
PROMPT_FIRST_TROUBLEMAKER = Sentence(
    "Battle 1: play your lowest Troublemaker, {card}.",
    "{name}, battle 1: play your lowest Troublemaker, {card}.",
)
PROMPT_FIRST_NO_TROUBLEMAKER = Sentence(
    "Battle 1: you hold no Troublemaker, so play any card but the Bunker.",
    "{name}, battle 1: you hold no Troublemaker, so play any card but the Bunker.",
)
PROMPT_LEAD_OPEN = Sentence(
    "The lead is open: your card sets the lead suit.",
    "{name}, the lead is open: your card sets the lead suit.",
)
PROMPT_FOLLOW = Sentence(
    "Follow {follow} if you can (Bunker may always go); otherwise anything.",
    "{name}, follow {follow} if you can (Bunker may always go); otherwise anything.",
)
# Leading, with the limits that hold a card of this hand back now: (no Hunter yet, Illuminati).
PROMPT_LEAD = Sentence("Lead a card.", "{name}, lead a card.")
PROMPT_LEAD_NO_HUNTER = Sentence(
    "Lead a card (no Hunter until one has been played).",
    "{name}, lead a card (no Hunter until one has been played).",
)
PROMPT_LEAD_ILLUMINATI = Sentence(
    "Lead a card (Illuminati only as your last card).",
    "{name}, lead a card (Illuminati only as your last card).",
)
PROMPT_LEAD_NO_HUNTER_ILLUMINATI = Sentence(
    "Lead a card (no Hunter until one has been played; Illuminati only as your last card).",
    "{name}, lead a card (no Hunter until one has been played; Illuminati only as your last card).",
)
PROMPT_LEADS = {
    (False, False): PROMPT_LEAD,
    (True, False): PROMPT_LEAD_NO_HUNTER,
    (False, True): PROMPT_LEAD_ILLUMINATI,
    (True, True): PROMPT_LEAD_NO_HUNTER_ILLUMINATI,
}
# The same prompts when the seat may play its Sly Fox instead: each a whole message too.
PROMPT_FIRST_TROUBLEMAKER_FOX = Sentence(
    "Battle 1: play your lowest Troublemaker, {card}. Or play your Sly Fox to play last.",
    "{name}, battle 1: play your lowest Troublemaker, {card}. Or play your Sly Fox to play last.",
)
PROMPT_FIRST_NO_TROUBLEMAKER_FOX = Sentence(
    "Battle 1: you hold no Troublemaker, so play any card but the Bunker. Or play your Sly Fox to play last.",
    "{name}, battle 1: you hold no Troublemaker, so play any card but the Bunker."
    " Or play your Sly Fox to play last.",
)
PROMPT_LEAD_OPEN_FOX = Sentence(
    "The lead is open: your card sets the lead suit. Or play your Sly Fox to play last.",
    "{name}, the lead is open: your card sets the lead suit. Or play your Sly Fox to play last.",
)
PROMPT_FOLLOW_FOX = Sentence(
    "Follow {follow} if you can (Bunker may always go); otherwise anything."
    " Or play your Sly Fox to play last.",
    "{name}, follow {follow} if you can (Bunker may always go); otherwise anything."
    " Or play your Sly Fox to play last.",
)
PROMPT_LEAD_FOX = Sentence(
    "Lead a card. Or play your Sly Fox to play last.",
    "{name}, lead a card. Or play your Sly Fox to play last.",
)
PROMPT_LEAD_NO_HUNTER_FOX = Sentence(
    "Lead a card (no Hunter until one has been played). Or play your Sly Fox to play last.",
    "{name}, lead a card (no Hunter until one has been played). Or play your Sly Fox to play last.",
)
PROMPT_LEAD_ILLUMINATI_FOX = Sentence(
    "Lead a card (Illuminati only as your last card). Or play your Sly Fox to play last.",
    "{name}, lead a card (Illuminati only as your last card). Or play your Sly Fox to play last.",
)
PROMPT_LEAD_NO_HUNTER_ILLUMINATI_FOX = Sentence(
    "Lead a card (no Hunter until one has been played; Illuminati only as your last card)."
    " Or play your Sly Fox to play last.",
    "{name}, lead a card (no Hunter until one has been played; Illuminati only as your last card)."
    " Or play your Sly Fox to play last.",
)
PROMPT_LEADS_FOX = {
    (False, False): PROMPT_LEAD_FOX,
    (True, False): PROMPT_LEAD_NO_HUNTER_FOX,
    (False, True): PROMPT_LEAD_ILLUMINATI_FOX,
    (True, True): PROMPT_LEAD_NO_HUNTER_ILLUMINATI_FOX,
}
PROMPT_SPEND_HARPOON = Sentence(
    "Last battle of the round: spend your Harpoon (you have no number card for it).",
    "{name}, last battle of the round: spend your Harpoon (you have no number card for it).",
)
PROMPT_SPEND_DOPPELGANGER = Sentence(
    "Last battle of the round: spend your Doppelganger (you have no number card for it).",
    "{name}, last battle of the round: spend your Doppelganger (you have no number card for it).",
)
PROMPT_SPEND_SNOWBALL = Sentence(
    "Last battle of the round: spend your Snowball (there is no card for it to knock out).",
    "{name}, last battle of the round: spend your Snowball (there is no card for it to knock out).",
)
PROMPT_SPEND = {"harpoon": PROMPT_SPEND_HARPOON, "doppelganger": PROMPT_SPEND_DOPPELGANGER,
                "snowball": PROMPT_SPEND_SNOWBALL}
PROMPT_SNOWBALL_MUST = Sentence(
    "Choose a battle card to knock it out with your Snowball:"
    " it is the round's last battle, so you must use it now.",
    "{name}, choose a battle card to knock it out with your Snowball:"
    " it is the round's last battle, so you must use it now.",
)
PROMPT_SNOWBALL = Sentence(
    "Choose a battle card to knock it out with your Snowball, or press Done to keep it for a later battle.",
    "{name}, choose a battle card to knock it out with your Snowball,"
    " or press Done to keep it for a later battle.",
)
PROMPT_USE_HARPOON_MUST = Sentence(
    "Use your Harpoon on {card} (+3): it is the round's last battle, so you must use it now.",
    "{name}, use your Harpoon on {card} (+3): it is the round's last battle, so you must use it now.",
)
PROMPT_USE_HARPOON = Sentence(
    "Use your Harpoon on {card} (+3), or press Done to keep it for a later battle.",
    "{name}, use your Harpoon on {card} (+3), or press Done to keep it for a later battle.",
)
PROMPT_USE_DOPPELGANGER_MUST = Sentence(
    "Use your Doppelganger on {card} (×2): it is the round's last battle, so you must use it now.",
    "{name}, use your Doppelganger on {card} (×2): it is the round's last battle, so you must use it now.",
)
PROMPT_USE_DOPPELGANGER = Sentence(
    "Use your Doppelganger on {card} (×2), or press Done to keep it for a later battle.",
    "{name}, use your Doppelganger on {card} (×2), or press Done to keep it for a later battle.",
)
PROMPT_WINDOW = Sentence(
    "Use your enhancement, or press Done to keep it for a later battle.",
    "{name}, use your enhancement, or press Done to keep it for a later battle.",
)
PROMPT_USE = {"harpoon": PROMPT_USE_HARPOON, "doppelganger": PROMPT_USE_DOPPELGANGER}
PROMPT_USE_MUST = {"harpoon": PROMPT_USE_HARPOON_MUST, "doppelganger": PROMPT_USE_DOPPELGANGER_MUST}
# -- a seat's status under its plate (a label, the seat's name is above it) --
STATUS_BATTLES = Words("{n} battle won", "{n} battles won")
# Translators: the same in fewer words (battles), where a seat's score row cannot hold the whole.
STATUS_BATTLES_SHORT = Words("{n} won", "{n} won")

STATUS_SLY_FOX = Words("{status} · Sly Fox")
PLAYS_LAST = Sentence("You play last", "{name} plays last")  # the pill on a Sly Fox's slot

# -- words the table shows about a suit or one enhancement, whole per kind (each a message) --
SUIT_PLURAL = {"T": N_("Troublemakers"), "G": N_("Gothic"), "C": N_("Cryptids"), "H": N_("Hunters")}
# Words about one enhancement, whole per kind (a translation's article and gender).
SPEND_BUTTON = {"harpoon": N_("Spend the Harpoon"), "doppelganger": N_("Spend the Doppelganger"),
                "snowball": N_("Spend the Snowball")}
ENHANCED_ON = {"harpoon": N_("Harpoon on {card}"), "doppelganger": N_("Doppelganger on {card}")}
ENHANCEMENT_TITLE = {
    "harpoon": N_("Harpoon!"), "doppelganger": N_("Doppelganger!"), "snowball": N_("Snowball!"),
    "sly-fox": N_("Sly Fox!"),
}


def seat_status(won: int | None, sly_fox: bool, short: bool = False) -> str:
    """A seat's status: the battles it won (in fewer words where room is short), and its Sly Fox."""
    status = (STATUS_BATTLES_SHORT if short else STATUS_BATTLES)(won or 0)
    return STATUS_SLY_FOX(status=status) if sly_fox else status
