"""Issue 32 at Royal's table: your own critters stay listed in the score panel."""

from __future__ import annotations


def test_royal_own_critters_stay_listed_in_the_score_panel() -> None:
    """Issue 32: at 1280x720 the two rows of claim buttons take the own critters' row
    (``own_look`` hides it), so your panel row names your two largest groups in front."""
    from table.ui.tables.royal.presenter import PRESENTER as ROYAL

    fronts = [["rat-5", "toad-2", "toad-4", "fly-7"], ["rat-4"], []]
    view = {"seat": 0, "players": 3, "phase": "give", "fronts": fronts, "known_in_hands": [[]] * 3}
    mine = ROYAL.seat_status(view, 0)
    assert "Rat ×1" in mine and "Toad ×2" in mine
    assert mine.index("Toad") < mine.index("Rat")  # the largest group first
    assert "Fly" not in mine  # two groups at the most: the line fits the panel in every language
    assert ROYAL.seat_status(view, 1) == ""  # another seat's single critter is its count only
