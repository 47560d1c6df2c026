"""Snow's game log in one tense (issue 32, points 5 and 12): the log tells what happened,
so a move's line reads in the past for "you" and for another seat alike. "You played
Bones 5." stood next to "You play Harpoon on Bones 5 (+3)." and "Ann's Snowball knocks
Witch out of the battle."
"""

from __future__ import annotations

import random
import re

from table.core.words import Names
from table.games import get_game
from table.ui.tables.snow.presenter import PRESENTER

MOVES = ("card_played", "sly_fox_played", "enhancement_played")
PRESENT = re.compile(r"\b(You play|plays|knocks|is spent)\b")


def move_lines(players: int, seed: int) -> dict[str, list[str]]:
    """Every log line of a move in one seeded random game, read by seat 0 (its own moves
    as "you") and by seat 1 (seat 0 named), keyed by event type."""
    state = get_game("snow").new_state(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        seat = rng.choice(state.turn)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    lines: dict[str, list[str]] = {kind: [] for kind in MOVES}
    for reader in (0, 1):
        names = Names(["Ann", "Bones", "Count Crumb", "Ghoulia"][:players], me=reader)
        for event in state.visible_log(reader):
            if event.get("type") in MOVES:
                said = PRESENTER.describe(event, names)
                if said:
                    lines[event["type"]].append(said)
    return lines


def test_every_move_line_of_seeded_games_is_in_the_past() -> None:
    seen: dict[str, list[str]] = {kind: [] for kind in MOVES}
    for players, seed in ((3, 1), (4, 2), (3, 5), (4, 7)):
        for kind, said in move_lines(players, seed).items():
            seen[kind] += said
    # The games did play enhancements and a Sly Fox, for "you" and for another seat.
    assert all(seen[kind] for kind in MOVES), {kind: len(lines) for kind, lines in seen.items()}
    for kind in ("sly_fox_played", "enhancement_played"):
        assert any(line.startswith(("You ", "Your ")) for line in seen[kind]), kind
        assert any(not line.startswith(("You ", "Your ")) for line in seen[kind]), kind
    present = [line for lines in seen.values() for line in lines if PRESENT.search(line)]
    assert present == []


def test_the_enhancement_sentences_read_in_the_past() -> None:
    ann, bones = Names(["Ann", "Bones"], me=0), Names(["Ann", "Bones"], me=1)
    harpoon = {"type": "enhancement_played", "seat": 0, "enhancement": "harpoon", "target": "witch"}
    assert PRESENTER.describe(harpoon, ann) == "You played Harpoon on Witch (+3)."
    assert PRESENTER.describe(harpoon, bones) == "Ann played Harpoon on Witch (+3)."
    snowball = {**harpoon, "enhancement": "snowball"}
    assert PRESENTER.describe(snowball, ann) == "Your Snowball knocked Witch out of the battle."
    spent = {**harpoon, "target": None}
    assert PRESENTER.describe(spent, bones) == "Ann's Harpoon was spent with nothing to enhance."
    fox = {"type": "sly_fox_played", "seat": 1}
    assert PRESENTER.describe(fox, bones) == "You played Sly Fox and will play a card after everyone else."
    assert PRESENTER.describe(fox, ann) == "Bones played Sly Fox and will play a card after everyone else."
