"""The Snow Monster Battle lesson: the last five battles of a round, with three seats.

A mid-round deal (five cards each, battle 1's forced Troublemakers still to come)
teaches the forced first battle, an enhancement (the Harpoon), following suit, Hunters
beating monsters and being unlocked, the Slime's -20, Sly Fox, the last battle's
must-play enhancements, a netted Hunter with its prey (+40), and the round's scoring
(+10 a battle, +50 for winning none). The other special cards are told in the words.
"""

from __future__ import annotations

from table.learn.lesson import Lesson, Step

LESSON = Lesson(
    game_id="snow",
    title="Snow Monster Battle",
    names=("You", "Mildred", "Bones"),
    levels=("", "normal", "normal"),
    deal={
        "hands": [
            ["gremlin", "witch", "jackalope", "slime", "slayer"],
            ["imp", "ghoul", "nessie", "zombie", "vampire"],
            ["pan", "librarian", "kitsune", "mothman", "cryptozoologist"],
        ],
        "enhancements": ["harpoon", "snowball", "sly-fox"],
        "leader": 0,
        "first_battle": True,
        "hunters_broken": False,
    },
    intro=(
        "Welcome to Snow Monster Battle! Each battle, everyone plays one card; follow the lead "
        "suit if you can. A round is 13 battles: this lesson plays its last five."
    ),
    steps=(
        Step(
            idea="the forced first battle",
            words=(
                "Battle 1 is always Troublemakers: everyone plays their lowest Troublemaker. "
                "Yours is the Gremlin (1), so that is your only move."
            ),
            teach="play gremlin",
            why="Battle 1 forces your lowest Troublemaker.",
            points_at=("gremlin", "battle"),
        ),
        Step(
            idea="enhancements",
            words=(
                "Pan (3) is winning. Once all cards are down, anyone may play their enhancement. "
                "Your Harpoon adds 3 to one of your own number cards: Gremlin 1 becomes 4."
            ),
            teach="enhance harpoon gremlin",
            why="Harpooned, your Gremlin is 4 and beats Pan's 3: a battle won is +10.",
            points_at=("enhancement", "gremlin", "pan"),
            others={"done": "Saying done keeps the Harpoon, but right now it wins you this battle."},
        ),
        Step(
            idea="leading, and Hunters",
            words=(
                "You won, so you lead. Hunters beat every monster, but can't be led until one has "
                "been played on a monster lead. Lead your Witch (10), a strong Gothic."
            ),
            teach="play witch",
            why="The Witch is your strongest monster; your Slayer can't lead yet and the Slime is a danger.",
            points_at=("witch",),
            others={
                "play slime": "Whoever wins a battle with the Slime loses 20 points: don't lead it.",
                "play jackalope": "The Jackalope (1) is too weak to lead.",
            },
        ),
        Step(
            idea="the Slime",
            words=(
                "Bones had no Gothic and played a Hunter, so Hunters are unlocked and he won. "
                "Now he leads a Troublemaker and you have none: you may play anything. "
                "Drop the Slime on his battle: its winner loses 20."
            ),
            teach="play slime",
            why="The Kitsune is winning: whoever wins with the Slime in the battle loses 20.",
            points_at=("slime", "kitsune"),
            others={
                "play slayer": "Your Slayer would win this battle, but save it: its prey is still out.",
                "play jackalope": "The Jackalope is safe here, but the Slime does harm to Bones instead.",
            },
        ),
        Step(
            idea="following suit",
            words="Cryptids were led and your Jackalope is a Cryptid: you must follow suit.",
            teach="play jackalope",
            why="You must follow the lead suit.",
            points_at=("jackalope",),
        ),
        Step(
            idea="Sly Fox, the last battle and prey",
            words=(
                "The last battle: every enhancement still held must be played. Bones played his "
                "Sly Fox, so he plays his card last, and your card leads. The Slayer's prey is the "
                "Vampire: a Hunter in the same battle as its prey earns +40."
            ),
            teach="play slayer",
            why="It is your only card.",
            points_at=("slayer",),
        ),
    ),
    ai_moves=(
        (1, "play imp"),
        (2, "play pan"),
        (1, "done"),
        (1, "play ghoul"),
        (2, "play librarian"),
        (1, "done"),
        (2, "play kitsune"),
        (1, "play nessie"),
        (1, "done"),
        (2, "play mothman"),
        (1, "play zombie"),
        (1, "done"),
        (2, "play sly-fox"),
        (1, "play vampire"),
        (2, "play cryptozoologist"),
        (1, "enhance snowball cryptozoologist"),
    ),
    free_words="Finish the round your way.",
    ending=(
        "Each battle won is +10, the Slime costs its winner 20, a Hunter with its prey +40, and "
        "winning no battle at all +50. Special cards to meet in a real game: Illuminati (Hunters "
        "can't beat it), Klutzy Detective (the weakest card wins), Shapeshifter (copies the card "
        "before it), Bunker (cancels Apocalypse and Catastrophe) and the three sixes that end the world."
    ),
    ends_on="round_scored",
    covers=(
        "battle 1: everyone's lowest Troublemaker",
        "following the lead suit",
        "Hunters beat monsters; they can't be led until unlocked",
        "the Slime: its battle's winner loses 20",
        "enhancements: Harpoon (+3), Doppelganger, Snowball, Sly Fox; all must go in the last battle",
        "prey: a netted Hunter with its prey, +40",
        "scoring: +10 a battle, +50 for none; the specials (told)",
    ),
)
