"""The Dodge the Dragon lesson: one round with four seats, from the pass to the scoring.

It teaches the three-card pass, the blue-1 lead, following the led colour, ducking
under a trick that holds points, what each point card costs, safety cards and green
trumps (told, then met in free play), and the round's scoring with the moon shot.
"""

from __future__ import annotations

from table.learn.lesson import Lesson, Step

LESSON = Lesson(
    game_id="dragon",
    title="Dodge the Dragon",
    names=("You", "Mildred", "Bones", "Ghoulia"),
    levels=("", "normal", "normal", "normal"),
    deal={
        "hands": [
            ["black-12", "black-11", "red-12", "red-3", "red-6", "blue-5",
             "blue-9", "blue-12", "black-2", "green-2", "green-7", "safety-1"],
            ["blue-1", "red-1", "black-3", "blue-11", "blue-2", "red-10",
             "blue-7", "black-4", "green-1", "green-4", "safety-2", "red-2"],
            ["blue-4", "blue-10", "red-11", "red-9", "black-10", "black-9",
             "black-5", "green-3", "green-5", "safety-3", "blue-6", "red-4"],
            ["blue-3", "blue-8", "red-5", "black-1", "black-6", "black-7",
             "black-8", "green-6", "green-8", "safety-4", "red-7", "red-8"],
        ],
        "passed": False,
    },
    intro=(
        "Welcome to Dodge the Dragon! Don't take points: the Dragon (black 12) costs 15, "
        "the Snake (black 11) 10, the Spider (black 10) 6 and each red little devil 1."
    ),
    steps=(
        Step(
            idea="the three-card pass",
            words=(
                "Everyone passes three cards to the seat on their right at once. "
                "Get rid of your worst: the Dragon, the Snake and the red 12."
            ),
            teach="pass black-11 black-12 red-12",
            why="The Dragon, the Snake and the red 12 are the cards most likely to cost you points.",
            points_at=("black-12", "black-11", "red-12", "pass area"),
            others={
                "pass blue-5 blue-9 blue-12": "Blues carry no points: keep them, pass the dangerous ones.",
                "pass green-2 green-7 safety-1": (
                    "Trumps and safeties are your escape cards: keep them, pass the points."
                ),
            },
        ),
        Step(
            idea="blue 1 leads",
            words=(
                "Mildred passed you the blue 1. Whoever holds it leads it to the first trick: "
                "it is your only move."
            ),
            teach="play blue-1",
            why="The blue 1 always opens the round.",
            points_at=("blue-1",),
        ),
        Step(
            idea="follow the led colour, stay under",
            words=(
                "Red was led. You hold reds, so you must follow red (a safety card is allowed "
                "too). The red 11 is winning: any red under it is safe. Shed your red 6."
            ),
            teach="play red-6",
            why="The red 6 stays under the red 11, and it is the red most likely to hurt you later.",
            points_at=("red-6", "trick"),
            others={
                "play red-1": "Safe too, but your lowest reds are your best escapes later: shed the 6 now.",
                "play red-3": "Safe too, but keep your low reds for later: shed the 6 now.",
                "play safety-1": "A safety never wins, but you don't need it here: any red under 11 is safe.",
            },
            on_other="stand",
        ),
        Step(
            idea="ducking the Dragon",
            words=(
                "Ghoulia had no blue and dropped the Dragon on Bones's blue 10! Play a blue "
                "under the 10 so you don't win 15 points."
            ),
            teach="play blue-9",
            why="The blue 9 stays under the blue 10, so Bones keeps the Dragon.",
            points_at=("blue-9", "black-12", "trick"),
            others={
                "play blue-12": "The blue 12 would win the trick, and the Dragon with it: 15 points!",
                "play blue-5": "Safe too, but the 9 is the riskier blue to keep: shed it while it's safe.",
                "play safety-1": (
                    "A safety never wins, but your blue 9 is already safe: keep the safety for a tight spot."
                ),
            },
        ),
    ),
    ai_moves=(
        (1, "pass blue-1 black-3 red-1"),
        (2, "pass red-4 green-3 green-5"),
        (3, "pass blue-8 red-7 red-8"),
        (1, "play blue-11"),
        (2, "play blue-4"),
        (3, "play blue-3"),
        (1, "play red-10"),
        (2, "play red-11"),
        (3, "play red-5"),
        (2, "play blue-10"),
        (3, "play black-12"),
        (1, "play blue-2"),
    ),
    free_words=(
        "Finish the round yourself. Green cards are trumps: the highest green wins. A safety "
        "never wins; lead one and name a colour, and the others must follow that colour."
    ),
    ending=(
        "Each seat adds the points it took; take all 43 in a round and your total drops to 0 "
        "instead. The game ends when a total passes 100: the lowest total wins."
    ),
    ends_on="round_scored",
    covers=(
        "the three-card pass to the right",
        "the blue 1 leads the first trick (a forced move)",
        "following the led colour",
        "the point cards: Dragon 15, Snake 10, Spider 6, little devils 1",
        "safety cards: played any time, never win; led, they name a colour",
        "green trumps",
        "scoring a round, the moon shot and the end of the game",
    ),
)
