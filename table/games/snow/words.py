"""Snow Monster Battle's sentences about a seat, each a whole message per form
(``table.core.words``): the table, its log and banners say them from here."""

from __future__ import annotations

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
PLAYS_SLY_FOX = Sentence(
    "You play Sly Fox and will play a card after everyone else.",
    "{name} plays Sly Fox and will play a card after everyone else.",
)
SLY_FOX_TITLE = Sentence("You play Sly Fox", "{name} plays Sly Fox")
SLY_FOX_LINE = Sentence("Your card comes after everyone else's.", "Their card comes after everyone else's.")
SPENT = Sentence(
    "Your {kind} is spent with nothing to enhance.", "{name}'s {kind} is spent with nothing to enhance."
)
SNOWBALLS = Sentence(
    "Your Snowball knocks {target} out of the battle.", "{name}'s Snowball knocks {target} out of the battle."
)
ENHANCES = Sentence("You play {kind} on {target} ({effect}).", "{name} plays {kind} on {target} ({effect}).")
BATTLE = Words("Battle {battle}: {reason}")
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
WINS_POINTS = Sentence(
    "You win {n} battle point",
    "{name} wins {n} battle point",
    "You win {n} battle points",
    "{name} wins {n} battle points",
)
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
    "Battle 1: play your lowest Troublemaker, {card}.{fox}",
    "{name}, battle 1: play your lowest Troublemaker, {card}.{fox}",
)
PROMPT_FIRST_NO_TROUBLEMAKER = Sentence(
    "Battle 1: you hold no Troublemaker, so play any card but the Bunker.{fox}",
    "{name}, battle 1: you hold no Troublemaker, so play any card but the Bunker.{fox}",
)
PROMPT_LEAD = Sentence("Lead a card{rules}.{fox}", "{name}, lead a card{rules}.{fox}")
PROMPT_LEAD_OPEN = Sentence(
    "The lead is open: your card sets the lead suit.{fox}",
    "{name}, the lead is open: your card sets the lead suit.{fox}",
)
PROMPT_FOLLOW = Sentence(
    "Follow {follow} if you can (Bunker may always go); otherwise anything.{fox}",
    "{name}, follow {follow} if you can (Bunker may always go); otherwise anything.{fox}",
)
PROMPT_FOX = Words(" Or play your Sly Fox to play last.")  # a second sentence after a prompt
PROMPT_SPEND = Sentence(
    "Last battle of the round: spend your {title} (you have no number card for it).",
    "{name}, last battle of the round: spend your {title} (you have no number card for it).",
)
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
PROMPT_USE_MUST = Sentence(
    "Use your {title} on {card} ({effect}): it is the round's last battle, so you must use it now.",
    "{name}, use your {title} on {card} ({effect}): it is the round's last battle, so you must use it now.",
)
PROMPT_USE = Sentence(
    "Use your {title} on {card} ({effect}), or press Done to keep it for a later battle.",
    "{name}, use your {title} on {card} ({effect}), or press Done to keep it for a later battle.",
)
# -- a seat's status under its plate (a label, the seat's name is above it) --
STATUS_BATTLES = Words("{n} battle won", "{n} battles won")
STATUS_SLY_FOX = Words("{status} · Sly Fox")
PLAYS_LAST = Sentence("You play last", "{name} plays last")  # the pill on a Sly Fox's slot
