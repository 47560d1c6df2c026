"""Dodge the Dragon's pass hints say "little devils" once (issue 32, points 5 and 12):
"Pass the Red 3 (little devil), Red 6 (little devil) and Red 7 (little devil): the Red 7
(little devil) would win tricks" said the card's role after every red card named."""

from __future__ import annotations

from table.ai.heuristics.factors import Explanation, Factor
from table.games import get_game
from table.learn.hint import hint
from table.learn.reasons import reason


def pass_reason(action: str, factor: Factor, found: dict[str, tuple[int, int]] | None = None) -> str:
    why = Explanation(action, "pass blue-1 blue-2 blue-3", factor, True, (factor,))
    return reason("dragon", {"phase": "pass"}, 0, why, None, found)


def test_each_case_of_passed_little_devils_is_one_whole_phrase() -> None:
    every = pass_reason("pass red-3 red-6 red-7", Factor("red_point", 5.0, "red-7"))
    assert every == ("Pass the Red 3, Red 6 and Red 7, all little devils: "
                     "the Red 7 would win tricks, and red cards are points.")
    two = pass_reason("pass black-12 red-3 red-6", Factor("points_card", 5.0, "black-12"))
    assert two == ("Pass the Black 12 (the Dragon) and 2 little devils, the Red 3 and Red 6: "
                   "the Black 12 (the Dragon) is 15 points, and few low blacks guard it.")
    one = pass_reason("pass blue-12 green-8 red-9", Factor("red_point", 5.0, "red-9"))
    assert one == ("Pass the Blue 12, Green 8 (trump) and Red 9 (little devil): "
                   "the Red 9 would win tricks, and red cards are points.")
    # the search's own words name the pass the same way
    found = {"pass red-3 red-6 red-7": (100, 60), "pass red-1 red-2 blue-3": (50, 10)}
    why = Explanation("pass red-3 red-6 red-7", "pass red-1 red-2 blue-3", None, True, ())
    said = reason("dragon", {"phase": "pass"}, 0, why, None, found)
    assert said.startswith("Pass the Red 3, Red 6 and Red 7, all little devils: in 60 of 100 deals")


def test_seeded_pass_hints_say_little_devil_at_most_once() -> None:
    grouped = 0
    for seed in range(1, 40):
        state = get_game("dragon").new_state(4, seed=seed)
        if sum(card.startswith("red-") for card in state.view(0)["hand"]) < 3:
            continue
        given = hint(state, 0, None, iterations=200)
        assert given.reason.count("little devil") <= 1, (seed, given.reason)
        passed_reds = sum(card.startswith("red-") for card in given.action.split()[1:])
        if passed_reds >= 2:
            grouped += 1
            assert "little devils" in given.reason and "(little devil)" not in given.reason, given.reason
    assert grouped >= 3  # these seeds do pass several little devils at once
