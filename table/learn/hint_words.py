"""The sentences a hint says when no rule of thumb decided, only the computer's search:
what the search found, in the player's terms (``table.core.words`` templates)."""

from __future__ import annotations

from table.core.i18n import N_
from table.core.words import Words

HINT_FOUND_AGAINST = Words(
    "{move}: in {ahead} of {n} deal of the unseen cards it left you ahead; "
    "{other} did in {other_ahead} of {other_tries}.",
    "{move}: in {ahead} of {n} deals of the unseen cards it left you ahead; "
    "{other} did in {other_ahead} of {other_tries}.",
)
HINT_FOUND = Words(
    "{move}: in {ahead} of {n} deal of the unseen cards the computer tried, it left you ahead.",
    "{move}: in {ahead} of {n} deals of the unseen cards the computer tried, it left you ahead.",
)
# The search's pick when it seldom or never left the seat ahead, or the next best did so
# more often: what it did is play best on average (the hint played the Dragon onto a
# pointless trick "in 0 of 229 deals ... it left you ahead", which reads as no reason).
HINT_FOUND_ON_AVERAGE = Words(
    "{move}: the computer played the rest out over {n} deal of the unseen cards, "
    "and this did best on average.",
    "{move}: the computer played the rest out over {n} deals of the unseen cards, "
    "and this did best on average.",
)
HINT_ONLY_RATED = Words("{move}: of the moves you have, it does most for your score by what you can see.")
# Munch: a prediction, from how strong the hand is.
MUNCH_PREDICT_NONE = Words("Predict {tricks}: none of your cards is likely to win a trick.")
MUNCH_PREDICT_ABOUT = Words(
    "Predict {tricks}: by their strength, your cards should win about {n} trick.",
    "Predict {tricks}: by their strength, your cards should win about {n} tricks.",
)
MUNCH_PREDICT_BETWEEN = Words(
    "Predict {tricks}: by their strength, your cards should win {low} or {high} tricks."
)
MUNCH_FOREHEAD = Words(
    "Predict {tricks}: by the cards you can see, yours wins this trick about {percent} times in 100."
)
MUNCH_PREDICT_MOVE = Words("predict {n}")  # a prediction said as a move, inside a hint
MUNCH_FOREHEAD_FORCED = Words("The forehead round: you can't see your card, so it plays itself.")
# Munch: a card played, by the rule of thumb that chose it over the next best.
MUNCH_TAKE_CHEAPEST = Words("Take it with the {card}: the cheapest card that wins it.")
MUNCH_THROW_WEAKEST = Words("Throw away the {card}: your weakest, as this trick is lost anyway.")
MUNCH_ALL_WIN = Words("Play the {card}: every card you can play wins, so spend the weakest.")
MUNCH_LEAD_STRONG = Words(
    "Lead the {card}: a strong lead, towards the {n} trick you still need.",
    "Lead the {card}: a strong lead, towards the {n} tricks you still need.",
)
MUNCH_LEAD_LOW_ZERO = Words("Lead the {card}: you predicted no tricks, so lead low.")
MUNCH_LEAD_LOW = Words(
    "Lead the {card}: you already have your {n} trick, so lead low.",
    "Lead the {card}: you already have your {n} tricks, so lead low.",
)
MUNCH_TAKE_NEED = Words(
    "Take it with the {card}: you still need {n} more trick.",
    "Take it with the {card}: you still need {n} more tricks.",
)
MUNCH_STRONGEST = Words("Take it with the {card}: your strongest, so a later card can't beat it.")
MUNCH_LOST_KEEP = Words("Play the {card}: this trick is lost, so keep your winners for later.")
MUNCH_DUCK_ZERO = Words("Duck with the {card}: you predicted no tricks.")
MUNCH_DUCK = Words(
    "Duck with the {card}: you already have your {n} trick.",
    "Duck with the {card}: you already have your {n} tricks.",
)
MUNCH_SHED_STRONGEST = Words("Duck with the {card}: the strongest card you hold that still loses.")
# Dodge the Dragon: the pass, leads and plays.
DRAGON_PASS_MOVE = Words("pass the {cards}")  # the pass said as a move, inside a hint
# Passed cards of which several are little devils say so once, not "(little devil)" after
# each: every little devil ("the Red 3, Red 6 and Red 7, all little devils"), or some of
# them after the others ("the Blue 12 and 2 little devils, the Red 3 and Red 6").
DRAGON_DEVILS_BOTH = Words("{cards}, both little devils")
DRAGON_DEVILS_ALL = Words("{cards}, all little devils")
DRAGON_DEVILS_AMONG = Words(
    "{others} and {n} little devil, the {devils}", "{others} and {n} little devils, the {devils}"
)
DRAGON_FIRST_LEAD = Words("The blue 1 always leads the first trick of a round.")
DRAGON_PASS_SAFETIES = Words("Pass the {cards}: keep your safeties, the cards that never win a trick.")
DRAGON_PASS_POINTS = Words(
    "Pass the {cards}: the {card} is {n} point, and few low blacks guard it.",
    "Pass the {cards}: the {card} is {n} points, and few low blacks guard it.",
)
DRAGON_PASS_TRUMP = Words(
    "Pass the {cards}: the {card} is a high trump, and it would win whatever trick it meets."
)
DRAGON_PASS_RED = Words("Pass the {cards}: the {card} would win tricks, and red cards are points.")
DRAGON_PASS_HIGH = Words("Pass the {cards}: the {card} is high enough to win tricks you want to lose.")
DRAGON_LEAD_NO_POINTS = Words("Lead the {card}: it gives no points away.")
DRAGON_LEAD_KEEP_TRUMPS = Words("Lead the {card}: keep your trumps, which would win the trick.")
DRAGON_LEAD_SAFETY = Words("Lead the {card} as {colour}: a safety wins only if nobody follows that colour.")
DRAGON_LEAD_SHORT = Words("Lead the {card} as {colour}: you have few {colour} cards, so others likely do.")
DRAGON_LEAD_LOW = Words("Lead the {card}: a low card is unlikely to win the trick.")
DRAGON_POINTS_TAKEN = Words(
    "Play the {card}: the trick holds {n} point, and the other choice would take it.",
    "Play the {card}: the trick holds {n} points, and the other choice would take them.",
)
DRAGON_SAFETY = Words(
    "Play the {card}: a safety never wins, and the trick holds {n} point.",
    "Play the {card}: a safety never wins, and the trick holds {n} points.",
)
DRAGON_SAFETY_EMPTY = Words("Play the {card}: a safety never wins, and no points are in the trick yet.")
DRAGON_DUCK = Words(
    "Duck under the {top}: the trick holds {n} point.", "Duck under the {top}: the trick holds {n} points."
)
DRAGON_DUCK_EMPTY = Words("Duck under the {top}: no points are in the trick yet.")
DRAGON_SHED_POINTS = Words("Duck with the {card}: its points go to whoever takes the trick.")
DRAGON_SHED_UNDER = Words(
    "Duck with the {card}, your highest card under the {top}: the trick holds {n} point.",
    "Duck with the {card}, your highest card under the {top}: the trick holds {n} points.",
)
DRAGON_SHED_UNDER_EMPTY = Words(
    "Duck with the {card}, your highest card under the {top}: no points are in the trick yet."
)
DRAGON_SHED_ANY = Words(
    "Play the {card}: the {top} wins this trick whatever you play, so shed a high card; "
    "the trick holds {n} point.",
    "Play the {card}: the {top} wins this trick whatever you play, so shed a high card; "
    "the trick holds {n} points.",
)
DRAGON_SHED_ANY_EMPTY = Words(
    "Play the {card}: the {top} wins this trick whatever you play, so shed a high card; "
    "no points are in it yet."
)
DRAGON_TAKE_ANYWAY = Words("Take it with the {card}: the trick is yours whatever you play.")
DRAGON_HIGH_RANK = Words("Take it with the {card}: the trick is yours anyway, so spend a high card.")
DRAGON_CHEAP_UNDER = Words("Play the {card}: you can't stay under the {top}, so win as cheaply as you can.")
DRAGON_CHEAP_ANYONE = Words("Play the {card}: someone must take this trick, so win as cheaply as you can.")
# Moves said inside a hint's sentence ("{move}: in 3 of 10 deals ..."; "{other} did in ...").
PLAY_CARD = Words("play the {card}")
PLAY_CARD_AS = Words("play the {card} as {named}")
THE_CARD = Words("the {card}")  # another move that plays a card, compared with the chosen one
QUOTED_MOVE = Words("\"{move}\"")  # another move that plays no card, compared with the chosen one
SAY_DONE = Words("say done")
PEEK = Words("peek")
PLAY_FOREHEAD = Words("play your forehead card")
NOTHING_TO_HINT = Words("There is nothing to hint: it is not your turn.")
# Dodge the Dragon's colours as a safety names them inside a hint.
DRAGON_COLOURS = {"blue": N_("blue"), "black": N_("black"), "red": N_("red"), "orange": N_("orange"),
                  "yellow": N_("yellow"), "green": N_("green")}
