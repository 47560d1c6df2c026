"""The Vamp on the Batwalk lesson: one round of five shows with three seats.

It teaches holding your cards backwards (you see their suits, everyone else's faces),
the lead card, numbers beating lower numbers of their suit, stealing the show, the
Star, the Garlic that is lowest until a Star turns it highest, who starts each show,
and the scoring. The coach never names one of the student's own cards before it is
played: it reasons only from what the student can see.
"""

from __future__ import annotations

from table.learn.lesson import Lesson, Step

LESSON = Lesson(
    game_id="batwalk",
    title="Vamp on the Batwalk",
    names=("You", "Mildred", "Bones"),
    levels=("", "normal", "normal"),
    deal={
        "hands": [
            ["red-3", "blue-star", "green-garlic", "blue-2", "red-5"],
            ["blue-3", "green-4", "red-star", "green-1", "blue-5"],
            ["green-3", "red-1", "blue-garlic", "red-4", "green-star"],
        ],
        "first": 0,
    },
    intro=(
        "Welcome to Vamp on the Batwalk! You hold your cards backwards: you see only "
        "the colour of your own cards, and the faces of everyone else's."
    ),
    steps=(
        Step(
            idea="the lead card",
            words=(
                "You start the show. The first card played is the lead card; there is no "
                "suit to follow. Each point walks its player's vamp along the runway under the "
                "show; the score panel shows whose vamp is whose. Try your blue card in the "
                "second place."
            ),
            teach="play 1",
            why="Any card may start a show; let's see what this one is.",
            points_at=("play 1", "hand"),
        ),
        Step(
            idea="stealing the show",
            words=(
                "Show 1: Mildred's Red Star stole it from your Blue Star (+1 to her); then Bones's "
                "Blue Garlic came after a Star, which makes a Garlic the highest card, so he won "
                "(+1). Mildred, at his right, began show 2 with the Green 1; Bones's Green 3 is "
                "higher in that colour, so the lead jumped to him. A card of the same value in "
                "another colour steals the show: +1 at once. The Blue 3 is in Mildred's hand, so "
                "the Red 3 is set aside or one of your reds. Try your first red."
            ),
            teach="play 0",
            why="Only a red can be the Red 3, and a 3 of another colour steals the show.",
            points_at=("play 0", "green-3", "blue-3"),
            others={
                "play 1": "The Green 3 itself is the lead card: your green cannot steal it.",
                "play 2": "Your blue can't be the Blue 3 (Mildred holds it): it would not steal.",
            },
        ),
        Step(
            idea="higher numbers of a colour",
            words=(
                "Bones's Red 4 leads. A higher red takes the lead. Nobody shows a Red 5: "
                "it is set aside or yours. Try your red."
            ),
            teach="play 2",
            why="Your red may be higher than the Red 4; the other colours cannot take its lead.",
            points_at=("play 2", "red-4"),
            others={
                "play 0": (
                    "A green could only take a red lead by stealing with a 4, and Mildred holds the Green 4."
                ),
            },
        ),
        Step(
            idea="the Garlic and the Star",
            words=(
                "You start again. Garlic is the lowest card, until a Star is played in the show: "
                "then the Garlic becomes the highest. Your green is the 2, the 5 or the Garlic, "
                "and Bones holds the Green Star. Lead your green."
            ),
            teach="play 0",
            why="If your green is the Garlic, a Star played after it turns it into the winner.",
            points_at=("play 0", "green-star"),
            others={
                "play 1": "Your blue is a small card, while Bones's Star will turn a Garlic into a winner.",
            },
        ),
        Step(
            idea="the last show",
            words=(
                "Your last card: play it. Whoever holds the lead card when everyone has played "
                "wins the show."
            ),
            teach="play 0",
            why="It is your only card.",
            points_at=("play 0",),
        ),
    ),
    ai_moves=(
        (1, "play 2"),  # Mildred's Red Star steals from your Blue Star
        (2, "play 2"),  # Bones's Blue Garlic, after a Star, takes the lead
        (1, "play 2"),  # show 2: Green 1
        (2, "play 0"),  # Green 3
        (2, "play 1"),  # show 3: Red 4
        (1, "play 2"),  # Blue 5 steals your Red 5
        (1, "play 1"),  # show 4: Green 4 over your Garlic
        (2, "play 1"),  # Green Star: the Garlic turns highest
        (2, "play 0"),  # show 5: Red 1
        (1, "play 0"),
    ),
    free_words="Finish the round your way.",
    ending=(
        "A show won and each steal are worth 1 point. Each show is started by the seat to "
        "the right of the last winner. A game is three rounds, dealt afresh; reach 10 "
        "points and you win at once."
    ),
    ends_on="round_over",
    covers=(
        "holding your cards backwards: your suits, everyone else's faces",
        "no duty to follow suit; the lead card",
        "higher numbers of the lead card's colour",
        "stealing the show (+1)",
        "the Star, and the Garlic that a Star turns highest",
        "who starts each show; scoring; three rounds; 10 points wins at once",
    ),
)
