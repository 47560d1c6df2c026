# ruff: noqa: E501  (prose paragraphs: one line each so the screen wraps them, not the source)
"""Critter Poker Royal's rules page as players read it at the table, in the project's own words.

It follows ``shared/spec/rules/royal.md`` with its rulings (a seat with fewer than two
critter cards places what it has, a special with nothing to place is set aside) and
never copies the publisher's text. ``rules_text.rules_for`` serves it.
"""

from __future__ import annotations

ROYAL = """# The aim
Don't collect critters. Whoever ends up with four of one critter face up in front of them (five in a two-player game, or what the table chose) loses, and everyone else wins.
# The deck
Seven critters, Stink Bug, Cockroach, Bat, Fly, Toad, Rat and Scorpion, each with eight plain cards and one Royal. Wild passes for any critter but never for a Royal; Nothing is never what anyone says it is.
A few cards make the penalty pile (seven, or sixteen with two players), its top card face up for all to see. The rest are dealt out; the starting player keeps any odd card.
# A round
Give: click a card in your hand, choose the player to give it to, then say what it is: a critter or "Royal". Truth or bluff is up to you.
Answer: the player who gets it either judges the claim, True or False, or peeks at it and passes it on to someone who has not seen it yet, with a claim of their own. The last player who has not seen the card must judge. With two players every card is judged.
The claim is true when it names the card's critter; a Royal is also truly called "Royal"; Wild is true for any critter but not for "Royal"; Nothing is never true.
A right judgement sends the card back to whoever handed it over last; a wrong one leaves it with the judge. Whoever takes it starts the next round.
# Taking a card
Critter cards go face up in front of you. A Royal also makes you take the penalty pile's top card, and if that is a Royal too, the next one as well.
A Wild or Nothing goes into your hand instead, and straight away you lay out either one critter card that fits the last claim, or any two critter cards. Holding only one critter card, you lay that one; holding none, the Wild or Nothing is set aside for the rest of the game.
# The table
Each player's critters lie in front of them, grouped with a count; a group glows red when one more of that critter would lose the game. You also lose if you must start a round with no cards in hand."""
