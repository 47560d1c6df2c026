"""Snow Monster Battle: a table of battles covering every step of "Who wins a battle".

Each row deals one card per seat (seat 0 leads, Hunters broken, battle 1's forced rule
off), plays them in seat order, plays the listed enhancements in the window, and checks
the winner, the deciding rule and the battle's points. With one card in hand every
battle is the round's last, so each dealt enhancement must be used: the rows deal an
enhancement only to the seats that use it.
"""

from __future__ import annotations

from typing import Any

import pytest

from table.core import Event
from table.games.snow import GAME
from table.games.snow.battle import resolve_battle

# (name, cards by seat, {seat: "enhancement target"}, winning seat, rule_id, battle points).
# Rows named "seed: ..." are the seed text's example plays with the cards it names.
BATTLES: list[tuple[str, list[str], dict[int, str], int | None, str, list[int]]] = [
    # Step 7: the highest card of the lead suit.
    ("seed: highest troublemaker", ["pan", "eris", "imp", "gremlin"], {}, 1, "lead_suit", [0, 10, 0, 0]),
    ("seed: off-suit witch loses to eris", ["eris", "witch", "imp"], {}, 0, "lead_suit", [10, 0, 0]),
    ("seed: frank tops gothic", ["ghoul", "frank", "banshee", "werewolf"], {}, 1, "lead_suit", [0, 10, 0, 0]),
    (
        "seed: shapeshifter copies trickster, later wins",
        ["imp", "trickster", "shapeshifter", "pan"],
        {},
        2,
        "lead_suit",
        [0, 0, 10, 0],
    ),
    ("led shapeshifter is a troublemaker 0", ["shapeshifter", "gremlin"], {}, 1, "lead_suit", [0, 10]),
    (
        "seed: siren head led counts as a cryptid",
        ["siren-head", "yeti", "legend"],
        {},
        0,
        "hunters_win",
        [10, 0, 0],
    ),
    # Step 6: Hunters beat monsters.
    (
        "seed: demonologist trumps",
        ["pan", "eris", "demonologist", "imp"],
        {},
        2,
        "hunters_win",
        [0, 0, 10, 0],
    ),
    ("higher hunter wins", ["witch", "slayer", "exorcist"], {}, 1, "hunters_win", [0, 10, 0]),
    (
        "seed: siren head beats ghost whisperer",
        ["ghost-whisperer", "siren-head"],
        {},
        1,
        "hunters_win",
        [0, 10],
    ),
    (
        "monster hunter tops hunters",
        ["witcher", "monster-hunter", "librarian"],
        {},
        1,
        "hunters_win",
        [0, 10, 0],
    ),
    (
        "seed: shapeshifter becomes witcher",
        ["pan", "imp", "witcher", "shapeshifter"],
        {},
        3,
        "hunters_win",
        [0, 0, 0, 10],
    ),
    (
        "doubled witch beats a hunter",
        ["witch", "demonologist"],
        {0: "doppelganger witch"},
        0,
        "enhanced_beats_hunters",
        [10, 0],
    ),
    (
        "harpooned frank beats monster hunter",
        ["frank", "monster-hunter"],
        {0: "harpoon frank"},
        0,
        "enhanced_beats_hunters",
        [10, 0],
    ),
    (
        "enhanced monster must beat, not tie, the hunter",
        ["witch", "monster-hunter"],
        {0: "harpoon witch"},
        1,
        "hunters_win",
        [0, 10],
    ),
    (
        "enhanced off-suit monster never beats a hunter",
        ["pan", "witch", "exorcist"],
        {1: "doppelganger witch"},
        2,
        "hunters_win",
        [0, 0, 10],
    ),
    (
        "doubled witch beats a harpooned witcher",
        ["witch", "witcher"],
        {0: "doppelganger witch", 1: "harpoon witcher"},
        0,
        "enhanced_beats_hunters",
        [10, 0],
    ),
    # Step 5: Klutzy Detective, the weakest card wins.
    (
        "seed: klutzy: jackalope wins",
        ["yeti", "jackalope", "klutzy-detective", "nessie"],
        {},
        1,
        "weakest_wins",
        [0, 10, 0, 0],
    ),
    (
        "seed: klutzy itself wins among hunters",
        ["librarian", "klutzy-detective", "slayer"],
        {},
        1,
        "weakest_wins",
        [0, 10, 0],
    ),
    (
        "seed: klutzy: two 8s, the later wins",
        ["bigfoot", "trickster", "headless-horseman", "klutzy-detective"],
        {},
        2,
        "weakest_wins",
        [0, 0, 10, 0],
    ),
    (
        "klutzy: off-suit is weaker than lead suit",
        ["nessie", "krampus", "klutzy-detective"],
        {},
        1,
        "weakest_wins",
        [0, 10, 0],
    ),
    (
        "klutzy: enhanced card loses the tie",
        ["bigfoot", "ghoul", "gremlin", "klutzy-detective"],
        {2: "doppelganger gremlin"},
        1,
        "weakest_wins",
        [0, 10, 0, 0],
    ),
    (
        "klutzy snowballed: normal battle",
        ["yeti", "nightcrawler", "klutzy-detective"],
        {1: "snowball klutzy-detective"},
        0,
        "lead_suit",
        [10, 0, 0],
    ),
    # Step 4: Illuminati.
    (
        "seed: illuminati on a troublemaker lead",
        ["pan", "illuminati", "krampus"],
        {},
        1,
        "immune",
        [0, 10, 0],
    ),
    (
        "seed: illuminati immune to hunters",
        ["frank", "illuminati", "monster-hunter"],
        {},
        1,
        "immune",
        [0, 10, 0],
    ),
    (
        "seed: illuminati immune to klutzy",
        ["yeti", "illuminati", "klutzy-detective"],
        {},
        1,
        "immune",
        [0, 10, 0],
    ),
    (
        "seed: shapeshifter copies illuminati, later wins",
        ["pan", "illuminati", "shapeshifter"],
        {},
        2,
        "immune",
        [0, 0, 10],
    ),
    (
        "doubled witch outranks illuminati",
        ["witch", "illuminati"],
        {0: "doppelganger witch"},
        0,
        "immune",
        [10, 0],
    ),
    (
        "enhanced siren head never beats illuminati",
        ["yeti", "illuminati", "siren-head"],
        {2: "doppelganger siren-head"},
        1,
        "immune",
        [0, 10, 0],
    ),
    ("illuminati on a hunter lead", ["slayer", "illuminati"], {}, 1, "immune", [0, 10]),
    (
        "doubled reaper beats harpooned illuminati",
        ["reaper", "illuminati"],
        {0: "doppelganger reaper", 1: "harpoon illuminati"},
        0,
        "immune",
        [10, 0],
    ),
    # Step 3: the Bunker.
    (
        "bunker alone after stopping both dooms",
        ["apocalypse", "catastrophe", "bunker"],
        {},
        2,
        "only_card_left",
        [0, 0, 10],
    ),
    ("bunker alone in a two-player battle", ["bunker", "catastrophe"], {}, 0, "only_card_left", [10, 0]),
    (
        "seed: bunker lets slime win",
        ["ghoul", "slime", "zombie", "bunker"],
        {},
        1,
        "lead_suit",
        [0, -10, 0, 0],
    ),
    ("bunker led, next card sets the suit", ["bunker", "imp", "krampus"], {}, 2, "lead_suit", [0, 0, 10]),
    # Step 2: Apocalypse and Catastrophe.
    ("catastrophe wins", ["pan", "catastrophe", "krampus"], {}, 1, "doom", [0, 10, 0]),
    ("apocalypse over catastrophe", ["catastrophe", "apocalypse", "pan"], {}, 1, "doom", [0, 10, 0]),
    (
        "seed: bunker stops catastrophe: librarian wins",
        ["librarian", "catastrophe", "bunker", "goblin"],
        {},
        0,
        "hunters_win",
        [10, 0, 0, 0],
    ),
    (
        "seed: bunker stops both dooms: legend wins",
        ["legend", "apocalypse", "catastrophe", "bunker"],
        {},
        0,
        "lead_suit",
        [10, 0, 0, 0],
    ),
    (
        "snowballed bunker stops nothing",
        ["pan", "catastrophe", "bunker"],
        {0: "snowball bunker"},
        1,
        "doom",
        [0, 10, 0],
    ),
    # Step 1: three sixes.
    ("seed: 666 ends the world", ["hellhound", "mummy", "jersey-devil"], {}, None, "world_ends", [0, 0, 0]),
    (
        "666 beats apocalypse",
        ["hellhound", "apocalypse", "mummy", "jersey-devil"],
        {},
        None,
        "world_ends",
        [0, 0, 0, 0],
    ),
    (
        "a snowballed six saves the world",
        ["hellhound", "mummy", "jersey-devil"],
        {1: "snowball jersey-devil"},
        0,
        "lead_suit",
        [10, 0, 0],
    ),
    (
        "a shapeshifter copying a six is not a six",
        ["hellhound", "mummy", "shapeshifter"],
        {},
        0,
        "lead_suit",
        [10, 0, 0],
    ),
    # Step 0 and the enhancements.
    ("harpoon lifts eris over kitsune", ["kitsune", "eris"], {1: "harpoon eris"}, 1, "lead_suit", [0, 10]),
    ("harpooned card loses the tie", ["leprechaun", "eris"], {1: "harpoon eris"}, 0, "lead_suit", [10, 0]),
    (
        "doppelganger doubles eris over krampus",
        ["krampus", "eris"],
        {1: "doppelganger eris"},
        1,
        "lead_suit",
        [0, 10],
    ),
    (
        "two enhanced cards tie: later wins",
        ["eris", "goblin"],
        {0: "harpoon eris", 1: "doppelganger goblin"},
        1,
        "lead_suit",
        [0, 10],
    ),
    (
        "snowball knocks out the winner",
        ["pan", "krampus", "eris"],
        {2: "snowball krampus"},
        2,
        "lead_suit",
        [0, 0, 10],
    ),
    (
        "snowballed lead card: highest remaining wins",
        ["pan", "witch", "frank"],
        {1: "snowball pan"},
        2,
        "highest_remaining",
        [0, 0, 10],
    ),
    ("snowballed slime costs nothing", ["slime", "witch"], {0: "snowball slime"}, 1, "lead_suit", [0, 10]),
    (
        "a slime copy still costs 20",
        ["slime", "shapeshifter"],
        {0: "snowball slime"},
        1,
        "lead_suit",
        [0, -10],
    ),
    ("harpoon with no number card is spent", ["pan", "bunker"], {1: "harpoon none"}, 0, "lead_suit", [10, 0]),
    (
        "a led shapeshifter cannot be harpooned",
        ["shapeshifter", "imp"],
        {0: "harpoon none"},
        1,
        "lead_suit",
        [0, 10],
    ),
    ("doubled illuminati", ["witch", "illuminati"], {1: "doppelganger illuminati"}, 1, "immune", [0, 10]),
    # Slime and special prey.
    ("seed: witch wins with slime", ["slime", "witch"], {}, 1, "lead_suit", [0, -10]),
    ("seed: slime wins", ["zombie", "slime", "ghoul"], {}, 1, "lead_suit", [0, -10, 0]),
    (
        "seed: balladeer catches jackalope",
        ["jackalope", "nessie", "balladeer"],
        {},
        2,
        "hunters_win",
        [0, 0, 50],
    ),
    (
        "seed: crossroads musician catches banshee, demonologist wins",
        ["banshee", "zombie", "crossroads-musician", "demonologist"],
        {},
        3,
        "hunters_win",
        [0, 0, 40, 10],
    ),
    (
        "seed: exorcist and its shapeshifter copy both catch poltergeist",
        ["poltergeist", "imp", "exorcist", "shapeshifter"],
        {},
        3,
        "hunters_win",
        [0, 0, 40, 50],
    ),
    ("slayer catches vampire", ["vampire", "slayer"], {}, 1, "hunters_win", [0, 50]),
    ("cryptozoologist catches bigfoot", ["bigfoot", "cryptozoologist"], {}, 1, "hunters_win", [0, 50]),
    (
        "ghost whisperer catches headless horseman",
        ["headless-horseman", "ghost-whisperer"],
        {},
        1,
        "hunters_win",
        [0, 50],
    ),
    (
        "a snowballed prey earns nothing",
        ["vampire", "slayer", "witch"],
        {2: "snowball vampire"},
        1,
        "hunters_win",
        [0, 10, 0],
    ),
]


