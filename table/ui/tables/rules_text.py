# ruff: noqa: E501  (prose paragraphs: one line each so the screen wraps them, not the source)
"""The rules pages players read at the table, written in the project's own words.

They follow ``shared/spec/rules/<id>.md`` including its rulings, and never copy the
publishers' text. A game whose table is not built yet says so.
"""

from __future__ import annotations

from table.ui.tables.royal_rules import ROYAL
from table.ui.tables.snow_rules import SNOW

DRAGON = """# The aim
Dodge the points. The Dragon (Black 12) costs 15, the Snake (Black 11) 10, the Spider (Black 10) 6, and every little devil (red card) 1. The lowest total wins.
# The deck
Blue, black and red run 1 to 12, green trumps 1 to 8, plus four purple safeties. Five players add orange 1 to 12; six players add yellow too. Every card is dealt.
# Passing
Each round starts with everyone choosing three cards at once and handing them to the player on their right. You see what you got once everyone has chosen.
# Tricks
Whoever holds Blue 1 leads it. Follow the colour that was led if you can; a safety may be played instead at any time. If you cannot follow, play anything.
The highest green trump takes the trick; without a trump, the highest card of the led colour does. A safety never takes a trick, except in one case:
When you lead a safety you name a colour, and the safety counts as the lowest card of that colour. The others must follow the colour you named. If nobody plays that colour and nobody trumps, your safety takes the trick. (Holding the colour, you may still play a safety instead.)
# Scoring
After the last trick, add up the points you took. Take all 43 points of a round and your total drops back to 0, while nobody else scores that round.
The game ends after the round in which a total goes past the limit (100 unless you chose otherwise). Lowest total wins; equal lowest totals share the win."""

MUNCH = """# The aim
Say exactly how many tricks you will win, then win exactly that many.
# The deck
Four suits of 1 to 8: Vegan Vampires (the trumps), Barmy Bats, Woofy Werewolves and Vampire Fairies, plus four power cards: two Vanquish, one Escape and one Topsy Turvy.
# Seven hands
Hand 1 deals one card each, hand 2 two cards, up to seven cards in hand 7. The dealer moves one seat clockwise every hand.
# Predicting
Everyone secretly predicts how many tricks they will take, from 0 up to the cards in hand, and all predictions are shown together: "Munch, crunch, scrunch!"
In hand 1, the forehead round, you cannot see your own card but you see everyone else's. Predict from what you see.
# Tricks
The player left of the dealer leads. Follow the lead suit if you can; power cards may be played at any time. Vegan Vampires may only be played on another suit when you have none of it.
A Vanquish wins (the first one, if both are played). Otherwise the highest Vegan Vampire wins, otherwise the highest card of the lead suit. Escape never wins.
If a Vanquish is led there is no lead suit. If an Escape or Topsy Turvy is led, the first suit card after it sets the lead suit.
# Topsy Turvy
Topsy Turvy never wins, but it turns its trick upside down: Vanquish cards lose their power (and the Topsy Turvy player scores 10 for each one cancelled), an Escape wins if there is one, and otherwise cards off the lead suit beat the lead suit, the lead suit beats the Vampires, and the lowest number wins. On equal numbers the card played later wins. If nothing can win, nobody takes the trick and the Topsy Turvy player leads next.
# Scoring each hand
Right prediction of 1 or more: 20 plus 10 per trick. Wrong: minus 10 for every trick you were off by. Predicted 0 and took none: 20 plus 10 per card dealt this hand. Predicted 0 but took some: minus 10 per trick.
After hand 7 the highest total wins; equal totals share the win."""

BATWALK = """# The aim
Be the first to walk your vamp to 10 points on the Batwalk, or lead after three rounds.
# Backwards hands
You hold your five cards backwards: you see only the vamp colour on each back, while everyone else sees their faces. You see everyone else's cards, so work out yours from what is missing. The cards nobody was dealt are set aside unseen.
Each vamp colour has the numbers 1 to 5, a star and a garlic. The card aid (V) lists, on each of your backs, the values it could still have.
# A show
A round is five shows. Everyone plays one card in turn, clockwise, choosing it by its place in the hand. There is no need to follow colour.
The first card is the lead card. A later card of the same value but another colour steals the show: 1 point at once. A stealing star or garlic becomes the lead; a stealing number hands the lead to the highest number of its colour in the show.
Otherwise a number beats a lower number of its colour, and beats a lead garlic while no star is out. A star takes the lead, unless a garlic is out: then the latest garlic leads and garlic is the strongest card for the rest of the show. A garlic only takes the lead once a star is out.
Whoever holds the lead card at the end wins the show and 1 point; the player to their right starts the next one.
# The end
Reach 10 points and you win at once, even mid-show. Otherwise, after three rounds the highest score wins; a tie at the top means everyone plays another round.
# Two players
A third hand, the trendsetter, is dealt face up in a row. It starts the game and always plays its leftmost card. It scores like a player, and if it reaches 5 points it wins and you both lose."""


def rules_for(game_id: str) -> list[str]:
    text = {"dragon": DRAGON, "munch": MUNCH, "batwalk": BATWALK, "snow": SNOW, "royal": ROYAL}.get(game_id)
    if text is None:
        return ["This table is still being built. Its rules page will arrive with it."]
    return text.split("\n")
