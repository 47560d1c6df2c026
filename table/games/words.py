"""The sentences every game's table says alike (a card played, a trick taken, the winners).

Each is a whole sentence per form (``table.core.words``): one for "you", one for another
seat. A game's own sentences are in ``table/games/<id>/words.py``.
"""

from __future__ import annotations

from table.core.words import Sentence, Words

PLAYED = Sentence("You played {card}.", "{name} played {card}.")
TAKES_TRICK = Sentence("You take the trick.", "{name} takes the trick.")
TAKES_TRICK_WHY = Sentence("You take the trick: {why}.", "{name} takes the trick: {why}.")
TAKES_TRICK_BECAUSE = Sentence("You take the trick. {why}", "{name} takes the trick. {why}")
NOBODY_TAKES = Words("Nobody takes the trick.")
# A decided trick's caption (no stop), whole for each game's unit: a trick, a battle, a show.
TAKES_TRICK_CAPTION = Sentence("You take the trick", "{name} takes the trick")
TAKES_BATTLE_CAPTION = Sentence("You take the battle", "{name} takes the battle")
TAKES_SHOW_CAPTION = Sentence("You take the show", "{name} takes the show")
TAKES_UNIT = {"trick": TAKES_TRICK_CAPTION, "battle": TAKES_BATTLE_CAPTION, "show": TAKES_SHOW_CAPTION}
NOBODY_TAKES_UNIT = {
    "trick": Words("Nobody takes the trick"),
    "battle": Words("Nobody takes the battle"),
    "show": Words("Nobody takes the show"),
}
# The side button and the overlay that show the unit just decided.
LAST_UNIT_BUTTON = {
    "trick": Words("Last trick (T)"), "battle": Words("Last battle (T)"), "show": Words("Last show (T)"),
    "reveal": Words("Last reveal (T)"),
}
LAST_UNIT_TITLE = {
    "trick": Words("Last trick"), "battle": Words("Last battle"), "show": Words("Last show"),
    "reveal": Words("Last reveal"),
}
WINS = Sentence("You win!", "{name} wins!")
SHARE_WIN = Words("{names} share the win!")
GAME_OVER_WON = Words("Game over: {names} won.")
IS_THINKING = Sentence("You are thinking…", "{name} is thinking…")
WAITING = Words("Waiting for {names}…")
SEAT_SCORE = Sentence("you {score}", "{name} {score}")  # an item of a list of scores ("Bones 20")

# -- the recap ("since your last turn"): what happened, in the past tense -------------
RECAP_PLAYED = Sentence("You played {card}", "{name} played {card}")  # opens a list of plays
RECAP_PLAY = Sentence("you {card}", "{name} {card}")  # a later play in that list ("Bones the Blue 9")
RECAP_PLAYS = Words("{plays}.")
RECAP_SO_FAR = Words("So far: {plays}.")
RECAP_TOOK_TRICK = Sentence("You took the trick.", "{name} took the trick.")
RECAP_WON_BATTLE = Sentence("You won the battle.", "{name} won the battle.")
RECAP_WON_SHOW = Sentence("You won the show.", "{name} won the show.")
RECAP_NOBODY = Words("Nobody took it.")
RECAP_SCORES = Words("Scores: {said}.")
RECAP_NOT_SCORED = Words("The hand was scored.")
RECAP_EARLIER = Words("({n} earlier thing happened.)", "({n} earlier things happened.)")
RECAP_DEALT = Words("New cards were dealt.")
RECAP_OVER = Words("The game is over.")
A_CARD = Words("a card")  # a card the reader was not shown
THE_CARD = Words("the {card}")
