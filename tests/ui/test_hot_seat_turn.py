"""Hot-seat: the table turns to whoever is handed the computer, and says so.

The person handed the computer sits at the bottom with their neighbours where they sit
from that chair; the hand-over screen says where everyone will be, and the prompt says
the table has turned until that person's first move. The seating line here; each game's
table in ``test_<id>_hot_seat_turn.py``.
"""

from __future__ import annotations

from table.ui.hot_seat import seating_words

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fin"]


def test_the_seating_line_names_left_across_and_right_from_the_new_seat() -> None:
    # API.md: seat i+1 sits to the left of seat i.
    assert seating_words(NAMES, 0, 2) == "The table turns to Ann's seat: Ben across."
    assert seating_words(NAMES, 1, 3) == "The table turns to Ben's seat: Cat on the left, Ann on the right."
    assert seating_words(NAMES, 2, 4) == (
        "The table turns to Cat's seat: Dan on the left, Ann across, Ben on the right."
    )
    assert seating_words(NAMES, 0, 6) == (
        "The table turns to Ann's seat: Ben on the left, Cat, Dan and Eve across, Fin on the right."
    )
