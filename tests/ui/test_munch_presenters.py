"""Munch's table words: the reveal banner lists every prediction, the reason sentence is whole,
the forehead round shows the others' cards, the score pad reads predicted, won and points
(Dodge the Dragon's: ``test_dragon_presenters.py``).
"""

from __future__ import annotations

from table.games import get_game
from table.ui.tables import presenter_for

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def test_munch_reveal_banner_lists_every_prediction() -> None:
    munch = presenter_for("munch")
    banner = munch.banner({"type": "predictions_revealed", "hand": 2, "predictions": [0, 2, 1]}, NAMES, None)
    assert banner is not None and banner.title == "Munch, crunch, scrunch!"
    assert list(banner.lines) == ["Ann predicts 0", "Ben predicts 2", "Cat predicts 1"]


def test_munch_reason_sentence_is_kept_whole() -> None:
    munch = presenter_for("munch")
    event = {"type": "trick_won", "seat": 0, "cards": [], "reason": "Vanquish wins the trick."}
    assert munch.trick_reason(event, NAMES) == "Ann takes the trick. Vanquish wins the trick."
    nobody = {
        "type": "trick_won",
        "seat": None,
        "reason": "Topsy Turvy with two players: nobody takes the trick.",
    }
    assert munch.trick_reason(nobody, NAMES) == nobody["reason"]


def test_munch_forehead_round_shows_the_others_cards_not_mine() -> None:
    munch = presenter_for("munch")
    state = get_game("munch").new_state(3, seed=4)
    view = state.view(0)
    assert munch.hand(view) == [None]
    others = [munch.cards_in_front(view, seat) for seat in (1, 2)]
    assert all(len(cards) == 1 for cards in others)
    assert munch.cards_in_front(view, 0) == []
    assert munch.cards_in_front(state.view(None), 1) == [], "a spectator sees no hand card"


def test_munch_score_pad_row_reads_predicted_won_points() -> None:
    munch = presenter_for("munch")
    event = {
        "type": "hand_scored",
        "hand": 3,
        "seats": [
            {"seat": 1, "predicted": 0, "won": 2, "points": -20, "bonus": 0},
            {"seat": 0, "predicted": 2, "won": 2, "points": 50, "bonus": 10},
        ],
    }
    # The Topsy Turvy bonus is spelt out so the parts add up to the hand's points (issue 32).
    assert munch.score_pad_row(event) == ("Hand 3", ["2/2: +40\n+10 Topsy = +50", "0/2: -20"])