BATTLES += [
    (
        "a shapeshifter copying prey is prey",
        ["vampire", "shapeshifter", "slayer"],
        {0: "snowball vampire"},
        2,
        "hunters_win",
        [0, 0, 50],
    ),
    (
        "a snowballed netted hunter earns nothing",
        ["vampire", "slayer", "witch"],
        {2: "snowball slayer"},
        2,
        "lead_suit",
        [0, 0, 10],
    ),
]


def run_battle(cards: list[str], enhancements: dict[int, str]) -> tuple[Event, Any]:
    players = len(cards)
    held = [enhancements[seat].split()[0] if seat in enhancements else None for seat in range(players)]
    state = GAME.new_state(
        players,
        seed=1,
        deal={
            "hands": [[card] for card in cards],
            "enhancements": held,
            "leader": 0,
            "first_battle": False,
            "hunters_broken": True,
        },
    )
    for seat, card in enumerate(cards):
        assert state.turn == (seat,)
        state.apply(seat, f"play {card}")
    while not any(event["type"] == "battle_won" for event in state.log):
        seat = state.turn[0]
        state.apply(seat, f"enhance {enhancements[seat]}")
    won = next(event for event in state.log if event["type"] == "battle_won")
    return won, state


@pytest.mark.parametrize(
    ("cards", "enhancements", "winner", "rule_id", "points"),
    [row[1:] for row in BATTLES],
    ids=[row[0] for row in BATTLES],
)
def test_battle(
    cards: list[str], enhancements: dict[int, str], winner: int | None, rule_id: str, points: list[int]
) -> None:
    won, _ = run_battle(cards, enhancements)
    assert (won["seat"], won["rule_id"]) == (winner, rule_id), won["rule"]
    assert won["points"] == points
    if winner is not None:
        assert won["card"] == cards[winner]


