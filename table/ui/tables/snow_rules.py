# ruff: noqa: E501  (prose paragraphs: one line each so the screen wraps them, not the source)
"""Snow Monster Battle's rules page as players read it at the table, in the project's own words.

It follows ``shared/spec/rules/snow.md`` with its rulings (battle 1's forced
Troublemakers, when Hunters are broken, the turn-based enhancement window, Apocalypse
and Catastrophe) and never copies the publisher's text. ``rules_text.rules_for``
serves it.
"""

from __future__ import annotations

SNOW = """# The aim
Win battles (tricks) and score: 10 for each battle you win, 40 when your Hunter meets its own prey, 50 in a round where you win no battle at all, and minus 20 for winning a battle with Slime in it. After a round in which someone reaches the target (300 with four players, 400 with three, 500 with two), the highest total wins; equal totals share the win.
# The deck
Three monster suits of twelve cards, Troublemakers, Gothic and Cryptids, and twelve Hunters valued 1 to 13 with no 6, so the deck holds exactly three sixes. Four special cards belong to no suit: Illuminati (13), Bunker, Apocalypse and Catastrophe.
Everyone gets 13 cards. With three players a fourth hand is put aside unseen; with two, two more hands wait for the next round. Each seat also gets one enhancement, face up: Harpoon, Doppelganger, Snowball or Sly Fox.
# Battles
A round is 13 battles. Follow the lead suit if you can; otherwise play anything. Bunker may be played at any time. The winner of a battle leads the next.
Battle 1 is forced: the lead suit is Troublemakers, and everyone, starting left of the dealer, plays their lowest Troublemaker (Illuminati counts as 13, Shapeshifter only if it is your only one). With none, play any card but the Bunker.
Hunters cannot be led until they are broken: a Hunter has gone into a battle led in a monster suit. They mend at the start of every round. A hand of nothing but Hunters (and specials) may lead one anyway.
# Who wins
Three sixes in one battle end the world: nobody wins it, and its leader leads again. Otherwise Apocalypse wins, or else Catastrophe, unless a Bunker is in the battle, which cancels both. The Bunker itself wins only if nothing else is left.
Illuminati belongs to every monster suit and Hunters can never beat it; only a monster of the lead suit enhanced to a higher value can. It may be led only as your last card; if you cannot follow a monster lead and hold it, you must play it.
Klutzy Detective turns the battle upside down: the weakest card wins (cards off the lead suit first, then the lead suit, then Hunters).
Otherwise Hunters beat monsters and the highest Hunter wins, unless a card of the lead suit has been enhanced above every Hunter; without a Hunter the highest card of the lead suit wins. On a tie the later card wins, but an enhanced card loses every tie.
Siren Head is a Cryptid and a Hunter at once. Shapeshifter becomes a copy of the card played just before it; led, it is a Troublemaker worth 0.
# Prey
Six Hunters carry a net: Slayer hunts the Vampire, Exorcist the Poltergeist, Ghost Whisperer the Headless Horseman, Balladeer the Jackalope, Crossroads Musician the Banshee and Cryptozoologist the Bigfoot. Play one into the same battle as its prey and you score 40, whoever wins.
# Enhancements
Sly Fox is played at your turn instead of a card (click it in your hand): you then play your card after everyone else.
Once every card of a battle is down, the table goes round from the leader: each seat holding Harpoon (+3 to your own number card), Doppelganger (doubles your own number card) or Snowball (knocks any one card out of the battle) may use it or say Done, until everyone has said Done in a row.
In the last battle of a round a held enhancement must be used; a Harpoon or Doppelganger with nothing of yours to enhance is simply spent."""
