"""The Munch, Crunch, Scrunch! lesson: one four-card hand against two computer seats.

It teaches predicting, following suit, Vegan Vampire trumps (only when you cannot
follow), Topsy Turvy cancelling a Vanquish and letting the Escape win, and the hand's
scoring. Its second part (``FOREHEAD``, on a deal of its own) plays the forehead round
the real game opens with: the student sees the others' cards, not their own.
"""

from __future__ import annotations

from table.core.i18n import N_
from table.learn.lesson import Lesson, Step

# The second part: hand 1 of a real game, one card each held up for the others to see.
FOREHEAD = Lesson(
    game_id="munch",
    title=N_("The forehead round"),  # a part's title (a game's name is not translated)
    names=("You", "Mildred", "Bones"),
    levels=("", "normal", "normal"),
    options={"hands": 1},
    deal={"hands": [["fairy-6"], ["bat-3"], ["werewolf-5"]], "hand_number": 1, "dealer": 0},
    intro=(
        "Hand 1 of a real game is the forehead round: one card each, held up for the others "
        "to see. You see everyone's card but your own."
    ),
    steps=(
        Step(
            idea="predicting from the others' cards",
            words=(
                "Your own card is hidden. Mildred leads, so Bats are led, and her Bat 3 beats "
                "Bones's Werewolf 5. Only a higher Bat, a Vegan Vampire or a Vanquish would beat "
                "it, and most of the deck cannot. Predict 0."
            ),
            teach="predict 0",
            why="Most cards lose to the Bat 3 once Bats are led: taking no trick is the likely outcome.",
            points_at=("prediction buttons",),
            others={
                "predict 1": (
                    "Only a higher Bat, a Vegan Vampire or a Vanquish would win: most cards "
                    "would not, so 1 is a long shot."
                ),
            },
            on_other="stand",
        ),
        Step(
            idea="playing a card you cannot see",
            words="Mildred and Bones have played. Now play your hidden card: press Enter, or click it.",
            teach="play forehead",
            why="It is your only card.",
            points_at=("hand",),
        ),
    ),
    ai_moves=(
        (1, "predict 1"),
        (2, "predict 0"),
        (1, "play forehead"),
        (2, "play forehead"),
    ),
    free_words="Play your hidden card.",
    ending=(
        "Your card was the Fairy 6: it could not beat the Bat 3 with Bats led. "
        "That's the forehead round; a real game goes on with hands of 2 to 7 cards."
    ),
    ends_on="hand_scored",
    covers=("the forehead round: predicting from the others' cards, playing your own unseen",),
)

LESSON = Lesson(
    game_id="munch",
    title="Munch, Crunch, Scrunch!",
    names=("You", "Mildred", "Bones"),
    levels=("", "normal", "normal"),
    options={"hands": 4},
    deal={
        "hands": [
            ["bat-8", "fairy-2", "vampire-6", "topsy"],
            ["bat-3", "fairy-7", "werewolf-5", "escape"],
            ["bat-1", "fairy-4", "werewolf-3", "vanquish-1"],
        ],
        "hand_number": 4,
        "dealer": 0,
    },
    intro=(
        "Welcome to Munch, Crunch, Scrunch! The trick is to predict exactly how many "
        "tricks you will win. This hand has four cards each."
    ),
    steps=(
        Step(
            idea="predicting",
            words=(
                "First, everyone predicts at once. Your Bat 8 is the top Bat and your Vampire 6 "
                "is a trump: likely two tricks. The Fairy 2 is weak, and Topsy Turvy never wins. "
                "Predict 2."
            ),
            teach="predict 2",
            why="Count your sure winners: the Bat 8 and the Vampire 6 make two.",
            points_at=("prediction buttons", "bat-8", "vampire-6"),
            others={
                "predict 0": "Zero is a bold plan with two strong cards in hand.",
                "predict 4": "Topsy Turvy can never win a trick, so four is out of reach.",
            },
            on_other="stand",
        ),
        Step(
            idea="following suit",
            words=(
                "Mildred led a Bat. You hold a Bat, so you must follow suit: play one. "
                "Your Bat 8 beats every Bat on the table."
            ),
            teach="play bat-8",
            why="Following with the Bat 8 wins this trick; keep the others for later.",
            points_at=("bat-8", "trick"),
            others={
                "play topsy": (
                    "Power cards may always be played, but Topsy Turvy is best saved for a "
                    "trick with a Vanquish in it."
                ),
            },
        ),
        Step(
            idea="losing a trick on purpose",
            words=(
                "You won, so you lead. You want exactly two tricks: lead the Fairy 2, "
                "which will not win, and keep your Vampire for later."
            ),
            teach="play fairy-2",
            why="The Fairy 2 is a loser: play it now while losing costs you nothing.",
            points_at=("fairy-2",),
            others={
                "play vampire-6": "Leading your trump wins a trick you could win later anyway.",
                "play topsy": "Leading Topsy Turvy wastes its power: save it for a Vanquish.",
            },
        ),
        Step(
            idea="Vegan Vampire trumps",
            words=(
                "Werewolves were led and you have none, so you may play anything. "
                "Vegan Vampires are trumps: the Vampire 6 beats every Werewolf. "
                "Keep Topsy Turvy for last: it never wins a trick itself."
            ),
            teach="play vampire-6",
            why="Without a Werewolf, your Vampire trump takes the trick: your second one.",
            points_at=("vampire-6", "trump suit"),
            others={
                "play topsy": (
                    "Topsy Turvy would flip this trick, and you need it to win: trump it "
                    "with the Vampire."
                ),
            },
        ),
        Step(
            idea="Topsy Turvy, Vanquish and Escape",
            words=(
                "Your last card is Topsy Turvy: it flips the trick it is in. Watch what comes "
                "after it. A Vanquish loses its power, and earns you +10. An Escape, the lowest "
                "card of all, wins this trick."
            ),
            teach="play topsy",
            why="It is your only card.",
            points_at=("topsy",),
        ),
    ),
    ai_moves=(
        (1, "predict 1"),
        (2, "predict 0"),
        (1, "play bat-3"),
        (2, "play bat-1"),
        (1, "play fairy-7"),
        (2, "play fairy-4"),
        (1, "play werewolf-5"),
        (2, "play werewolf-3"),
        (1, "play escape"),
        (2, "play vanquish-1"),
    ),
    free_words="Finish the hand your way.",
    ending=(
        "That's the scoring: predict exactly right for 20 plus 10 a trick; each trick off costs 10; "
        "predict 0 and take none for 20 plus 10 a card. "
        "A real game has seven hands of 1 to 7 cards, and hand 1 is the forehead round: "
        "one card each, held up for the others to see. Play one next."
    ),
    ends_on="hand_scored",
    covers=(
        "predicting tricks",
        "following suit (power cards may always be played)",
        "Vegan Vampire trumps, only when you cannot follow",
        "Topsy Turvy: cancels a Vanquish (+10), the Escape wins",
        "Vanquish and Escape",
        "scoring a hand",
        "the forehead round (played, as the lesson's second part)",
    ),
    then=FOREHEAD,
)
