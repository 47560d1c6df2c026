"""Dodge the Dragon's hint words, found playing a whole game in the real window."""

from __future__ import annotations


def test_a_pick_that_never_left_you_ahead_is_said_as_the_best_on_average() -> None:
    """Played whole in the real window (Dragon, round 5, the Dragon and the Black 2 left in
    black, last to a pointless black trick): the hint said "Play the Black 12 (the Dragon):
    in 0 of 229 deals of the unseen cards the computer tried, it left you ahead", a count
    that argues against its own move. The search picks what did best on average; say so."""
    from table.ai.heuristics.factors import Explanation
    from table.learn.reasons import reason

    why = Explanation("play black-12", "play black-2", None, True, ())
    found = {"play black-12": (229, 0), "play black-2": (171, 5)}
    said = reason("dragon", {"phase": "play"}, 0, why, None, found)
    assert said == ("Play the Black 12 (the Dragon): the computer played the rest out over 229 deals "
                    "of the unseen cards, and this did best on average.")
    # the next best ahead more often, its count no argument for the pick either
    found = {"play black-12": (200, 20), "play black-2": (100, 30)}
    assert "best on average" in reason("dragon", {"phase": "play"}, 0, why, None, found)
    # ahead more often than the next best: the counts say why
    found = {"play black-12": (200, 90), "play black-2": (100, 30)}
    assert "in 90 of 200 deals" in reason("dragon", {"phase": "play"}, 0, why, None, found)