# Snow Monster Battle: enhancements, the Sly Fox and the card played.
SNOW_ENHANCEMENTS = {"harpoon": N_("Harpoon"), "doppelganger": N_("Doppelganger"), "snowball": N_("Snowball")}
SNOW_USE_MOVE = Words("use the {enhancement}")  # moves said inside a hint
SNOW_USE_ON_MOVE = Words("use the {enhancement} on the {card}")
SNOW_SLY_FOX_MOVE = Words("play the Sly Fox")
SNOW_FIRST_BATTLE = Words("Battle 1: everyone plays their lowest Troublemaker.")
SNOW_LAST_BATTLE = Words("The last battle: an enhancement still held must be played.")
SNOW_DONE = Words("Say done: your enhancement can't change this battle, so keep it for a later one.")
SNOW_SPEND = Words("Spend it: the last battle takes every enhancement, so use it now.")
SNOW_SNOWBALL = Words("Snowball the {card}: with that card out, the battle turns your way.")
SNOW_ENHANCE = Words("Use the {enhancement} on your {card}: it makes it strong enough to win.")
SNOW_SLY_FOX = Words("Play the Sly Fox: you play your card last, once you have seen everyone else's.")
SNOW_LET_SLIME_GO = Words("Play the {card}: the Slime is in this battle, so let someone else win it.")
SNOW_KEEP_STRONG = Words("Play the {card}: winning with your other card would spend a strong one.")
SNOW_PREY_LOST = Words("Play the {card}: your prey card would be lost in a battle you can't win.")
SNOW_PREY_CAUGHT = Words("Play the {card}: it catches the {prey}, 40 points whoever wins the battle.")
SNOW_WINS = Words("Play the {card}: it should win this battle and its 10 points.")
SNOW_SLIME_AWAY = Words("Drop the {card} here: you won't win this battle, so whoever does loses 20.")
SNOW_CHEAP_WINNER = Words("Play the {card}: the cheapest card that should win this battle.")
SNOW_WEAK_LOSER = Words("Play the {card}: you can't win this battle, so shed your weakest card.")
