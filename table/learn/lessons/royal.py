"""The Critter Poker Royal lesson: a short game with three seats and small hands.

Hands of five (a puzzle deal: the rules let a deal split the deck any way) and
``lose_at`` 2, so a few rounds make a whole game. It teaches giving a card with a
claim (a bluff here), judging, peeking and passing on, what makes a claim true (a
Royal names its critter or "royal", a Wild any critter, Nothing nothing), the Royal's
penalty card, placing after taking a Wild, and losing to a set of one kind.
"""

from __future__ import annotations

from table.learn.lesson import Lesson, Step

_CRITTERS = ("stinkbug", "cockroach", "bat", "fly", "toad", "rat", "scorpion")
_HANDS = [
    ["toad-2", "bat-3", "fly-5", "scorpion-1", "stinkbug-4"],
    ["rat-royal", "bat-6", "toad-7", "cockroach-2", "fly-8"],
    ["wild", "rat-4", "fly-2", "scorpion-6", "stinkbug-7"],
]
_DEALT = {card for hand in _HANDS for card in hand} | {"cockroach-5"}
# The penalty pile: the Cockroach 5 face up on top, then every card not dealt.
_PENALTY = ["cockroach-5"] + [
    card
    for card in (
        [f"{critter}-{rank}" for critter in _CRITTERS for rank in range(1, 9)]
        + [f"{critter}-royal" for critter in _CRITTERS]
        + ["wild", "nothing"]
    )
    if card not in _DEALT
]

LESSON = Lesson(
    game_id="royal",
    title="Critter Poker Royal",
    names=("You", "Mildred", "Bones"),
    levels=("", "normal", "normal"),
    options={"lose_at": 2},
    deal={"hands": _HANDS, "penalty": _PENALTY, "first": 0},
    intro=(
        "Welcome to Critter Poker Royal! Pass a card face down, saying what it is, true or "
        "a bluff; a set of one critter in front of you loses. A short lesson: five cards "
        "each, 50 in the penalty pile, a pair loses. A real game deals nearly all the cards "
        "(7 in the pile), and four of a kind loses."
    ),
    steps=(
        Step(
            idea="giving a card with a claim",
            words=(
                "You start: give a card to another player and claim a critter. "
                "Let's bluff: give Mildred your Toad 2 and call it a Bat."
            ),
            teach="give toad-2 to 1 as bat",
            why="A bluff on a harmless card: if Mildred believes it, she takes the Toad.",
            points_at=("toad-2", "claim buttons", "seat picker"),
            others={
                "give toad-2 to 1 as toad": (
                    "The truth works too, but this time let's see a bluff: call the Toad a Bat."
                ),
                "give bat-3 to 1 as bat": "That's the truth; try a bluff with your Toad 2 instead.",
            },
        ),
        Step(
            idea="peeking and passing on",
            words=(
                "Mildred believed you, was wrong, and took the Toad: a wrong judge takes the card. "
                "Now she gives you a card she calls a Royal. Not sure? Peek at it and pass it on."
            ),
            teach="peek",
            why="Peeking shows you the card; you then pass it to someone who hasn't seen it.",
            points_at=("peek button", "judge buttons"),
            others={
                "judge true": "Judging is a guess here: peek first, then you know what you pass on.",
                "judge false": "Judging is a guess here: peek first, then you know what you pass on.",
            },
        ),
        Step(
            idea="what makes a claim true",
            words=(
                "It's the Rat Royal. A Royal is truly its critter, and truly 'royal'. "
                "Pass it to Bones and tell the truth: call it a Rat."
            ),
            teach="pass to 2 as rat",
            why="A true claim: if Bones calls it false, Bones takes the Royal.",
            points_at=("rat-royal", "claim buttons", "seat picker"),
            others={
                "pass to 2 as royal": "Also true! Let's use the critter this time: call it a Rat.",
            },
        ),
        Step(
            idea="judging, Wild cards and placing",
            words=(
                "Bones called it false and took the Rat Royal: a Royal also takes the top "
                "penalty card. Now he gives you a card he calls a Toad. Judge it: true or false? "
                "Remember a Wild counts as any critter. Let's trust him: judge true."
            ),
            teach="judge true",
            why="Let's trust Bones this time: judge true.",
            points_at=("judge buttons", "penalty pile", "fronts"),
            others={
                "peek": "You could peek and pass it on, but let's practise judging: say true.",
            },
        ),
    ),
    ai_moves=(
        (1, "judge true"),
        (1, "give rat-royal to 0 as royal"),
        (2, "judge false"),
        (2, "give wild to 0 as toad"),
        (2, "place rat-4 fly-2"),
    ),
    free_words="Keep playing: give a card, and say what it is.",
    ending=(
        "Bones took a Wild, which goes to the hand and makes him place either a card that fits "
        "the claim or any two others, and his two Rats lost him the game. In a real game you "
        "lose at four of one kind, and whoever takes a card starts the next round."
    ),
    ends_on="game_over",
    score_label="Critters in front",
    covers=(
        "giving a card face down with a claim (truth or bluff)",
        "judging true or false: a wrong judge takes the card, a right one gives it back",
        "peeking and passing on to a seat that hasn't seen the card",
        "true claims: a Royal is its critter or 'royal', a Wild any critter, Nothing never",
        "a Royal takes the top penalty card too",
        "taking a Wild or Nothing: place one card fitting the claim or two others",
        "losing: four of one kind in front of you (a pair in the lesson)",
    ),
)