def test_the_table_covers_every_step() -> None:
    assert len(BATTLES) >= 40
    covered = {row[4] for row in BATTLES}
    assert covered == {
        "world_ends",
        "doom",
        "only_card_left",
        "immune",
        "weakest_wins",
        "hunters_win",
        "enhanced_beats_hunters",
        "lead_suit",
        "highest_remaining",
    }
    used = {action.split()[0] for row in BATTLES for action in row[2].values()}
    assert used == {"harpoon", "doppelganger", "snowball"}


def test_the_deciding_rule_is_told_in_words() -> None:
    assert run_battle(["hellhound", "mummy", "jersey-devil"], {})[0]["rule"] == "The world ends: three sixes"
    assert (
        run_battle(["frank", "illuminati", "monster-hunter"], {})[0]["rule"]
        == "Illuminati is immune to Hunters"
    )
    klutzy = run_battle(["yeti", "jackalope", "klutzy-detective"], {})[0]
    assert klutzy["rule"] == "Klutzy Detective: the weakest card wins"
    stopped = run_battle(["legend", "apocalypse", "catastrophe", "bunker"], {})[0]
    assert stopped["notes"] == ["Bunker stops Apocalypse and Catastrophe"]
    knocked = run_battle(["pan", "krampus", "eris"], {2: "snowball krampus"})[0]
    assert knocked["notes"] == ["Snowball knocks out Krampus"]


def test_resolution_is_a_pure_function_of_the_table() -> None:
    outcome = resolve_battle(
        "G", ["witch", "illuminati"], ["witch", "illuminati"], "", {"witch": "doppelganger"}
    )
    assert (outcome.winner, outcome.rule_id) == (0, "immune")
    outcome = resolve_battle("G", ["witch", "illuminati"], ["witch", "illuminati"], "", {})
    assert outcome.winner == 1
    # Two Illuminati tie at 13: the later wins.
    outcome = resolve_battle("T", ["illuminati", "shapeshifter"], ["illuminati", "illuminati"], "", {})
    assert outcome.winner == 1


def test_prey_is_paid_even_when_the_world_ends() -> None:
    # Five cards cannot meet in a battle of four seats, so the procedure is asked directly.
    cards = ["hellhound", "mummy", "jersey-devil", "vampire", "slayer"]
    outcome = resolve_battle("T", cards, cards, "", {})
    assert (outcome.winner, outcome.rule_id, outcome.slime) == (None, "world_ends", False)
    assert outcome.prey_caught == [(4, "vampire")]
