"""Dodge the Dragon's table words: the trick's reason and points from the event, the moon shot,
the pass you received and every seat's pass slid, a button per colour (Munch's:
``test_munch_presenters.py``).
"""

from __future__ import annotations

from table.games import game_ids, get_game
from table.ui.tables import presenter_for

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def test_dragon_trick_reason_and_points_come_from_the_event() -> None:
    dragon = presenter_for("dragon")
    event = {"type": "trick_won", "seat": 2, "points": 16, "cards": [], "reason": "the highest trump wins"}
    assert dragon.trick_reason(event, NAMES) == "Cat takes the trick: the highest trump wins."
    assert dragon.describe(event, NAMES) == "Cat takes the trick: the highest trump wins. (16 points)"


def test_dragon_moon_shot_is_celebrated_and_scored_as_a_reset() -> None:
    dragon = presenter_for("dragon")
    banner = dragon.banner({"type": "moon_shot", "seat": 1}, NAMES, 0)
    assert banner is not None and "Ben" in banner.title and banner.cue == "victory"
    row = dragon.score_pad_row(
        {"type": "round_scored", "round": 3, "points": [0, 43, 0, 0], "totals": [9, 0, 5, 7]}
    )
    # A round's own points; the running totals are the Total row's (issue 32).
    assert row == ("Round 3", ["+0", "all 43: back to 0", "+0", "+0"])
    # The score pad's caption says the rule in plain words (issue 32, second round).
    assert dragon.score_pad_note() == (
        "Each cell: the points taken that round. Taking all 43 sets that player's total back to 0.")


def test_dragon_shows_only_the_pass_you_received() -> None:
    dragon = presenter_for("dragon")
    event = {
        "type": "cards_passed",
        "passes": [
            {"from": 1, "to": 0, "cards": ["red-1", "red-2", "black-12"]},
            {"from": 0, "to": 3, "cards": [None, None, None]},
        ],
    }
    banner = dragon.banner(event, NAMES, 0)
    assert banner is not None and banner.title == "Ben passed you"
    assert list(banner.lines) == ["Red 1 (little devil), Red 2 (little devil), Black 12 (the Dragon)"]
    assert dragon.banner(event, NAMES, 2) is None


def test_dragon_names_a_colour_with_a_button_per_colour() -> None:
    dragon = presenter_for("dragon")
    assert dragon.button_label("play safety-2 as red") == "Red"
    state = get_game("dragon").new_state(3, seed=1, options={"pass": False})
    caption_view = {"trick": [{"seat": 0, "card": "safety-2"}], "led_colour": "red", "safety_led": True}
    assert dragon.trick_caption(caption_view) == "Lead suit: Red, named by a safety"
    assert dragon.trick_caption(state.view(0)) == ""


def test_dragon_slides_every_seat_s_pass_to_the_right() -> None:
    state = get_game("dragon").new_state(players=4, seed=2)
    events = []
    for seat in state.turn:  # everyone chooses a pass; the last choice moves them all
        events += state.apply(seat, state.legal_actions(seat)[0])
    [passed] = [event for event in events if event["type"] == "cards_passed"]
    assert presenter_for("dragon").slides(passed) == [(0, 3), (1, 0), (2, 1), (3, 2)]
    for game_id in (game for game in game_ids() if game != "dragon"):  # a table without a pass slides nothing
        assert presenter_for(game_id).slides(passed) == [], game_id
